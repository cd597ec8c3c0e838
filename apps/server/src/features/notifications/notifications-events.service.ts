import {
  type CurrentUser,
  hasPermission,
  type QualityDecisionOutcome,
  ROOT_ROLE_NAME,
} from '@brokerage/shared';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { roles, users } from '@/db/schema/index.ts';
import { raiseNotification } from './notifications-raise.service.ts';

/**
 * The events of the bell, one function each, called by the feature where the event happens (inside its
 * transaction). Each names who is told; none throws (raiseNotification).
 */

/** What the events read of a sale: its id (the link), its number (the message) and its agent (the recipient). */
export interface NotifiedSale {
  id: string;
  number: string;
  sellerId: string | null;
}

const actorName = (actor: Pick<CurrentUser, 'firstName' | 'lastName'>) =>
  `${actor.firstName} ${actor.lastName}`.trim();

/** The sale's agent learns that `actor` gave them the sale (created it for them or reassigned it); not oneself. */
export const notifySaleAssigned = async (executor: Executor, actor: CurrentUser, sale: NotifiedSale) => {
  if (!sale.sellerId || sale.sellerId === actor.id) return;
  await raiseNotification(executor, {
    recipientIds: [sale.sellerId],
    kind: 'sale_assigned',
    saleId: sale.id,
    data: { saleNumber: sale.number, by: actorName(actor) },
  });
};

/** The sale's agent learns quality control's decision: validated, returned for correction, lost, call back. */
export const notifyQualityDecision = async (
  executor: Executor,
  actor: CurrentUser,
  sale: NotifiedSale,
  outcome: QualityDecisionOutcome,
) => {
  if (!sale.sellerId || sale.sellerId === actor.id) return;
  await raiseNotification(executor, {
    recipientIds: [sale.sellerId],
    kind: 'quality_decision',
    saleId: sale.id,
    data: { saleNumber: sale.number, outcome, by: actorName(actor) },
  });
};

/** The sale's agent learns that the customer signed. */
export const notifySignatureCompleted = async (executor: Executor, sale: NotifiedSale) => {
  if (!sale.sellerId) return;
  await raiseNotification(executor, {
    recipientIds: [sale.sellerId],
    kind: 'signature_completed',
    saleId: sale.id,
    data: { saleNumber: sale.number },
  });
};

const ADMIN_READ = 'AdminModule:admin:read';

/** Live, active users who may open the admin console: root, or a role granting `AdminModule:admin:read`. */
export const administratorIds = async (executor: Executor): Promise<string[]> => {
  const rows = await executor
    .select({ id: users.id, roleName: roles.name, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        isNull(users.deletedAt),
        eq(users.status, 'active'),
        or(
          eq(roles.name, ROOT_ROLE_NAME),
          sql`${roles.permissions} -> 'AdminModule' -> 'admin' ->> ${ADMIN_READ} = 'true'`,
        ),
      ),
    );
  // The SQL narrows; the shared rule decides, so the console's guard and the recipients never disagree.
  return rows
    .filter((row) =>
      hasPermission({ role: { name: row.roleName, permissions: row.permissions } }, ADMIN_READ),
    )
    .map((row) => row.id);
};

/** Administrators learn that a background job failed for good (no retry left). */
export const notifyJobFailed = async (executor: Executor, job: { id: string; name: string }) => {
  await raiseNotification(executor, {
    recipientIds: await administratorIds(executor).catch((error: unknown) => {
      console.warn('administrators not found for a failed job notification', error);
      return [];
    }),
    kind: 'job_failed',
    data: { jobName: job.name, jobId: job.id },
  });
};
