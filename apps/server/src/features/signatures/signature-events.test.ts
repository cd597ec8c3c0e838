import type { SignatureEventType } from '@brokerage/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales, signatureEvents, signatureRequests } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { loadEvidence } from './evidence.service.ts';
import {
  appendSignatureEvent,
  listSignatureEvents,
  verifySignatureEvents,
} from './signature-events.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const createRequest = async () => {
  const [sale] = await t.db.insert(sales).values({ status: 'documents_sent' }).returning();
  if (!sale) throw new Error('sale not created');
  const [request] = await t.db
    .insert(signatureRequests)
    .values({
      saleId: sale.id,
      status: 'sent',
      signerName: 'Jeanne Martin',
      signerPhone: '+33612345642',
      signerEmail: 'jeanne@example.test',
      sentAt: new Date('2026-03-01T10:00:00.000Z'),
    })
    .returning();
  if (!request) throw new Error('request not created');
  return request;
};

const JOURNEY: SignatureEventType[] = ['sent', 'opened', 'code_sent', 'code_verified', 'consent', 'signed'];

const signedRequest = async () => {
  const request = await createRequest();
  for (const [index, type] of JOURNEY.entries()) {
    await appendSignatureEvent({
      executor: t.db,
      requestId: request.id,
      type,
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      details:
        type === 'signed' ? { documents: [{ id: 'd1', sha256Before: 'a'.repeat(64) }] } : { step: index },
      at: new Date(Date.UTC(2026, 2, 2, 10, index, 0, 123)),
    });
  }
  return request;
};

/** Edits the stored evidence as an intruder with table rights would, the append-only trigger switched off. */
const tamper = async (edit: () => Promise<unknown>) => {
  await t.db.execute(sql`alter table signature_events disable trigger signature_events_no_update_delete`);
  try {
    await edit();
  } finally {
    await t.db.execute(sql`alter table signature_events enable trigger signature_events_no_update_delete`);
  }
};

