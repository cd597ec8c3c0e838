import type { OppositionEntry, OppositionListQuery } from '@brokerage/shared';
import { and, eq, ilike } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { oppositionNumbers, users } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { containsPattern, orderOf, pagedList } from '@/platform/lists.ts';

type OppositionRow = {
  entry: typeof oppositionNumbers.$inferSelect;
  creatorFirstName: string | null;
  creatorLastName: string | null;
};

const toEntry = ({ entry, creatorFirstName, creatorLastName }: OppositionRow): OppositionEntry => ({
  id: entry.id,
  phoneNumber: entry.phoneNumber,
  source: entry.source,
  reason: entry.reason,
  saleId: entry.saleId,
  createdAt: entry.createdAt.toISOString(),
  createdBy: entry.createdById
    ? { id: entry.createdById, name: `${creatorFirstName ?? ''} ${creatorLastName ?? ''}`.trim() }
    : null,
});

const selectEntries = (db: Executor) =>
  db
    .select({ entry: oppositionNumbers, creatorFirstName: users.firstName, creatorLastName: users.lastName })
    .from(oppositionNumbers)
    .leftJoin(users, eq(users.id, oppositionNumbers.createdById));

export const readOppositionEntry = async (db: Executor, id: string): Promise<OppositionEntry> => {
  const [row] = await selectEntries(db).where(eq(oppositionNumbers.id, id));
  if (!row) throw notFound('Opposition number');
  return toEntry(row);
};

/**
 * A typed search matches the number's digits however it was typed: "06 12 34" finds +33612345678 (the
 * leading 0 of a French number is the +33 of its E.164 form).
 */
const digitsOf = (search: string | undefined): string | undefined => {
  if (!search) return undefined;
  const digits = search.replace(/\D/g, '');
  if (!digits) return undefined;
  return digits.startsWith('0') ? digits.slice(1) : digits;
};

/** `GET /opposition-numbers`: the do-not-call list, newest first, searched by number and filtered by source. */
export const findOppositionNumbers = ({ db, query }: { db: Executor; query: OppositionListQuery }) => {
  const digits = digitsOf(query.search);
  const where = and(
    query.source ? eq(oppositionNumbers.source, query.source) : undefined,
    query.search !== undefined && query.search !== ''
      ? ilike(oppositionNumbers.phoneNumber, containsPattern(digits ?? query.search))
      : undefined,
  );
  return pagedList({
    db,
    table: oppositionNumbers,
    where,
    query,
    readPage: (limit, offset) =>
      selectEntries(db)
        .where(where)
        .orderBy(
          ...orderOf(
            query,
            { createdAt: oppositionNumbers.createdAt, phoneNumber: oppositionNumbers.phoneNumber },
            { column: oppositionNumbers.createdAt, order: 'desc' },
            oppositionNumbers.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    toItem: toEntry,
  });
};
