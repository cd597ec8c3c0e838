import type { SaleStatus } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/ui/badge';

const STATUS_TONES: Record<SaleStatus, BadgeTone> = {
  draft: 'neutral',
  quoted: 'info',
  subscribed: 'info',
  documents_sent: 'info',
  awaiting_signature: 'warning',
  signed: 'success',
  quality_review: 'warning',
  validated: 'success',
  rejected: 'danger',
  contract: 'success',
  lost: 'neutral',
};

/** A sale's status as a badge: the text says it, the colour repeats it. */
export const SaleStatusBadge = ({ status }: { status: SaleStatus }) => {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONES[status]}>{t(`entities/ventes:status.${status}`)}</Badge>;
};
