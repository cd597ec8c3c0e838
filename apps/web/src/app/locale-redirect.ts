import { getPreferredLocale } from '@/lib/locale';

/** A path whose first segment is not a locale keeps its whole path (query, hash) under the preferred locale. */
export const pathUnderPreferredLocale = ({
  pathname,
  search,
  hash,
}: {
  pathname: string;
  search: string;
  hash: string;
}): string => `/${getPreferredLocale()}${pathname === '/' ? '' : pathname}${search}${hash}`;
