import { type endSaleCallInputSchema, isSaleCallOpen, type Sale, ventesErrors } from '@brokerage/shared';
import type { z } from 'zod';
import { sales } from '@/db/schema/index.ts';
import { auditedUpdate } from '@/platform/audited-writes.ts';
import { now } from '@/platform/clock.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { assertVersion } from '@/platform/versioned-update.ts';
import { lockSaleInScope } from './ventes-access.service.ts';
import { readSale } from './ventes-read.service.ts';

const refuse = refuser(ventesErrors);

/**
 * `POST /ventes/{id}/call/end`: the agent hangs up. Only while the call is open (`isSaleCallOpen`: a phone sale
 * with consent, not ended, under 4 h); a phone sale's customer signs only once it is over (issue 10).
 */
export const endSaleCall = async ({
  db,
  actor,
  ip,
  id,
  input,
}: WriteContext & { id: string; input: z.output<typeof endSaleCallInputSchema> }): Promise<Sale> =>
  db.transaction(async (tx) => {
    const row = await lockSaleInScope(tx, actor, id);
    const current = () => readSale(tx, id);
    await assertVersion(row, input.version, current);
    const at = now();
    const moments = {
      channel: row.channel,
      callConsentAt: row.callConsentAt?.toISOString() ?? null,
      callEndedAt: row.callEndedAt?.toISOString() ?? null,
    };
    if (!isSaleCallOpen(moments, at)) {
      throw refuse('CALL_NOT_OPEN', 'This sale has no open call to end.');
    }
    await auditedUpdate(tx, {
      table: sales,
      id,
      expected: input.version,
      set: { callEndedAt: at },
      current,
      entity: 'sale',
      actor,
      ip,
      before: row,
    });
    return readSale(tx, id);
  });
