import type { CurrentUser, Customer, ListResponse } from '@brokerage/shared';
import { phoneNumberStart, searchWords } from '@brokerage/shared';
import { and, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { customers } from '@/db/schema/index.ts';
import { containsPattern } from '@/platform/lists.ts';
import { customerRowColumns, customerScope, toCustomer } from './customers.service.ts';

const byName = new Intl.Collator('fr', { sensitivity: 'base' });

/** The length of `customers.search_grams`' runs (`customer_search_grams`, migration 0019). */
const SEARCH_GRAM_LENGTH = 5;

/** How many typed words a customer search has: `long` ones (found through the grams) first, then `short`. */
export interface CustomerWords {
  long: number;
  short: number;
}

/**
 * The typed words as `customerWordsSql` reads them, long ones first: a long word raw (its grams and a substring
 * test), a short one as a LIKE pattern (the trigram index). Lengths count characters, as PostgreSQL does.
 */
export const customerWordsOf = (words: string[]): { shape: CustomerWords; values: string[] } => {
  const isLong = (word: string) => [...word].length >= SEARCH_GRAM_LENGTH;
  const long = words.filter(isLong);
  const short = words.filter((word) => !isLong(word));
  return {
    shape: { long: long.length, short: short.length },
    values: [...long, ...short.map(containsPattern)],
  };
};

/**
 * "The customer's `search_text` holds every typed word", `value(i)` being the i-th of `customerWordsOf`'s values.
 * The long words' grams go to the index as one array: GIN intersects them from the rarest, so "sophie
 * roux-faure" reads the few entries of `x-fau` instead of every Sophie (0.4 ms against the trigram index's 2.9
 * on the bench's 200,000 customers). `strpos` then checks each word as a substring: the same matches as LIKE.
 */
export const customerWordsSql = (shape: CustomerWords, value: (index: number) => SQL): SQL[] => {
  const long = Array.from({ length: shape.long }, (_, index) => value(index));
  const short = Array.from({ length: shape.short }, (_, index) => value(shape.long + index));
  return [
    ...(long.length > 0
      ? [
          sql`${customers.searchGrams} @> (${sql.join(
            long.map((word) => sql`customer_search_grams(${word})`),
            sql` || `,
          )})`,
          ...long.map((word) => sql`strpos(${customers.searchText}, ${word}) > 0`),
        ]
      : []),
    ...short.map((pattern) => like(customers.searchText, pattern)),
  ];
};

/** What a typed term asks of a customer, without its values: the start of their phone, or words in `search_text`. */
export interface CustomerTermShape {
  phoneStart: boolean;
  words: CustomerWords;
}

/**
 * A typed term as the customer search reads it: a phone number typed from its start (`phoneNumberStart`) is a prefix
 * of the phone (value `phoneStart`, with its `%`); any other term is its words (`customerWordsOf`; values `word0`,
 * `word1`...). The sale list fills these names into its prepared statements; the others inline them.
 */
export const customerTermOf = (
  term: string,
): { shape: CustomerTermShape; values: Record<string, string> } => {
  const phoneStart = phoneNumberStart(term);
  const words = customerWordsOf(phoneStart ? [] : searchWords(term));
  return {
    shape: { phoneStart: phoneStart !== null, words: words.shape },
    values: {
      ...(phoneStart ? { phoneStart: `${phoneStart}%` } : {}),
      ...Object.fromEntries(words.values.map((word, index) => [`word${index}`, word])),
    },
  };
};

/**
 * "The customer matches the typed term" of `shape`, each value read through `value(name)`: the request's value, or a
 * prepared statement's placeholder. Undefined when nothing searchable is left (a lone "+").
 */
export const customerTermSql = (shape: CustomerTermShape, value: (name: string) => SQL): SQL | undefined =>
  and(
    shape.phoneStart ? like(customers.phone, value('phoneStart')) : undefined,
    ...customerWordsSql(shape.words, (index) => value(`word${index}`)),
  );

/**
 * "The customer matches the typed term" (`customerTermOf`), its values in the SQL: a phone's start through the
 * phone's btree index, words through the grams and trigram indexes. Undefined when nothing searchable is left.
 */
export const customerSearchSql = (term: string): SQL | undefined => {
  const { shape, values } = customerTermOf(term);
  return customerTermSql(shape, (name) => sql`${values[name]}`);
};

/** "The customer `customerId` names matches the term" (`customerSearchSql`), for a list of their sales or contracts. */
export const customerOfRowMatches = (customerId: AnyPgColumn, term: string): SQL | undefined => {
  const matches = customerSearchSql(term);
  return (
    matches && sql`exists (select 1 from ${customers} where ${customers.id} = ${customerId} and ${matches})`
  );
};

/**
 * `GET /customers?search=&limit=`: the sale form's type-ahead by phone, name or email within the caller's customer
 * scope (`customerSearchSql`: a phone's start through the phone's btree index, words through the grams and trigram
 * indexes). The answer is one short page, so `total` is the number of rows answered, not a count of every match. The
 * page holds the first matches found, sorted by name afterwards: ordering every match before the LIMIT cost 200 ms for
 * a common word among 200,000 customers, and a type-ahead narrows as the agent types.
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
  const matches = customerSearchSql(query.search);
  if (!matches) return { data: [], total: 0, page: 1, pageSize: query.limit };
  const rows = await db
    .select(customerRowColumns)
    .from(customers)
    .where(and(isNull(customers.deletedAt), customerScope(actor), matches))
    .limit(query.limit);
  rows.sort(
    (left, right) =>
      byName.compare(left.lastName, right.lastName) ||
      byName.compare(left.firstName, right.firstName) ||
      left.id.localeCompare(right.id),
  );
  return { data: rows.map(toCustomer), total: rows.length, page: 1, pageSize: query.limit };
};
