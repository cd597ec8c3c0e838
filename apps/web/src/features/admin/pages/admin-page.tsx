import { hasPermission, type PermissionKey } from '@brokerage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditTrailPanel } from '@/features/admin/components/audit-trail-panel';
import { CleanupsPanel } from '@/features/admin/components/cleanups-panel';
import { JobsPanel } from '@/features/admin/components/jobs-panel';
import { SessionsPanel } from '@/features/admin/components/sessions-panel';
import { SystemPanel } from '@/features/admin/components/system-panel';
import { useAuth } from '@/lib/session/auth-provider';
import { ListTabs } from '@/ui/list-page/list-tabs';
import { PageHeader } from '@/ui/page-header';
import { PermissionDenied } from '@/ui/permission-denied';

const TABS = [
  { id: 'system', permission: 'AdminModule:admin:read', panel: <SystemPanel /> },
  { id: 'jobs', permission: 'AdminModule:jobs:read', panel: <JobsPanel /> },
  { id: 'sessions', permission: 'AdminModule:sessions:read', panel: <SessionsPanel /> },
  { id: 'audit', permission: 'AdminModule:audit-log:read', panel: <AuditTrailPanel /> },
  { id: 'cleanups', permission: 'AdminModule:admin:read', panel: <CleanupsPanel /> },
] as const satisfies readonly { id: string; permission: PermissionKey; panel: ReactNode }[];

type TabId = (typeof TABS)[number]['id'];

/**
 * /admin (issue 12): the console, one tab per concern — System, Jobs, Sessions, Audit trail, Cleanup — each
 * shown to those who hold its key. The tab is in the URL (`?tab=jobs`); changing it drops the previous tab's
 * list state, since each tab's list keeps its page, search and filters in the URL too.
 */
export const AdminPage = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = TABS.filter((tab) => hasPermission(user, tab.permission));
  const asked = searchParams.get('tab');
  const current = tabs.find((tab) => tab.id === asked) ?? tabs[0];

  return (
    <div className="mx-auto flex max-w-7xl flex-col">
      <PageHeader title={t('admin:title')} description={t('admin:description')} />
      {current ? (
        <>
          <ListTabs<TabId>
            label={t('admin:tabsLabel')}
            controls="admin-panel"
            value={current.id}
            onChange={(id) => setSearchParams({ tab: id })}
            tabs={tabs.map((tab) => ({ id: tab.id, label: t(`admin:tabs.${tab.id}`) }))}
          />
          <div id="admin-panel" role="tabpanel" aria-label={t(`admin:tabs.${current.id}`)}>
            {current.panel}
          </div>
        </>
      ) : (
        <PermissionDenied path="/api/admin" />
      )}
    </div>
  );
};
