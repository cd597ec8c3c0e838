import {
  DEFAULT_LOCALE,
  isLocale,
  type SignInWithPhoneResponse,
  type VerificationPurpose,
} from '@brokerage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendVerificationCode } from '@/features/auth/api/send-verification-code';
import { useSignInWithPhone } from '@/features/auth/api/sign-in-with-phone';
import {
  type ErrorMessageKey,
  retryAfterMinutes,
  verificationErrorKey,
} from '@/features/auth/auth-error-messages';

/** 'mfa': the SMS code was right and the account has a second factor (SPEC §4, multi-factor pending). */
export type VerificationStep = 'phone' | 'code' | 'mfa';

export interface PhoneVerificationOptions {
  purpose: VerificationPurpose;
  /** What to do with the ID token once the code is confirmed (open the session, or register). */
  onVerified: (identity: SignInWithPhoneResponse) => Promise<void>;
  /** Turns a failure of `onVerified` into a message. */
  completionErrorKey: (error: unknown) => ErrorMessageKey;
}

/**
 * The two steps shared by login and registration (SPEC §4): request a code for a phone number once the
 * captcha is solved, then confirm the code. Holds the step, the phone number, the message to show, and
 * which captcha widget is current (a solution is single use, so each request asks for a new one).
 */
export const usePhoneVerification = ({
  purpose,
  onVerified,
  completionErrorKey,
}: PhoneVerificationOptions) => {
  const { i18n } = useTranslation();
  const sendCode = useSendVerificationCode();
  const signIn = useSignInWithPhone();
  const [mfaPendingCredential, setMfaPendingCredential] = useState<string | null>(null);
  const [step, setStep] = useState<VerificationStep>('phone');
  const [phone, setPhone] = useState('');
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);
  /** The number as the code step shows it (+33 6 39 98 00 01). */
  const [phoneNumberDisplay, setPhoneNumberDisplay] = useState('');
  const [sessionInfo, setSessionInfo] = useState<string | null>(null);
  const [codeSentAt, setCodeSentAt] = useState<number | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [error, setError] = useState<ErrorMessageKey | null>(null);
  /** Minutes to wait, shown in the message of a 429. */
  const [waitMinutes, setWaitMinutes] = useState<number | null>(null);

  const fail = (failure: unknown) => {
    setWaitMinutes(retryAfterMinutes(failure));
    setError(verificationErrorKey(failure));
  };
  const [completing, setCompleting] = useState(false);
  const [codesSent, setCodesSent] = useState(0);

  const freshCaptcha = () => {
    setCaptcha(null);
    setCaptchaKey((key) => key + 1);
  };

  /** Sends a code to `phone` with a solved captcha; the phone number is checked here first. */
  const requestCode = async (captchaPayload: string): Promise<boolean> => {
    const { formatPhone, toE164 } = await import('@/lib/phone');
    const e164 = toE164(phone);
    if (!e164) {
      setError('errors:INVALID_PHONE_NUMBER');
      return false;
    }
    setError(null);
    try {
      const { sessionInfo: info } = await sendCode.mutateAsync({
        phoneNumber: e164,
        captcha: captchaPayload,
        purpose,
        // The SMS comes in the page's language.
        locale: isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE,
      });
      setPhoneNumber(e164);
      setPhoneNumberDisplay(formatPhone(e164));
      setSessionInfo(info);
      setCodeSentAt(Date.now());
      setCodesSent((count) => count + 1);
      setStep('code');
      return true;
    } catch (failure) {
      fail(failure);
      return false;
    } finally {
      freshCaptcha();
    }
  };

  const complete = async (identity: SignInWithPhoneResponse) => {
    setCompleting(true);
    try {
      await onVerified(identity);
    } catch (failure) {
      setError(completionErrorKey(failure));
    } finally {
      setCompleting(false);
    }
  };

  const confirm = async (code: string): Promise<void> => {
    const trimmed = code.trim();
    if (!trimmed) {
      setError('errors:MISSING_CODE');
      return;
    }
    if (!sessionInfo) return;
    setError(null);
    try {
      const outcome = await signIn.mutateAsync({ sessionInfo, code: trimmed });
      if ('mfaPendingCredential' in outcome) {
        setMfaPendingCredential(outcome.mfaPendingCredential);
        setStep('mfa');
        return;
      }
      await complete(outcome);
    } catch (failure) {
      fail(failure);
    }
  };

  /** Another first factor (the email and password) was proven and the account has a second one: ask for it. */
  const awaitSecondFactor = (pendingCredential: string) => {
    setError(null);
    setMfaPendingCredential(pendingCredential);
    setStep('mfa');
  };

  const changeNumber = () => {
    setMfaPendingCredential(null);
    setStep('phone');
    setSessionInfo(null);
    setCodeSentAt(null);
    setCodesSent(0);
    setError(null);
    freshCaptcha();
  };

  return {
    step,
    phone,
    setPhone,
    phoneNumber,
    phoneNumberDisplay,
    codeSentAt,
    /** More than one means the code on screen is a resent one. */
    codesSent,
    captcha,
    setCaptcha,
    captchaKey,
    error,
    waitMinutes,
    setError,
    sending: sendCode.isPending,
    confirming: signIn.isPending || completing,
    requestCode,
    confirm,
    /** The second step (components/mfa-step.tsx) proves the second factor itself, then ends as the first would. */
    mfaPendingCredential,
    awaitSecondFactor,
    complete,
    completing,
    fail,
    changeNumber,
  };
};

export type PhoneVerification = ReturnType<typeof usePhoneVerification>;
