import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, type Locale } from '@brokerage/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

type Resources = Record<string, Record<string, unknown>>;

// Every namespace of every locale is bundled: the files are small and a switch of language reloads the page anyway.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/**/*.json', {
  eager: true,
});

export const resources: Record<Locale, Resources> = Object.fromEntries(
  LOCALES.map((locale) => [locale, {} as Resources]),
) as Record<Locale, Resources>;

for (const [path, module] of Object.entries(files)) {
  const match = /\.\.\/locales\/(en|fr|ar)\/(.+)\.json$/.exec(path);
  if (!match) continue;
  const [, locale, namespace] = match as unknown as [string, Locale, string];
  resources[locale][namespace] = module.default;
}

export const NAMESPACES = Object.keys(resources[DEFAULT_LOCALE]);
export const DEFAULT_NAMESPACE = 'common';

export const initI18n = async (locale: Locale) => {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    ns: NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
};

export { i18next };
