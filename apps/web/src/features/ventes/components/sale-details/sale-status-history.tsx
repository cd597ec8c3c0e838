import { hasPermission, type Sale, type SaleStatus, saleStatusSchema } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { actorLabel } from '@/lib/audit-log/actor-label';
import { useRecordHistory } from '@/lib/audit-log/api/get-record-history';
import { AUDIT_READ_PERMISSION, LoadMoreHistory } from '@/lib/audit-log/components/record-history';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { Spinner } from '@/ui/spinner';
import { formatDateTime } from '../sale-format';
import { SaleStatusBadge } from '../sale-status-badge';
import { SaleSection } from './sale-section';

interface StatusStep {
  id: string;
  at: string;
  actor: string;
  status: SaleStatus;
}

const statusOf = (value: unknown): SaleStatus | null => {
  const parsed = saleStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * The sale's statuses over time, read from its audit trail (entity `sale`): its creation and each entry that
 * changed `status`, newest first. The audit log is for those who may read it; others see the current status
 * and since when (the page's header).
 */
export const SaleStatusHistory = ({ sale }: { sale: Sale }) => {
  const { user } = useAuth();
  if (!hasPermission(user, AUDIT_READ_PERMISSION)) return null;
  return <StatusHistoryList sale={sale} />;
};

const StatusHistoryList = ({ sale }: { sale: Sale }) => {
  const { t, i18n } = useTranslation();
  const history = useRecordHistory('sale', sale.id);
  const steps: StatusStep[] = (history.data?.pages.flatMap((page) => page.data) ?? []).flatMap((entry) => {
    const change = entry.changes.status;
    const status = statusOf(change ? change.after : entry.action === 'create' ? 'draft' : null);
    return status ? [{ id: entry.id, at: entry.at, actor: actorLabel(entry, t), status }] : [];
  });

  return (
    <SaleSection id="sale-history" title={t('entities/ventes:sections.history')}>
      {history.isPending ? (
        <Spinner size="sm" label={t('audit:loading')} />
      ) : history.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {apiErrorMessage(t, history.error)}
        </p>
      ) : steps.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('entities/ventes:history.none')}</p>
      ) : (
        <ol className="flex flex-col gap-3 border-s-2 border-slate-200 ps-4 dark:border-slate-700">
          {steps.map((step) => (
            <li key={step.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <SaleStatusBadge status={step.status} />
              <time dateTime={step.at} className="text-slate-600 dark:text-slate-400">
                {formatDateTime(step.at, i18n.language)}
              </time>
              <span className="text-slate-600 dark:text-slate-400">
                {t('entities/ventes:history.by', { name: step.actor })}
              </span>
            </li>
          ))}
        </ol>
      )}
      <LoadMoreHistory history={history} />
    </SaleSection>
  );
};
