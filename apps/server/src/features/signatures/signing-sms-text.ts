import type { Locale } from '@brokerage/shared';

/** The SMS of the signing flow, in the customer's language (no i18n library on the server for two lines). */
const TEXTS: Record<Locale, { link: string; code: string }> = {
  en: {
    link: '{brokerage}: your documents are ready to sign: {url}',
    code: '{brokerage}: your signing code is {code}. It expires in 5 minutes. Never share it.',
  },
  fr: {
    link: '{brokerage} : vos documents sont prêts à signer : {url}',
    code: '{brokerage} : votre code de signature est {code}. Il expire dans 5 minutes. Ne le communiquez jamais.',
  },
  ar: {
    link: '{brokerage}: مستنداتك جاهزة للتوقيع: {url}',
    code: '{brokerage}: رمز التوقيع الخاص بك هو {code}. تنتهي صلاحيته خلال 5 دقائق. لا تشاركه أبدًا.',
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export const signingLinkSms = (locale: Locale, brokerage: string, url: string) =>
  fill(TEXTS[locale].link, { brokerage, url });

export const signingCodeSms = (locale: Locale, brokerage: string, code: string) =>
  fill(TEXTS[locale].code, { brokerage, code });
