import type { PublicSigningView } from '@brokerage/shared';
import { useCallback, useEffect, useState } from 'react';
import {
  declineSigning,
  getSigningView,
  requestSigningCode,
  signDocuments,
} from '@/features/signatures/api/public-signing';
import { signingReasonOf } from '@/features/signatures/components/signing-errors';

export type SigningStep = 'consent' | 'code' | 'done';

/**
 * The signing page's state: the request as the server shows it, the step (consent and code request, then the
 * code, then done), the last refusal, and what is under way. A refusal that makes the code useless (expired,
 * locked, used) goes back to asking for a new one; one that ends the request reloads it.
 */
export const useSigning = (token: string) => {
  const [view, setView] = useState<PublicSigningView | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [step, setStep] = useState<SigningStep>('consent');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<'code' | 'sign' | 'decline' | null>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const next = await getSigningView(token, signal);
        setView(next);
        setLoadError(null);
      } catch (failure) {
        if (!signal?.aborted) setLoadError(failure);
      }
    },
    [token],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const sendCode = async () => {
    setBusy('code');
    setError(null);
    try {
      await requestSigningCode(token);
      setStep('code');
    } catch (failure) {
      setError(failure);
      if (signingReasonOf(failure) === 'REQUEST_NOT_ACTIVE') void load();
    } finally {
      setBusy(null);
    }
  };

  const sign = async (code: string) => {
    setBusy('sign');
    setError(null);
    try {
      await signDocuments(token, { code, consent: true });
      setStep('done');
      void load();
    } catch (failure) {
      setError(failure);
      const reason = signingReasonOf(failure);
      if (reason === 'CODE_EXPIRED' || reason === 'CODE_LOCKED' || reason === 'CODE_ALREADY_USED')
        setStep('consent');
      if (reason === 'REQUEST_NOT_ACTIVE') void load();
    } finally {
      setBusy(null);
    }
  };

  const decline = async (reason: string) => {
    setBusy('decline');
    setError(null);
    try {
      await declineSigning(token, reason.trim() ? { reason: reason.trim() } : {});
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(null);
      // Declined or ended meanwhile: either way the page shows the request as it now stands.
      void load();
    }
  };

  return { view, loadError, step, error, busy, sendCode, sign, decline, retry: () => void load() };
};
