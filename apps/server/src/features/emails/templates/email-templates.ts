import {
  displayName,
  type EmailTemplate,
  type Locale,
  multiLineText,
  REJECTION_REASONS,
  singleLineText,
} from '@brokerage/shared';
import { z } from 'zod';
import { EMAIL_CATALOGUES } from './email-catalogue.ts';
import { type EmailBlock, fill, type RenderedEmail, renderLayout } from './render-email.ts';

/** Links in an email must be web links: a `javascript:` or `data:` URL never reaches a customer. */
const webLink = () => z.url({ protocol: /^https?$/ }).max(2_000);
const name = () => displayName().min(1).max(200);

/** What both quality-control emails say: which sale, whose, why, and where to open it. */
const qualityDecisionFields = () => ({
  saleNumber: singleLineText().min(1).max(40),
  saleCustomerName: name().nullable(),
  reasons: z.array(z.enum(REJECTION_REASONS)).min(1),
  comment: multiLineText().max(2_000).nullable(),
  saleUrl: webLink(),
});

/**
 * What each template needs, checked when an email is queued and again when it is delivered (the data waits in
 * the database meanwhile, re-rendered on each attempt). The links that are credentials are sealed there
 * (email-data.service.ts); no other secret goes here.
 */
export const EMAIL_TEMPLATE_DATA = {
  signature_request: z.object({
    customerName: name(),
    brokerageName: name(),
    signingUrl: webLink(),
    /** When signing opens (the 24-hour rule of a phone sale), ISO 8601; null when it is open already. */
    opensAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  documents_sent: z.object({ customerName: name(), brokerageName: name(), documentsUrl: webLink() }),
  signature_completed: z.object({ customerName: name(), brokerageName: name(), documentsUrl: webLink() }),
  /** To the agent (`customerName` is whom the email greets): quality control rejected their sale. */
  quality_rejected: z.object({
    customerName: name(),
    brokerageName: name(),
    ...qualityDecisionFields(),
    outcome: z.enum(['correction', 'lost']),
  }),
  /** To the agent: quality control asks them to call the customer back by `dueDate`. */
  quality_call_back: z.object({
    customerName: name(),
    brokerageName: name(),
    ...qualityDecisionFields(),
    dueDate: z.iso.date(),
    note: multiLineText().min(1).max(2_000),
  }),
  /**
   * To a staff user who asked to set their password. The link carries a single-use code that expires within the
   * hour; only its hash identifies it in the identity tables, and the record keeps the link sealed.
   */
  password_reset: z.object({
    customerName: name(),
    brokerageName: name(),
    resetUrl: webLink(),
    expiresInMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
  }),
} as const satisfies Record<EmailTemplate, z.ZodType>;

export type EmailTemplateData = { [T in EmailTemplate]: z.infer<(typeof EMAIL_TEMPLATE_DATA)[T]> };

/** Dates in the customer's language and in French time, where the brokerage works; Latin digits in Arabic. */
const formatMoment = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));

