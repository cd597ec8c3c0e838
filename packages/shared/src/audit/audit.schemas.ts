import { z } from 'zod';
import { listQuerySchema } from '../lists/list.schemas.ts';
import { singleLineText } from '../text/text.schemas.ts';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

/** Who writes when no staff user does: a signature job, the customer on the signing page, a reset link. */
export const AUTOMATED_ACTORS = [
  'signature-job',
  'signature-expiry',
  'signing-page',
  'password-reset-link',
] as const;
export type AutomatedActor = (typeof AUTOMATED_ACTORS)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Without a staff actor: which automation wrote the entry, when it is one the product names (else null). */
  automatedActor: z.enum(AUTOMATED_ACTORS).nullable(),
  action: auditActionSchema,
  entity: z.string(),
  entityId: z.string(),
  changes: z.record(z.string(), auditChangeSchema),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * The history, filtered: by record (`entity`, `entityId`), by who (`actorId`, or `actor`: part of the name an
 * entry was written under, which also finds jobs and customers), by `action` and by dates (`from`, `to`);
 * `search` matches the actor's name or the record's id.
 */
export const auditLogQuerySchema = listQuerySchema(['at', 'entity', 'action']).extend({
  entity: singleLineText().max(64).optional(),
  entityId: singleLineText().max(64).optional(),
  actorId: z.uuid().optional(),
  actor: singleLineText().max(100).optional(),
  action: auditActionSchema.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** The kinds of record the history holds entries for, for the console's entity filter. */
export const auditEntitiesResponseSchema = z.object({ data: z.array(z.string()) });

/** Field names whose values never appear in the history, whatever the entity. */
export const MASKED_AUDIT_FIELDS = /iban|bic|bank|holder|secret|token|password|key/i;
export const MASKED_VALUE = '••••';
