import { z } from 'zod';
import { listQuerySchema } from '../lists/list.schemas.ts';
import { singleLineText } from '../text/text.schemas.ts';

export const auditActionSchema = z.enum(['create', 'update', 'delete']);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: auditActionSchema,
  entity: z.string(),
  entityId: z.string(),
  changes: z.record(z.string(), auditChangeSchema),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = listQuerySchema(['at', 'entity', 'action']).extend({
  entity: singleLineText().max(64).optional(),
  entityId: singleLineText().max(64).optional(),
  actorId: z.uuid().optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** Field names whose values never appear in the history, whatever the entity. */
export const MASKED_AUDIT_FIELDS = /iban|bic|bank|holder|secret|token|password|key/i;
export const MASKED_VALUE = '••••';
