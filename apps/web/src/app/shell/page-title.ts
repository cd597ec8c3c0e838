import type { TFunction } from 'i18next';
import { NAVIGATION, type NavGroup } from '@/app/shell/navigation';
import { itemForFirstSegment } from '@/app/shell/navigation-rules';

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The mobile header's title: the navigation label of the path's first segment (locale already stripped),
 * else that segment made readable ('project-objectives' → 'Project objectives').
 */
export const pageTitle = (path: string, t: TFunction, groups: readonly NavGroup[] = NAVIGATION): string => {
  const item = itemForFirstSegment(groups, path);
  if (item) return t(`layout:nav.items.${item.id}`);
  const segment = safeDecode(path.split('/')[1] ?? '').replace(/[-_]+/g, ' ');
  return segment ? segment.charAt(0).toLocaleUpperCase() + segment.slice(1) : t('layout:nav.items.dashboard');
};
