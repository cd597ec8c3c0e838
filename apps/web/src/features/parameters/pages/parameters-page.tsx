import { hasPermission } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useParameters } from '@/features/parameters/api/parameters-api';
import { ParametersForm } from '@/features/parameters/components/parameters-form';
import { formatDateTime } from '@/lib/date-format';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { LoadFailed, LoadingLine } from '@/ui/load-state';
import { PageHeader } from '@/ui/page-header';

/**
 * /parameters: the brokerage's parameters (legal identity, SEPA creditor, calling hours, quality checklist,
 * retention, signing delay, page size, senders). Those who may only read see the form disabled.
 */
export const ParametersPage = () => {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const parameters = useParameters();
  const updatedAt = parameters.data?.updatedAt;
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader
        title={t('parameters:title')}
        description={
          updatedAt
            ? t('parameters:savedAt', { date: formatDateTime(updatedAt, i18n.language) })
            : t('parameters:description')
        }
      />
      {parameters.isPending ? (
        <LoadingLine>{t('parameters:loading')}</LoadingLine>
      ) : parameters.isError ? (
        <LoadFailed message={apiErrorMessage(t, parameters.error)} onRetry={() => parameters.refetch()} />
      ) : (
        <ParametersForm
          key={parameters.data.version}
          set={parameters.data}
          canUpdate={hasPermission(user, 'ParametersModule:parameters:update')}
        />
      )}
    </div>
  );
};
