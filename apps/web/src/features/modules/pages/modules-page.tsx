import { isRoot, type ModuleInfo } from '@brokerage/shared';
import { Info } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModules } from '@/features/modules/api/get-modules';
import { useUpdateModule } from '@/features/modules/api/update-module';
import { i18next } from '@/lib/i18n';
import { apiErrorMessage, toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { Badge } from '@/ui/badge';
import { useConfirm } from '@/ui/confirm-dialog';
import { ListPage } from '@/ui/list-page/list-page';
import { LoadFailed } from '@/ui/load-state';
import { Switch } from '@/ui/switch';

const moduleLabel = (name: string) =>
  i18next.exists(`roles:modules.${name}`) ? i18next.t(`roles:modules.${name}`) : name;

interface ModuleCardProps {
  module: ModuleInfo;
  canSwitch: boolean;
  onSwitch: (enabled: boolean) => void;
}

/** One module: its name and code, its state, the controllers it groups and its switch. */
const ModuleCard = ({ module, canSwitch, onSwitch }: ModuleCardProps) => {
  const { t } = useTranslation();
  const label = moduleLabel(module.name);
  const labelId = `module-${module.name}`;
  return (
    <li className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={labelId} className="font-medium text-slate-900 dark:text-slate-100">
            {label}
          </h2>
          <Badge tone={module.enabled ? 'success' : 'neutral'}>
            {module.enabled ? t('modules:state.on') : t('modules:state.off')}
          </Badge>
        </div>
        <p className="mt-0.5 font-mono text-xs text-slate-500 dark:text-slate-400" dir="ltr">
          {module.name}
        </p>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('modules:controllers', {
            list: module.controllers
              .map((controller) =>
                i18next.exists(`roles:controllers.${controller.name}`)
                  ? i18next.t(`roles:controllers.${controller.name}`)
                  : controller.name,
              )
              .join(', '),
          })}
        </p>
      </div>
      <Switch
        checked={module.enabled}
        aria-labelledby={labelId}
        disabled={!canSwitch}
        onCheckedChange={onSwitch}
      />
    </li>
  );
};

/**
 * /modules: the modules of the application and their switches. Only root switches a module (the server refuses
 * anyone else); a module switched off leaves the sidebar of every non-root user at once.
 */
export const ModulesPage = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const root = isRoot(user);
  const modules = useModules();
  const update = useUpdateModule();
  const { confirm, confirmDialog } = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);

  const setEnabled = async (module: ModuleInfo, enabled: boolean) => {
    const label = moduleLabel(module.name);
    if (!enabled) {
      const sure = await confirm({
        title: t('modules:disable.title', { name: label }),
        description: t('modules:disable.description'),
        confirmLabel: t('modules:disable.confirm'),
        danger: true,
      });
      if (!sure) return;
    }
    setBusy(module.name);
    try {
      await update.mutateAsync({ name: module.name, enabled });
      toastSuccess(t(enabled ? 'modules:toast.enabled' : 'modules:toast.disabled', { name: label }));
    } catch (error) {
      toastApiError(t, error);
    } finally {
      setBusy(null);
    }
  };

  let content: ReactNode;
  if (modules.isPending) {
    content = (
      <ul className="grid gap-3 md:grid-cols-2" aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index} className="h-20 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
        ))}
      </ul>
    );
  } else if (modules.isError) {
    // A 403 is shown by ListPage instead of the whole page.
    content = (
      <LoadFailed
        className="justify-center py-8"
        message={apiErrorMessage(t, modules.error)}
        onRetry={() => void modules.refetch()}
      />
    );
  } else {
    content = (
      <ul className="grid gap-3 md:grid-cols-2">
        {modules.data.modules.map((module) => (
          <ModuleCard
            key={module.name}
            module={module}
            canSwitch={root && busy !== module.name}
            onSwitch={(next) => void setEnabled(module, next)}
          />
        ))}
      </ul>
    );
  }

  return (
    <ListPage title={t('modules:title')} description={t('modules:description')} error={modules.error}>
      {!root && (
        <p className="mb-4 flex items-start gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('modules:rootOnly')}
        </p>
      )}
      {content}
      {confirmDialog}
    </ListPage>
  );
};
