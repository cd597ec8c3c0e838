import type { ContractStatus } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/ui/badge';

const TONES: Record<ContractStatus, BadgeTone> = {
  active: 'success',
  withdrawn: 'warning',
  cancelled: 'neutral',
  terminated: 'danger',
};

export const ContractStatusBadge = ({ status }: { status: ContractStatus }) => {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`contracts:status.${status}`)}</Badge>;
};
