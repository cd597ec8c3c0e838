import {
  type DocumentRecord,
  type PublicSigningView,
  SALE_DOCUMENT_KINDS,
  type SaleDocumentLink,
  type SignatureRequestDetail,
} from '@brokerage/shared';

/** Fictional documents and signature requests of one sale, for the documents and signatures web tests (issue 10). */

export const docSaleId = 'a0000000-0000-4000-8000-000000000001';
const at = '2026-03-03T10:00:00.000Z';
const hex = (digit: string) => digit.repeat(64);

export const documentLink = (
  kind: SaleDocumentLink['kind'],
  index: number,
  changes: Partial<SaleDocumentLink> = {},
) =>
  ({
    id: `f0000000-0000-4000-8000-00000000000${index}`,
    saleId: docSaleId,
    kind,
    version: 1,
    locale: 'fr',
    size: 48_213,
    sha256: hex(String(index)),
    sealed: false,
    createdAt: at,
    url: `/api/ventes/files/download/f1000000-0000-4000-8000-00000000000${index}`,
    ...changes,
  }) satisfies SaleDocumentLink;

/** The five documents of a subscribed sale, current and unsealed. */
export const saleDocuments = (): SaleDocumentLink[] =>
  SALE_DOCUMENT_KINDS.map((kind, index) => documentLink(kind, index + 1));

export const documentRecord = (changes: Partial<DocumentRecord> = {}): DocumentRecord => ({
  ...documentLink('quote', 1),
  sale: { id: docSaleId, number: 'V-2026-000123' },
  customer: { id: 'c1000000-0000-4000-8000-000000000001', firstName: 'Louise', lastName: 'Bernard' },
  ...changes,
});

export const signatureRequest = (changes: Partial<SignatureRequestDetail> = {}): SignatureRequestDetail => ({
  id: '90000000-0000-4000-8000-000000000001',
  saleId: docSaleId,
  saleNumber: 'V-2026-000123',
  quoteHash: 'q-7d1f2c',
  status: 'sent',
  signerName: 'Louise Bernard',
  signerPhoneMasked: '+33 6 ** ** ** 78',
  signerEmail: 'louise@example.com',
  sentAt: '2026-03-03T10:05:00.000Z',
  opensAt: '2026-03-04T10:05:00.000Z',
  openedAt: null,
  signedAt: null,
  expiresAt: '2026-04-02T10:05:00.000Z',
  version: 2,
  documents: [
    {
      id: 'f0000000-0000-4000-8000-000000000001',
      kind: 'quote',
      version: 1,
      sha256Before: `abcdef01${'0'.repeat(48)}99887766`,
      sha256After: null,
      url: '/api/ventes/files/download/f1000000-0000-4000-8000-000000000001',
      sealedUrl: null,
    },
  ],
  events: [{ sequence: 1, type: 'sent', at: '2026-03-03T10:05:00.000Z', ip: '203.0.113.7' }],
  evidenceUrl: null,
  signingLink: 'http://localhost/fr/sign/tok-123',
  ...changes,
});

/** A request signed and sealed: sha256 after, the sealed copy and the evidence. */
export const signedRequest = (): SignatureRequestDetail => {
  const request = signatureRequest();
  return {
    ...request,
    status: 'signed',
    signedAt: '2026-03-04T11:00:00.000Z',
    version: 5,
    signingLink: null,
    evidenceUrl: `/api/signatures/${request.id}/evidence`,
    documents: request.documents.map((document) => ({
      ...document,
      sha256After: `fedcba98${'1'.repeat(48)}11223344`,
      sealedUrl: '/api/ventes/files/download/f2000000-0000-4000-8000-000000000001',
    })),
    events: [
      ...request.events,
      { sequence: 2, type: 'opened', at: '2026-03-04T10:50:00.000Z', ip: '198.51.100.4' },
      { sequence: 3, type: 'signed', at: '2026-03-04T11:00:00.000Z', ip: '198.51.100.4' },
    ],
  };
};

export const signingView = (changes: Partial<PublicSigningView> = {}): PublicSigningView => ({
  status: 'opened',
  customerName: 'Louise Bernard',
  brokerageName: 'Courtage Demo',
  saleNumber: 'V-2026-000123',
  phoneMasked: '+33 6 ** ** ** 78',
  opensAt: '2026-03-04T10:05:00.000Z',
  signingOpen: true,
  blockedBy: null,
  signedAt: null,
  documents: [
    {
      id: 'f0000000-0000-4000-8000-000000000001',
      kind: 'quote',
      url: '/api/public/sign/tok-123/documents/f0000000-0000-4000-8000-000000000001',
    },
    {
      id: 'f0000000-0000-4000-8000-000000000004',
      kind: 'sepa_mandate',
      url: '/api/public/sign/tok-123/documents/f0000000-0000-4000-8000-000000000004',
    },
  ],
  ...changes,
});
