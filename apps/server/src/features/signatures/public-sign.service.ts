import { SIGNATURE_CODE_MAX_WRONG_TRIES, type SignInput, signaturesErrors } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { signatureRequests } from '@/db/schema/index.ts';
import { notifySignatureCompleted } from '@/features/notifications/notifications-events.service.ts';
import { recordAudit } from '@/platform/audit.ts';
import { now } from '@/platform/clock.ts';
import type { JobQueue } from '@/platform/jobs/job-queue.ts';
import { consumeRateLimit } from '@/platform/rate-limit.ts';
import { refuser } from '@/platform/refusals.ts';
import type { Visitor } from './public-signing.service.ts';
import { SIGNATURE_ENTITY, signatureAuditSnapshot } from './signature-audit.ts';
import { appendSignatureEvent } from './signature-events.service.ts';
import { assertSigningOpen, CUSTOMER_ACTOR, findRequestByToken } from './signing-checks.service.ts';
import { checkSigningCode, consumeSigningCode } from './signing-codes.service.ts';

const refuse = refuser(signaturesErrors);

/** The job that seals the documents, writes the evidence and moves the sale to `signed`; payload `{ requestId }`. */
export const SIGNATURE_COMPLETE_JOB = 'signatures.complete';

const HOUR_MS = 3_600_000;

/**
 * `POST /public/sign/{token}/sign`. Checks in the contract's order: request live, signing open, call over,
 * consent, then the code. A wrong code is recorded (`code_failed`, committed) before the refusal; the right
 * one signs in one transaction — code used, `code_verified`, `consent`, `signed` with the documents' hashes,
 * the request `signed`, and the completion job queued.
 */
export const signWithCode = async ({
  db,
  appSecret,
  jobs,
  token,
  input,
  visitor,
}: {
  db: Database;
  appSecret: string;
  jobs: Pick<JobQueue, 'enqueue'>;
  token: string;
  input: SignInput;
  visitor: Visitor;
}) => {
  await consumeRateLimit({
    db,
    bucket: `signing:sign:ip:${visitor.ip}`,
    rules: [{ max: 60, windowMs: HOUR_MS }],
  });
  const at = now();
  const { request, sale } = await findRequestByToken(db, token);
  assertSigningOpen(request, sale, at);
  if (input.consent !== true) throw refuse('CONSENT_REQUIRED', 'The consent box must be ticked.');
  const checked = await checkSigningCode({ db, appSecret, requestId: request.id, typed: input.code, at });
  if (!checked.ok) {
    await appendSignatureEvent({
      executor: db,
      requestId: request.id,
      type: 'code_failed',
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      at,
      details: { failedAttempts: checked.failed.failedAttempts },
    });
    if (checked.failed.failedAttempts >= SIGNATURE_CODE_MAX_WRONG_TRIES)
      throw refuse('CODE_LOCKED', 'Too many wrong codes; ask for a new one.');
    throw refuse('CODE_INVALID', 'This is not the code we sent.', { remaining: checked.remaining });
  }
  await db.transaction(async (tx) => {
    const locked = await findRequestByToken(tx, token, true);
    assertSigningOpen(locked.request, locked.sale, at);
    await consumeSigningCode(tx, checked.code.id, at);
    const event = { executor: tx, requestId: request.id, ip: visitor.ip, userAgent: visitor.userAgent, at };
    await appendSignatureEvent({ ...event, type: 'code_verified' });
    await appendSignatureEvent({ ...event, type: 'consent', details: { consent: true } });
    await appendSignatureEvent({ ...event, type: 'signed', details: { documentIds: request.documentIds } });
    const [signed] = await tx
      .update(signatureRequests)
      .set({ status: 'signed', signedAt: at, version: locked.request.version + 1 })
      .where(eq(signatureRequests.id, request.id))
      .returning();
    if (!signed) throw new Error('The signature request was not updated.');
    await recordAudit({
      db: tx,
      actor: CUSTOMER_ACTOR,
      action: 'update',
      entity: SIGNATURE_ENTITY,
      entityId: request.id,
      before: signatureAuditSnapshot(locked.request),
      after: signatureAuditSnapshot(signed),
      ip: visitor.ip,
    });
    await jobs.enqueue(tx, SIGNATURE_COMPLETE_JOB, { requestId: request.id }, { singletonKey: request.id });
    await notifySignatureCompleted(tx, locked.sale);
  });
  return { status: 'signed' as const };
};
