import type { EmailStatus } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/ui/badge';

const TONES: Record<EmailStatus, BadgeTone> = {
  queued: 'neutral',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
};

/** An email's delivery status as a badge: the text says it, the colour repeats it. */
export const EmailStatusBadge = ({ status }: { status: EmailStatus }) => {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`emails:status.${status}`)}</Badge>;
};
