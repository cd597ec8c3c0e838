import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Written next to index.html; the server reads it at start (apps/server/src/platform/static-web.ts). Its shape:
 * `{ [page]: { [locale]: string[] } }`, the files each page of each locale needs before it renders, where page
 * is the address's segment after the locale (`/fr/login` → `login`) and `*` every other address (the shell).
 */
export const ROUTE_PRELOAD_FILE = 'route-preload.json';
const LOCALES = ['en', 'fr', 'ar'] as const;
type Locale = (typeof LOCALES)[number];

/** Each page the server may name: the module that starts it and the namespaces it renders with (app/router.tsx). */
interface Page {
  module: RegExp;
  namespaces: readonly string[];
  /** Its namespaces other than the sign-in ones load through the table of every text loader. */
  textTable?: true;
  /** The signed-in shell's own text chunk of the locale (vite.config.ts). */
  shellTexts?: true;
}
const PAGES: Record<string, Page> = {
  login: {
    module: /[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]login-page\.tsx$/,
    namespaces: ['common', 'auth', 'errors'],
  },
  register: {
    module: /[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]register-page\.tsx$/,
    namespaces: ['common', 'auth', 'errors'],
  },
  'forgot-password': {
    module: /[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]forgot-password-page\.tsx$/,
    namespaces: ['common', 'auth', 'errors', 'password'],
    textTable: true,
  },
  'reset-password': {
    module: /[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]reset-password-page\.tsx$/,
    namespaces: ['common', 'auth', 'errors', 'password'],
    textTable: true,
  },
  sign: {
    module: /[\\/]src[\\/]features[\\/]signatures[\\/]pages[\\/]signing-page\.tsx$/,
    namespaces: ['common', 'signing'],
    textTable: true,
  },
  '*': {
    module: /[\\/]src[\\/]app[\\/]signed-in-routes\.tsx$/,
    namespaces: ['common', 'auth', 'errors'],
    textTable: true,
    shellTexts: true,
  },
};
/** The table of every locale's text loaders (lib/i18n-texts.ts). */
const TEXT_TABLE = /[\\/]src[\\/]lib[\\/]i18n-texts\.ts$/;

const chunksOf = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/** The file names a chunk needs before it runs: itself and its static imports, transitively. */
const closure = (bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> => {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
};

const textFile = (locale: Locale, namespace: string) =>
  new RegExp(`[\\\\/]src[\\\\/]locales[\\\\/]${locale}[\\\\/]${namespace}\\.json$`);

/**
 * The browser learns which page chunk and which texts the address needs only once the entry and its libraries
 * have downloaded and run (about 110 KB gzip): that second round was most of the sign-in page's render delay
 * (docs/performance.md). The server puts them in the page's HTML as modulepreloads, so they download with the
 * entry. This plugin tells it which: for each page, the page's chunk and what it imports, less what the entry
 * already loads, and the page's texts in each locale. Built from the bundle, so it never goes stale.
 */
export const routePreload = (): Plugin => ({
  name: 'brokerage:route-preload',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = chunksOf(bundle);
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) return;
    const loadedByEntry = closure(bundle, entry.fileName);
    const filesFor = (module: RegExp): string[] => {
      const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => module.test(id)));
      return chunk ? [...closure(bundle, chunk.fileName)].filter((file) => !loadedByEntry.has(file)) : [];
    };
    const textsFor = (locale: Locale, namespaces: readonly string[], shellTexts: boolean): string[] => [
      ...new Set(
        chunks
          .filter(
            (chunk) =>
              (shellTexts && chunk.name === `texts-${locale}`) ||
              chunk.moduleIds.some((id) =>
                namespaces.some((namespace) => textFile(locale, namespace).test(id)),
              ),
          )
          .map((chunk) => chunk.fileName),
      ),
    ];
    const textTable = filesFor(TEXT_TABLE);
    const plan = Object.fromEntries(
      Object.entries(PAGES).map(([page, { module, namespaces, textTable: needsTable, shellTexts }]) => {
        const code = [...new Set([...filesFor(module), ...(needsTable ? textTable : [])])];
        return [
          page,
          Object.fromEntries(
            LOCALES.map((locale) => [
              locale,
              [...code, ...textsFor(locale, namespaces, shellTexts ?? false)].map((file) => `/${file}`),
            ]),
          ),
        ];
      }),
    );
    this.emitFile({ type: 'asset', fileName: ROUTE_PRELOAD_FILE, source: JSON.stringify(plan) });
  },
});
