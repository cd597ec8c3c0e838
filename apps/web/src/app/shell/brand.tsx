import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '@/app/shell/logo-mark';
import { localizePath } from '@/lib/locale';
import { useTheme } from '@/lib/theme';
import { useLocale } from '@/ui/use-locale';

export const Brand = () => {
  const { t } = useTranslation();
  const { theme } = useTheme();
  const locale = useLocale();
  return (
    <Link
      to={localizePath('/', locale)}
      className="inline-flex shrink-0 items-center gap-2 rounded-md font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-100"
    >
      <LogoMark variant={theme} className="size-8" />
      <span className="hidden sm:inline">{t('common:appName')}</span>
      <span className="sr-only sm:hidden">{t('common:appName')}</span>
    </Link>
  );
};
