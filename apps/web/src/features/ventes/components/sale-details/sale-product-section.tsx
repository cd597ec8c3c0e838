import type { Sale, SaleAnswerValue, SaleQuestionLabel } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useSaleLabels } from '@/features/ventes/api/get-sale-labels';
import { providerName, useProviders } from '@/lib/insurance/api/get-providers';
import { useGammeNames } from '../use-gamme-names';
import { Detail, DetailList, SaleSection } from './sale-section';

/** An answer as the agent picked it: option values shown by their labels, several joined. */
const answerText = (question: SaleQuestionLabel | undefined, value: SaleAnswerValue): string => {
  const label = (option: string) =>
    question?.answerOptions.find((candidate) => candidate.value === option)?.label ?? option;
  return Array.isArray(value) ? value.map(label).join(', ') : label(value);
};

/**
 * Step 3: the provider type and gamme, the needs-analysis answers under their questions and the project
 * objectives, named by the sale's own labels read (`GET /ventes/{id}/labels`), so anyone who may read the sale
 * reads them.
 */
export const SaleProductSection = ({ sale }: { sale: Sale }) => {
  const { t } = useTranslation();
  const providers = useProviders();
  const gammeName = useGammeNames([sale.providerType]);
  const labels = useSaleLabels(sale.id, Object.keys(sale.answers).length > 0 || sale.objectiveIds.length > 0);

  const questions = labels.data?.questions ?? [];
  const answers = Object.entries(sale.answers);
  // In questionnaire order; answers to questions deleted since come last.
  const position = (id: string) => {
    const index = questions.findIndex((question) => question.id === id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  answers.sort(([a], [b]) => position(a) - position(b));
  const objectiveLabel = (id: string) =>
    labels.data?.objectives.find((objective) => objective.id === id)?.label ?? id;

  return (
    <SaleSection id="sale-product" title={t('entities/ventes:sections.product')}>
      <DetailList>
        <Detail label={t('entities/ventes:product.provider')}>
          {sale.providerType ? providerName(providers.data, sale.providerType) : null}
        </Detail>
        <Detail label={t('entities/ventes:product.gamme')}>
          {gammeName(sale.providerType, sale.gammeCode)}
        </Detail>
      </DetailList>
      <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t('entities/ventes:product.answers')}
      </h3>
      {answers.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('entities/ventes:product.noAnswer')}</p>
      ) : (
        <DetailList>
          {answers.map(([id, value], index) => {
            const question = questions.find((candidate) => candidate.id === id);
            return (
              <Detail key={id} label={question?.label ?? `#${index + 1}`}>
                <bdi>{answerText(question, value)}</bdi>
              </Detail>
            );
          })}
        </DetailList>
      )}
      {sale.objectiveIds.length > 0 && (
        <>
          <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
            {t('entities/ventes:product.objectives')}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {sale.objectiveIds.map((id) => (
              <li
                key={id}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
              >
                {objectiveLabel(id)}
              </li>
            ))}
          </ul>
        </>
      )}
    </SaleSection>
  );
};
