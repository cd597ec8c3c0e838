import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildPermissionsMap, SALE_DOCUMENT_KINDS } from '@brokerage/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  documentGenerations,
  files,
  roles,
  sales,
  signatureRequests,
  users,
} from '@/db/schema/index.ts';
import { readStoredFile } from '@/features/files/files.service.ts';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { pdfText } from '@/test/pdf-text.ts';
import { insertSale, startQuoteSuite, subscribeSaleThroughQuote } from '@/test/quote-fixtures.ts';
import { GENERATE_DOCUMENTS_JOB } from './documents-generation.service.ts';

/** The documents server (issue 10): generation on subscription, pdf-links, regeneration, the list. */

const suite = startQuoteSuite();
const DOCUMENT_KEYS = ['DocumentModule:documents:read', 'DocumentModule:documents:create'];
const SELLER_KEYS = ['VenteModule:produits:quote', 'VenteModule:ventes:update'];

let saleId: string;
let customerId: string;

/** Gives the people of the quote world the document keys (the quote fixtures give them only the quote's). */
const grantDocuments = async () => {
  const { t, world } = suite;
  for (const person of [world.agent, world.colleague, world.manager, world.otherTeamManager]) {
    const [user] = await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, person.id));
    if (!user?.roleId) throw new Error('no role');
    await t.db
      .update(roles)
      .set({ permissions: buildPermissionsMap([...SELLER_KEYS, ...DOCUMENT_KEYS]) })
      .where(eq(roles.id, user.roleId));
  }
};

const inject = (method: 'GET' | 'POST', url: string, cookie: string) =>
  suite.t.app.inject({ method, url: `/api${url}`, headers: { cookie } });

const pdfLinks = async (id: string, cookie = suite.world.agent.cookie) => {
  const response = await inject('GET', `/ventes/${id}/pdf-links`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    generating: boolean;
    documents: { id: string; kind: string; version: number; size: number; sha256: string; url: string }[];
  };
};

beforeAll(async () => {
  await grantDocuments();
  const { sale, customer } = await subscribeSaleThroughQuote(suite);
  saleId = sale.id;
  customerId = customer.id;
}, 60_000);

describe('generation', () => {
  it('is queued with the subscription: generating until the job runs, then five documents', async () => {
    const before = await pdfLinks(saleId);
    expect(before).toEqual({ generating: true, documents: [] });

    await suite.t.app.jobs.runDue();
    const after = await pdfLinks(saleId);
    expect(after.generating).toBe(false);
    expect(after.documents.map((document) => [document.kind, document.version])).toEqual(
      SALE_DOCUMENT_KINDS.map((kind) => [kind, 1]),
    );
    for (const document of after.documents) {
      expect(document.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(document.size).toBeGreaterThan(1_000);
      const fileId = document.url.split('/').at(-1) ?? '';
      const stored = await readStoredFile({ db: suite.t.db, storage: suite.t.app.storage, id: fileId });
      expect(stored.record).toMatchObject({ kind: 'document', sha256: document.sha256, saleId });
    }
    const quote = after.documents[0];
    const download = await inject('GET', quote?.url.replace('/api', '') ?? '', suite.world.agent.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(pdfText(download.rawPayload)).toContain('Claire Martin');
  }, 120_000);

  it('does nothing when the same job runs again (idempotent)', async () => {
    const [generation] = await suite.t.db
      .select()
      .from(documentGenerations)
      .where(eq(documentGenerations.saleId, saleId));
    expect(generation?.status).toBe('done');
    const { generateSaleDocuments } = await import('./documents-generation.service.ts');
    const count = async () =>
      (
        await suite.t.db
          .select()
          .from(files)
          .where(and(eq(files.saleId, saleId), eq(files.kind, 'document')))
      ).length;
    const filesBefore = await count();
    await generateSaleDocuments({
      db: suite.t.db,
      storage: suite.t.app.storage,
      bankDetailsBox: suite.t.app.bankDetailsBox,
      payload: { saleId, generationId: generation?.id ?? '' },
      lastAttempt: true,
    });
    expect(await count()).toBe(filesBefore);
  });

  it('regenerates a new version on request (202, audited), keeping version 1', async () => {
    const response = await inject('POST', `/ventes/${saleId}/regenerate-pdfs`, suite.world.agent.cookie);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ data: { generating: true } });
    expect((await pdfLinks(saleId)).generating).toBe(true);
    await suite.t.app.jobs.runDue();
    const links = await pdfLinks(saleId);
    expect(links.documents.map((document) => document.version)).toEqual([2, 2, 2, 2, 2]);
    const list = await inject('GET', `/documents?saleId=${saleId}&kind=quote`, suite.world.agent.cookie);
    expect(list.json().data.map((document: { version: number }) => document.version)).toEqual([2, 1]);
    const audit = await suite.t.db.select().from(auditLog).where(eq(auditLog.entity, 'document_generation'));
    expect(audit.length).toBeGreaterThan(0);
  }, 120_000);
});

