import { beforeAll, describe, expect, it } from 'vitest';
import { makeTestPdf, pdfsig, signedByteRange } from '@/test/pdfsig.ts';
import { certificateSerial, generateSeal, hasDecodableSerial } from './seal-certificate.ts';
import { type SealKey, sealPdf } from './seal-pdf.ts';

let seal: SealKey;

beforeAll(async () => {
  const generated = await generateSeal({ name: 'Courtage Essai', country: 'FR' });
  seal = { id: 'test', privateKey: generated.privateKey, certificate: generated.certificate };
});

describe('sealPdf', () => {
  it('writes a PAdES signature that pdfsig reports valid, with an untrusted self-signed certificate', async () => {
    const sealed = await sealPdf({
      pdf: await makeTestPdf(),
      seal,
      reason: 'Signed by Jeanne Martin',
      location: 'Paris',
    });
    const report = await pdfsig(sealed);
    expect(report).toContain('Signature #1');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Signer Certificate Common Name: Courtage Essai');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    // One attribute per RDN: country, organisation, common name (not one `C=…+O=…+CN=…` RDN).
    expect(report).not.toMatch(/Distinguished Name:.*\+/);
    // Self-signed: poppler chains it to no trusted root, as expected until a certificate from a qualified provider.
    expect(report).toContain('Certificate Validation: Certificate issuer is unknown.');
  });

  it('is reported invalid once one byte inside the signed range changes', async () => {
    const sealed = await sealPdf({ pdf: await makeTestPdf(), seal, reason: 'Signed' });
    const [start, length] = signedByteRange(sealed);
    const tampered = Uint8Array.from(sealed);
    // A byte of the page content, well inside the first signed range (not the header).
    const target = start + Math.floor(length / 2);
    tampered[target] = (tampered[target] ?? 0) ^ 0x01;
    const report = await pdfsig(tampered);
    expect(report).not.toContain('Signature is Valid');
    expect(report).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });

  it('seals an already sealed PDF again, both signatures staying valid', async () => {
    const once = await sealPdf({ pdf: await makeTestPdf(), seal, reason: 'First' });
    const twice = await sealPdf({ pdf: once, seal, reason: 'Second' });
    const report = await pdfsig(twice);
    expect(report).toContain('Signature #2');
    expect(report.match(/Signature is Valid/g)).toHaveLength(2);
  });

  // One random serial in 256 starts with a zero byte: the certificate must still be minimal DER for NSS.
  it.each([
    ['a leading zero byte', 0x00, 0x10],
    ['the top bit set', 0xff, 0xff],
  ])('stays verifiable when the random serial has %s', async (_, first, second) => {
    const random = new Uint8Array(16).fill(0x5a);
    random[0] = first;
    random[1] = second;
    const generated = await generateSeal(
      { name: 'Courtage Essai', country: 'FR' },
      { serial: certificateSerial(random) },
    );
    expect(hasDecodableSerial(generated.certificate)).toBe(true);
    const sealed = await sealPdf({
      pdf: await makeTestPdf(),
      seal: { id: 'serial', privateKey: generated.privateKey, certificate: generated.certificate },
      reason: 'Signed',
    });
    expect(await pdfsig(sealed)).toContain('Signature Validation: Signature is Valid.');
  });

  it('tells a certificate whose serial has a superfluous leading zero', async () => {
    const serial = new Uint8Array(16).fill(0x5a);
    serial[0] = 0x00;
    const generated = await generateSeal({ name: 'Courtage Essai', country: 'FR' }, { serial });
    expect(hasDecodableSerial(generated.certificate)).toBe(false);
  });
});
