import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PermissionGroup } from '@/features/api-keys/components/grantable-permissions';
import { useFieldError } from '@/ui/form/field';

/** "Sales · Read" for `VenteModule:ventes:read`, in the role editor's words. */
export const usePermissionLabel = () => {
  const { t } = useTranslation();
  return (key: string) => {
    const [, controller = '', action = ''] = key.split(':');
    return `${t(`roles:controllers.${controller}`)} · ${t(`roles:permissionActions.${action}`)}`;
  };
};

export interface PermissionPickerProps {
  name: string;
  legend: string;
  hint: string;
  groups: PermissionGroup[];
}

/** One checkbox per permission the user may grant, grouped by module; the value is the list of keys ticked. */
export const PermissionPicker = ({ name, legend, hint, groups }: PermissionPickerProps) => {
  const { t } = useTranslation();
  const labelOf = usePermissionLabel();
  const id = useId();
  const { field } = useController({ name });
  const error = useFieldError(name);
  const chosen = new Set<string>(Array.isArray(field.value) ? field.value : []);
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    field.onChange([...next]);
  };
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        {hint}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {groups.map((group) => (
          <fieldset
            key={group.module}
            className="rounded-md border border-slate-200 p-3 dark:border-slate-700"
          >
            <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-slate-100">
              {t(`roles:modules.${group.module}`)}
            </legend>
            <ul className="flex flex-col gap-1.5">
              {group.keys.map((key) => (
                <li key={key}>
                  <label className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-blue-600 dark:border-slate-600 dark:accent-blue-400"
                      checked={chosen.has(key)}
                      onChange={(event) => toggle(key, event.target.checked)}
                      onBlur={field.onBlur}
                    />
                    <span>{labelOf(key)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
};
