import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Captcha } from '@/features/auth/components/captcha';
import { CAPTCHA_CHALLENGE_PATH } from '@/features/auth/components/captcha-widget';
import { defineFakeCaptchaWidget } from '@/test/auth-test-harness';

const emit = (detail: { state: string; payload?: string }) => {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('The widget is not on the page');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail }));
  });
};

const widgetOnPage = () => waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());

beforeAll(defineFakeCaptchaWidget);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Captcha', () => {
  it('does point the widget at the server’s challenge when it loads', async () => {
    render(<Captcha onVerified={() => {}} />);
    await widgetOnPage();

    expect(document.querySelector('altcha-widget')?.getAttribute('challenge')).toBe(CAPTCHA_CHALLENGE_PATH);
    expect(CAPTCHA_CHALLENGE_PATH).toBe('/api/identity/captcha');
  });

  it('does hand over the payload when the widget reports it verified', async () => {
    const onVerified = vi.fn();
    render(<Captcha onVerified={onVerified} />);
    await widgetOnPage();

    emit({ state: 'verifying' });
    expect(onVerified).not.toHaveBeenCalled();
    emit({ state: 'verified', payload: 'base64-solution' });

    expect(onVerified).toHaveBeenCalledWith('base64-solution');
  });

  it('does withdraw the payload when the solution expires', async () => {
    const onReset = vi.fn();
    render(<Captcha onVerified={() => {}} onReset={onReset} />);
    await widgetOnPage();

    emit({ state: 'expired' });

    expect(onReset).toHaveBeenCalledOnce();
  });

  it('does say "Failed to initialize phone authentication." when the widget cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Captcha onVerified={() => {}} loadWidget={() => Promise.reject(new Error('chunk failed'))} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initialize phone authentication.');
  });

  it('does say "Failed to initialize phone authentication." when the widget cannot get a challenge', async () => {
    render(<Captcha onVerified={() => {}} />);
    await widgetOnPage();

    emit({ state: 'error' });

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to initialize phone authentication.');
  });
});
