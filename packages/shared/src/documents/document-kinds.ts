/**
 * The documents a subscribed sale produces (issue 10): the quote, the advice document (DDA), the membership
 * application, the SEPA direct-debit mandate and the brokerage's information document. The signature's
 * evidence is stored as a document of its own kind.
 */
export const SALE_DOCUMENT_KINDS = ['quote', 'advice', 'membership', 'sepa_mandate', 'information'] as const;
export type SaleDocumentKind = (typeof SALE_DOCUMENT_KINDS)[number];

/** Every kind a stored document may have: the sale's five and the signature's evidence. */
export const DOCUMENT_KINDS = [...SALE_DOCUMENT_KINDS, 'evidence'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
