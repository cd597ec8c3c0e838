import { isLocale } from '@brokerage/shared';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getPreferredLocale } from '@/lib/locale';

/** A path whose first segment is not a locale keeps its whole path under the preferred locale. */
export const redirectUnderPreferredLocale = ({ request }: Pick<LoaderFunctionArgs, 'request'>) => {
  const url = new URL(request.url);
  const rest = url.pathname === '/' ? '' : url.pathname;
  return redirect(`/${getPreferredLocale()}${rest}${url.search}${url.hash}`);
};

/** Loader of the `/:locale` route: lets supported locales through and re-homes anything else. */
export const requireLocale = (args: Pick<LoaderFunctionArgs, 'request' | 'params'>) =>
  isLocale(args.params.locale) ? null : redirectUnderPreferredLocale(args);
