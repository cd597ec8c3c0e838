import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown instead of a fourth redirect to login within 10 s (SPEC §4/§8). */
export const RedirectLoopError = () => {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-white px-4 dark:bg-slate-950">
      <div
        role="alert"
        className="flex w-full max-w-md flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-center text-red-900 sm:px-6 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-100"
      >
        <TriangleAlert aria-hidden="true" className="size-8 text-red-600 dark:text-red-400" />
        <p className="text-sm">{t('errors:client.redirectLoop')}</p>
      </div>
    </div>
  );
};
