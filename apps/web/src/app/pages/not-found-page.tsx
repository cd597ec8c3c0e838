import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@/lib/locale';
import { useLocale } from '@/ui/use-locale';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <SearchX aria-hidden="true" className="size-12 text-slate-400" />
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">
        {t('layout:notFound.title')}
      </h1>
      <p className="text-slate-600 dark:text-slate-400">{t('layout:notFound.body')}</p>
      <Link
        to={localizePath('/', locale)}
        className="inline-flex h-10 items-center rounded-md bg-blue-600 px-4 text-sm font-medium text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        {t('layout:notFound.home')}
      </Link>
    </div>
  );
};
