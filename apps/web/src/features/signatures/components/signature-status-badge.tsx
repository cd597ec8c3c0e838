import type { SignatureStatus } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/ui/badge';

const STATUS_TONES: Record<SignatureStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  opened: 'warning',
  signed: 'success',
  declined: 'danger',
  expired: 'neutral',
  cancelled: 'neutral',
};

/** A signature request's status as a badge: the text says it, the colour repeats it. */
export const SignatureStatusBadge = ({ status }: { status: SignatureStatus }) => {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONES[status]}>{t(`signatures:status.${status}`)}</Badge>;
};
