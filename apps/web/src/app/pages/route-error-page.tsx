import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

/** Last resort for an error thrown while rendering a route: say so and offer a reload instead of a blank page. */
export const RouteErrorPage = ({ error }: { error: unknown }) => {
  // Named: the sign-in pages do not load the layout texts, and this one must not show keys.
  const { t } = useTranslation('layout');
  useEffect(() => {
    console.error('Route failed to render', error);
  }, [error]);
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-12 text-amber-500" />
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">
        {t('layout:routeError.title')}
      </h1>
      <p className="text-slate-600 dark:text-slate-400">{t('layout:routeError.body')}</p>
      <Button type="button" onClick={() => window.location.reload()}>
        {t('layout:routeError.reload')}
      </Button>
    </div>
  );
};
