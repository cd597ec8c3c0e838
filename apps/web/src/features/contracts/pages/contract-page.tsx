import { hasPermission } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { useContract } from '@/features/contracts/api/get-contract';
import { ContractActions } from '@/features/contracts/components/contract-actions';
import { ContractDetails } from '@/features/contracts/components/contract-details';
import { ContractDocuments } from '@/features/contracts/components/contract-documents';
import { ContractStatusBadge } from '@/features/contracts/components/contract-status-badge';
import { AUDIT_READ_PERMISSION, RecordHistory } from '@/lib/audit-log/components/record-history';
import { formatDateTime } from '@/lib/date-format';
import { localizePath } from '@/lib/locale';
import { useAuth } from '@/lib/session/auth-provider';
import { RecordPage } from '@/ui/record-page';
import { useLocale } from '@/ui/use-locale';

const isContractId = (id: string | undefined): id is string => z.uuid().safeParse(id).success;

/**
 * /contrats/{id} (issue 11): every field of the contract, its documents, its history, and the ends an active
 * contract may have (withdrawal within 14 days, cancellation, termination). Outside the scope: "not found".
 */
export const ContractPage = () => {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const locale = useLocale();
  const { user } = useAuth();
  const validId = isContractId(id);
  const query = useContract(validId ? id : undefined);

  return (
    <RecordPage
      backTo={localizePath('/contrats', locale)}
      backLabel={t('contracts:actions.back')}
      notFoundLabel={t('contracts:notFound')}
      loadingLabel={t('contracts:loading')}
      validId={validId}
      query={query}
    >
      {(contract) => {
        return (
          <>
            <header className="mb-4 flex flex-col gap-3 md:mb-6">
              <div className="flex flex-wrap items-center gap-3">
                <h1 className="text-xl font-semibold text-slate-900 md:text-2xl dark:text-slate-100">
                  {t('contracts:number', { number: contract.number })}
                </h1>
                <ContractStatusBadge status={contract.status} />
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {t('contracts:statusSince', {
                    date: formatDateTime(contract.statusChangedAt, i18n.language),
                  })}
                </span>
              </div>
              <ContractActions contract={contract} />
            </header>
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <ContractDetails contract={contract} />
              <ContractDocuments documents={contract.documents} />
              {hasPermission(user, AUDIT_READ_PERMISSION) && (
                <div className="min-w-0 rounded-lg border border-slate-200 bg-white px-4 pb-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                  <RecordHistory entity="contract" entityId={contract.id} />
                </div>
              )}
            </div>
          </>
        );
      }}
    </RecordPage>
  );
};
