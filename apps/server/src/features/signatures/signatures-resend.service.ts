import { isSignatureActive, signaturesErrors } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { signatureRequests } from '@/db/schema/index.ts';
import { readParameters } from '@/features/parameters/parameters.service.ts';
import { recordAudit } from '@/platform/audit.ts';
import { now } from '@/platform/clock.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { assertVersion } from '@/platform/versioned-update.ts';
import { SIGNATURE_ENTITY, signatureAuditSnapshot } from './signature-audit.ts';
import { appendSignatureEvent } from './signature-events.service.ts';
import { newSigningToken, signingLinkBox, signingLinkOf } from './signature-links.ts';
import { expireSigning } from './signatures-lifecycle.service.ts';
import {
  findSignatureInScope,
  type SignatureRequestRow,
  toSignatureDetail,
} from './signatures-read.service.ts';
import {
  queueSigningEmail,
  type SigningNotice,
  type SigningServices,
  scheduleExpiry,
  signingExpiresAt,
} from './signatures-write.service.ts';
import { queueSigningLinkSms } from './signing-link-sms.service.ts';

const refuse = refuser(signaturesErrors);

/** Locks a live request in scope at the version the page showed. */
const lockLiveRequest = async (
  tx: Executor,
  context: WriteContext,
  {
    id,
    expected,
    appSecret,
    previousAppSecret,
  }: { id: string; expected: number | undefined; appSecret: string; previousAppSecret?: string | undefined },
) => {
  const found = await findSignatureInScope(tx, context.actor, id);
  const [row] = await tx.select().from(signatureRequests).where(eq(signatureRequests.id, id)).for('update');
  if (!row) throw new Error('The signature request vanished.');
  await assertVersion(row, expected, () =>
    toSignatureDetail({ executor: tx, appSecret, previousAppSecret, row, saleNumber: found.saleNumber }),
  );
  if (!isSignatureActive(row.status))
    throw refuse('REQUEST_NOT_ACTIVE', `The request is ${row.status}.`, { status: row.status });
  return { row, saleNumber: found.saleNumber };
};

const updateRequest = async (
  tx: Executor,
  context: WriteContext,
  before: SignatureRequestRow,
  set: Partial<typeof signatureRequests.$inferInsert>,
) => {
  const [after] = await tx
    .update(signatureRequests)
    .set({ ...set, version: before.version + 1 })
    .where(eq(signatureRequests.id, before.id))
    .returning();
  if (!after) throw new Error('The signature request was not updated.');
  await recordAudit({
    db: tx,
    actor: context.actor,
    action: 'update',
    entity: SIGNATURE_ENTITY,
    entityId: before.id,
    before: signatureAuditSnapshot(before),
    after: signatureAuditSnapshot(after),
    ip: context.ip,
  });
  return after;
};

/** `POST /signatures/{id}/resend`: a new link (the old one dies), emailed and texted again; same request. */
export const resendSignature = async ({
  services,
  origin,
  id,
  expected,
  ...context
}: WriteContext & {
  services: SigningServices;
  origin: string;
  id: string;
  expected: number | undefined;
}) => {
  // A request past its validity is written `expired` first (committed), then refused below as not active.
  await expireSigning({ db: context.db, payload: { requestId: id } });
  const { updated, saleNumber } = await context.db.transaction(async (tx) => {
    const { row, saleNumber } = await lockLiveRequest(tx, context, {
      id,
      expected,
      appSecret: services.appSecret,
      previousAppSecret: services.previousAppSecret,
    });
    const { token, tokenHash } = newSigningToken();
    const link = signingLinkOf(origin, row.locale, token);
    const expiresAt = signingExpiresAt(now());
    const updated = await updateRequest(tx, context, row, {
      status: 'sent',
      expiresAt,
      tokenHash,
      linkSealed: signingLinkBox(services.appSecret).seal(link),
    });
    await appendSignatureEvent({
      executor: tx,
      requestId: row.id,
      type: 'sent',
      ip: context.ip ?? null,
      userAgent: services.userAgent ?? null,
      at: now(),
      details: { by: context.actor.id, resend: true, sms: true, email: Boolean(row.signerEmail) },
    });
    const parameters = await readParameters({ db: tx });
    const notice: SigningNotice = {
      to: { phone: row.signerPhone, email: row.signerEmail },
      locale: row.locale,
      link,
      sendSms: true,
      brokerage: parameters.brokerageName,
    };
    await queueSigningEmail(tx, { ...context, ...services }, updated, notice);
    await queueSigningLinkSms(services.jobs, tx, updated, notice);
    await scheduleExpiry(services.jobs, tx, row.id, expiresAt);
    return { updated, saleNumber };
  });
  return toSignatureDetail({
    executor: context.db,
    appSecret: services.appSecret,
    previousAppSecret: services.previousAppSecret,
    row: updated,
    saleNumber,
  });
};

/** `POST /signatures/{id}/cancel`: the link dies; the sale stays where it is and the agent may send again. */
export const cancelSignature = async ({
  appSecret,
  previousAppSecret,
  userAgent,
  id,
  expected,
  ...context
}: WriteContext & {
  appSecret: string;
  previousAppSecret?: string | undefined;
  userAgent: string | undefined;
  id: string;
  expected: number | undefined;
}) => {
  await expireSigning({ db: context.db, payload: { requestId: id } });
  const { updated, saleNumber } = await context.db.transaction(async (tx) => {
    const { row, saleNumber } = await lockLiveRequest(tx, context, {
      id,
      expected,
      appSecret,
      previousAppSecret,
    });
    const at = now();
    const updated = await updateRequest(tx, context, row, {
      status: 'cancelled',
      cancelledAt: at,
      tokenHash: null,
      linkSealed: null,
    });
    await appendSignatureEvent({
      executor: tx,
      requestId: row.id,
      type: 'cancelled',
      ip: context.ip ?? null,
      userAgent: userAgent ?? null,
      at,
      details: { by: context.actor.id },
    });
    return { updated, saleNumber };
  });
  return toSignatureDetail({ executor: context.db, appSecret, previousAppSecret, row: updated, saleNumber });
};
