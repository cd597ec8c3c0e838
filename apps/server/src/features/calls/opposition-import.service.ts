import { type OppositionImportResult, toE164 } from '@brokerage/shared';
import { inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import { oppositionNumbers } from '@/db/schema/index.ts';
import { recordAudit } from '@/platform/audit.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { OPPOSITION_ENTITY } from './opposition-write.service.ts';

/** One number of the file: its line (1-based), the number as written and, when valid, its E.164 form. */
interface ImportLine {
  line: number;
  value: string;
  reason: string | null;
}

const INSERT_CHUNK = 500;

/**
 * The delimiter of the first line that has one (Papa's own guess wants two columns on most lines, and a list
 * of numbers often has one): a semicolon (spreadsheets set to French), a tab or a comma.
 */
const delimiterOf = (text: string): string => {
  const first = text.split('\n').find((line) => /[;,\t]/.test(line)) ?? '';
  return [';', '\t', ','].find((candidate) => first.includes(candidate)) ?? ',';
};

/** A phone number as people write it: digits, spaces, dots, dashes, brackets and a leading +. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * The file's lines: the number in the first column, an optional reason in the second. Commas, semicolons and
 * tabs are recognised; a first line that holds no digit is a header and skipped; blank lines are skipped.
 */
const readLines = (csv: string): ImportLine[] => {
  const text = csv.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false });
  const lines: ImportLine[] = [];
  parsed.data.forEach((fields, index) => {
    const value = (fields[0] ?? '').trim();
    if (!value) return;
    if (index === 0 && !/\d/.test(value)) return;
    const reason = (fields[1] ?? '').trim();
    lines.push({ line: index + 1, value, reason: reason ? reason.slice(0, 500) : null });
  });
  return lines;
};

/**
 * `POST /opposition-numbers/import`: adds every valid number of the CSV not yet on the list (source `csv`).
 * Invalid numbers and duplicates (already on the list, or earlier in the file) are reported with their line
 * and do not stop the others; everything is written in one transaction with an audit entry per number.
 */
export const importOppositionCsv = async ({
  db,
  actor,
  ip,
  csv,
}: WriteContext & { csv: string }): Promise<OppositionImportResult> => {
  // Parsing and checking every number is CPU work: done before the transaction, which then only writes.
  const result: OppositionImportResult = { added: 0, duplicates: [], invalid: [] };
  const valid = new Map<string, ImportLine>();
  for (const line of readLines(csv)) {
    const phoneNumber = PHONE_CHARACTERS.test(line.value) ? toE164(line.value) : null;
    if (!phoneNumber) result.invalid.push({ line: line.line, value: line.value.slice(0, 100) });
    else if (valid.has(phoneNumber)) result.duplicates.push({ line: line.line, phoneNumber });
    else valid.set(phoneNumber, line);
  }
  return db.transaction(async (tx) => {
    const numbers = [...valid.keys()];
    for (let start = 0; start < numbers.length; start += INSERT_CHUNK) {
      const chunk = numbers.slice(start, start + INSERT_CHUNK);
      const known = await tx
        .select({ phoneNumber: oppositionNumbers.phoneNumber })
        .from(oppositionNumbers)
        .where(inArray(oppositionNumbers.phoneNumber, chunk));
      const knownNumbers = new Set(known.map((row) => row.phoneNumber));
      const fresh = chunk.filter((phoneNumber) => !knownNumbers.has(phoneNumber));
      for (const phoneNumber of chunk.filter((number) => knownNumbers.has(number))) {
        result.duplicates.push({ line: (valid.get(phoneNumber) as ImportLine).line, phoneNumber });
      }
      if (fresh.length === 0) continue;
      const rows = await tx
        .insert(oppositionNumbers)
        .values(
          fresh.map((phoneNumber) => ({
            phoneNumber,
            source: 'csv' as const,
            reason: valid.get(phoneNumber)?.reason ?? null,
            createdById: actor.id,
          })),
        )
        .onConflictDoNothing({ target: oppositionNumbers.phoneNumber })
        .returning();
      result.added += rows.length;
      for (const row of rows) {
        await recordAudit({
          db: tx,
          actor,
          action: 'create',
          entity: OPPOSITION_ENTITY,
          entityId: row.id,
          after: row,
          ip,
        });
      }
    }
    result.duplicates.sort((left, right) => left.line - right.line);
    return result;
  });
};
