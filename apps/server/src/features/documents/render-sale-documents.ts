import type { Locale, SaleDocumentKind } from '@brokerage/shared';
import { createElement, type FunctionComponent } from 'react';
import { AdviceDocument } from './advice-document.tsx';
import { type DocumentContext, documentContext } from './document-context.ts';
import { renderPdf } from './document-pdf.ts';
import { InformationDocument } from './information-document.tsx';
import { MembershipDocument } from './membership-document.tsx';
import { QuoteDocument } from './quote-document.tsx';
import type { SaleDocumentData } from './sale-document-data.ts';
import { SepaMandateDocument } from './sepa-mandate-document.tsx';

export { SALE_DOCUMENT_KINDS, type SaleDocumentKind } from '@brokerage/shared';
export type { SaleDocumentData } from './sale-document-data.ts';

const DOCUMENTS: Record<SaleDocumentKind, FunctionComponent<{ ctx: DocumentContext }>> = {
  quote: QuoteDocument,
  advice: AdviceDocument,
  membership: MembershipDocument,
  sepa_mandate: SepaMandateDocument,
  information: InformationDocument,
};

/**
 * One document of a sale as PDF bytes, in `locale` (usually `data.customer.preferredLanguage`), fonts
 * embedded. Pure rendering: nothing is read or stored here (issue 10's jobs store and seal the result).
 */
export const renderSaleDocument = async (
  kind: SaleDocumentKind,
  data: SaleDocumentData,
  locale: Locale,
): Promise<Uint8Array> => {
  return renderPdf(createElement(DOCUMENTS[kind], { ctx: documentContext(data, locale) }));
};
