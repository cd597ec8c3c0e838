import {
  type ComplianceFact,
  type ComplianceReport,
  type ComplianceStatus,
  directionOf,
  type Locale,
} from '@brokerage/shared';
import type { ReactElement } from 'react';
import { DOCUMENT_MESSAGES } from './document-context.ts';
import { Fields, type LayoutContext, PageFrame, Paragraph, Section } from './document-layout.tsx';
import { type DocumentHeader, documentHeader, renderPdf } from './document-pdf.ts';
import { complianceAr } from './locales/compliance/ar.ts';
import { type ComplianceMessages, complianceEn } from './locales/compliance/en.ts';
import { complianceFr } from './locales/compliance/fr.ts';

/**
 * The compliance report of a sale as a PDF (issue 11), in the reader's language, in the page frame of the sale
 * documents: the overall result, then each rule with its status, its facts and the attempts it judged.
 */

const COMPLIANCE_MESSAGES: Record<Locale, ComplianceMessages> = {
  en: complianceEn,
  fr: complianceFr,
  ar: complianceAr,
};

/** European conventions in English too, as the sale documents print them. */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar' };

// ICU writes direction marks the fonts have no glyph for; the layout orders the runs itself.
const withoutDirectionMarks = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const formatterOf = (locale: Locale, m: ComplianceMessages) => {
  const dateTime = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  });
  const number = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 1 });
  const at = (iso: string) => withoutDirectionMarks(dateTime.format(new Date(iso)));
  const code = (value: string) => m.codes[value] ?? value;
  const factValue = ({ format, value }: ComplianceFact): string => {
    if (value === null || (Array.isArray(value) && value.length === 0)) return m.none;
    if (Array.isArray(value)) return value.map(code).join(', ');
    if (typeof value === 'boolean') return value ? m.yes : m.no;
    if (format === 'datetime') return at(String(value));
    if (format === 'hours')
      return fill(m.hours, { hours: withoutDirectionMarks(number.format(Number(value))) });
    if (format === 'code') return code(String(value));
    if (typeof value === 'number') return withoutDirectionMarks(number.format(value));
    return value;
  };
  return { at, code, factValue };
};

const ComplianceDocument = ({
  report,
  locale,
  header,
}: {
  report: ComplianceReport;
  locale: Locale;
  header: Required<DocumentHeader>;
}): ReactElement => {
  const common = DOCUMENT_MESSAGES[locale].common;
  const m = COMPLIANCE_MESSAGES[locale];
  const ctx: LayoutContext & { locale: Locale } = { rtl: directionOf(locale) === 'rtl', locale };
  const { at, code, factValue } = formatterOf(locale, m);
  const status = (value: ComplianceStatus) => m.statuses[value];
  return (
    <PageFrame
      ctx={ctx}
      title={m.title}
      subtitle={fill(m.subtitle, { number: report.saleNumber, date: at(report.generatedAt) })}
      brokerageName={header.brokerageName}
      oriasLine={fill(common.orias, { number: header.oriasNumber })}
      pageLabel={(page, total) => fill(common.page, { page, total })}
    >
      <Paragraph ctx={ctx}>{m.intro}</Paragraph>
      <Fields ctx={ctx} rows={[[m.overall, status(report.overall)]]} />
      {report.rules.map((rule) => (
        <Section key={rule.rule} ctx={ctx} title={`${m.rules[rule.rule]} · ${status(rule.status)}`}>
          <Fields ctx={ctx} rows={rule.facts.map((item) => [m.facts[item.key], factValue(item)])} />
          {rule.attempts.map((attempt) => (
            <Paragraph key={attempt.id} ctx={ctx} muted>
              {fill(m.attemptLine, {
                at: at(attempt.at),
                outcome: code(attempt.outcome),
                agent: attempt.agentName ?? m.none,
                status: attempt.reason
                  ? `${status(attempt.status)} (${code(attempt.reason)})`
                  : status(attempt.status),
              })}
            </Paragraph>
          ))}
        </Section>
      ))}
    </PageFrame>
  );
};

/** The report as a PDF in `locale`, fonts embedded; `header` names the brokerage (the parameters'). */
export const renderComplianceDocument = async (
  report: ComplianceReport,
  locale: Locale,
  header: DocumentHeader = {},
): Promise<Uint8Array> => {
  return renderPdf(<ComplianceDocument report={report} locale={locale} header={documentHeader(header)} />);
};
