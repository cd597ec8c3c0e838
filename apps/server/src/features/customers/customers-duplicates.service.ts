import type { CurrentUser, CustomerCandidate, CustomerData } from '@brokerage/shared';
import { foldText } from '@brokerage/shared';
import { and, eq, exists, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { customers, sales } from '@/db/schema/index.ts';
import { customerScope, toCustomer } from './customers.service.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** How many likely duplicates a 409 LIKELY_DUPLICATE lists at most. */
const MAX_CANDIDATES = 10;

type MatchedOn = CustomerCandidate['matchedOn'][number];

/**
 * The customers a new one probably repeats (issue 9): the same phone, the same email (case-insensitive), or
 * the same first and last name (case- and accent-insensitive, as the search text folds them) with a sale whose
 * main insured person was born on `birthDate`. Only customers in the caller's scope are offered: a candidate
 * the agent may not open would leak another agent's customer.
 */
export const findLikelyDuplicates = async (
  db: Executor,
  { actor, data, birthDate }: { actor: CurrentUser; data: CustomerData; birthDate?: string | undefined },
): Promise<CustomerCandidate[]> => {
  const samePhone = eq(customers.phone, data.phone);
  const sameEmail = data.email ? sql`lower(${customers.email}) = ${data.email.toLowerCase()}` : undefined;
  const sameNameAndBirthDate = birthDate
    ? and(
        // search_text starts with the folded "first last " (customer-search-text.ts).
        like(customers.searchText, `${escapeLike(foldText(`${data.firstName} ${data.lastName}`))} %`),
        exists(
          sql`(select 1 from ${sales} where ${and(
            eq(sales.customerId, customers.id),
            isNull(sales.deletedAt),
            sql`${sales.household} -> 'people' @> ${JSON.stringify([{ role: 'main', birthDate }])}::jsonb`,
          )})`,
        ),
      )
    : undefined;
  const matches = [samePhone, sameEmail, sameNameAndBirthDate].filter(
    (condition): condition is SQL => condition !== undefined,
  );
  const rows = await db
    .select({
      customer: customers,
      phone: samePhone,
      email: sameEmail ?? sql<boolean>`false`,
      nameAndBirthDate: sameNameAndBirthDate ?? sql<boolean>`false`,
    })
    .from(customers)
    .where(and(isNull(customers.deletedAt), customerScope(actor), or(...matches)))
    .orderBy(customers.createdAt, customers.id)
    .limit(MAX_CANDIDATES);
  return rows.map((row) => ({
    customer: toCustomer(row.customer),
    matchedOn: (
      [
        ['phone', row.phone],
        ['email', row.email],
        ['name_and_birth_date', row.nameAndBirthDate],
      ] as [MatchedOn, unknown][]
    )
      .filter(([, matched]) => matched === true)
      .map(([name]) => name),
  }));
};
