import { formatPhone } from '@brokerage/shared';
import { ChevronLeft, ChevronRight, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_USERS_PAGE_SIZE, useRoleUsers } from '@/features/roles/api/get-role-users';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { Avatar } from '@/ui/avatar';
import { Spinner } from '@/ui/spinner';

/** GET /roles/{id}/users: who holds the role, ten at a time. */
export const RoleUsers = ({ roleId }: { roleId: string }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const users = useRoleUsers(roleId, page);
  const total = users.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ROLE_USERS_PAGE_SIZE));

  return (
    <section
      aria-labelledby={`role-users-${roleId}`}
      className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h3
        id={`role-users-${roleId}`}
        className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-slate-100"
      >
        <Users aria-hidden="true" className="size-4" />
        {t('roles:users.title', { count: total })}
      </h3>
      {users.isPending ? (
        <Spinner size="sm" label={t('common:loading')} />
      ) : users.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {apiErrorMessage(t, users.error)}
        </p>
      ) : users.data.data.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('roles:users.none')}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {users.data.data.map((user) => (
              <li key={user.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                <Avatar src={user.photoURL} text={user.name} alt="" size="xs" />
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900 dark:text-slate-100">
                  {user.name}
                </span>
                <span dir="ltr" className="text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
                  {formatPhone(user.phone)}
                </span>
              </li>
            ))}
          </ul>
          {pageCount > 1 && (
            <div className="mt-2 flex items-center justify-end gap-2 text-xs text-slate-500">
              <button
                type="button"
                className="inline-flex size-7 items-center justify-center rounded hover:bg-slate-100 disabled:opacity-40 dark:hover:bg-slate-800"
                onClick={() => setPage(page - 1)}
                disabled={page <= 1}
                aria-label={t('ui:dataTable.previous')}
              >
                <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
              </button>
              <span>{t('roles:users.page', { page, pageCount })}</span>
              <button
                type="button"
                className="inline-flex size-7 items-center justify-center rounded hover:bg-slate-100 disabled:opacity-40 dark:hover:bg-slate-800"
                onClick={() => setPage(page + 1)}
                disabled={page >= pageCount}
                aria-label={t('ui:dataTable.next')}
              >
                <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
};
