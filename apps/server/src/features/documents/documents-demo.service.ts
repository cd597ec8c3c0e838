import { SUBSCRIBED_STEP_STATUSES } from '@brokerage/shared';
import { and, eq, inArray, isNull, notExists } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { appSettings, documentGenerations, sales } from '@/db/schema/index.ts';
import type { JobQueue } from '@/platform/jobs/job-queue.ts';
import { queueDocumentGeneration } from './documents-generation.service.ts';

const DEMO_DOCUMENTS_MARKER = 'demo_documents_queued';

/**
 * Queues the documents of the demo sales that went through subscription (db/seed/demo-sales.ts), so `/documents` and the
 * sale pages have PDFs: once (an `app_settings` marker), in one transaction. Called after the app is built,
 * because the job queue's schema exists only then; the workers render the PDFs in the background, so the start
 * does not wait for them.
 */
export const queueDemoDocuments = async (db: Database, jobs: JobQueue): Promise<number> =>
  db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: DEMO_DOCUMENTS_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return 0;
    const subscribed = await tx
      .select({ id: sales.id })
      .from(sales)
      .where(
        and(
          isNull(sales.deletedAt),
          inArray(sales.status, [...SUBSCRIBED_STEP_STATUSES]),
          notExists(tx.select().from(documentGenerations).where(eq(documentGenerations.saleId, sales.id))),
        ),
      )
      .orderBy(sales.number);
    for (const sale of subscribed) {
      await queueDocumentGeneration({ executor: tx, jobs, saleId: sale.id, requestedById: null });
    }
    return subscribed.length;
  });
