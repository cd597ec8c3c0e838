import type { JobState } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/ui/badge';

const TONES: Record<JobState, BadgeTone> = {
  waiting: 'neutral',
  running: 'info',
  retry: 'warning',
  done: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

export const JobStateBadge = ({ state }: { state: JobState }) => {
  const { t } = useTranslation();
  return <Badge tone={TONES[state]}>{t(`admin:jobs.states.${state}`)}</Badge>;
};