/** Stored objects no file row names (the storage folder's files against the table). */
const objectsWithoutRow = async () => {
  const folder = join(suite.t.app.config.DATA_DIR, 'files');
  const stored = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('.tmp'))
    .map((entry) => entry.name);
  const rows = new Set((await suite.t.db.select({ id: files.id }).from(files)).map((row) => row.id));
  return stored.filter((id) => !rows.has(id));
};

describe('a generation the sale outran', () => {
  it('writes nothing once the sale is past the signature, and records why', async () => {
    const { t } = suite;
    const regenerate = await inject('POST', `/ventes/${saleId}/regenerate-pdfs`, suite.world.agent.cookie);
    expect(regenerate.statusCode, regenerate.body).toBe(202);
    const before = (await pdfLinks(saleId)).documents.map((document) => document.id);
    // The customer signed while the job waited in the queue.
    await t.db
      .update(sales)
      .set({ status: 'signed', statusChangedAt: new Date() })
      .where(eq(sales.id, saleId));
    try {
      await t.app.jobs.runDue();
      expect((await pdfLinks(saleId)).documents.map((document) => document.id)).toEqual(before);
      const generations = await t.db
        .select()
        .from(documentGenerations)
        .where(eq(documentGenerations.saleId, saleId));
      expect(generations.find((generation) => generation.status === 'failed')?.error).toMatch(
        /skipped: the sale is signed/,
      );
      // The documents it stored before it saw the sale are removed again.
      expect(await objectsWithoutRow()).toEqual([]);
    } finally {
      await t.db.update(sales).set({ status: 'subscribed' }).where(eq(sales.id, saleId));
    }
  }, 120_000);
});

describe('a generation that meets a live signature', () => {
  it('writes nothing while the customer may sign the documents already sent, and records why', async () => {
    const { t } = suite;
    const regenerate = await inject('POST', `/ventes/${saleId}/regenerate-pdfs`, suite.world.agent.cookie);
    expect(regenerate.statusCode, regenerate.body).toBe(202);
    const before = (await pdfLinks(saleId)).documents.map((document) => document.id);
    // The agent sent the documents for signature while the generation waited in the queue.
    const [request] = await t.db
      .insert(signatureRequests)
      .values({
        saleId,
        status: 'sent',
        documentIds: before,
        sentAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
        signerName: 'Claire Martin',
        signerPhone: '+33612345678',
      })
      .returning();
    try {
      await t.app.jobs.runDue();
      expect((await pdfLinks(saleId)).documents.map((document) => document.id)).toEqual(before);
      const generations = await t.db
        .select()
        .from(documentGenerations)
        .where(eq(documentGenerations.saleId, saleId));
      expect(generations.map((generation) => generation.error)).toContain(
        'skipped: a signature request is live, its documents stay as they are',
      );
    } finally {
      if (request) await t.db.delete(signatureRequests).where(eq(signatureRequests.id, request.id));
    }
  }, 120_000);
});

