import type { UserStatus } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/ui/badge';

const TONES: Record<UserStatus, BadgeTone> = { active: 'success', disabled: 'neutral', pending: 'warning' };

export const UserStatusBadge = ({ status }: { status: UserStatus }) => {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`users:status.${status}`)}</Badge>;
};
