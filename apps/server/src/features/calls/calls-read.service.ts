import type { CallAttempt, CurrentUser } from '@brokerage/shared';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { callAttempts, customers, users } from '@/db/schema/index.ts';
import { findSaleInScope, type SaleRow } from '@/features/ventes/ventes-access.service.ts';

type AttemptRow = {
  attempt: typeof callAttempts.$inferSelect;
  agentFirstName: string | null;
  agentLastName: string | null;
};

export const toCallAttempt = ({ attempt, agentFirstName, agentLastName }: AttemptRow): CallAttempt => ({
  id: attempt.id,
  saleId: attempt.saleId,
  customerId: attempt.customerId,
  agent: attempt.agentId
    ? { id: attempt.agentId, name: `${agentFirstName ?? ''} ${agentLastName ?? ''}`.trim() }
    : null,
  phoneNumber: attempt.phoneNumber,
  at: attempt.at.toISOString(),
  outcome: attempt.outcome,
  callBackAt: attempt.callBackAt?.toISOString() ?? null,
  note: attempt.note,
  createdAt: attempt.createdAt.toISOString(),
});

const selectAttempts = (db: Executor) =>
  db
    .select({ attempt: callAttempts, agentFirstName: users.firstName, agentLastName: users.lastName })
    .from(callAttempts)
    .leftJoin(users, eq(users.id, callAttempts.agentId));

export const readCallAttempt = async (db: Executor, id: string): Promise<CallAttempt> => {
  const [row] = await selectAttempts(db).where(eq(callAttempts.id, id));
  if (!row) throw new Error('call attempt not found');
  return toCallAttempt(row);
};

/** `GET /ventes/{id}/calls`: the sale's call log, oldest first; the sale's scope decides (404 outside it). */
export const listSaleCalls = async ({
  db,
  actor,
  saleId,
}: {
  db: Executor;
  actor: CurrentUser;
  saleId: string;
}): Promise<CallAttempt[]> => {
  await findSaleInScope(db, actor, saleId);
  const rows = await selectAttempts(db)
    .where(eq(callAttempts.saleId, saleId))
    .orderBy(asc(callAttempts.at), asc(callAttempts.id));
  return rows.map(toCallAttempt);
};

/** The phone of the sale's customer (E.164), or null before the customer step. */
export const customerPhoneOf = async (db: Executor, sale: SaleRow): Promise<string | null> => {
  if (!sale.customerId) return null;
  const [customer] = await db
    .select({ phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, sale.customerId));
  return customer?.phone ?? null;
};
