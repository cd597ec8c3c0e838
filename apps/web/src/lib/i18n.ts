import { LOCALES, type Locale } from '@brokerage/shared';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Messages = Record<string, unknown>;

export const DEFAULT_NAMESPACE = 'common';

/** What the sign-in and access-request pages show; the rest loads with the signed-in shell. */
export const AUTH_PAGE_NAMESPACES = ['common', 'auth', 'errors'];

// Each locale's namespace is a chunk of its own (vite.config.ts merges the shell's ones per locale), so a page
// downloads only the texts of its language that it shows. The sign-in page's are listed here; the others in
// lib/i18n-texts.ts, which loads with them.
const authPageTexts = import.meta.glob<Messages>('../locales/*/{common,auth,errors}.json', {
  import: 'default',
});
const allTexts = () => import('@/lib/i18n-texts');

const readTexts = async (language: string, namespace: string): Promise<Messages> => {
  const path = `../locales/${language}/${namespace}.json`;
  const load = authPageTexts[path] ?? (await allTexts()).textLoaders[path];
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return await load();
};

const chunkBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read: (language, namespace, callback) => {
    readTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Every namespace: those of the locale files, or of the texts given to initI18n. */
const allNamespaces = async (): Promise<string[]> =>
  i18next.options.resources
    ? Object.keys(Object.values(i18next.options.resources)[0] ?? {})
    : (await allTexts()).ALL_NAMESPACES;

// Namespaces asked for before i18next is initialised would never load (the app asks for a page's texts while
// the first ones are still on their way): every load waits for initI18n.
let markInitialised: () => void = () => {};
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

export interface InitI18nOptions {
  /** The namespaces to load before the first render (default: all); others load with the page that needs them. */
  namespaces?: readonly string[];
  /** Texts given up front (tests): nothing is loaded, every namespace of these locales is ready at once. */
  resources?: Resource;
}

export const initI18n = async (locale: Locale, { namespaces, resources }: InitI18nOptions = {}) => {
  if (!resources) i18next.use(chunkBackend);
  const ns = resources
    ? Object.keys(resources[locale] ?? {})
    : (namespaces ?? (await allTexts()).ALL_NAMESPACES);
  await i18next.use(initReactI18next).init({
    lng: locale,
    // Every locale has every key (src/test/i18n.test.ts), so a fallback language would only be downloaded
    // for nothing.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    ns: [...ns],
    defaultNS: DEFAULT_NAMESPACE,
    ...(resources ? { resources } : {}),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  markInitialised();
  return i18next;
};

/** Loads namespaces of the current language (default: all; no-op for those already there) before a page needs them. */
export const loadNamespaces = async (namespaces?: readonly string[]): Promise<void> => {
  await initialised;
  await i18next.loadNamespaces([...(namespaces ?? (await allNamespaces()))]);
};

export { i18next };
