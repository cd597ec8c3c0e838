import { hasPermission } from '@brokerage/shared';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { useContract } from '@/features/contracts/api/get-contract';
import { ContractActions } from '@/features/contracts/components/contract-actions';
import { ContractDetails } from '@/features/contracts/components/contract-details';
import { ContractDocuments } from '@/features/contracts/components/contract-documents';
import { ContractStatusBadge } from '@/features/contracts/components/contract-status-badge';
import { ApiError } from '@/lib/api-client';
import { AUDIT_READ_PERMISSION, RecordHistory } from '@/lib/audit-log/components/record-history';
import { formatDateTime } from '@/lib/date-format';
import { localizePath } from '@/lib/locale';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { LoadFailed } from '@/ui/load-state';
import { isForbidden, PermissionDenied } from '@/ui/permission-denied';
import { Spinner } from '@/ui/spinner';
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
  const contract = query.data;

  const frame = (body: ReactNode) => (
    <div className="mx-auto flex max-w-7xl flex-col">
      <Link
        to={localizePath('/contrats', locale)}
        className="mb-3 inline-flex items-center gap-1.5 text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-400 dark:hover:text-slate-100"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('contracts:actions.back')}
      </Link>
      {body}
    </div>
  );

  if (!validId || (query.error instanceof ApiError && query.error.status === 404)) {
    return frame(
      <p role="alert" className="py-12 text-center text-slate-600 dark:text-slate-400">
        {t('contracts:notFound')}
      </p>,
    );
  }
  if (isForbidden(query.error))
    return frame(<PermissionDenied message={query.error.message} path={query.error.path} />);
  if (query.error)
    return frame(
      <LoadFailed
        className="py-12"
        message={apiErrorMessage(t, query.error)}
        onRetry={() => void query.refetch()}
      />,
    );
  if (!contract)
    return frame(
      <div className="flex justify-center py-16 text-blue-600 dark:text-blue-400">
        <Spinner size="lg" label={t('contracts:loading')} />
      </div>,
    );

  return frame(
    <>
      <header className="mb-4 flex flex-col gap-3 md:mb-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-xl font-semibold text-slate-900 md:text-2xl dark:text-slate-100">
            {t('contracts:number', { number: contract.number })}
          </h1>
          <ContractStatusBadge status={contract.status} />
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {t('contracts:statusSince', { date: formatDateTime(contract.statusChangedAt, i18n.language) })}
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
    </>,
  );
};
