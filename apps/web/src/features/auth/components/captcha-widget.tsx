import type {} from 'altcha/types/react';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The server's ALTCHA challenge (DESIGN §6); the widget fetches it itself. */
export const CAPTCHA_CHALLENGE_PATH = '/api/identity/captcha';

/** The widget's name for each of our locales; its French bundle is registered as 'fr-fr'. */
const WIDGET_LANGUAGES: Record<string, string> = { en: 'en', fr: 'fr-fr', ar: 'ar' };

/**
 * Loads the widget once, on first use, so its proof-of-work code stays out of the main bundle. An element
 * already registered (a test's stand-in, or an earlier load) is used as it is.
 */
export const loadAltchaWidget = async (): Promise<void> => {
  if (customElements.get('altcha-widget')) return;
  await Promise.all([import('altcha'), import('altcha/i18n/fr-fr'), import('altcha/i18n/ar')]);
};

interface StateChangeDetail {
  state?: string;
  payload?: string;
}

export interface CaptchaProps {
  /** The solved challenge, to send as `captcha` with the code request. Single use. */
  onVerified: (payload: string) => void;
  /** The solution expired or the widget was reset: the previous payload no longer counts. */
  onReset?: () => void;
  /**
   * 'onload' (the default) solves in the background as soon as the widget is there, so the proof of work is
   * usually done before the number is typed. 'onfocus' would miss a field focused (or autofilled) before the
   * lazily loaded widget arrives, leaving the send button disabled.
   */
  auto?: 'off' | 'onfocus' | 'onload';
  loadWidget?: () => Promise<void>;
  className?: string;
}

/**
 * The ALTCHA widget (a self-hosted proof-of-work captcha) as a React component: it reports the verified
 * payload from the widget's `statechange` event, and shows 'Failed to initialize phone authentication.'
 * (SPEC §8) when the widget cannot load or cannot get a challenge.
 */
export const CaptchaWidget = ({
  onVerified,
  onReset,
  auto = 'onload',
  loadWidget = loadAltchaWidget,
  className,
}: CaptchaProps) => {
  const { t, i18n } = useTranslation();
  const widgetRef = useRef<HTMLElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  /** The widget loaded but could not get or solve a challenge; it stays, since it offers its own retry. */
  const [widgetError, setWidgetError] = useState(false);
  const callbacks = useRef({ onVerified, onReset });
  useEffect(() => {
    callbacks.current = { onVerified, onReset };
  });

  useEffect(() => {
    let active = true;
    loadWidget().then(
      () => active && setStatus('ready'),
      (error: unknown) => {
        console.error('The captcha widget failed to load', error);
        if (active) setStatus('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [loadWidget]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (status !== 'ready' || !widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = ((event as CustomEvent<StateChangeDetail>).detail ??
        {}) as StateChangeDetail;
      setWidgetError(state === 'error');
      if (state === 'verified' && payload) callbacks.current.onVerified(payload);
      else if (state === 'error' || state === 'expired' || state === 'unverified')
        callbacks.current.onReset?.();
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [status]);

  const failure = (
    <p
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200"
    >
      {t('errors:client.phoneAuthInitFailed')}
    </p>
  );
  if (status === 'failed') return failure;

  return (
    <div
      className={clsx(
        'flex min-h-14 flex-col gap-2 [--altcha-max-width:100%]',
        'dark:[--altcha-border-color:var(--color-slate-700)] dark:[--altcha-color-base:var(--color-slate-900)] dark:[--altcha-color-base-content:var(--color-slate-100)]',
        className,
      )}
      aria-busy={status === 'loading' || undefined}
    >
      {widgetError && failure}
      {status === 'ready' && (
        <altcha-widget
          ref={widgetRef}
          challenge={CAPTCHA_CHALLENGE_PATH}
          auto={auto}
          type="checkbox"
          language={WIDGET_LANGUAGES[i18n.language] ?? 'en'}
        />
      )}
    </div>
  );
};
