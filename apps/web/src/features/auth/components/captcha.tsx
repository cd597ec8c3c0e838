import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';
import type { CaptchaProps } from '@/features/auth/components/captcha-widget';

// The captcha is solved after the page shows, with a widget loaded on demand: its React side comes with it
// instead of with the sign-in page's first load.
const LazyCaptchaWidget = lazy(() =>
  import('@/features/auth/components/captcha-widget').then((m) => ({ default: m.CaptchaWidget })),
);

/** The ALTCHA captcha (components/captcha-widget.tsx); the same space is kept while it loads. */
export const Captcha = (props: CaptchaProps) => (
  <Suspense fallback={<div aria-busy className={clsx('min-h-14', props.className)} />}>
    <LazyCaptchaWidget {...props} />
  </Suspense>
);