describe('refusals and access', () => {
  it.each(['quoted', 'signed', 'contract'] as const)('refuses to regenerate a %s sale', async (status) => {
    const { t, world } = suite;
    const sale = await insertSale(t, world.agent, world.company.id, { status });
    const response = await inject('POST', `/ventes/${sale.id}/regenerate-pdfs`, world.agent.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toMatchObject({ reason: 'SALE_NOT_SUBSCRIBED', status });
  });

  it('answers 404 outside the sale scope and 403 without the permission', async () => {
    const { world } = suite;
    for (const [method, path] of [
      ['GET', `/ventes/${saleId}/pdf-links`],
      ['POST', `/ventes/${saleId}/regenerate-pdfs`],
    ] as const) {
      expect((await inject(method, path, world.colleague.cookie)).statusCode).toBe(404);
      expect((await inject(method, path, world.otherTeamManager.cookie)).statusCode).toBe(404);
      expect((await inject(method, path, world.quoteOnly.cookie)).statusCode).toBe(403);
    }
    expect((await pdfLinks(saleId, world.manager.cookie)).documents).toHaveLength(5);
    const list = await inject('GET', '/documents', world.colleague.cookie);
    expect(list.json().total).toBe(0);
    expect((await inject('GET', '/documents', world.quoteOnly.cookie)).statusCode).toBe(403);
  });
});

describe('GET /documents', () => {
  const list = async (query: string) => {
    const response = await inject('GET', `/documents?${query}`, suite.world.agent.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: { kind: string; sale: { id: string; number: string }; customer: { lastName: string } | null }[];
      total: number;
    };
  };

  it('lists the documents with their sale and customer, filtered', async () => {
    const all = await list('pageSize=5');
    expect(all.total).toBe(10);
    expect(all.data).toHaveLength(5);
    expect(all.data[0]).toMatchObject({ sale: { id: saleId }, customer: { lastName: 'Martin' } });
    expect((await list(`customerId=${customerId}`)).total).toBe(10);
    expect((await list('customerId=00000000-0000-4000-8000-000000000000')).total).toBe(0);
    expect((await list('kind=sepa_mandate')).total).toBe(2);
    expect((await list('kind=evidence')).total).toBe(0);
    const number = all.data[0]?.sale.number ?? '';
    expect((await list(`search=${encodeURIComponent(number)}`)).total).toBe(10);
    expect((await list('search=claire%20mart')).total).toBe(10);
    expect((await list('search=nobody')).total).toBe(0);
    expect((await list('from=2000-01-01&to=2100-01-01')).total).toBe(10);
    expect((await list('to=2000-01-01')).total).toBe(0);
    expect((await list('from=2100-01-01')).total).toBe(0);
  });

  it.each(['kind=poem', 'from=0000-01-01', 'to=2101-01-01'])(
    'refuses a bad filter with 400: %s',
    async (query) => {
      const response = await inject('GET', `/documents?${query}`, suite.world.agent.cookie);
      expect(response.statusCode).toBe(400);
    },
  );
});

// Last: its sale's documents would count in the lists above.
describe('a generation that fails', () => {
  it('stays generating while the queue retries it, is failed once the queue gives up, and generating again when an administrator retries it', async () => {
    const { t } = suite;
    const { sale } = await subscribeSaleThroughQuote(suite);
    const generationOf = async () => {
      const [generation] = await t.db
        .select()
        .from(documentGenerations)
        .where(eq(documentGenerations.saleId, sale.id));
      if (!generation) throw new Error('no generation');
      return generation;
    };
    // A plain file where the storage's folder should be: every write fails, as on a broken disk.
    const filesDir = join(t.app.config.DATA_DIR, 'files');
    await rm(filesDir, { recursive: true, force: true });
    await writeFile(filesDir, 'not a folder');
    try {
      await t.app.jobs.runDue();
      expect(await pdfLinks(sale.id)).toEqual({ generating: true, documents: [] });
      const generation = await generationOf();
      expect(generation.status).toBe('queued');
      expect(generation.error).toEqual(expect.any(String));

      // The queue's last attempt, due now, fails too (pg-boss counts the retry when it takes the job).
      const jobs = await t.db.execute(sql`
        update pgboss.job set retry_limit = retry_count + 1, start_after = now()
        where name = ${GENERATE_DOCUMENTS_JOB} and data->>'generationId' = ${generation.id} returning id`);
      const [job] = (jobs as unknown as { rows: { id: string }[] }).rows;
      if (!job) throw new Error('no job');
      await t.app.jobs.runDue();
      expect((await pdfLinks(sale.id)).generating).toBe(false);
      expect((await generationOf()).status).toBe('failed');
    } finally {
      await rm(filesDir, { force: true });
      await mkdir(filesDir);
    }

    // The disk is repaired; an administrator retries the job from the console.
    const admin = await signInWithPermissions(t, ['AdminModule:jobs:read', 'AdminModule:jobs:update']);
    const [failedJob] = (
      (await t.db.execute(
        sql`select id from pgboss.job where name = ${GENERATE_DOCUMENTS_JOB} and state = 'failed' and data->>'generationId' = ${(await generationOf()).id}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${failedJob?.id}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await pdfLinks(sale.id)).toEqual({ generating: true, documents: [] });
    await t.app.jobs.runDue();
    const links = await pdfLinks(sale.id);
    expect(links.generating).toBe(false);
    expect(links.documents).toHaveLength(SALE_DOCUMENT_KINDS.length);
    expect((await generationOf()).status).toBe('done');
  }, 120_000);
});

// After the lists too: its sale's documents would count in them.
describe('a storage that answers slowly', () => {
  it('is written before the sale is locked: a sale write goes through while the documents are stored', async () => {
    const { t } = suite;
    // A sale of its own, whose generation the subscription queued.
    const { sale } = await subscribeSaleThroughQuote(suite);
    const storage = t.app.storage;
    const put = storage.put;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached = () => {};
    const putReached = new Promise<void>((resolve) => {
      reached = resolve;
    });
    // The first write waits, as a bucket over a slow network would.
    storage.put = async (...args) => {
      reached();
      await released;
      return put(...args);
    };
    let job: Promise<unknown> | undefined;
    try {
      job = t.app.jobs.runDue();
      await Promise.race([
        putReached,
        job.then(() => {
          throw new Error('the job ended without storing anything');
        }),
      ]);
      // NOWAIT: a lock held by the job fails at once on PostgreSQL; on PGlite's one connection a transaction left
      // open by the job would keep this one waiting, hence the deadline.
      const saleWrite = t.db.transaction(async (tx) => {
        await tx
          .select({ id: sales.id })
          .from(sales)
          .where(eq(sales.id, sale.id))
          .for('update', { noWait: true });
      });
      let deadline: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        saleWrite,
        new Promise((_, reject) => {
          deadline = setTimeout(
            () => reject(new Error('the sale stayed locked while the storage wrote')),
            5_000,
          );
        }),
      ]).finally(() => clearTimeout(deadline));
    } finally {
      storage.put = put;
      release();
      await job;
    }
    expect((await pdfLinks(sale.id)).documents).toHaveLength(SALE_DOCUMENT_KINDS.length);
    expect(await objectsWithoutRow()).toEqual([]);
  }, 120_000);
});
