import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';

/** What the guard shows while the session resolves: 'Chargement...' over the whole screen (SPEC §2). */
export const FullScreenLoader = () => {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-white px-4 text-slate-600 dark:bg-slate-950 dark:text-slate-300"
    >
      <Spinner size="lg" className="text-blue-600 dark:text-blue-400" />
      <p className="text-sm">{t('common:loading')}</p>
    </div>
  );
};
