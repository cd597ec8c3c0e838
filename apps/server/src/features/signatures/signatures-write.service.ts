import {
  type CreateCombinedSignatureInput,
  DEFAULT_SIGNATURE_VALIDITY_DAYS,
  isPhoneChannel,
  isSignatureActive,
  type Locale,
  signaturesErrors,
  signingOpensAt,
  ventesErrors,
} from '@brokerage/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { customers, signatureRequests } from '@/db/schema/index.ts';
import { customerRowColumns } from '@/features/customers/customers.service.ts';
import { emailDataBox } from '@/features/emails/email-data.service.ts';
import { queueEmail } from '@/features/emails/emails.service.ts';
import { readParameters } from '@/features/parameters/parameters.service.ts';
import { lockSaleInScope } from '@/features/ventes/ventes-access.service.ts';
import { applySaleTransition } from '@/features/ventes/ventes-transitions.service.ts';
import type { SmsTransport } from '@/integrations/sms/sms-transport.ts';
import { recordAudit } from '@/platform/audit.ts';
import { now, realTimeOf } from '@/platform/clock.ts';
import type { JobQueue } from '@/platform/jobs/job-queue.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { SIGNATURE_ENTITY, signatureAuditSnapshot } from './signature-audit.ts';
import { documentsToSign } from './signature-documents.service.ts';
import { appendSignatureEvent } from './signature-events.service.ts';
import { newSigningToken, signingLinkBox, signingLinkOf } from './signature-links.ts';
import { expireIfDue, SIGNATURE_EXPIRE_JOB } from './signatures-lifecycle.service.ts';
import type { SignatureRequestRow } from './signatures-read.service.ts';
import { queueSigningLinkSms } from './signing-link-sms.service.ts';

const refuse = refuser(signaturesErrors, ventesErrors);

/** The job that moves the sale to `awaiting_signature` when signing opens; payload `{ requestId }`. */
export const SIGNATURE_OPEN_JOB = 'signatures.open';

const DAY_MS = 86_400_000;

/** A link's validity, from a send or a resend. */
export const signingExpiresAt = (from: Date) =>
  new Date(from.getTime() + DEFAULT_SIGNATURE_VALIDITY_DAYS * DAY_MS);

/** The `signatures.expire` job at `expiresAt` (one per validity: a resend schedules its own). */
export const scheduleExpiry = (
  jobs: SigningServices['jobs'],
  tx: Executor,
  requestId: string,
  expiresAt: Date,
) =>
  jobs.enqueue(
    tx,
    SIGNATURE_EXPIRE_JOB,
    { requestId },
    { startAfter: realTimeOf(expiresAt), singletonKey: `${requestId}:${expiresAt.getTime()}` },
  );

/** A sale may be sent from `subscribed`, and again (no live request left) once sent. */
const SENDABLE_SALE_STATUSES: readonly string[] = ['subscribed', 'documents_sent', 'awaiting_signature'];

export interface SigningServices {
  jobs: Pick<JobQueue, 'enqueue'>;
  sms: SmsTransport;
  appSecret: string;
  /** `APP_SECRET_PREVIOUS`: links sealed before a rotation still open. */
  previousAppSecret?: string | undefined;
  userAgent: string | undefined;
}

export interface SigningNotice {
  to: { phone: string; email: string | null };
  locale: Locale;
  link: string;
  sendSms: boolean;
  brokerage: string;
}

/** The email goes inside the write's transaction (queued with it); the SMS leaves only after the commit. */
export const queueSigningEmail = async (
  tx: Executor,
  context: WriteContext & Pick<SigningServices, 'jobs' | 'appSecret' | 'previousAppSecret'>,
  request: SignatureRequestRow,
  notice: SigningNotice,
) => {
  if (!notice.to.email) return;
  const opensLater = request.opensAt && request.sentAt && request.opensAt > request.sentAt;
  await queueEmail({
    executor: tx,
    jobs: context.jobs,
    actor: context.actor,
    ip: context.ip,
    saleId: request.saleId,
    to: notice.to.email,
    template: 'signature_request',
    locale: notice.locale,
    dataBox: emailDataBox(context),
    data: {
      customerName: request.signerName,
      brokerageName: notice.brokerage,
      signingUrl: notice.link,
      opensAt: opensLater && request.opensAt ? request.opensAt.toISOString() : null,
    },
  });
};

/**
 * `POST /document-signature/create-combined`: one request for the sale's documents, in one transaction — the
 * request `sent` with a fresh link, the `sent` event with the documents' hashes, the email, the sale
 * `subscribed → documents_sent`, and the job that moves it on when signing opens.
 */
