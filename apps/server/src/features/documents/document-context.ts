import { directionOf, type Locale } from '@brokerage/shared';
import { ar } from './locales/ar.ts';
import { type DocumentMessages, en } from './locales/en.ts';
import { fr } from './locales/fr.ts';
import type { SaleDocumentData } from './sale-document-data.ts';

/** What every document component receives: the data, the language's texts and its formats. */
export interface DocumentContext {
  data: SaleDocumentData;
  locale: Locale;
  rtl: boolean;
  m: DocumentMessages;
  /** `{name}` placeholders of a text filled from `values`. */
  fill: (template: string, values: Record<string, string | number>) => string;
  money: (cents: number) => string;
  /** An ISO day (`YYYY-MM-DD`) as a calendar date: no time zone may move it. */
  day: (isoDay: string) => string;
  /** An instant as its date in France, where the brokerage works. */
  date: (instant: Date) => string;
}

export const DOCUMENT_MESSAGES: Record<Locale, DocumentMessages> = { en, fr, ar };

/** European conventions in English too (day before month): the customers are in France. */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar' };

// ICU writes direction marks around Arabic amounts; the layout's own bidi pass orders the runs, and the marks
// have no glyph in the fonts.
const withoutDirectionMarks = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export const documentContext = (data: SaleDocumentData, locale: Locale): DocumentContext => {
  const tag = INTL_LOCALE[locale];
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: data.premium.currency || 'EUR' });
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  return {
    data,
    locale,
    rtl: directionOf(locale) === 'rtl',
    m: DOCUMENT_MESSAGES[locale],
    fill,
    money: (cents) => withoutDirectionMarks(money.format(cents / 100)),
    day: (isoDay) => withoutDirectionMarks(day.format(new Date(`${isoDay}T00:00:00Z`))),
    date: (instant) => withoutDirectionMarks(date.format(instant)),
  };
};

/** The customer as the documents name them: civility, first and last name. */
export const customerName = ({ m, data }: DocumentContext) =>
  `${m.civility[data.customer.civility]} ${data.customer.firstName} ${data.customer.lastName}`;
