import type { TFunction } from 'i18next';
import { ACCOUNT_PAGES } from '@/app/page-registry';
import { NAVIGATION, type NavGroup } from '@/app/shell/navigation';
import { itemForFirstSegment, pathStartsWith } from '@/app/shell/navigation-rules';

/**
 * The mobile header's and the document's title: the registry label of the path's first segment (locale
 * already stripped). A path no page owns is the 404 page, titled as such rather than after its own segment.
 */
export const pageTitle = (path: string, t: TFunction, groups: readonly NavGroup[] = NAVIGATION): string => {
  const item = itemForFirstSegment(groups, path);
  if (item) return t(`layout:nav.items.${item.id}`);
  const account = ACCOUNT_PAGES.find((page) => pathStartsWith(path, page.path));
  if (account) return t(`layout:avatarMenu.${account.id}`);
  return t('layout:notFound.title');
};
