import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Multipart bodies built by hand, so tests can also send malformed and cut-short ones. */

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; content: Buffer };

export const multipartBody = (parts: FormPart[], { cutAfterBytes }: { cutAfterBytes?: number } = {}) => {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const whole = Buffer.concat(chunks);
  return {
    payload: cutAfterBytes === undefined ? whole : whole.subarray(0, cutAfterBytes),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** Bytes that file-type recognises, padded to `size`. */
export const samplePdf = (size = 1_000) => {
  const head = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
};
export const sampleMp3 = (size = 1_000) => {
  // An ID3v2.4 tag header (10 bytes, empty tag) followed by MPEG frame sync bytes.
  const head = Buffer.from([
    0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xfb, 0x90, 0x64,
  ]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0)]);
};
export const sampleHtml = () =>
  Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** The objects a local storage under `dataDir` holds (its temporary folder excluded). */
export const storedObjects = async (dataDir: string): Promise<string[]> => {
  const root = join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.startsWith(join(root, '.tmp')));
};
