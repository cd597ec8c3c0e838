import {
  type Customer,
  type CustomerData,
  customerSearchText,
  customersErrors,
  hasPermission,
  isSaleEditable,
  ventesErrors,
} from '@brokerage/shared';
import type { Executor } from '@/db/client.ts';
import { customers, sales } from '@/db/schema/index.ts';
import { lockSaleInScope, type SaleRow } from '@/features/ventes/ventes-access.service.ts';
import { readSale } from '@/features/ventes/ventes-read.service.ts';
import { AppError } from '@/platform/app-error.ts';
import { recordAudit } from '@/platform/audit.ts';
import { auditedUpdate } from '@/platform/audited-writes.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { assertVersion, versionedUpdate } from '@/platform/versioned-update.ts';
import {
  type CustomerRow,
  customerAuditSnapshot,
  customerRowColumns,
  findCustomerRowInScope,
  toCustomer,
} from './customers.service.ts';
import { findLikelyDuplicates } from './customers-duplicates.service.ts';

const refuse = refuser(customersErrors, ventesErrors);

/** Linking a customer writes the sale too, so the caller needs the sale's update key besides the route's. */
export const SALE_UPDATE_PERMISSION = 'VenteModule:ventes:update';

export interface CustomerLinkRequest {
  saleId: string;
  /** The sale's version (every sale write names it). */
  version?: number | undefined;
  customerId?: string | undefined;
  /** The customer's version, when the customer is updated. */
  customerVersion?: number | undefined;
  customerData: CustomerData;
  birthDate?: string | undefined;
  updateExisting?: boolean | undefined;
  allowDuplicate?: boolean | undefined;
}

export interface CustomerLinkResult {
  customer: Customer;
  saleId: string;
  saleVersion: number;
}

/** The customer columns `customerData` writes, with the search text the type-ahead reads. */
const customerColumns = (data: CustomerData) => ({
  civility: data.civility,
  firstName: data.firstName,
  lastName: data.lastName,
  address: data.address,
  postcode: data.postcode,
  city: data.city,
  phone: data.phone,
  email: data.email ?? null,
  regime: data.regime,
  // Absent (an older client): the stored language stays, `fr` for a new customer.
  ...(data.preferredLanguage ? { preferredLanguage: data.preferredLanguage } : {}),
  searchText: customerSearchText(data),
});

const sameData = (row: CustomerRow, columns: ReturnType<typeof customerColumns>) =>
  Object.entries(columns).every(([field, value]) => row[field as keyof CustomerRow] === value);

/** Who writes, for the audit entries; the writes run on the transaction passed beside it. */
type LinkContext = Pick<WriteContext, 'actor' | 'ip'>;

/** A link made or undone, on the customer's own history (the sale's history has the `customerId` change). */
const auditSaleLink = (
  tx: Executor,
  context: LinkContext,
  customerId: string,
  sale: SaleRow,
  linked: boolean,
) =>
  recordAudit({
    db: tx,
    actor: context.actor,
    action: 'update',
    entity: 'customer',
    entityId: customerId,
    before: { linkedSale: linked ? null : sale.number },
    after: { linkedSale: linked ? sale.number : null },
    ip: context.ip,
  });

const insertCustomer = async (tx: Executor, context: LinkContext, data: CustomerData) => {
  const [row] = await tx
    .insert(customers)
    .values({
      ...customerColumns(data),
      ownerId: context.actor.id,
      teamId: context.actor.team?.id ?? null,
      companyId: context.actor.company?.id ?? null,
    })
    .returning(customerRowColumns);
  if (!row) throw new Error('customer not created');
  await recordAudit({
    db: tx,
    actor: context.actor,
    action: 'create',
    entity: 'customer',
    entityId: row.id,
    after: customerAuditSnapshot(row),
    ip: context.ip,
  });
  return row;
};

const updateCustomer = async (
  tx: Executor,
  context: LinkContext,
  row: CustomerRow,
  data: CustomerData,
  expected: number | undefined,
) => {
  await assertVersion(row, expected, () => toCustomer(row));
  const columns = customerColumns(data);
  if (sameData(row, columns)) return row;
  const updated = await versionedUpdate(tx, {
    table: customers,
    id: row.id,
    expected,
    set: columns,
    current: () => toCustomer(row),
  });
  await recordAudit({
    db: tx,
    actor: context.actor,
    action: 'update',
    entity: 'customer',
    entityId: row.id,
    before: customerAuditSnapshot(row),
    after: customerAuditSnapshot(updated),
    ip: context.ip,
  });
  return updated;
};

/** The customer the request names (updated when asked), or a new one unless a likely duplicate exists. */
const resolveCustomer = async (
  tx: Executor,
  context: LinkContext,
  input: CustomerLinkRequest,
): Promise<CustomerRow> => {
  if (input.customerId) {
    const row = await findCustomerRowInScope(tx, context.actor, input.customerId, { lock: true });
    return input.updateExisting
      ? updateCustomer(tx, context, row, input.customerData, input.customerVersion)
      : row;
  }
  if (!input.allowDuplicate) {
    const candidates = await findLikelyDuplicates(tx, {
      actor: context.actor,
      data: input.customerData,
      birthDate: input.birthDate,
    });
    if (candidates.length > 0) {
      throw refuse(
        'LIKELY_DUPLICATE',
        `${candidates.length} existing customer(s) look like this one; link one or confirm a new customer.`,
        { candidates },
      );
    }
  }
  return insertCustomer(tx, context, input.customerData);
};

/**
 * `POST /customers/create-or-update-and-link` and `update-and-link` (issue 9), one transaction: lock the sale
 * in scope, check its version (409 STALE_WRITE) and that its content may still change (409
 * SALE_NOT_EDITABLE), find/update/create the customer, then point the sale at it (version bumped, audited).
 * A sale already linked to another customer is re-linked while editable (docs/decisions.md): the sale's
 * history shows the change and both customers' histories the link made and undone.
 */
export const linkCustomerToSale = async ({
  db,
  input,
  ...context
}: WriteContext & { input: CustomerLinkRequest }): Promise<CustomerLinkResult> => {
  if (!hasPermission(context.actor, SALE_UPDATE_PERMISSION)) throw new AppError('FORBIDDEN');
  return db.transaction(async (tx) => {
    const sale = await lockSaleInScope(tx, context.actor, input.saleId);
    await assertVersion(sale, input.version, () => readSale(tx, sale.id));
    if (!isSaleEditable(sale.status)) {
      throw refuse('SALE_NOT_EDITABLE', `A sale in status ${sale.status} can no longer change.`, {
        status: sale.status,
      });
    }
    const customer = await resolveCustomer(tx, context, input);
    if (sale.customerId === customer.id) {
      return { customer: toCustomer(customer), saleId: sale.id, saleVersion: sale.version };
    }
    const linked = await auditedUpdate(tx, {
      table: sales,
      id: sale.id,
      expected: input.version,
      set: { customerId: customer.id },
      current: () => readSale(tx, sale.id),
      entity: 'sale',
      actor: context.actor,
      ip: context.ip,
      before: sale,
    });
    if (sale.customerId) await auditSaleLink(tx, context, sale.customerId, sale, false);
    await auditSaleLink(tx, context, customer.id, sale, true);
    return { customer: toCustomer(customer), saleId: linked.id, saleVersion: linked.version };
  });
};
