import { hasPermission, retentionRulesSchema } from '@brokerage/shared';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useRetentionRuns } from '@/features/parameters/api/parameters-api';
import { NumberFieldsRow } from '@/features/parameters/components/number-fields-row';
import { formatDateTime } from '@/lib/date-format';
import { useAuth } from '@/lib/session/auth-provider';
import { CompactTable, compactCell } from '@/ui/compact-table';
import { LoadingLine } from '@/ui/load-state';
import { ScrollRegion } from '@/ui/scroll-region';
import { SectionCard } from '@/ui/section-card';

/** The last runs of the daily retention job, for those who may read the administration. */
const RetentionRuns = () => {
  const { t, i18n } = useTranslation();
  const runs = useRetentionRuns(true);
  if (runs.isPending) return <LoadingLine>{t('parameters:runs.loading')}</LoadingLine>;
  if (runs.isError)
    return <p className="text-sm text-red-700 dark:text-red-300">{t('parameters:runs.failed')}</p>;
  if (runs.data.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('parameters:runs.empty')}</p>;
  }
  return (
    <ScrollRegion label={t('parameters:runs.title')}>
      <CompactTable
        caption={t('parameters:runs.title')}
        columns={[
          { key: 'ranAt', header: t('parameters:runs.ranAt'), nowrap: true },
          { key: 'recordings', header: t('parameters:runs.recordings'), align: 'end' },
          { key: 'prospects', header: t('parameters:runs.prospects'), align: 'end' },
        ]}
      >
        {runs.data.map((run) => (
          <tr key={run.id} className="border-t border-slate-200 dark:border-slate-800">
            <td className={clsx(compactCell({ nowrap: true }))}>
              {formatDateTime(run.ranAt, i18n.language)}
            </td>
            <td className={compactCell({ align: 'end' })}>{run.recordingsDeleted}</td>
            <td className={compactCell({ align: 'end' })}>{run.prospectsPurged}</td>
          </tr>
        ))}
      </CompactTable>
    </ScrollRegion>
  );
};

/** How long recordings and prospects are kept, and what the retention job deleted lately. */
export const RetentionSection = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <SectionCard id="parameters-retention" title={t('parameters:sections.retention')}>
      <div className="flex flex-col gap-5">
        <NumberFieldsRow
          group="retention"
          schema={retentionRulesSchema}
          fields={[
            'recordingMonthsAfterSignature',
            'recordingMonthsWithoutSignature',
            'prospectMonthsWithoutContact',
          ]}
        />
        {hasPermission(user, 'AdminModule:admin:read') && (
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('parameters:runs.title')}
            </h3>
            <RetentionRuns />
          </div>
        )}
      </div>
    </SectionCard>
  );
};
