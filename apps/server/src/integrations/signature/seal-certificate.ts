import { randomBytes, webcrypto } from 'node:crypto';
import { Set as Asn1Set, BitString, Integer, PrintableString, Sequence, Utf8String } from 'asn1js';
import {
  AttributeTypeAndValue,
  BasicConstraints,
  Certificate,
  CryptoEngine,
  Extension,
  RelativeDistinguishedNames,
} from 'pkijs';

/**
 * A self-signed X.509 certificate for the brokerage's seal key, built with PKIjs (the library @libpdf/core
 * signs with) on Node's WebCrypto. Self-signed: a verifier reports the signature valid and the certificate
 * untrusted until the brokerage replaces it with one issued by a qualified provider.
 */

/** ECDSA on P-256 with SHA-256: small signatures, accepted by PAdES, Adobe Reader and poppler. */
export const SEAL_KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const SEAL_KEY_ALGORITHM_NAME = 'ECDSA-P-256';
export const SEAL_SIGNATURE_HASH = 'SHA-256';

const SEAL_CERTIFICATE_YEARS = 10;

const OID = {
  commonName: '2.5.4.3',
  organizationName: '2.5.4.10',
  countryName: '2.5.4.6',
  keyUsage: '2.5.29.15',
  basicConstraints: '2.5.29.19',
} as const;

const engine = () => new CryptoEngine({ name: 'node', crypto: webcrypto });

type CryptoKey = webcrypto.CryptoKey;

export interface SealSubject {
  /** The brokerage's name: common name and organisation of the certificate. */
  name: string;
  /** ISO 3166 alpha-2. */
  country: string;
}

/**
 * Country, organisation, common name: one attribute per RDN. Built from its DER because PKIjs, given several
 * attributes, writes them as one multi-valued RDN (`C=FR+O=…+CN=…`), which verifiers display oddly.
 */
const rdn = (type: string, value: PrintableString | Utf8String) =>
  new Asn1Set({ value: [new AttributeTypeAndValue({ type, value }).toSchema()] });

const distinguishedName = (subject: SealSubject) =>
  RelativeDistinguishedNames.fromBER(
    new Sequence({
      value: [
        rdn(OID.countryName, new PrintableString({ value: subject.country })),
        rdn(OID.organizationName, new Utf8String({ value: subject.name })),
        rdn(OID.commonName, new Utf8String({ value: subject.name })),
      ],
    }).toBER(false),
  );

/** digitalSignature (bit 0) and nonRepudiation (bit 1): the first byte 0b1100_0000, six unused bits. */
const keyUsageExtension = () =>
  new Extension({
    extnID: OID.keyUsage,
    critical: true,
    extnValue: new BitString({ valueHex: new Uint8Array([0xc0]).buffer, unusedBits: 6 }).toBER(false),
  });

const endEntityExtension = () =>
  new Extension({
    extnID: OID.basicConstraints,
    critical: true,
    extnValue: new BasicConstraints({ cA: false }).toSchema().toBER(false),
  });

export interface GeneratedSeal {
  privateKey: CryptoKey;
  /** PKCS#8 DER of the private key, to be sealed at rest. */
  privateKeyPkcs8: Uint8Array;
  /** DER certificate. */
  certificate: Uint8Array;
  notBefore: Date;
  notAfter: Date;
}

/**
 * A positive 16-byte serial (RFC 5280 allows up to 20) in minimal DER: the first byte in 0x40–0x7f (126 random bits
 * left). A cleared top bit alone would leave a leading zero byte in one serial of 256, which NSS (and so poppler's pdfsig) refuses to
 * decode: the seal would read "Unknown Validation Failure".
 */
export const certificateSerial = (random: Uint8Array): Uint8Array => {
  const serial = Uint8Array.from(random);
  serial[0] = ((serial[0] ?? 0) & 0x3f) | 0x40;
  return serial;
};

/**
 * False for a certificate from before `certificateSerial` whose serial carries a superfluous leading zero byte, or
 * for bytes that are no certificate at all: verifiers cannot read it, so such a key is replaced rather than used.
 */
export const hasDecodableSerial = (certificateDer: Uint8Array): boolean => {
  try {
    const serial = Certificate.fromBER(certificateDer).serialNumber.valueBlock.valueHexView;
    return !(serial.length > 1 && serial[0] === 0 && (serial[1] ?? 0) < 0x80);
  } catch {
    // Not a certificate at all (a damaged row): replaced like an undecodable one.
    return false;
  }
};

export const generateSeal = async (
  subject: SealSubject,
  { now = new Date(), serial = certificateSerial(randomBytes(16)) } = {},
): Promise<GeneratedSeal> => {
  const crypto = engine();
  const keys = (await webcrypto.subtle.generateKey(SEAL_KEY_ALGORITHM, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const notBefore = new Date(Math.floor(now.getTime() / 1_000) * 1_000);
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + SEAL_CERTIFICATE_YEARS);

  const certificate = new Certificate();
  certificate.version = 2;
  certificate.serialNumber = new Integer({ valueHex: serial });
  certificate.subject = distinguishedName(subject);
  certificate.issuer = distinguishedName(subject);
  certificate.notBefore.value = notBefore;
  certificate.notAfter.value = notAfter;
  certificate.extensions = [keyUsageExtension(), endEntityExtension()];
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey, crypto);
  await certificate.sign(keys.privateKey, SEAL_SIGNATURE_HASH, crypto);

  return {
    privateKey: keys.privateKey,
    privateKeyPkcs8: new Uint8Array(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)),
    certificate: new Uint8Array(certificate.toSchema(true).toBER(false)),
    notBefore,
    notAfter,
  };
};

export const importSealPrivateKey = async (pkcs8: Uint8Array): Promise<CryptoKey> =>
  (await webcrypto.subtle.importKey('pkcs8', pkcs8, SEAL_KEY_ALGORITHM, false, ['sign'])) as CryptoKey;
