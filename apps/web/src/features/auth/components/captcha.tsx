import { clsx } from 'clsx';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CaptchaProps } from '@/features/auth/components/captcha-widget';

// The captcha is solved after the page shows, with a widget loaded on demand: its React side comes with it
// instead of with the sign-in page's first load.
const LazyCaptchaWidget = lazy(() =>
  import('@/features/auth/components/captcha-widget').then((m) => ({ default: m.CaptchaWidget })),
);

/** True from the frame after the first one painted with this component on screen. */
const usePainted = () => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A timeout queued from an animation frame runs once that frame has been painted.
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, []);
  return painted;
};

/**
 * The ALTCHA captcha (components/captcha-widget.tsx); the same space is kept while it loads. The widget is
 * asked for once the form around it has painted: the sign-in card is the page's largest paint, and on a slow
 * phone fetching and running the widget's code before it held that paint back (docs/performance.md).
 */
export const Captcha = (props: CaptchaProps) => {
  const painted = usePainted();
  const placeholder = <div aria-busy className={clsx('min-h-14', props.className)} />;
  return painted ? (
    <Suspense fallback={placeholder}>
      <LazyCaptchaWidget {...props} />
    </Suspense>
  ) : (
    placeholder
  );
};
