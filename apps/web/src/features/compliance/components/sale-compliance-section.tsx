import { isLocale, type Sale } from '@brokerage/shared';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { compliancePdfUrl, useSaleCompliance } from '@/features/compliance/api/get-compliance';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { LoadFailed, LoadingLine } from '@/ui/load-state';
import { SectionCard } from '@/ui/section-card';
import { ComplianceRuleItem, ComplianceStatusBadge } from './compliance-rule-item';

/**
 * The sale page's compliance report (issue 11): each phone-selling rule with a met / not met badge and its
 * evidence, the overall result, and the same report as a PDF in the reader's language.
 */
export const SaleComplianceSection = ({ sale }: { sale: Sale }) => {
  const { t, i18n } = useTranslation();
  const report = useSaleCompliance(sale.id);
  const locale = isLocale(i18n.language) ? i18n.language : 'en';

  const action = (
    <a
      href={compliancePdfUrl(sale.id, locale)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('compliance:openPdfLabel')}
      className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
    >
      {t('compliance:openPdf')}
      <ExternalLink aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
    </a>
  );

  const body = (() => {
    if (report.error)
      return <LoadFailed message={apiErrorMessage(t, report.error)} onRetry={() => void report.refetch()} />;
    if (!report.data) return <LoadingLine>{t('compliance:loading')}</LoadingLine>;
    return (
      <>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('compliance:intro')}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900 dark:text-slate-100">
          {t('compliance:overall')}
          <ComplianceStatusBadge status={report.data.overall} />
        </div>
        <ul className="mt-2 flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
          {report.data.rules.map((result) => (
            <ComplianceRuleItem key={result.rule} result={result} />
          ))}
        </ul>
      </>
    );
  })();

  return (
    <SectionCard id="sale-compliance" title={t('compliance:title')} action={action}>
      {body}
    </SectionCard>
  );
};
