import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface ScrollRegionProps {
  /** Names the region for screen readers (what it holds); or `labelledBy`, the id of a visible heading. */
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A container that scrolls sideways on a narrow screen (a wide table on a phone). It takes the keyboard focus,
 * so someone without a mouse can scroll it with the arrow keys too (WCAG 2.1.1, axe's
 * scrollable-region-focusable); a focusable region needs a name, hence `label` or `labelledBy`.
 */
export const ScrollRegion = ({ label, labelledBy, className, children }: ScrollRegionProps) => (
  <section
    aria-label={label}
    aria-labelledby={labelledBy}
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard.
    tabIndex={0}
    className={clsx(
      'overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
      className,
    )}
  >
    {children}
  </section>
);
