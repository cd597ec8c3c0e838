import type { Recording } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/ui/section-card';
import { RecordingPlayer } from './recording-player';

/** The call recordings uploaded for the sale, oldest first, each playable and seekable in the page. */
export const RecordingsSection = ({ recordings }: { recordings: readonly Recording[] }) => {
  const { t } = useTranslation();
  return (
    <SectionCard id="qc-recordings" title={t('quality-control:recordings.title')}>
      {recordings.length === 0 ? (
        <p role="status" className="text-sm text-amber-700 dark:text-amber-300">
          {t('quality-control:recordings.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {recordings.map((recording) => (
            <li key={recording.id}>
              <RecordingPlayer recording={recording} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
};
