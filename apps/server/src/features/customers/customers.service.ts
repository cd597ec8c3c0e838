import type { CurrentUser, Customer, CustomerWithBankDetails } from '@brokerage/shared';
import { and, eq, exists, getTableColumns, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { customers, sales } from '@/db/schema/index.ts';
import { saleScope } from '@/features/ventes/ventes-access.service.ts';
import { notFound } from '@/platform/app-error.ts';
import { scopeCondition } from '@/platform/data-scope.ts';
import type { SecretBox } from '@/platform/secret-box.ts';
import { readBankDetails } from './customers-bank.service.ts';

const { searchGrams: _searchGrams, ...columnsRead } = getTableColumns(customers);

/**
 * What a read of a whole customer selects: every column but `search_grams`, an index's input that nothing reads
 * back (and that would widen every row fetched by about 35 strings).
 */
export const customerRowColumns = columnsRead;
export type CustomerRow = Omit<typeof customers.$inferSelect, 'searchGrams'>;

/**
 * Who may see a customer (issue 9): whoever may see one of the customer's live sales (the sale scope over
 * `sales.customer_id`), or whose data scope holds the customer's own owner/team/company (the agent who
 * created it). Everything else answers 404 like a missing customer, so a sale id never opens a customer
 * of another agent: the sale itself must be in the caller's scope.
 */
export const customerScope = (actor: CurrentUser): SQL | undefined => {
  const owned = scopeCondition(actor, {
    owner: customers.ownerId,
    team: customers.teamId,
    company: customers.companyId,
  });
  const throughSale = saleScope(actor);
  if (!owned || !throughSale) return undefined;
  return or(
    owned,
    // A correlated EXISTS over the sales' customer index, with the very condition ventes use for sales.
    exists(
      sql`(select 1 from ${sales} where ${and(eq(sales.customerId, customers.id), isNull(sales.deletedAt), throughSale)})`,
    ),
  );
};

/** The API shape (SPEC §3): the person and their address under `customerData`, never the bank details. */
export const toCustomer = (row: CustomerRow): Customer => ({
  customerId: row.id,
  version: row.version,
  customerData: {
    civility: row.civility,
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    phone: row.phone,
    email: row.email,
    regime: row.regime,
    preferredLanguage: row.preferredLanguage,
  },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * What an audit entry of a customer holds: the person, owner and links, never the sealed bank details (their
 * changes are recorded as a value-free marker by customers-bank.service.ts) nor the derived search text.
 */
export const customerAuditSnapshot = (row: CustomerRow): Record<string, unknown> => {
  const { bankDetailsSealed: _sealed, searchText: _searchText, ...rest } = row;
  // Only the columns a read selects: a row a write returned whole also carries the derived grams.
  return Object.fromEntries(Object.entries(rest).filter(([key]) => key in customerRowColumns));
};

/** The live customer `id` if the actor's scope holds it; 404 otherwise, missing and out of scope alike. */
export const findCustomerRowInScope = async (
  db: Executor,
  actor: CurrentUser,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<CustomerRow> => {
  const query = db
    .select(customerRowColumns)
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt), customerScope(actor)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('Customer');
  return row;
};

/** `GET /customers/{id}`. */
export const getCustomer = async ({
  db,
  actor,
  id,
}: {
  db: Executor;
  actor: CurrentUser;
  id: string;
}): Promise<Customer> => toCustomer(await findCustomerRowInScope(db, actor, id));

/** `GET /customers/{id}/with-bank-details`: the IBAN masked unless the actor holds the bank-details key. */
export const getCustomerWithBankDetails = async ({
  db,
  box,
  actor,
  id,
}: {
  db: Executor;
  box: SecretBox;
  actor: CurrentUser;
  id: string;
}): Promise<CustomerWithBankDetails> => {
  const row = await findCustomerRowInScope(db, actor, id);
  return { ...toCustomer(row), bankDetails: readBankDetails(box, actor, row.bankDetailsSealed) };
};
