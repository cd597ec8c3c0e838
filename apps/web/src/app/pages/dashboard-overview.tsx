import type { CurrentUser } from '@brokerage/shared';
import { ArrowRight, LayoutGrid } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavGroup } from '@/app/shell/navigation';
import { localizePath } from '@/lib/locale';
import { useLocale } from '@/ui/use-locale';

export interface DashboardOverviewProps {
  user: Pick<CurrentUser, 'firstName' | 'role' | 'company' | 'team'>;
  /** The navigation the user may see; the dashboard itself is left out of the shortcuts. */
  groups: readonly NavGroup[];
  /** This month's figures, between the greeting and the shortcuts; absent for users who may not read sales. */
  figures?: ReactNode;
}

export const DashboardOverview = ({ user, groups, figures }: DashboardOverviewProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const shortcuts = groups.flatMap((group) =>
    group.items.filter((item) => item.path !== '/').map((item) => ({ item, groupId: group.id })),
  );
  const facts = [
    { id: 'role', value: user.role.name },
    { id: 'company', value: user.company?.name },
    { id: 'team', value: user.team?.name },
  ] as const;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <section aria-labelledby="dashboard-greeting" className="flex flex-col gap-4">
        <h1 id="dashboard-greeting" className="text-2xl font-semibold text-slate-900 dark:text-slate-50">
          {t('dashboard:greeting', { name: user.firstName })}
        </h1>
        <dl className="grid gap-3 sm:grid-cols-3">
          {facts.map(({ id, value }) => (
            <div
              key={id}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <dt className="text-sm text-slate-500 dark:text-slate-400">{t(`dashboard:profile.${id}`)}</dt>
              <dd className="mt-1 truncate font-medium text-slate-900 dark:text-slate-100">
                {value ?? t('dashboard:profile.none')}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {figures}

      <section aria-labelledby="dashboard-shortcuts" className="flex flex-col gap-3">
        <h2 id="dashboard-shortcuts" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {t('dashboard:shortcuts.title')}
        </h2>
        {shortcuts.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900">
            <LayoutGrid aria-hidden="true" className="size-8 text-slate-400" />
            <p className="font-medium text-slate-800 dark:text-slate-200">
              {t('dashboard:shortcuts.emptyTitle')}
            </p>
            <p className="max-w-md text-sm text-slate-500 dark:text-slate-400">
              {t('dashboard:shortcuts.emptyBody')}
            </p>
          </div>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shortcuts.map(({ item, groupId }) => (
              <li key={item.path}>
                <Link
                  to={localizePath(item.path, locale)}
                  className="group flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 transition-colors hover:border-blue-400 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-blue-500"
                >
                  <item.icon
                    aria-hidden="true"
                    className="size-6 shrink-0 text-blue-600 dark:text-blue-400"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900 dark:text-slate-100">
                      {t(`layout:nav.items.${item.id}`)}
                    </span>
                    <span className="block truncate text-sm text-slate-500 dark:text-slate-400">
                      {t(`layout:nav.groups.${groupId}`)}
                    </span>
                  </span>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-slate-400 rtl:-scale-x-100"
                  />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
