import { type AnswerValue, type Sale, saleFormDataSchema } from '@brokerage/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useProjectObjectives } from '@/features/project-objectives/api/get-project-objectives';
import { useGammeQuestionnaire } from '@/features/questions/api/get-gamme-questions';
import { answersOfVisible, missingRequired, QuestionnaireForm } from '@/features/questions/api/questionnaire';
import { providerOptions, useProviders } from '@/lib/insurance/api/get-providers';
import { useSellableGammes } from '@/lib/insurance/api/get-sellable-gammes';
import { useProviderGammes } from '@/lib/insurance/gamme-cache/use-provider-gammes';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { SelectField } from '@/ui/form/select-field';
import { useZodForm } from '@/ui/form/use-zod-form';
import { Spinner } from '@/ui/spinner';
import { toSaleAnswers } from './sale-form.rules';
import type { SaleStepInput, StepFieldErrors } from './use-sale-save';

/** SPEC §9: the provider type of the product-specific quote calls. */
export const DEFAULT_PROVIDER_TYPE = 'actudata';

const productLineSchema = saleFormDataSchema.pick({ providerType: true, gammeCode: true }).extend({
  objectiveIds: z.array(z.uuid()).max(50),
  /** The questionnaire's answers, checked against the questions (required, conditions) before saving. */
  answers: z.record(z.string(), z.unknown()),
});

export interface ProductLineStepProps {
  sale: Sale;
  onSave: (input: SaleStepInput, fields: StepFieldErrors) => Promise<boolean>;
}

/**
 * Step 3, the product line and the needs analysis: a provider type and one of the gammes the agent's team may
 * sell (`?sellable=true`), the questions that apply to that gamme with their conditions, and the project's objectives.
 */
export const ProductLineStep = ({ sale, onSave }: ProductLineStepProps) => {
  const { t } = useTranslation();
  const form = useZodForm(productLineSchema, {
    providerType: sale.formData?.providerType ?? DEFAULT_PROVIDER_TYPE,
    gammeCode: sale.formData?.gammeCode ?? '',
    objectiveIds: sale.objectiveIds,
    answers: sale.formData?.answers ?? {},
  });
  const providerType = useWatch({ control: form.control, name: 'providerType' }) ?? '';
  const gammeCode = useWatch({ control: form.control, name: 'gammeCode' }) ?? '';
  const answers = (useWatch({ control: form.control, name: 'answers' }) ?? {}) as Record<string, AnswerValue>;
  const objectiveIds = useWatch({ control: form.control, name: 'objectiveIds' }) ?? [];
  const providers = useProviders();
  const sellable = useSellableGammes(providerType || null);
  // The whole catalogue names a gamme chosen earlier that the team no longer sells.
  const catalogue = useProviderGammes(providerType || null);
  const questionnaire = useGammeQuestionnaire(providerType || undefined, gammeCode || undefined);
  const objectives = useProjectObjectives({ page: 1, pageSize: 100, sort: 'order', order: 'asc' });
  const [missing, setMissing] = useState<Record<string, string>>({});
  const questions = useMemo(() => questionnaire.data ?? [], [questionnaire.data]);

  // Another provider type has other gammes: the one chosen before no longer applies.
  const previousProvider = useRef(providerType);
  useEffect(() => {
    if (previousProvider.current === providerType) return;
    previousProvider.current = providerType;
    form.setValue('gammeCode', '', { shouldDirty: true });
  }, [providerType, form]);

  const providerChoices = providerOptions(providers.data);
  if (providerType && !providerChoices.some((option) => option.value === providerType)) {
    providerChoices.unshift({ value: providerType, label: providerType });
  }
  const gammeChoices = (sellable.data ?? []).map((gamme) => ({
    value: gamme.code,
    label: `${gamme.code.includes('.') ? '\u00a0\u00a0' : ''}${gamme.name}`,
  }));
  if (sellable.data && gammeCode && !gammeChoices.some((option) => option.value === gammeCode)) {
    const known = catalogue.gammes.find((gamme) => gamme.code === gammeCode);
    gammeChoices.unshift({ value: gammeCode, label: known?.name ?? gammeCode });
  }

  const submit = async (values: z.output<typeof productLineSchema>) => {
    const current = values.answers as Record<string, AnswerValue>;
    const unanswered = missingRequired(questions, current);
    setMissing(
      Object.fromEntries(
        unanswered.map((question) => [question.id, t('sale-form:productLine.answerRequired')]),
      ),
    );
    if (unanswered.length > 0) return;
    const saved = await onSave(
      {
        formData: {
          providerType: values.providerType,
          gammeCode: values.gammeCode,
          answers: toSaleAnswers(answersOfVisible(questions, current)),
        },
        objectiveIds: values.objectiveIds,
      },
      { setError: form.setError as StepFieldErrors['setError'], prefix: 'formData.' },
    );
    if (saved) form.reset(values);
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          name="providerType"
          label={t('sale-form:productLine.providerType')}
          options={providerChoices}
          required
        />
        <SelectField
          name="gammeCode"
          label={t('sale-form:productLine.gamme')}
          options={gammeChoices}
          placeholder={t('sale-form:productLine.chooseGamme')}
          hint={
            sellable.isError
              ? t('sale-form:productLine.gammesFailed')
              : sellable.data?.length === 0
                ? t('sale-form:productLine.noSellableGammes')
                : undefined
          }
          required
        />
      </div>

      {gammeCode && (
        <section className="flex flex-col gap-3" aria-busy={questionnaire.isFetching || undefined}>
          <h3 className="text-base font-semibold text-slate-900 dark:text-slate-100">
            {t('sale-form:productLine.needs')}
          </h3>
          {questionnaire.isPending ? (
            <Spinner label={t('sale-form:productLine.loadingQuestions')} />
          ) : questions.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('sale-form:productLine.noQuestions')}
            </p>
          ) : (
            <QuestionnaireForm
              questions={questions}
              answers={answers}
              errors={missing}
              onAnswersChange={(next) => form.setValue('answers', next, { shouldDirty: true })}
            />
          )}
        </section>
      )}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-base font-semibold text-slate-900 dark:text-slate-100">
          {t('sale-form:productLine.objectives')}
        </legend>
        {(objectives.data?.data ?? [])
          .filter((objective) => objective.active || objectiveIds.includes(objective.id))
          .map((objective) => (
            <label
              key={objective.id}
              className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200"
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-blue-600 dark:accent-blue-400"
                checked={objectiveIds.includes(objective.id)}
                onChange={(event) =>
                  form.setValue(
                    'objectiveIds',
                    event.target.checked
                      ? [...objectiveIds, objective.id]
                      : objectiveIds.filter((id) => id !== objective.id),
                    { shouldDirty: true },
                  )
                }
              />
              <span>
                {objective.label}
                {objective.description && (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {objective.description}
                  </span>
                )}
              </span>
            </label>
          ))}
      </fieldset>

      <FormActions submitLabel={t('sale-form:actions.saveAndContinue')} />
    </Form>
  );
};