/** A calendar date (no time of day) in the reader's language. */
const formatDate = (isoDate: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : locale, {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

type QualityTexts = { intro: string; reasons: string; comment: string };

/** The opening lines of both quality-control emails: the sale, the reasons, the reviewer's comment. */
const qualityBlocks = (
  texts: QualityTexts,
  data: EmailTemplateData['quality_rejected'] | EmailTemplateData['quality_call_back'],
  locale: Locale,
  extra: Record<string, string> = {},
): EmailBlock[] => {
  const catalogue = EMAIL_CATALOGUES[locale];
  const values = { sale: data.saleNumber, customer: data.saleCustomerName ?? data.saleNumber, ...extra };
  const reasons = data.reasons.map((reason) => catalogue.qualityReasons[reason]).join(', ');
  return [
    { kind: 'paragraph', text: fill(texts.intro, values) },
    { kind: 'paragraph', text: fill(texts.reasons, { reasons }) },
    ...(data.comment
      ? [{ kind: 'paragraph' as const, text: fill(texts.comment, { comment: data.comment }) }]
      : []),
  ];
};

type BlocksOf<T extends EmailTemplate> = (data: EmailTemplateData[T], locale: Locale) => EmailBlock[];

const TEMPLATE_BLOCKS: { [T in EmailTemplate]: BlocksOf<T> } = {
  signature_request: (data, locale) => {
    const texts = EMAIL_CATALOGUES[locale].signature_request;
    return [
      { kind: 'paragraph', text: texts.intro },
      {
        kind: 'paragraph',
        text: data.opensAt
          ? fill(texts.opensAt, { date: formatMoment(data.opensAt, locale) })
          : texts.opensNow,
      },
      { kind: 'action', label: texts.action, url: data.signingUrl },
    ];
  },
  documents_sent: (data, locale) => {
    const texts = EMAIL_CATALOGUES[locale].documents_sent;
    return [
      { kind: 'paragraph', text: texts.intro },
      { kind: 'action', label: texts.action, url: data.documentsUrl },
    ];
  },
  signature_completed: (data, locale) => {
    const texts = EMAIL_CATALOGUES[locale].signature_completed;
    return [
      { kind: 'paragraph', text: texts.intro },
      { kind: 'action', label: texts.action, url: data.documentsUrl },
    ];
  },
  quality_rejected: (data, locale) => {
    const texts = EMAIL_CATALOGUES[locale].quality_rejected;
    return [
      ...qualityBlocks(texts, data, locale),
      { kind: 'paragraph', text: data.outcome === 'lost' ? texts.lost : texts.correction },
      { kind: 'action', label: texts.action, url: data.saleUrl },
    ];
  },
  quality_call_back: (data, locale) => {
    const texts = EMAIL_CATALOGUES[locale].quality_call_back;
    return [
      ...qualityBlocks(texts, data, locale, { date: formatDate(data.dueDate, locale) }),
      { kind: 'paragraph', text: fill(texts.note, { note: data.note }) },
      { kind: 'action', label: texts.action, url: data.saleUrl },
    ];
  },
  password_reset: (data, locale) => {
    const texts = EMAIL_CATALOGUES[locale].password_reset;
    return [
      { kind: 'paragraph', text: texts.intro },
      { kind: 'action', label: texts.action, url: data.resetUrl },
      { kind: 'paragraph', text: fill(texts.expiry, { minutes: String(data.expiresInMinutes) }) },
      { kind: 'paragraph', text: texts.ignore },
    ];
  },
};

/** Renders a template in a language: subject, HTML and plain text, every value escaped. */
export const renderEmail = <T extends EmailTemplate>(
  template: T,
  locale: Locale,
  data: EmailTemplateData[T],
): RenderedEmail => {
  const catalogue = EMAIL_CATALOGUES[locale];
  const values = {
    name: data.customerName,
    brokerage: data.brokerageName,
    // The quality-control emails name the sale and its customer in their subject.
    ...('saleNumber' in data
      ? { sale: data.saleNumber, customer: data.saleCustomerName ?? data.saleNumber }
      : {}),
  };
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: fill(catalogue.common.greeting, values) },
    ...(TEMPLATE_BLOCKS[template] as BlocksOf<T>)(data, locale),
    { kind: 'paragraph', text: fill(catalogue.common.signOff, values) },
  ];
  return renderLayout({
    locale,
    subject: fill(catalogue[template].subject, values),
    blocks,
    linkFallback: catalogue.common.linkFallback,
    footer: fill(catalogue.common.footer, values),
  });
};

/** Reads stored data back as the template's type; throws (a failed attempt) when it no longer fits. */
export const parseTemplateData = <T extends EmailTemplate>(
  template: T,
  data: unknown,
): EmailTemplateData[T] => EMAIL_TEMPLATE_DATA[template].parse(data) as EmailTemplateData[T];
