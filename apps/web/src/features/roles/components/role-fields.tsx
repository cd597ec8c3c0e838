import { type DataScope, dataScopeSchema, type PermissionsMap } from '@brokerage/shared';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useModules } from '@/features/modules/api/get-modules';
import { PermissionMatrix } from '@/features/roles/components/permission-matrix';
import {
  grantedFromMap,
  moduleKeys,
  toPermissionsMap,
} from '@/features/roles/components/permission-matrix.rules';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { TextareaField } from '@/ui/form/textarea-field';
import { LoadFailed, LoadingLine } from '@/ui/load-state';

export const DATA_SCOPES = dataScopeSchema.options;

/** Name, description, data scope and the permission matrix of a role (create and edit forms). */
export const RoleFields = ({
  readOnly = false,
  everything = false,
}: {
  readOnly?: boolean;
  everything?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <TextField name="name" label={t('roles:fields.name')} required disabled={readOnly} autoComplete="off" />
      <TextareaField name="description" label={t('roles:fields.description')} disabled={readOnly} rows={2} />
      <SelectField
        name="dataScope"
        label={t('roles:fields.dataScope')}
        hint={t('roles:hints.dataScope')}
        disabled={readOnly}
        options={DATA_SCOPES.map((scope: DataScope) => ({
          value: scope,
          label: t(`roles:dataScope.${scope}`),
        }))}
        required
      />
      <CheckboxField
        name="requireSecondFactor"
        label={t('roles:fields.requireSecondFactor')}
        hint={t('roles:hints.requireSecondFactor')}
        disabled={readOnly}
      />
      <PermissionsField readOnly={readOnly} everything={everything} />
    </div>
  );
};

/** `everything` shows every action granted, whatever is stored: the root role (SPEC §6). */
const PermissionsField = ({ readOnly, everything }: { readOnly: boolean; everything: boolean }) => {
  const { t } = useTranslation();
  const modules = useModules();
  const { control } = useFormContext();
  const { field } = useController({ control, name: 'permissions' });
  const granted =
    everything && modules.data
      ? new Set(modules.data.modules.flatMap((module) => moduleKeys(module)))
      : grantedFromMap(field.value as PermissionsMap | undefined);

  return (
    <section aria-labelledby="role-permissions" className="flex flex-col gap-2">
      <div>
        <h3 id="role-permissions" className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('roles:fields.permissions')}
        </h3>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('roles:hints.permissions')}</p>
      </div>
      {modules.isPending ? (
        <LoadingLine className="py-4">{t('roles:matrix.loading')}</LoadingLine>
      ) : modules.isError ? (
        <LoadFailed message={apiErrorMessage(t, modules.error)} onRetry={() => void modules.refetch()} />
      ) : (
        <PermissionMatrix
          modules={modules.data.modules}
          granted={granted}
          readOnly={readOnly}
          onChange={(next) => field.onChange(toPermissionsMap(modules.data.modules, next))}
        />
      )}
    </section>
  );
};
