import type { ModuleInfo } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { actionOf, moduleKeys, stateOf, toggle } from '@/features/roles/components/permission-matrix.rules';
import { PermissionToggle } from '@/features/roles/components/permission-toggle';
import { i18next } from '@/lib/i18n';
import { Badge } from '@/ui/badge';

export interface PermissionMatrixProps {
  modules: readonly ModuleInfo[];
  granted: ReadonlySet<string>;
  onChange: (granted: Set<string>) => void;
  readOnly?: boolean;
}

const labelOr = (key: string, fallback: string) => (i18next.exists(key) ? i18next.t(key) : fallback);

/**
 * The permission editor of a role, built from GET /api/modules: module → controller → action checkboxes, where
 * the module and controller toggles are tri-state (all, some, none) and set all their actions at once.
 */
export const PermissionMatrix = ({ modules, granted, onChange, readOnly = false }: PermissionMatrixProps) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      {modules.map((module) => {
        const keys = moduleKeys(module);
        const moduleLabel = labelOr(`roles:modules.${module.name}`, module.name);
        return (
          <fieldset
            key={module.name}
            className="rounded-md border border-slate-200 p-3 dark:border-slate-800"
          >
            <legend className="sr-only">{moduleLabel}</legend>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <PermissionToggle
                state={stateOf(keys, granted)}
                onToggle={() => onChange(toggle(granted, keys))}
                label={moduleLabel}
                disabled={readOnly}
                strong
              />
              <span className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                {!module.enabled && <Badge tone="neutral">{t('roles:matrix.moduleOff')}</Badge>}
                {t('roles:matrix.count', {
                  granted: keys.filter((key) => granted.has(key)).length,
                  total: keys.length,
                })}
              </span>
            </div>
            <div className="mt-2 flex flex-col gap-2 ps-6">
              {module.controllers.map((controller) => {
                const controllerLabel = labelOr(`roles:controllers.${controller.name}`, controller.name);
                return (
                  <div
                    key={controller.name}
                    className="flex flex-col gap-1.5 sm:flex-row sm:items-start sm:gap-4"
                  >
                    <div className="sm:w-44 sm:shrink-0">
                      <PermissionToggle
                        state={stateOf(controller.actions, granted)}
                        onToggle={() => onChange(toggle(granted, controller.actions))}
                        label={controllerLabel}
                        accessibleName={t('roles:matrix.controllerLabel', {
                          module: moduleLabel,
                          controller: controllerLabel,
                        })}
                        disabled={readOnly}
                      />
                    </div>
                    <div className="flex flex-wrap gap-x-4 gap-y-1.5 ps-6 sm:ps-0">
                      {controller.actions.map((key) => (
                        <span key={key} title={key}>
                          <PermissionToggle
                            state={granted.has(key) ? 'checked' : 'unchecked'}
                            onToggle={() => onChange(toggle(granted, [key]))}
                            label={labelOr(`roles:permissionActions.${actionOf(key)}`, actionOf(key))}
                            accessibleName={t('roles:matrix.actionLabel', {
                              controller: controllerLabel,
                              action: labelOr(`roles:permissionActions.${actionOf(key)}`, actionOf(key)),
                            })}
                            disabled={readOnly}
                          />
                        </span>
                      ))}
                    </div>
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
};
