import { type AuditAction, type AutomatedActor, MASKED_AUDIT_FIELDS, MASKED_VALUE } from '@brokerage/shared';
import type { Executor } from '@/db/client.ts';
import { type AuditChanges, auditLog } from '@/db/schema/index.ts';

/**
 * Who made a change: a staff user, or (id null) no staff at all — the customer signing or a job — named by a
 * label such as `Customer (electronic signature)` so the history still says who acted.
 */
export interface AuditActor {
  id: string | null;
  name: string;
}

/**
 * The English label each automation is stored under (the row's `actorName`, which the history's search reads);
 * the API names it by its key as well (`automatedActor`), for the web to say in the reader's language.
 */
const AUTOMATED_ACTOR_LABELS: Record<AutomatedActor, string> = {
  'signature-job': 'System (electronic signature)',
  'signature-expiry': 'System (signature expiry)',
  'signing-page': 'Customer (signing page)',
  'password-reset-link': 'password reset link',
};

/** An actor with no staff account: the customer on the public signing page, or a background job. */
export const automatedActor = (who: AutomatedActor): AuditActor => ({
  id: null,
  name: AUTOMATED_ACTOR_LABELS[who],
});

/** The automation a stored label names, if the product knows it. */
export const automatedActorOf = (label: string | null): AutomatedActor | null =>
  (Object.keys(AUTOMATED_ACTOR_LABELS) as AutomatedActor[]).find(
    (who) => AUTOMATED_ACTOR_LABELS[who] === label,
  ) ?? null;

type Snapshot = Record<string, unknown> | null | undefined;

/** Timestamps and the concurrency version change on every write and say nothing a reader of the history needs. */
const IGNORED_FIELDS = new Set(['createdAt', 'updatedAt', 'version']);

const comparable = (value: unknown) =>
  JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));

/** The fields that differ between two snapshots, with secrets and bank data masked. */
export const diffSnapshots = (before: Snapshot, after: Snapshot): AuditChanges => {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (IGNORED_FIELDS.has(field)) continue;
    const previous = before?.[field];
    const next = after?.[field];
    if (comparable(previous) === comparable(next)) continue;
    const masked = MASKED_AUDIT_FIELDS.test(field);
    changes[field] = {
      before: masked && previous != null ? MASKED_VALUE : (previous ?? null),
      after: masked && next != null ? MASKED_VALUE : (next ?? null),
    };
  }
  return changes;
};

/** Writes one audit entry; call it inside the transaction of the change it records. */
export const recordAudit = async ({
  db,
  actor,
  action,
  entity,
  entityId,
  before,
  after,
  ip,
}: {
  db: Executor;
  actor: AuditActor | null;
  action: AuditAction;
  entity: string;
  entityId: string;
  before?: Snapshot;
  after?: Snapshot;
  ip?: string | undefined;
}) => {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    action,
    entity,
    entityId,
    changes: diffSnapshots(before, after),
    ip: ip ?? null,
  });
};
