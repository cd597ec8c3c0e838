import type { CurrentUser, Customer, ListResponse } from '@brokerage/shared';
import { phoneNumberStart, searchWords } from '@brokerage/shared';
import { and, isNull, like } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { customers } from '@/db/schema/index.ts';
import { containsPattern } from '@/platform/lists.ts';
import { customerScope, toCustomer } from './customers.service.ts';

const byName = new Intl.Collator('fr', { sensitivity: 'base' });

/**
 * `GET /customers?search=&limit=`: the sale form's type-ahead by phone, name or email within the caller's
 * customer scope. A phone number typed from its start matches the start of the customer's phone (its btree
 * index); otherwise every typed word must be in `search_text` (LIKE '%word%', served by the trigram index). The
 * answer is one short page, so `total` is the number of rows answered, not a count of every match.
 * The page holds the first matches found, sorted by name afterwards: ordering every match before the LIMIT
 * cost 200 ms for a common word among 200,000 customers, and a type-ahead narrows as the agent types.
 */
export const searchCustomers = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: { search: string; limit: number };
}): Promise<ListResponse<Customer>> => {
  const phoneStart = phoneNumberStart(query.search);
  const words = phoneStart ? [] : searchWords(query.search);
  if (!phoneStart && words.length === 0) return { data: [], total: 0, page: 1, pageSize: query.limit };
  const rows = await db
    .select()
    .from(customers)
    .where(
      and(
        isNull(customers.deletedAt),
        customerScope(actor),
        phoneStart ? like(customers.phone, `${phoneStart}%`) : undefined,
        ...words.map((word) => like(customers.searchText, containsPattern(word))),
      ),
    )
    .limit(query.limit);
  rows.sort(
    (left, right) =>
      byName.compare(left.lastName, right.lastName) ||
      byName.compare(left.firstName, right.firstName) ||
      left.id.localeCompare(right.id),
  );
  return { data: rows.map(toCustomer), total: rows.length, page: 1, pageSize: query.limit };
};
