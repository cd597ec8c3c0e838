import type { AuditEntry } from '@brokerage/shared';
import type { TFunction } from 'i18next';

/** Who made a change, in the reader's language: the staff member, the automation the product names, or "System". */
export const actorLabel = (entry: Pick<AuditEntry, 'actor' | 'automatedActor'>, t: TFunction): string =>
  entry.actor?.name ||
  (entry.automatedActor ? t(`audit:automated.${entry.automatedActor}`) : t('audit:system'));
