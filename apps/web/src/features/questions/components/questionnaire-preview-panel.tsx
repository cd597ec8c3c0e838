import type { AnswerValue } from '@brokerage/shared';
import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGammeQuestionnaire } from '@/features/questions/api/get-gamme-questions';
import { QuestionnaireForm } from '@/features/questions/components/questionnaire-form';
import { useProviders } from '@/lib/insurance/api/get-providers';
import { useProviderGammes } from '@/lib/insurance/gamme-cache/use-provider-gammes';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { Button } from '@/ui/button';
import { inputClassName } from '@/ui/form/field';
import { LoadFailed, LoadingLine } from '@/ui/load-state';

/**
 * "Preview the questionnaire for a gamme": pick a provider type and one of its lines or sub-lines, and fill in the
 * questionnaire the server answers for it (GET /api/questions/provider/{p}/gamme/{g}) with the conditions live.
 * Nothing is saved.
 */
export const QuestionnairePreviewPanel = () => {
  const { t } = useTranslation();
  const id = useId();
  const providers = useProviders();
  const [provider, setProvider] = useState('');
  const [gamme, setGamme] = useState('');
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const lines = useProviderGammes(provider || null);
  const questionnaire = useGammeQuestionnaire(provider || undefined, gamme || undefined);

  const selectClass = inputClassName(false, 'h-10 pe-8');
  return (
    <div className="flex flex-col gap-5 pb-6">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label
            htmlFor={`${id}-provider`}
            className="text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {t('questions:questionnairePreview.provider')}
          </label>
          <select
            id={`${id}-provider`}
            value={provider}
            className={selectClass}
            onChange={(event) => {
              setProvider(event.target.value);
              setGamme('');
              setAnswers({});
            }}
          >
            <option value="">{t('questions:questionnairePreview.chooseProvider')}</option>
            {(providers.data ?? []).map((item) => (
              <option key={item.code} value={item.code}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-gamme`} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('questions:questionnairePreview.gamme')}
          </label>
          <select
            id={`${id}-gamme`}
            value={gamme}
            disabled={!provider}
            className={selectClass}
            onChange={(event) => {
              setGamme(event.target.value);
              setAnswers({});
            }}
          >
            <option value="">{t('questions:questionnairePreview.chooseGamme')}</option>
            {lines.gammes.map((line) => (
              <option key={line.code} value={line.code}>
                {t('questions:gammes.option', { name: line.name, code: line.code })}
              </option>
            ))}
          </select>
        </div>
      </div>

      {!provider || !gamme ? (
        <p className="rounded-md bg-slate-100 px-3 py-4 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {t('questions:questionnairePreview.prompt')}
        </p>
      ) : questionnaire.isPending ? (
        <LoadingLine>{t('questions:questionnairePreview.loading')}</LoadingLine>
      ) : questionnaire.isError ? (
        <LoadFailed
          message={apiErrorMessage(t, questionnaire.error)}
          onRetry={() => void questionnaire.refetch()}
        />
      ) : (
        <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900 dark:text-slate-100">
              {t('questions:questionnairePreview.count', { total: questionnaire.data.length })}
            </h3>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              icon={<RotateCcw className="size-4" />}
              disabled={Object.keys(answers).length === 0}
              onClick={() => setAnswers({})}
            >
              {t('questions:questionnairePreview.reset')}
            </Button>
          </div>
          <QuestionnaireForm
            preview
            questions={questionnaire.data}
            answers={answers}
            onAnswersChange={setAnswers}
          />
        </section>
      )}
    </div>
  );
};
