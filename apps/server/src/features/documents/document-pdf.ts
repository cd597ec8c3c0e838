import { DEFAULT_PARAMETERS } from '@brokerage/shared';
import { renderToBuffer } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { registerDocumentFonts } from './document-fonts.ts';

/** The brokerage a report names at its top: the stored parameters' where the caller has them. */
export interface DocumentHeader {
  brokerageName?: string;
  oriasNumber?: string;
}

/** The header with the parameters' defaults for what the caller left out. */
export const documentHeader = (header: DocumentHeader = {}): Required<DocumentHeader> => ({
  brokerageName: header.brokerageName ?? DEFAULT_PARAMETERS.brokerageName,
  oriasNumber: header.oriasNumber ?? DEFAULT_PARAMETERS.oriasNumber,
});

/** A document element (one that renders a `<Document>`) as PDF bytes, fonts embedded. */
export const renderPdf = async (element: ReactElement): Promise<Uint8Array> => {
  registerDocumentFonts();
  // renderToBuffer's type asks for a <Document> element; every document component returns one.
  const buffer = await renderToBuffer(element as Parameters<typeof renderToBuffer>[0]);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
};
