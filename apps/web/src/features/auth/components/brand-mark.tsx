import { Hexagon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The product's name above the public pages (the shell's own brand lives in the app layer). */
export const BrandMark = () => {
  const { t } = useTranslation();
  return (
    <p className="mb-6 flex items-center justify-center gap-2 text-lg font-semibold text-slate-900 dark:text-slate-100">
      <Hexagon aria-hidden="true" className="size-7 text-blue-600 dark:text-blue-400" />
      {t('common:appName')}
    </p>
  );
};
