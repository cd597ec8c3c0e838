import { type Locale, VERIFICATION_CODE_TTL_MS } from '@brokerage/shared';

const minutes = VERIFICATION_CODE_TTL_MS / 60_000;

/**
 * The verification SMS in the language of the page that asked for it: the server writes it, since the web
 * never sees the code, and the text is short enough to keep here rather than in the web's locale files.
 */
const SMS_TEXTS: Record<Locale, (code: string) => string> = {
  en: (code) => `Your verification code is ${code}. It expires in ${minutes} minutes.`,
  fr: (code) => `Votre code de vérification est ${code}. Il expire dans ${minutes} minutes.`,
  ar: (code) => `رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته بعد ${minutes} دقائق.`,
};

export const verificationSmsText = (code: string, locale: Locale) => SMS_TEXTS[locale](code);