describe('appendSignatureEvent', () => {
  it('numbers and chains the events, and the stored chain verifies', async () => {
    const request = await signedRequest();
    const events = await listSignatureEvents({ executor: t.db, requestId: request.id });
    expect(events.map((event) => event.type)).toEqual(JOURNEY);
    expect(events.map((event) => event.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(events[0]?.previousHash).toBeNull();
    expect(events[1]?.previousHash).toBe(events[0]?.hash);
    expect(events[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(events[2]?.at.toISOString()).toBe('2026-03-02T10:02:00.123Z');
    expect(verifySignatureEvents(events)).toEqual({ valid: true });
  });

  it('keeps one unbroken chain when events of one request are appended at once', async () => {
    const request = await createRequest();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        appendSignatureEvent({
          executor: t.db,
          requestId: request.id,
          type: 'opened',
          ip: null,
          userAgent: null,
        }),
      ),
    );
    const events = await listSignatureEvents({ executor: t.db, requestId: request.id });
    expect(events.map((event) => event.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(verifySignatureEvents(events)).toEqual({ valid: true });
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const request = await createRequest();
    await expect(
      t.db.transaction(async (tx) => {
        await appendSignatureEvent({
          executor: tx,
          requestId: request.id,
          type: 'sent',
          ip: null,
          userAgent: null,
        });
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    expect(await listSignatureEvents({ executor: t.db, requestId: request.id })).toEqual([]);
  });

  it('refuses an unknown request', async () => {
    await expect(
      appendSignatureEvent({
        executor: t.db,
        requestId: '00000000-0000-4000-8000-000000000000',
        type: 'sent',
        ip: null,
        userAgent: null,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the database keeps the events append-only', () => {
  it('refuses to update, delete or truncate an event', async () => {
    const request = await signedRequest();
    await expect(
      t.db
        .update(signatureEvents)
        .set({ ip: '198.51.100.1' })
        .where(eq(signatureEvents.requestId, request.id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(signatureEvents).where(eq(signatureEvents.requestId, request.id)),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`truncate signature_events cascade`)).rejects.toThrow();
    const events = await listSignatureEvents({ executor: t.db, requestId: request.id });
    expect(events).toHaveLength(JOURNEY.length);
    expect(events.every((event) => event.ip === '203.0.113.7')).toBe(true);
  });

  it('names the refusal in the error', async () => {
    const request = await signedRequest();
    const failure = await t.db
      .delete(signatureEvents)
      .where(eq(signatureEvents.requestId, request.id))
      .catch((error: unknown) => error);
    const text = `${String(failure)} ${String((failure as { cause?: unknown }).cause ?? '')}`;
    expect(text).toContain('signature_events is append-only');
  });
});

describe('an edited evidence chain', () => {
  const editsByColumn: [string, (id: string) => Promise<unknown>][] = [
    [
      'ip',
      (id) => t.db.update(signatureEvents).set({ ip: '198.51.100.1' }).where(eq(signatureEvents.id, id)),
    ],
    [
      'user agent',
      (id) => t.db.update(signatureEvents).set({ userAgent: 'curl/8' }).where(eq(signatureEvents.id, id)),
    ],
    [
      'time',
      (id) =>
        t.db
          .update(signatureEvents)
          .set({ at: new Date('2026-01-01T00:00:00Z') })
          .where(eq(signatureEvents.id, id)),
    ],
    [
      'type',
      (id) => t.db.update(signatureEvents).set({ type: 'declined' }).where(eq(signatureEvents.id, id)),
    ],
    [
      'details',
      (id) =>
        t.db
          .update(signatureEvents)
          .set({ details: { step: 42 } })
          .where(eq(signatureEvents.id, id)),
    ],
  ];

  for (const [column, edit] of editsByColumn) {
    it(`fails verification at the event whose ${column} was edited`, async () => {
      const request = await signedRequest();
      const before = await listSignatureEvents({ executor: t.db, requestId: request.id });
      const target = before[2];
      if (!target) throw new Error('no third event');
      await tamper(() => edit(target.id));
      const after = await listSignatureEvents({ executor: t.db, requestId: request.id });
      expect(verifySignatureEvents(after)).toEqual({ valid: false, brokenAt: 3 });
    });
  }

  it('fails verification where an event was deleted', async () => {
    const request = await signedRequest();
    const [, second] = await listSignatureEvents({ executor: t.db, requestId: request.id });
    if (!second) throw new Error('no second event');
    await tamper(() => t.db.delete(signatureEvents).where(eq(signatureEvents.id, second.id)));
    const after = await listSignatureEvents({ executor: t.db, requestId: request.id });
    expect(verifySignatureEvents(after)).toEqual({ valid: false, brokenAt: 2 });
  });

  it('fails verification when two events swap places', async () => {
    const request = await signedRequest();
    const events = await listSignatureEvents({ executor: t.db, requestId: request.id });
    const [fourth, fifth] = [events[3], events[4]];
    if (!fourth || !fifth) throw new Error('missing events');
    await tamper(async () => {
      await t.db.update(signatureEvents).set({ sequence: 100 }).where(eq(signatureEvents.id, fourth.id));
      await t.db.update(signatureEvents).set({ sequence: 4 }).where(eq(signatureEvents.id, fifth.id));
      await t.db.update(signatureEvents).set({ sequence: 5 }).where(eq(signatureEvents.id, fourth.id));
    });
    const after = await listSignatureEvents({ executor: t.db, requestId: request.id });
    expect(verifySignatureEvents(after)).toEqual({ valid: false, brokenAt: 4 });
  });
});

describe('loadEvidence', () => {
  it('gives the signer with the phone masked, every event, the documents and the chain verdict', async () => {
    const request = await signedRequest();
    const documents = [
      {
        id: 'd1',
        kind: 'membership',
        name: 'Bulletin d’adhésion',
        sha256Before: 'a'.repeat(64),
        sha256After: 'b'.repeat(64),
      },
    ];
    const evidence = await loadEvidence({
      executor: t.db,
      requestId: request.id,
      documents,
      seal: { certificateSha256: 'c'.repeat(64), subject: 'Brokerage Back Office' },
    });
    expect(evidence.signer).toEqual({
      customerId: null,
      name: 'Jeanne Martin',
      phoneMasked: '+33 6 ** ** ** 42',
      email: 'jeanne@example.test',
    });
    expect(JSON.stringify(evidence)).not.toContain('612345642');
    expect(evidence.request.sentAt).toBe('2026-03-01T10:00:00.000Z');
    expect(evidence.events.map((event) => [event.type, event.ip, event.userAgent])).toEqual(
      JOURNEY.map((type) => [type, '203.0.113.7', 'Mozilla/5.0 (X11; Linux x86_64)']),
    );
    expect(evidence.documents).toEqual(documents);
    expect(evidence.chain).toMatchObject({ count: 6, verdict: { valid: true } });
    expect(evidence.chain.lastHash).toBe(evidence.events.at(-1)?.hash);
  });

  it('reports a broken chain in the evidence itself', async () => {
    const request = await signedRequest();
    const [first] = await listSignatureEvents({ executor: t.db, requestId: request.id });
    if (!first) throw new Error('no first event');
    await tamper(() =>
      t.db.update(signatureEvents).set({ ip: '198.51.100.1' }).where(eq(signatureEvents.id, first.id)),
    );
    const evidence = await loadEvidence({ executor: t.db, requestId: request.id, documents: [] });
    expect(evidence.chain.verdict).toEqual({ valid: false, brokenAt: 1 });
  });
});
