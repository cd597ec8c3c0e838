import { createGammeInputSchema, type Gamme } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useCreateGamme } from '@/features/gammes/api/create-gamme';
import { useUpdateGamme } from '@/features/gammes/api/update-gamme';
import { GammeCodeField } from '@/features/gammes/components/gamme-code-field';
import { ProviderTypeField } from '@/lib/insurance/components/provider-type-field';
import { applyDuplicateError, applyServerErrors } from '@/ui/form/apply-server-errors';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { TextField } from '@/ui/form/text-field';
import { TextareaField } from '@/ui/form/textarea-field';
import { RecordForm } from '@/ui/list-page/record-form';
import { byIdMutations, useRecordForm } from '@/ui/list-page/use-record-form';

export interface GammeFormProps {
  /** Edits this gamme; creates one without it. */
  gamme?: Gamme;
  /** Prefills a new gamme (a sub-line of a given line). */
  initial?: { providerType: string; code: string };
  onDone: (gamme: Gamme) => void;
  onCancel: () => void;
}

const SERVER_FIELDS = ['providerType', 'code', 'name', 'description', 'active', 'apiPath'] as const;

const gammeValues = (gamme?: Gamme, initial?: GammeFormProps['initial']) => ({
  providerType: gamme?.providerType ?? initial?.providerType ?? '',
  code: gamme?.code ?? initial?.code ?? '',
  name: gamme?.name ?? '',
  description: gamme?.description ?? '',
  active: gamme?.active ?? true,
  apiPath: gamme?.apiPath ?? null,
});

/**
 * A product line or sub-line. The provider type and the code are fixed once created (teams and questions refer
 * to them), so editing shows them read-only and sends them unchanged.
 */
export const GammeForm = ({ gamme, initial, onDone, onCancel }: GammeFormProps) => {
  const { t } = useTranslation();
  const create = useCreateGamme();
  const update = useUpdateGamme();
  const { form, saveRecord, recordForm } = useRecordForm(createGammeInputSchema, {
    record: gamme,
    defaultValues: gammeValues(gamme, initial),
    toValues: (current) => gammeValues(current),
    fieldLabel: (field) =>
      SERVER_FIELDS.find((known) => known === field)
        ? t(`gammes:fields.${field as (typeof SERVER_FIELDS)[number]}`)
        : field,
  });

  return (
    <RecordForm
      {...recordForm}
      onCancel={onCancel}
      createLabel={t('gammes:actions.create')}
      onSubmit={(values) =>
        saveRecord(values, byIdMutations(create, update), {
          success: (saved) =>
            t(gamme ? 'gammes:toast.updated' : 'gammes:toast.created', { code: saved.code }),
          onSaved: onDone,
          onError: (error) =>
            applyDuplicateError(form.setError, error, 'code', t('gammes:form.duplicateCode')) ||
            applyServerErrors(form.setError, error, SERVER_FIELDS),
        })
      }
    >
      <ProviderTypeField
        label={t('gammes:fields.providerType')}
        placeholder={t('gammes:form.chooseProviderType')}
        fixed={gamme?.providerType}
      />
      <GammeCodeField
        name="code"
        label={t('gammes:fields.code')}
        required={!gamme}
        readOnly={Boolean(gamme)}
        placeholder="SANTE_SENIOR.CONFORT"
        hint={gamme ? t('gammes:form.fixedHint') : t('gammes:form.codeHint')}
      />
      <TextField name="name" label={t('gammes:fields.name')} required />
      <TextareaField name="description" label={t('gammes:fields.description')} />
      <TextField
        name="apiPath"
        label={t('gammes:fields.apiPath')}
        emptyValue={null}
        dir="ltr"
        placeholder="/v1/tarifs/sante-senior"
        hint={t('gammes:form.apiPathHint')}
      />
      <CheckboxField name="active" label={t('gammes:fields.active')} hint={t('gammes:form.activeHint')} />
    </RecordForm>
  );
};
