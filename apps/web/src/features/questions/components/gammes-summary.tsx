import type { ProviderGammesMap, ProviderType } from '@brokerage/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { providerName } from '@/lib/insurance/api/get-providers';

const SHOWN_CODES = 3;

const assigned = (providerGammes: ProviderGammesMap) =>
  Object.entries(providerGammes).filter(([, codes]) => codes.length > 0);

/** "Actudata: SANTE_SENIOR, HOSPI_PLUS; Mutuelle Atlas: ATLAS_SANTE.OR", or "Every product line" (CSV, titles). */
export const gammesSummaryText = (
  t: TFunction,
  providerGammes: ProviderGammesMap,
  providers: readonly ProviderType[] | undefined,
): string => {
  const entries = assigned(providerGammes);
  if (entries.length === 0) return t('questions:gammes.all');
  return entries
    .map(([provider, codes]) => `${providerName(providers, provider)}: ${codes.join(', ')}`)
    .join('; ');
};

/** The product lines a question applies to, by provider type; a question with none applies to every line. */
export const GammesSummary = ({
  providerGammes,
  providers,
}: {
  providerGammes: ProviderGammesMap;
  providers: readonly ProviderType[] | undefined;
}) => {
  const { t } = useTranslation();
  const entries = assigned(providerGammes);
  if (entries.length === 0) {
    return <span className="text-slate-500 dark:text-slate-400">{t('questions:gammes.all')}</span>;
  }
  return (
    <ul
      className="flex min-w-40 flex-col gap-0.5 text-xs"
      title={gammesSummaryText(t, providerGammes, providers)}
    >
      {entries.map(([provider, codes]) => (
        <li key={provider} className="flex flex-wrap items-baseline gap-x-1">
          <span className="font-medium text-slate-700 dark:text-slate-200">
            {providerName(providers, provider)}
          </span>
          {codes.slice(0, SHOWN_CODES).map((code) => (
            <code
              key={code}
              dir="ltr"
              className="rounded bg-slate-100 px-1 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
            >
              {code}
            </code>
          ))}
          {codes.length > SHOWN_CODES && (
            <span className="text-slate-500 dark:text-slate-400">
              {t('questions:gammes.more', { number: codes.length - SHOWN_CODES })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
};
