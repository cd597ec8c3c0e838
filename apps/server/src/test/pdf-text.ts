import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** Reading generated PDFs in tests: their text through poppler's `pdftotext`, their fonts' glyph maps. */

const withPdfFile = <T>(bytes: Uint8Array, use: (path: string) => T): T => {
  const folder = mkdtempSync(join(tmpdir(), 'pdf-test-'));
  try {
    const path = join(folder, 'document.pdf');
    writeFileSync(path, bytes);
    return use(path);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

/**
 * The text of a PDF as `pdftotext` reads it (logical order for right-to-left text), with direction marks
 * removed and every kind of space made one plain space, so a test compares words, not layout.
 */
export const pdfText = (bytes: Uint8Array): string =>
  withPdfFile(bytes, (path) => execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }))
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[\s\u00a0\u202f]+/g, ' ');

/**
 * The fonts of a PDF as `pdffonts` lists them: name, type and whether the font program is embedded. Columns
 * are cut where the dashes under its header are, since a type may hold spaces ("CID TrueType").
 */
export const pdfFonts = (bytes: Uint8Array): { name: string; type: string; embedded: boolean }[] =>
  withPdfFile(bytes, (path) => {
    const [header = '', dashes = '', ...rows] = execFileSync('pdffonts', [path], { encoding: 'utf8' }).split(
      '\n',
    );
    const columns = [...dashes.matchAll(/-+/g)].map((run) => ({
      start: run.index,
      end: run.index + run[0].length,
    }));
    const named = columns.map(({ start, end }) => header.slice(start, end).trim());
    return rows
      .filter((row) => row.trim())
      .map((row) => {
        const cell = (name: string) => {
          const column = columns[named.indexOf(name)];
          return column ? row.slice(column.start, column.end).trim() : '';
        };
        return { name: cell('name'), type: cell('type'), embedded: cell('emb') === 'yes' };
      });
  });

/** The same normalisation for an expected value (an amount with narrow no-break spaces, say). */
export const plainSpaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

/**
 * For each character, how many distinct glyphs of the embedded fonts draw it, from the fonts' ToUnicode maps
 * (pdfkit writes one `bfrange` array per font). Shaped Arabic draws one letter with several glyphs (initial,
 * medial, final forms); unshaped text would use one glyph per letter.
 */
export const glyphsPerCharacter = (bytes: Uint8Array): Map<string, number> => {
  const pdf = Buffer.from(bytes);
  const raw = pdf.toString('latin1');
  const counts = new Map<string, number>();
  const marker = /stream\r?\n/g;
  for (let match = marker.exec(raw); match; match = marker.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!body.includes('beginbfrange')) continue;
    for (const [, list] of body.matchAll(/<[0-9a-f]+>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi)) {
      for (const [, hex] of (list ?? '').matchAll(/<([0-9a-f]+)>/gi)) {
        const character = String.fromCodePoint(Number.parseInt(hex ?? '0', 16));
        counts.set(character, (counts.get(character) ?? 0) + 1);
      }
    }
  }
  return counts;
};