export const createCombinedSignature = async ({
  services,
  origin,
  input,
  ...context
}: WriteContext & { services: SigningServices; origin: string; input: CreateCombinedSignatureInput }) => {
  const { db, actor, ip } = context;
  const { request, notice } = await db.transaction(async (tx) => {
    const sale = await lockSaleInScope(tx, actor, input.venteId);
    // Sending again after a cancelled or expired request keeps the sale where the first send put it.
    if (!SENDABLE_SALE_STATUSES.includes(sale.status))
      throw refuse('SALE_NOT_SUBSCRIBED', `The sale is ${sale.status}, not subscribed.`, {
        status: sale.status,
      });
    if (input.quoteHash && input.quoteHash !== sale.quoteHash)
      throw refuse('QUOTE_MISMATCH', 'The quote is not the sale’s.');
    const candidates = await tx
      .select()
      .from(signatureRequests)
      .where(
        and(
          eq(signatureRequests.saleId, sale.id),
          inArray(signatureRequests.status, ['draft', 'sent', 'opened']),
        ),
      );
    const stillLive = [];
    for (const candidate of candidates) {
      if (isSignatureActive((await expireIfDue(tx, candidate)).status)) stillLive.push(candidate);
    }
    if (stillLive.length > 0)
      throw refuse('REQUEST_ALREADY_ACTIVE', 'The sale already has a live signature request.');
    const [customer] = sale.customerId
      ? await tx.select(customerRowColumns).from(customers).where(eq(customers.id, sale.customerId))
      : [];
    if (!customer?.phone) throw refuse('SIGNER_PHONE_MISSING', 'The customer has no mobile number.');
    const documents = await documentsToSign({
      executor: tx,
      saleId: sale.id,
      documentIds: input.documentIds,
    });
    if (!documents || documents.length === 0)
      throw refuse('DOCUMENTS_NOT_READY', 'The sale’s documents are not all generated yet.');

    const parameters = await readParameters({ db: tx });
    const sentAt = now();
    const delay = sale.channel && isPhoneChannel(sale.channel) ? parameters.signatureDelayHours : 0;
    const opensAt = signingOpensAt(sentAt, delay);
    const expiresAt = signingExpiresAt(sentAt);
    const locale = customer.preferredLanguage;
    const { token, tokenHash } = newSigningToken();
    const link = signingLinkOf(origin, locale, token);
    const [inserted] = await tx
      .insert(signatureRequests)
      .values({
        saleId: sale.id,
        quoteHash: input.quoteHash ?? sale.quoteHash,
        status: 'sent',
        documentIds: documents.map((document) => document.id),
        sentAt,
        opensAt,
        expiresAt,
        signerCustomerId: customer.id,
        signerName: `${customer.firstName} ${customer.lastName}`,
        signerPhone: customer.phone,
        signerEmail: customer.email,
        locale,
        tokenHash,
        linkSealed: signingLinkBox(services.appSecret).seal(link),
        ownerId: sale.sellerId,
        teamId: sale.teamId,
        companyId: sale.companyId,
      })
      .returning();
    if (!inserted) throw new Error('The signature request was not stored.');
    await recordAudit({
      db: tx,
      actor,
      action: 'create',
      entity: SIGNATURE_ENTITY,
      entityId: inserted.id,
      after: signatureAuditSnapshot(inserted),
      ip,
    });
    await appendSignatureEvent({
      executor: tx,
      requestId: inserted.id,
      type: 'sent',
      ip: ip ?? null,
      userAgent: services.userAgent ?? null,
      at: sentAt,
      details: {
        by: actor.id,
        documents: documents.map(({ id, kind, version, sha256 }) => ({ id, kind, version, sha256 })),
        sms: Boolean(input.sendSms) || !customer.email,
        email: Boolean(customer.email),
      },
    });
    const notice: SigningNotice = {
      to: { phone: customer.phone, email: customer.email },
      locale,
      link,
      sendSms: Boolean(input.sendSms),
      brokerage: parameters.brokerageName,
    };
    await queueSigningEmail(tx, { ...context, ...services }, inserted, notice);
    await queueSigningLinkSms(services.jobs, tx, inserted, notice);
    await applySaleTransition(tx, {
      actor,
      ip,
      sale,
      to: 'documents_sent',
      expected: sale.version,
      current: () => sale,
    });
    await services.jobs.enqueue(
      tx,
      SIGNATURE_OPEN_JOB,
      { requestId: inserted.id },
      { startAfter: realTimeOf(opensAt), singletonKey: inserted.id },
    );
    await scheduleExpiry(services.jobs, tx, inserted.id, expiresAt);
    return { request: inserted, notice };
  });
  return {
    success: true as const,
    mainDocumentSignature: {
      id: request.id,
      status: request.status,
      signatureLinks: [{ signerName: request.signerName, url: notice.link }],
    },
  };
};
