import { EMAIL_TEMPLATES, LOCALES } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { EMAIL_CATALOGUES } from './email-catalogue.ts';
import { EMAIL_TEMPLATE_DATA, type EmailTemplateData, renderEmail } from './email-templates.ts';
import { escapeHtml } from './render-email.ts';

const SAMPLE: EmailTemplateData = {
  signature_request: {
    customerName: 'Alice Martin',
    brokerageName: 'Courtage Test',
    signingUrl: 'https://app.example.fr/sign/abc?x=1&y=2',
    opensAt: '2026-03-10T14:30:00Z',
  },
  documents_sent: {
    customerName: 'Alice Martin',
    brokerageName: 'Courtage Test',
    documentsUrl: 'https://app.example.fr/docs/abc',
  },
  signature_completed: {
    customerName: 'Alice Martin',
    brokerageName: 'Courtage Test',
    documentsUrl: 'https://app.example.fr/docs/abc',
  },
  quality_rejected: {
    customerName: 'Alice Martin',
    brokerageName: 'Courtage Test',
    saleNumber: 'V-2026-000123',
    saleCustomerName: 'Paul Durand',
    reasons: ['consent_missing', 'other'],
    comment: 'No consent heard at 02:10.',
    outcome: 'correction',
    saleUrl: 'https://app.example.fr/fr/ventes/abc',
  },
  quality_call_back: {
    customerName: 'Alice Martin',
    brokerageName: 'Courtage Test',
    saleNumber: 'V-2026-000123',
    saleCustomerName: 'Paul Durand',
    reasons: ['price_not_stated'],
    comment: null,
    dueDate: '2026-03-12',
    note: 'Restate the monthly price.',
    saleUrl: 'https://app.example.fr/fr/ventes/abc',
  },
  password_reset: {
    customerName: 'Alice Martin',
    brokerageName: 'Courtage Test',
    resetUrl: 'https://app.example.fr/fr/reset-password#oobCode=abc',
    expiresInMinutes: 60,
  },
};

/** The one web link of each sample. */
const linkOf = (data: object) =>
  Object.values(data).find(
    (value): value is string => typeof value === 'string' && value.startsWith('https://'),
  );

/** Every key path of a catalogue with the placeholders of its text: `signature_request.subject {brokerage}`. */
const shapeOf = (catalogue: object, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key} ${[...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).join(',')}`]
      : shapeOf(value as object, `${prefix}${key}.`),
  );

describe('email catalogue', () => {
  it('has the same keys and placeholders in en, fr and ar', () => {
    const english = shapeOf(EMAIL_CATALOGUES.en).sort();
    expect(shapeOf(EMAIL_CATALOGUES.fr).sort()).toEqual(english);
    expect(shapeOf(EMAIL_CATALOGUES.ar).sort()).toEqual(english);
  });

  it('has a section for every template', () => {
    for (const template of EMAIL_TEMPLATES) expect(EMAIL_CATALOGUES.en[template]).toBeDefined();
  });
});

describe('renderEmail', () => {
  it.each(EMAIL_TEMPLATES.flatMap((template) => LOCALES.map((locale) => [template, locale] as const)))(
    'renders %s in %s as HTML and text with the name, the link and the direction',
    (template, locale) => {
      const rendered = renderEmail(template, locale, SAMPLE[template]);
      expect(rendered.subject).toContain('Courtage Test');
      expect(rendered.html).toContain(`lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(rendered.html).toContain('Alice Martin');
      expect(rendered.text).toContain('Alice Martin');
      const url = linkOf(SAMPLE[template]) ?? '';
      expect(rendered.html).toContain(`href="${escapeHtml(url)}"`);
      expect(rendered.text).toContain(url);
      expect(rendered.html).not.toMatch(/\{\w+\}/);
      expect(rendered.text).not.toMatch(/\{\w+\}/);
    },
  );

  it('says when signing opens, in French time and the customer language', () => {
    expect(renderEmail('signature_request', 'fr', SAMPLE.signature_request).text).toContain(
      'la signature ouvre le mardi 10 mars 2026 à 15:30',
    );
    const open = { ...SAMPLE.signature_request, opensAt: null };
    expect(renderEmail('signature_request', 'en', open).text).toContain('You can read and sign them now.');
  });

  it('tells the agent why quality control rejected the sale, and when to call back', () => {
    const rejected = renderEmail('quality_rejected', 'fr', SAMPLE.quality_rejected);
    expect(rejected.subject).toBe('Vente V-2026-000123 refusée par le contrôle qualité – Courtage Test');
    expect(rejected.text).toContain('Motifs : consentement non recueilli, autre');
    expect(rejected.text).toContain('No consent heard at 02:10.');
    expect(rejected.text).toContain('corrigez-la');
    const callBack = renderEmail('quality_call_back', 'en', SAMPLE.quality_call_back);
    expect(callBack.subject).toBe('Call back Paul Durand – sale V-2026-000123 – Courtage Test');
    expect(callBack.text).toContain('by Thursday, March 12, 2026');
    expect(callBack.text).toContain('What to do: Restate the monthly price.');
  });

  it('escapes user data: a name with markup arrives as text, never as HTML', () => {
    const hostile = {
      ...SAMPLE.documents_sent,
      customerName: '<img src=x onerror="alert(1)"> & Co',
      brokerageName: 'A "quoted" <b>brokerage</b>',
    };
    const rendered = renderEmail('documents_sent', 'en', hostile);
    expect(rendered.html).not.toContain('<img');
    expect(rendered.html).not.toContain('<b>');
    expect(rendered.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co');
    expect(rendered.text).toContain('<img src=x onerror="alert(1)"> & Co');
  });

  it('accepts only web links and names without control characters', () => {
    const data = EMAIL_TEMPLATE_DATA.documents_sent;
    expect(data.safeParse({ ...SAMPLE.documents_sent, documentsUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(data.safeParse({ ...SAMPLE.documents_sent, customerName: 'A\r\nBcc: x@y.z' }).success).toBe(false);
    expect(data.safeParse(SAMPLE.documents_sent).success).toBe(true);
  });
});
