import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '@/features/admin/api/get-system-info';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { LoadFailed, LoadingLine } from '@/ui/load-state';
import { SectionCard } from '@/ui/section-card';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
    <dd className="mt-0.5 break-words text-sm text-slate-900 dark:text-slate-100">{children}</dd>
  </div>
);

/** System: the version running, its database driver and the database's health, measured on each refresh. */
export const SystemPanel = () => {
  const { t, i18n } = useTranslation();
  const system = useSystemInfo();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const data = system.data;

  return (
    <SectionCard
      id="admin-system"
      title={t('admin:system.title')}
      action={
        <Button
          type="button"
          variant="outline"
          size="sm"
          icon={<RefreshCw className="size-4" />}
          loading={system.isFetching}
          onClick={() => void system.refetch()}
        >
          {t('admin:system.refresh')}
        </Button>
      }
    >
      {system.isPending ? (
        <LoadingLine>{t('admin:loading')}</LoadingLine>
      ) : system.isError ? (
        <LoadFailed message={apiErrorMessage(t, system.error)} onRetry={() => void system.refetch()} />
      ) : data ? (
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Item label={t('admin:system.version')}>
            <span dir="ltr">{data.version}</span>
          </Item>
          <Item label={t('admin:system.driver')}>{t(`admin:system.drivers.${data.driver}`)}</Item>
          <Item label={t('admin:system.database')}>
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone={data.database.status === 'up' ? 'success' : 'danger'}>
                {t(`admin:system.status.${data.database.status}`)}
              </Badge>
              {data.database.latencyMs !== null && (
                <span>{t('admin:system.latency', { ms: number.format(data.database.latencyMs) })}</span>
              )}
            </span>
          </Item>
          <Item label={t('admin:system.node')}>
            <span dir="ltr">{data.nodeVersion}</span>
          </Item>
          <Item label={t('admin:system.uptime')}>
            {t('admin:system.uptimeHours', { hours: number.format(data.uptimeSeconds / 3_600) })}
          </Item>
          <Item label={t('admin:system.checkedAt')}>
            <time dateTime={data.checkedAt}>
              {new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(
                new Date(data.checkedAt),
              )}
            </time>
          </Item>
        </dl>
      ) : null}
    </SectionCard>
  );
};
