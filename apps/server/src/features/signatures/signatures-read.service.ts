import {
  type CurrentUser,
  isSignatureActive,
  maskPhoneForEvidence,
  type SignatureListQuery,
  type SignatureRequestDetail,
  type SignatureRequestSummary,
} from '@brokerage/shared';
import { and, count, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { sales, signatureRequests } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { now } from '@/platform/clock.ts';
import { scopeCondition } from '@/platform/data-scope.ts';
import { documentUrl, requestDocuments } from './signature-documents.service.ts';
import { listSignatureEvents } from './signature-events.service.ts';
import { signingLinkBox } from './signature-links.ts';

export type SignatureRequestRow = typeof signatureRequests.$inferSelect;

/** A request follows its sale's scope: the sale's seller, team and company are copied onto it. */
export const signatureScope = (actor: CurrentUser): SQL | undefined =>
  scopeCondition(actor, {
    owner: signatureRequests.ownerId,
    team: signatureRequests.teamId,
    company: signatureRequests.companyId,
  });

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Past its validity but not yet written `expired` (the job or the next touch will): shown as expired. */
const shownStatus = (row: SignatureRequestRow) =>
  (row.status === 'sent' || row.status === 'opened') && row.expiresAt && now() >= row.expiresAt
    ? 'expired'
    : row.status;

/** The list's status filter, with the same reading of a request past its validity. */
const statusCondition = (status: SignatureListQuery['status']): SQL | undefined => {
  if (!status) return undefined;
  const pending = inArray(signatureRequests.status, ['sent', 'opened']);
  if (status === 'expired')
    return or(eq(signatureRequests.status, 'expired'), and(pending, lte(signatureRequests.expiresAt, now())));
  if (status === 'sent' || status === 'opened')
    return and(
      eq(signatureRequests.status, status),
      or(isNull(signatureRequests.expiresAt), gt(signatureRequests.expiresAt, now())),
    );
  return eq(signatureRequests.status, status);
};

export const toSignatureSummary = (
  row: SignatureRequestRow,
  saleNumber: string,
): SignatureRequestSummary => ({
  id: row.id,
  saleId: row.saleId,
  saleNumber,
  quoteHash: row.quoteHash,
  status: shownStatus(row),
  signerName: row.signerName,
  signerPhoneMasked: maskPhoneForEvidence(row.signerPhone),
  signerEmail: row.signerEmail,
  sentAt: (row.sentAt ?? row.createdAt).toISOString(),
  opensAt: (row.opensAt ?? row.sentAt ?? row.createdAt).toISOString(),
  openedAt: iso(row.openedAt),
  signedAt: iso(row.signedAt),
  expiresAt: (row.expiresAt ?? row.createdAt).toISOString(),
  version: row.version,
});

const selectWithNumber = (executor: Executor) =>
  executor
    .select({ request: signatureRequests, saleNumber: sales.number })
    .from(signatureRequests)
    .innerJoin(sales, eq(sales.id, signatureRequests.saleId));

/** The request `id` when the actor's scope holds it; outside it, 404 like a missing one. */
export const findSignatureInScope = async (executor: Executor, actor: CurrentUser, id: string) => {
  const [found] = await selectWithNumber(executor).where(
    and(eq(signatureRequests.id, id), signatureScope(actor)),
  );
  if (!found) throw notFound('Signature request');
  return found;
};

/** The staff view of one request: documents (hash before, sealed copy after), events, evidence, live link. */
export const toSignatureDetail = async ({
  executor,
  appSecret,
  previousAppSecret,
  row,
  saleNumber,
}: {
  executor: Executor;
  appSecret: string;
  /** `APP_SECRET_PREVIOUS`: links sealed before a rotation still open. */
  previousAppSecret?: string | undefined;
  row: SignatureRequestRow;
  saleNumber: string;
}): Promise<SignatureRequestDetail> => {
  const [{ documents, evidence }, events] = await Promise.all([
    requestDocuments({ executor, requestId: row.id, documentIds: row.documentIds }),
    listSignatureEvents({ executor, requestId: row.id }),
  ]);
  const live = isSignatureActive(shownStatus(row)) && row.linkSealed;
  return {
    ...toSignatureSummary(row, saleNumber),
    documents: documents.map(({ original, sealed }) => ({
      id: original.id,
      kind: original.kind,
      version: original.version,
      sha256Before: original.sha256,
      sha256After: sealed?.sha256 ?? null,
      url: documentUrl(original.fileId),
      sealedUrl: sealed ? documentUrl(sealed.fileId) : null,
    })),
    events: events.map((event) => ({
      sequence: event.sequence,
      type: event.type,
      at: event.at.toISOString(),
      ip: event.ip,
    })),
    evidenceUrl: evidence ? `/api/signatures/${row.id}/evidence` : null,
    signingLink:
      live && row.linkSealed ? signingLinkBox(appSecret, previousAppSecret).open(row.linkSealed) : null,
  };
};

export const getSignatureDetail = async ({
  db,
  appSecret,
  previousAppSecret,
  actor,
  id,
}: {
  db: Executor;
  appSecret: string;
  previousAppSecret?: string | undefined;
  actor: CurrentUser;
  id: string;
}) => {
  const { request, saleNumber } = await findSignatureInScope(db, actor, id);
  return toSignatureDetail({ executor: db, appSecret, previousAppSecret, row: request, saleNumber });
};

/** `GET /document-signature/document?quoteHash=`: the latest request for the quote in scope, or null. */
export const findSignatureByQuote = async ({
  db,
  appSecret,
  previousAppSecret,
  actor,
  quoteHash,
}: {
  db: Executor;
  appSecret: string;
  previousAppSecret?: string | undefined;
  actor: CurrentUser;
  quoteHash: string;
}) => {
  const [found] = await selectWithNumber(db)
    .where(and(eq(signatureRequests.quoteHash, quoteHash), signatureScope(actor)))
    .orderBy(desc(signatureRequests.createdAt), desc(signatureRequests.id))
    .limit(1);
  if (!found) return null;
  return toSignatureDetail({
    executor: db,
    appSecret,
    previousAppSecret,
    row: found.request,
    saleNumber: found.saleNumber,
  });
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/** `GET /signatures`: newest sent first in the actor's scope; `search` matches the signer or the sale number. */
export const findSignatures = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: SignatureListQuery;
}) => {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const where = and(
    signatureScope(actor),
    statusCondition(query.status),
    query.saleId ? eq(signatureRequests.saleId, query.saleId) : undefined,
    pattern ? or(ilike(signatureRequests.signerName, pattern), ilike(sales.number, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectWithNumber(db)
      .where(where)
      .orderBy(
        query.order === 'asc' && query.sort ? signatureRequests.createdAt : desc(signatureRequests.createdAt),
        desc(signatureRequests.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(signatureRequests)
      .innerJoin(sales, eq(sales.id, signatureRequests.saleId))
      .where(where),
  ]);
  return {
    data: rows.map(({ request, saleNumber }) => toSignatureSummary(request, saleNumber)),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};
