/** Query keys of the audit trail; a record's history is invalidated after each change to that record. */
export const auditLogKeys = {
  all: ['audit-log'] as const,
  record: (entity: string, entityId: string) => [...auditLogKeys.all, 'record', entity, entityId] as const,
};
