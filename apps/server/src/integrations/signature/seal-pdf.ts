import type { webcrypto } from 'node:crypto';

/** What seals a PDF: the brokerage's private key and its DER certificate (`getSealKey`). */
export interface SealKey {
  id: string;
  privateKey: webcrypto.CryptoKey;
  certificate: Uint8Array;
}

export interface SealPdfOptions {
  pdf: Uint8Array;
  seal: SealKey;
  /** Shown by PDF readers as the signature's reason, e.g. "Signed electronically by Jeanne Martin". */
  reason: string;
  location?: string;
  /** Defaults to now; the claimed time only (no timestamp authority is reachable offline). */
  signingTime?: Date;
}

/**
 * Seals a PDF with the brokerage's key: a PAdES B-B signature (`ETSI.CAdES.detached`, SHA-256) appended as an
 * incremental update, so earlier signatures in the file stay valid and a PDF can be sealed again.
 * No timestamp authority and no revocation data: the server reaches nothing beyond loopback.
 */
export const sealPdf = async ({ pdf, seal, reason, location, signingTime }: SealPdfOptions) => {
  // Loaded with the first seal, not at start: its 9 MB of source would otherwise sit in every instance's heap
  // (and be walked by every major collection) whether or not it ever signs (docs/performance.md).
  const { CryptoKeySigner, PDF } = await import('@libpdf/core');
  const document = await PDF.load(pdf);
  const signer = new CryptoKeySigner(seal.privateKey, seal.certificate, 'EC', 'ECDSA');
  const { bytes } = await document.sign({
    signer,
    reason,
    ...(location ? { location } : {}),
    ...(signingTime ? { signingTime } : {}),
    subFilter: 'ETSI.CAdES.detached',
    level: 'B-B',
    digestAlgorithm: 'SHA-256',
  });
  return bytes;
};
