import { formatPhone, type QcSaleDetail } from '@brokerage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay, formatEuros, personName } from '@/lib/date-format';
import { SectionCard } from '@/ui/section-card';
import { formatWaiting } from './waiting-time';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="contents">
    <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
    <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">
      {children ?? <span className="text-slate-400 italic dark:text-slate-500">—</span>}
    </dd>
  </div>
);

/** What the reviewer checks the call against: who sold what to whom, when the call and the signature were. */
export const ReviewSummary = ({ detail }: { detail: QcSaleDetail }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { sale } = detail;
  const when = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatDateTime(iso, language)}</time> : null;
  return (
    <SectionCard id="qc-summary" title={t('quality-control:summary.title')}>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
        <Row label={t('quality-control:columns.agent')}>
          {personName(sale.agent) && <bdi>{personName(sale.agent)}</bdi>}
        </Row>
        <Row label={t('quality-control:columns.team')}>{sale.team?.name}</Row>
        <Row label={t('quality-control:columns.customer')}>
          {sale.customer && (
            <span className="flex flex-col">
              <bdi>{personName(sale.customer)}</bdi>
              {sale.customer.phone && (
                <span dir="ltr" className="text-xs text-slate-500 rtl:text-end dark:text-slate-400">
                  {formatPhone(sale.customer.phone)}
                </span>
              )}
            </span>
          )}
        </Row>
        <Row label={t('quality-control:columns.product')}>{sale.productName ?? sale.gammeCode}</Row>
        <Row label={t('quality-control:columns.premium')}>
          {sale.monthlyPremiumCents === null ? null : formatEuros(sale.monthlyPremiumCents, language)}
        </Row>
        <Row label={t('quality-control:summary.insured')}>{String(sale.insuredCount)}</Row>
        <Row label={t('quality-control:summary.effectiveDate')}>
          {sale.effectiveDate ? formatDay(sale.effectiveDate, language) : null}
        </Row>
        <Row label={t('quality-control:summary.consent')}>{when(sale.callConsentAt)}</Row>
        <Row label={t('quality-control:summary.recordingAnnounced')}>{when(sale.recordingAnnouncedAt)}</Row>
        <Row label={t('quality-control:summary.callEnded')}>{when(sale.callEndedAt)}</Row>
        <Row label={t('quality-control:summary.signedAt')}>{when(sale.signedAt)}</Row>
        <Row label={t('quality-control:columns.waiting')}>{formatWaiting(sale.waitingSeconds, language)}</Row>
      </dl>
    </SectionCard>
  );
};
