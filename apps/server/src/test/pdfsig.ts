import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDF, rgb } from '@libpdf/core';

const run = promisify(execFile);

/**
 * What poppler's `pdfsig` says about a PDF's signatures (poppler-utils, installed by `.ci/run`). It exits
 * non-zero when a signature does not verify, so the report is read from its output either way.
 */
export const pdfsig = async (pdf: Uint8Array): Promise<string> => {
  const folder = await mkdtemp(join(tmpdir(), 'pdfsig-'));
  const file = join(folder, 'document.pdf');
  try {
    await writeFile(file, pdf);
    const { stdout, stderr } = await run('pdfsig', [file]).catch(
      (error: NodeJS.ErrnoException & { stdout?: string; stderr?: string }) => {
        if (error.code === 'ENOENT') {
          throw new Error('pdfsig is not installed: apt-get install poppler-utils (.ci/run does).');
        }
        return { stdout: error.stdout ?? '', stderr: error.stderr ?? '' };
      },
    );
    return `${stdout}${stderr}`;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

/** A small one-page PDF made in the test, so sealing needs no fixture file. */
export const makeTestPdf = async (text = 'Bulletin d’adhésion — test'): Promise<Uint8Array> => {
  const document = PDF.create();
  const page = document.addPage({ size: 'a4' });
  page.drawText(text.replace(/[^\x20-\x7e]/g, '-'), { x: 50, y: 760, size: 16, color: rgb(0, 0, 0) });
  return document.save();
};

/** The [offset, length, offset, length] the first signature covers, read from its /ByteRange. */
export const signedByteRange = (pdf: Uint8Array): [number, number, number, number] => {
  const match = Buffer.from(pdf)
    .toString('latin1')
    .match(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/);
  if (!match) throw new Error('no /ByteRange in the PDF');
  const [, a, b, c, d] = match;
  return [Number(a), Number(b), Number(c), Number(d)];
};
