import type { ComplianceFact, ComplianceRuleResult, ComplianceStatus } from '@brokerage/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date-format';
import { Badge, type BadgeTone } from '@/ui/badge';

const TONE: Record<ComplianceStatus, BadgeTone> = {
  met: 'success',
  not_met: 'danger',
  pending: 'warning',
  not_applicable: 'neutral',
};

export const ComplianceStatusBadge = ({ status }: { status: ComplianceStatus }) => {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{t(`compliance:statuses.${status}`)}</Badge>;
};

const codeText = (t: TFunction, code: string) => t(`compliance:codes.${code}`, { defaultValue: code });

/** A fact's value as a reader expects it: times in their language, codes translated, numbers as numbers. */
const factText = (t: TFunction, language: string, { format, value }: ComplianceFact): string => {
  if (value === null || (Array.isArray(value) && value.length === 0)) return t('compliance:none');
  if (Array.isArray(value)) return value.map((code) => codeText(t, code)).join(', ');
  if (typeof value === 'boolean') return t(value ? 'compliance:yes' : 'compliance:no');
  if (format === 'datetime') return formatDateTime(String(value), language);
  if (format === 'hours')
    return t('compliance:hours', { hours: new Intl.NumberFormat(language).format(Number(value)) });
  if (format === 'code') return codeText(t, String(value));
  if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  return value;
};

/** One rule of the report: its name and status, the facts it was judged on, and the attempts it judged. */
export const ComplianceRuleItem = ({ result }: { result: ComplianceRuleResult }) => {
  const { t, i18n } = useTranslation();
  const name = t(`compliance:rules.${result.rule}`);
  return (
    <li
      className="flex flex-col gap-2 py-3"
      aria-label={t('compliance:ruleStatus', {
        rule: name,
        status: t(`compliance:statuses.${result.status}`),
      })}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-900 dark:text-slate-100">{name}</span>
        <ComplianceStatusBadge status={result.status} />
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {result.facts.map((item) => (
          <div key={item.key} className="flex min-w-0 flex-wrap gap-x-2">
            <dt className="text-slate-500 dark:text-slate-400">{t(`compliance:facts.${item.key}`)}</dt>
            <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100" dir="auto">
              {factText(t, i18n.language, item)}
            </dd>
          </div>
        ))}
      </dl>
      {result.attempts.length > 0 && (
        <ul aria-label={t('compliance:attempts')} className="flex flex-col gap-1 ps-3">
          {result.attempts.map((attempt) => (
            <li
              key={attempt.id}
              className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400"
            >
              <span>{formatDateTime(attempt.at, i18n.language)}</span>
              <span>{codeText(t, attempt.outcome)}</span>
              {attempt.agentName && <span>{attempt.agentName}</span>}
              <ComplianceStatusBadge status={attempt.status} />
              {attempt.reason && <span>{codeText(t, attempt.reason)}</span>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
};
