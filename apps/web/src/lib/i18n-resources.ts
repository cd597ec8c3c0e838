import { LOCALES, type Locale } from '@brokerage/shared';

type Resources = Record<string, Record<string, unknown>>;

// Every namespace of every locale, read at once: for the tests and tools that need the texts synchronously.
// The app itself never imports this module; it loads the texts of one locale on demand (lib/i18n.ts).
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
