import { FastForward, Rewind } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatFileSize } from '@/lib/date-format';
import { Button } from '@/ui/button';

/** How far the skip buttons move: enough to hear a sentence again. */
const SKIP_SECONDS = 10;

export interface PlayableRecording {
  id: string;
  name: string;
  size: number;
  createdAt: string;
  downloadUrl: string;
}

/**
 * One call recording, played by the browser's own player: the download URL answers HTTP ranges, so
 * `preload="metadata"` reads only the duration and seeking fetches just the part asked for. The skip buttons
 * make "say that again" one tap on a phone, where the native slider is small.
 */
export const RecordingPlayer = ({ recording }: { recording: PlayableRecording }) => {
  const { t, i18n } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const skip = (seconds: number) => {
    const element = audio.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : Number.POSITIVE_INFINITY;
    element.currentTime = Math.min(Math.max(element.currentTime + seconds, 0), end);
  };
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <bdi className="min-w-0 break-all font-medium text-slate-900 dark:text-slate-100">
          {recording.name}
        </bdi>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {t('quality-control:recordings.meta', {
            date: formatDateTime(recording.createdAt, i18n.language),
            size: formatFileSize(recording.size, i18n.language),
          })}
        </span>
      </figcaption>
      {/* biome-ignore lint/a11y/useMediaCaption: a phone call's recording has no caption track to offer. */}
      <audio
        ref={audio}
        controls
        preload="metadata"
        src={recording.downloadUrl}
        aria-label={t('quality-control:recordings.player', { name: recording.name })}
        className="w-full"
      />
      <div className="flex gap-2">
        <Button
          type="button"
          size="xs"
          variant="outline"
          icon={<Rewind className="size-3.5 rtl:rotate-180" />}
          onClick={() => skip(-SKIP_SECONDS)}
        >
          {t('quality-control:recordings.back', { seconds: SKIP_SECONDS })}
        </Button>
        <Button
          type="button"
          size="xs"
          variant="outline"
          icon={<FastForward className="size-3.5 rtl:rotate-180" />}
          onClick={() => skip(SKIP_SECONDS)}
        >
          {t('quality-control:recordings.forward', { seconds: SKIP_SECONDS })}
        </Button>
      </div>
    </figure>
  );
};
