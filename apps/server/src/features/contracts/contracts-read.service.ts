import {
  type Contract,
  type ContractDocument,
  type CurrentUser,
  calendarDateIn,
  canEndContract,
  fileDownloadPath,
  isWithdrawalOpen,
  nextRenewalDate,
  withdrawalEndDate,
} from '@brokerage/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { contracts, customers, files, saleDocuments, sales, teams, users } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { now as clockNow } from '@/platform/clock.ts';
import { scopeCondition } from '@/platform/data-scope.ts';

/** Who sees which contract: as for sales, by the seller, team and company copied from the sale. */
export const contractScope = (actor: CurrentUser): SQL | undefined =>
  scopeCondition(actor, { owner: contracts.sellerId, team: contracts.teamId, company: contracts.companyId });

export type ContractRow = typeof contracts.$inferSelect;

const validators = alias(users, 'validators');

/** The columns a contract's API shape reads besides the row: names of people and the sale's number. */
export const contractSelection = {
  contract: contracts,
  saleNumber: sales.number,
  customerId: customers.id,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
  customerPhone: customers.phone,
  customerEmail: customers.email,
  sellerId: users.id,
  sellerFirstName: users.firstName,
  sellerLastName: users.lastName,
  teamId: teams.id,
  teamName: teams.name,
  validatorId: validators.id,
  validatorFirstName: validators.firstName,
  validatorLastName: validators.lastName,
};

/** `select(contractSelection)` with its joins; add `where`, order and limit. */
export const selectContracts = (db: Executor) =>
  db
    .select(contractSelection)
    .from(contracts)
    .innerJoin(sales, eq(sales.id, contracts.saleId))
    .leftJoin(customers, eq(customers.id, contracts.customerId))
    .leftJoin(users, eq(users.id, contracts.sellerId))
    .leftJoin(teams, eq(teams.id, contracts.teamId))
    .leftJoin(validators, eq(validators.id, contracts.validatedById));

export type ContractSelectionRow = Awaited<ReturnType<typeof selectContracts>>[number];

const person = (id: string | null, firstName: string | null, lastName: string | null) =>
  id === null ? null : { id, firstName: firstName ?? '', lastName: lastName ?? '' };

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** The documents of several contracts at once, by contract id, in each contract's own order. */
const documentsOf = async (
  db: Executor,
  rows: readonly ContractRow[],
): Promise<Map<string, ContractDocument[]>> => {
  const ids = [...new Set(rows.flatMap((row) => row.documentIds))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({
            id: saleDocuments.id,
            kind: saleDocuments.kind,
            version: saleDocuments.version,
            fileId: saleDocuments.fileId,
            name: files.name,
          })
          .from(saleDocuments)
          .innerJoin(files, eq(files.id, saleDocuments.fileId))
          .where(inArray(saleDocuments.id, ids));
  const byId = new Map(found.map((document) => [document.id, document]));
  return new Map(
    rows.map((row) => [
      row.id,
      row.documentIds.flatMap((id) => {
        const document = byId.get(id);
        return document
          ? [
              {
                id: document.id,
                kind: document.kind,
                version: document.version,
                name: document.name,
                downloadUrl: fileDownloadPath(document.fileId),
              },
            ]
          : [];
      }),
    ]),
  );
};

/** Rows of `selectContracts` in their API shape; `now` fixes the renewal date and the withdrawal flag. */
export const toContracts = async (
  db: Executor,
  rows: readonly ContractSelectionRow[],
  now: Date = clockNow(),
): Promise<Contract[]> => {
  const documents = await documentsOf(
    db,
    rows.map((row) => row.contract),
  );
  const today = calendarDateIn(now);
  return rows.map(({ contract, ...row }) => ({
    id: contract.id,
    number: contract.number,
    status: contract.status,
    version: contract.version,
    saleId: contract.saleId,
    saleNumber: row.saleNumber,
    customer:
      row.customerId === null
        ? null
        : {
            id: row.customerId,
            firstName: row.customerFirstName ?? '',
            lastName: row.customerLastName ?? '',
            phone: row.customerPhone,
            email: row.customerEmail,
          },
    insuredPeople: contract.insuredPeople,
    providerType: contract.providerType,
    gammeCode: contract.gammeCode,
    productId: contract.productId,
    productCode: contract.productCode,
    productName: contract.productName,
    effectiveDate: contract.effectiveDate,
    renewalDate: nextRenewalDate(contract.effectiveDate, today),
    monthlyPremiumCents: contract.monthlyPremiumCents,
    yearlyPremiumCents: contract.yearlyPremiumCents,
    paymentMethod: contract.paymentMethod,
    paymentFrequency: contract.paymentFrequency,
    debitDay: contract.debitDay,
    ibanMasked: contract.ibanMasked,
    mandateReference: contract.mandateReference,
    documents: documents.get(contract.id) ?? [],
    agent: person(row.sellerId, row.sellerFirstName, row.sellerLastName),
    team: row.teamId === null ? null : { id: row.teamId, name: row.teamName ?? '' },
    companyId: contract.companyId,
    signedAt: contract.signedAt.toISOString(),
    withdrawalEndDate: withdrawalEndDate(contract.signedAt),
    canWithdraw: canEndContract(contract.status) && isWithdrawalOpen(contract.signedAt, now),
    validatedAt: contract.validatedAt.toISOString(),
    validatedBy: person(row.validatorId, row.validatorFirstName, row.validatorLastName),
    statusChangedAt: contract.statusChangedAt.toISOString(),
    withdrawnAt: iso(contract.withdrawnAt),
    withdrawalReason: contract.withdrawalReason,
    cancelledAt: iso(contract.cancelledAt),
    cancellationReason: contract.cancellationReason,
    terminationDate: contract.terminationDate,
    terminationReason: contract.terminationReason,
    terminatedAt: iso(contract.terminatedAt),
    createdAt: contract.createdAt.toISOString(),
    updatedAt: contract.updatedAt.toISOString(),
  }));
};

/** One contract in its API shape, without a scope check (a write's answer, a 409's `current`). */
export const readContract = async (db: Executor, id: string): Promise<Contract> => {
  const [row] = await selectContracts(db).where(eq(contracts.id, id));
  if (!row) throw notFound('Contract');
  const [contract] = await toContracts(db, [row]);
  if (!contract) throw notFound('Contract');
  return contract;
};

/** `GET /contrats/{id}`: 404 outside the caller's scope, like a missing contract. */
export const getContract = async ({
  db,
  actor,
  id,
}: {
  db: Executor;
  actor: CurrentUser;
  id: string;
}): Promise<Contract> => {
  const [row] = await selectContracts(db).where(and(eq(contracts.id, id), contractScope(actor)));
  if (!row) throw notFound('Contract');
  const [contract] = await toContracts(db, [row]);
  if (!contract) throw notFound('Contract');
  return contract;
};

/** The contract row `id`, locked for the rest of the transaction, if the actor's scope holds it. */
export const lockContractInScope = async (tx: Executor, actor: CurrentUser, id: string) => {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), contractScope(actor)))
    .for('update');
  if (!row) throw notFound('Contract');
  return row;
};
