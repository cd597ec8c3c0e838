import type { SaleAnswerValue, SaleQuestionLabel } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useSale } from '@/features/ventes/api/get-sale';
import { useSaleLabels } from '@/features/ventes/api/get-sale-labels';
import { apiErrorMessage } from '@/lib/mutation-toasts';
import { LoadFailed, LoadingLine } from '@/ui/load-state';
import { SectionCard } from '@/ui/section-card';

const answerText = (question: SaleQuestionLabel | undefined, value: SaleAnswerValue): string => {
  const label = (option: string) =>
    question?.answerOptions.find((candidate) => candidate.value === option)?.label ?? option;
  return Array.isArray(value) ? value.map(label).join(', ') : label(value);
};

/**
 * The needs analysis as the agent recorded it: each question and the customer's answer, in questionnaire order,
 * and the project objectives. The reviewer checks that the offer and the call match them ("needs read back").
 */
export const NeedsSection = ({ saleId }: { saleId: string }) => {
  const { t } = useTranslation();
  const sale = useSale(saleId);
  const answered = sale.data
    ? Object.keys(sale.data.answers).length > 0 || sale.data.objectiveIds.length > 0
    : false;
  const labels = useSaleLabels(saleId, answered);

  const body = (() => {
    if (sale.error)
      return <LoadFailed message={apiErrorMessage(t, sale.error)} onRetry={() => void sale.refetch()} />;
    if (!sale.data || (answered && labels.isPending))
      return <LoadingLine>{t('quality-control:needs.loading')}</LoadingLine>;
    const questions = labels.data?.questions ?? [];
    const position = (id: string) => {
      const index = questions.findIndex((question) => question.id === id);
      return index === -1 ? Number.MAX_SAFE_INTEGER : index;
    };
    const answers = Object.entries(sale.data.answers).sort(([a], [b]) => position(a) - position(b));
    const objectives = sale.data.objectiveIds.map(
      (id) => labels.data?.objectives.find((objective) => objective.id === id)?.label ?? id,
    );
    if (answers.length === 0 && objectives.length === 0)
      return <p className="text-sm text-slate-500 dark:text-slate-400">{t('quality-control:needs.none')}</p>;
    return (
      <>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
          {answers.map(([id, value], index) => {
            const question = questions.find((candidate) => candidate.id === id);
            return (
              <div key={id} className="contents">
                <dt className="text-slate-500 dark:text-slate-400">{question?.label ?? `#${index + 1}`}</dt>
                <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">
                  <bdi>{answerText(question, value)}</bdi>
                </dd>
              </div>
            );
          })}
        </dl>
        {objectives.length > 0 && (
          <>
            <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
              {t('quality-control:needs.objectives')}
            </h3>
            <ul className="flex flex-wrap gap-2">
              {objectives.map((label) => (
                <li
                  key={label}
                  className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
                >
                  {label}
                </li>
              ))}
            </ul>
          </>
        )}
      </>
    );
  })();

  return (
    <SectionCard id="qc-needs" title={t('quality-control:needs.title')}>
      {body}
    </SectionCard>
  );
};
