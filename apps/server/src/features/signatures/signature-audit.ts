import type { SignatureRequestRow } from './signatures-read.service.ts';

export const SIGNATURE_ENTITY = 'signature_request';

/** What the history shows of a request: never its token hash nor its sealed link. */
export const signatureAuditSnapshot = (row: SignatureRequestRow) => ({
  saleId: row.saleId,
  quoteHash: row.quoteHash,
  status: row.status,
  documentIds: row.documentIds,
  signerName: row.signerName,
  signerEmail: row.signerEmail,
  sentAt: row.sentAt,
  opensAt: row.opensAt,
  expiresAt: row.expiresAt,
  openedAt: row.openedAt,
  signedAt: row.signedAt,
  cancelledAt: row.cancelledAt,
});
