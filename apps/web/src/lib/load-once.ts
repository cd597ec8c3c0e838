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
    loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(
      ([loadedComponent]) => {
        component = loadedComponent;
        return { default: loadedComponent };
      },
      (error: unknown) => {
        // A chunk that failed to arrive (a network blip) is asked for again next time, not failed for good.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(part, { loaded: () => component });
};

/**
 * The component of a part: if the part had loaded when this component first rendered (the page of the first
 * address, a step fetched while the previous one was on screen), the part's component itself, at once; else
 * `React.lazy`, for as long as this component stays (switching to the real one later would remount it and lose
 * its state). A component that suspends before it first mounts keeps no state, so once the load arrives React
 * renders it afresh, and it then finds the part loaded. Through `React.lazy` alone a loaded part still suspends for a tick: the loader was committed, and
 * React holds the content back until that fallback has shown for 300 ms (its reveal throttle), which was most
 * of the sign-in page's largest paint (docs/performance.md).
 */
export const lazyPart = <Props extends object>(part: LoadablePart<Props>): ComponentType<Props> => {
  const Part = (props: Props) => {
    // One `React.lazy` per mounted part, not per module: React.lazy keeps a failed load's error for good, so the
    // page mounted again after the error page (another address, then back) would fail without asking again.
    const [Shown] = useState<ComponentType<Props>>(() => part.loaded() ?? lazy(part));
    return createElement(Shown, props);
  };
  return Part;
};
