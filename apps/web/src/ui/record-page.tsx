import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { LoadFailed } from '@/ui/load-state';
import { isForbidden, PermissionDenied } from '@/ui/permission-denied';
import { Spinner } from '@/ui/spinner';

export interface RecordPageProps<T> {
  /** The list the back link returns to, already localized. */
  backTo: string;
  backLabel: string;
  /** Shown for a malformed id and for a 404 (a record outside the reader's scope reads as missing). */
  notFoundLabel: string;
  loadingLabel: string;
  /** False when the URL's id is not even well-formed: "not found" without asking the server. */
  validId: boolean;
  query: { data: T | undefined; error: unknown; refetch: () => unknown };
  children: (record: T) => ReactNode;
}

/**
 * The frame of a record's own page (a sale, a contract, a review): the back link, then "not found",
 * "permission denied", "could not load" with a retry, a spinner, or the record once it is there.
 */
export const RecordPage = <T,>({
  backTo,
  backLabel,
  notFoundLabel,
  loadingLabel,
  validId,
  query,
  children,
}: RecordPageProps<T>) => {
  const { t } = useTranslation();
  const { data, error } = query;
  const notFound = !validId || (error instanceof ApiError && error.status === 404);
  return (
    <div className="mx-auto flex max-w-7xl flex-col">
      <Link
        to={backTo}
        className="mb-3 inline-flex items-center gap-1.5 self-start text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-400 dark:hover:text-slate-100"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {backLabel}
      </Link>
      {notFound ? (
        <p role="alert" className="py-12 text-center text-slate-600 dark:text-slate-400">
          {notFoundLabel}
        </p>
      ) : isForbidden(error) ? (
        <PermissionDenied message={error.message} path={error.path} />
      ) : error ? (
        <LoadFailed
          className="py-12"
          message={apiErrorMessage(t, error)}
          onRetry={() => void query.refetch()}
        />
      ) : data === undefined ? (
        <div className="flex justify-center py-16 text-blue-600 dark:text-blue-400">
          <Spinner size="lg" label={loadingLabel} />
        </div>
      ) : (
        children(data)
      )}
    </div>
  );
};
