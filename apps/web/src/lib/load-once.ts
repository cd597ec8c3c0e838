import { type ComponentType, createElement, lazy, useState } from 'react';
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
 * The component of a part: if the part had loaded when this component first rendered (the page of the first
 * address, a step fetched while the previous one was on screen), the part's component itself, at once; else
 * `React.lazy`, for as long as this component stays (switching to the real one later would remount it and lose
 * its state). Through `React.lazy` alone a loaded part still suspends for a tick: the loader was committed, and
 * React holds the content back until that fallback has shown for 300 ms (its reveal throttle), which was most
 * of the sign-in page's largest paint (docs/performance.md).
 */
export const lazyPart = <Props extends object>(part: LoadablePart<Props>): ComponentType<Props> => {
  const LazyPart = lazy(part);
  const Part = (props: Props) => {
    const [loadedAtFirstRender] = useState(part.loaded);
    return createElement(loadedAtFirstRender ?? LazyPart, props);
  };
  return Part;
};
