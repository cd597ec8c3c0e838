import { type ParameterSet, type Parameters, parametersSchema } from '@brokerage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateParameters } from '@/features/parameters/api/parameters-api';
import { CallingHoursSection } from '@/features/parameters/components/calling-hours-section';
import { ChecklistSection } from '@/features/parameters/components/checklist-section';
import {
  LegalIdentitySection,
  SendingSection,
  SepaCreditorSection,
} from '@/features/parameters/components/identity-sections';
import { translateParameterMessage } from '@/features/parameters/components/parameters-messages';
import { RetentionSection } from '@/features/parameters/components/retention-section';
import { serverFieldErrors } from '@/ui/form/apply-server-errors';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { useZodForm } from '@/ui/form/use-zod-form';
import { useRecordSave } from '@/ui/list-page/use-record-save';
import { useStaleWrite } from '@/ui/stale-write/use-stale-write';

/** The keys whose value is a group of fields are named, in the conflict dialog, by their section. */
const GROUP_LABELS: Record<string, string> = {
  callingRules: 'sections.calling',
  qualityChecklist: 'sections.checklist',
  retention: 'sections.retention',
};

/** The form's values: the set without its version and save date. */
const valuesOf = ({ version: _version, updatedAt: _updatedAt, ...values }: ParameterSet): Parameters =>
  values;

/**
 * The whole set in one form, saved at once under the version loaded: a newer version on the server opens the
 * stale-write dialog; the server's field errors land on their fields, in the reader's language.
 */
export const ParametersForm = ({ set, canUpdate }: { set: ParameterSet; canUpdate: boolean }) => {
  const { t } = useTranslation();
  const update = useUpdateParameters();
  const save = useRecordSave();
  const [version, setVersion] = useState(set.version);
  const form = useZodForm(parametersSchema, valuesOf(set), {
    translateMessage: (message) => translateParameterMessage(t, message),
  });
  const { handleStaleWrite, staleWriteDialog } = useStaleWrite<ParameterSet>({
    onReload: (current) => {
      setVersion(current.version);
      form.reset(valuesOf(current));
    },
    fieldLabel: (field) => t(`parameters:${GROUP_LABELS[field] ?? `fields.${field}`}`),
  });
  const reportFieldErrors = (error: unknown) => {
    const failures = serverFieldErrors(error);
    failures.forEach(({ path, message }, index) => {
      form.setError(
        path as never,
        { type: 'server', message: translateParameterMessage(t, message) },
        { shouldFocus: index === 0 },
      );
    });
    return failures.length > 0;
  };
  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      aria-label={t('parameters:title')}
      onSubmit={(values) =>
        save(() => update.mutateAsync({ ...values, version }), {
          success: () => t('parameters:toast.saved'),
          onSaved: (saved) => {
            setVersion(saved.version);
            form.reset(valuesOf(saved));
          },
          onError: (error) => handleStaleWrite(error, values) || reportFieldErrors(error),
        })
      }
    >
      <fieldset disabled={!canUpdate} className="flex min-w-0 flex-col gap-4">
        <LegalIdentitySection />
        <SepaCreditorSection />
        <CallingHoursSection />
        <ChecklistSection />
        <RetentionSection />
        <SendingSection />
      </fieldset>
      {canUpdate && <FormActions sticky className="rounded-b-lg" />}
      {staleWriteDialog}
    </Form>
  );
};
