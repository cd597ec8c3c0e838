import type { ComponentType } from 'react';
import { loadNamespaces } from '@/lib/i18n';

/**
 * A part of the app that loads on demand, its code and its texts together (default: every namespace); asked
 * twice, it loads once. Given to `React.lazy`, and called earlier to start the download before it is shown.
 */
export const loadOnce = <Props>(
  load: () => Promise<ComponentType<Props>>,
  namespaces?: readonly string[],
): (() => Promise<{ default: ComponentType<Props> }>) => {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  return () => {
    loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([component]) => ({
      default: component,
    }));
    return loading;
  };
};
