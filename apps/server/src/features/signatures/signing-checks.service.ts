import { isSaleCallOpen, isSignatureActive, type SigningBlocker, signaturesErrors } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { sales, signatureRequests } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { automatedActor } from '@/platform/audit.ts';
import { refuser } from '@/platform/refusals.ts';
import { signingTokenHash } from './signature-links.ts';
import { expireIfDue } from './signatures-lifecycle.service.ts';
import type { SignatureRequestRow } from './signatures-read.service.ts';

const refuse = refuser(signaturesErrors);

/** Who the history names when the customer acts on the public page (no staff account). */
export const CUSTOMER_ACTOR = automatedActor('signing-page');

type SaleRow = typeof sales.$inferSelect;

const SIGNABLE_SALE_STATUSES: readonly string[] = ['documents_sent', 'awaiting_signature'];

/** The request a link's token opens, and its sale; an unknown or replaced token is 404. */
export const findRequestByToken = async (executor: Executor, token: string, lock = false) => {
  const query = executor
    .select({ request: signatureRequests, sale: sales })
    .from(signatureRequests)
    .innerJoin(sales, eq(sales.id, signatureRequests.saleId))
    .where(eq(signatureRequests.tokenHash, signingTokenHash(token)));
  const [found] = await (lock ? query.for('update', { of: signatureRequests }) : query);
  if (!found) throw notFound('Signing link');
  return { ...found, request: await expireIfDue(executor, found.request) };
};

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** The sale's call moments as the shared rule reads them. */
const callMomentsOf = (sale: SaleRow) => ({
  channel: sale.channel,
  callConsentAt: iso(sale.callConsentAt),
  callEndedAt: iso(sale.callEndedAt),
});

/** The request is past its validity: treated as `expired` whatever its stored status says. */
const isExpired = (request: SignatureRequestRow, at: Date) =>
  request.expiresAt !== null && at.getTime() >= request.expiresAt.getTime();

/** Why the customer cannot sign at `at`, for the page (null: they can, or the request is over). */
export const signingBlockerOf = (
  request: SignatureRequestRow,
  sale: SaleRow,
  at: Date,
): SigningBlocker | null => {
  if (request.opensAt && at.getTime() < request.opensAt.getTime()) return 'not_open_yet';
  if (isSaleCallOpen(callMomentsOf(sale), at)) return 'call_open';
  return null;
};

/**
 * The checks before a code is sent and before a signature, in the contract's order: the request is live,
 * signing has opened (phone sales: the delay after sending), the sale's call is over.
 */
export const assertSigningOpen = (request: SignatureRequestRow, sale: SaleRow, at: Date) => {
  if (!isSignatureActive(request.status) || isExpired(request, at)) {
    const status = isSignatureActive(request.status) ? 'expired' : request.status;
    throw refuse('REQUEST_NOT_ACTIVE', `The signature request is ${status}.`, { status });
  }
  // A sale re-quoted, lost or moved on by hand is no longer the one the customer was asked to sign.
  if (!SIGNABLE_SALE_STATUSES.includes(sale.status))
    throw refuse('REQUEST_NOT_ACTIVE', `The sale is ${sale.status}.`, { status: request.status });
  const blocker = signingBlockerOf(request, sale, at);
  if (blocker === 'not_open_yet')
    throw refuse('SIGNING_NOT_OPEN_YET', 'Signing is not open yet.', {
      opensAt: request.opensAt?.toISOString() ?? '',
    });
  if (blocker === 'call_open') throw refuse('CALL_STILL_OPEN', 'The sale’s call is still open.');
};
