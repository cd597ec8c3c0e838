import { type ComponentType, createElement, lazy } from 'react';
import { loadNamespaces } from '@/lib/i18n';

/** A part of the app that loads on demand: call it to start loading, ask `loaded` whether it is there. */
export interface LoadablePart<Props> {
  (): Promise<{ default: ComponentType<Props> }>;
  /** The component once its code and its texts have arrived; undefined before. */
  readonly loaded: () => ComponentType<Props> | undefined;
}

/**
 * A part of the app that loads on demand, its code and its texts together (default: every namespace); asked
 * twice, it loads once. Shown with `lazyPart`, and called earlier to start the download before it is shown.
 */
export const loadOnce = <Props>(
  load: () => Promise<ComponentType<Props>>,
  namespaces?: readonly string[],
): LoadablePart<Props> => {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let component: ComponentType<Props> | undefined;
  const part = () => {
    loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([loadedComponent]) => {
      component = loadedComponent;
      return { default: loadedComponent };
    });
    return loading;
  };
  return Object.assign(part, { loaded: () => component });
};

/**
 * The component of a part: `React.lazy` until the part has loaded, the component itself after. A part loaded
 * before it is first shown (the page of the first address, a step fetched while the previous one was on screen)
 * then renders at once. Through `React.lazy` it would suspend for a tick even when loaded: the loader would be
 * committed, and React holds the content back until that fallback has shown for 300 ms (its reveal throttle),
 * which was most of the sign-in page's largest paint (docs/performance.md).
 */
export const lazyPart = <Props extends object>(part: LoadablePart<Props>): ComponentType<Props> => {
  const LazyPart = lazy(part);
  const Part = (props: Props) => createElement(part.loaded() ?? LazyPart, props);
  return Part;
};
