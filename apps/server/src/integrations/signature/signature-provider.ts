import type { SignatureProvider as SignatureProviderName } from '@brokerage/shared';
import { type SealKey, sealPdf } from './seal-pdf.ts';

/** The seal that closed a signature, as the evidence names it. */
export interface SealIdentity {
  certificateSha256: string;
  subject: string;
}

/**
 * Who seals signed documents (issue 10's connector): the built-in provider seals with the brokerage's own key;
 * a qualified trust service provider (Yousign, DocuSign…) would implement the same interface and be chosen by
 * `SIGNATURE_PROVIDER`. The signing flow itself (link, SMS code, consent, evidence) stays ours.
 */
export interface SignatureProvider {
  readonly name: SignatureProviderName;
  /** Seals one signed PDF; answers the sealed bytes. */
  sealDocument(input: { pdf: Uint8Array; signerName: string; signingTime: Date | null }): Promise<Uint8Array>;
  /** The seal the evidence records. */
  sealIdentity(): Promise<SealIdentity>;
}

/** The built-in provider: PAdES B-B with the seal key `loadSeal` answers (`getSealKey`). */
const createBuiltinSignatureProvider = (
  loadSeal: () => Promise<SealKey & { subject: string }>,
): SignatureProvider => ({
  name: 'builtin',
  async sealDocument({ pdf, signerName, signingTime }) {
    return sealPdf({
      pdf,
      seal: await loadSeal(),
      reason: `Signed electronically by ${signerName}`,
      ...(signingTime ? { signingTime } : {}),
    });
  },
  async sealIdentity() {
    const seal = await loadSeal();
    return { certificateSha256: seal.id, subject: seal.subject };
  },
});

/**
 * The provider `SIGNATURE_PROVIDER` names. A qualified provider adds its name to SIGNATURE_PROVIDERS (which the
 * configuration accepts) and its case here, with what it needs to reach its service.
 */
export const createSignatureProvider = (
  name: SignatureProviderName,
  { loadSeal }: { loadSeal: () => Promise<SealKey & { subject: string }> },
): SignatureProvider => {
  switch (name) {
    case 'builtin':
      return createBuiltinSignatureProvider(loadSeal);
  }
};
