import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Served from the build's root (revalidated on each visit, like theme-boot.js), so its name needs no hash. */
export const ROUTE_PRELOAD_FILE = 'route-preload.js';
const LOCALES = ['en', 'fr', 'ar'] as const;
const AUTH_TEXTS = /[\\/]src[\\/]locales[\\/](en|fr|ar)[\\/](common|auth|errors)\.json$/;
/** The customer's signing page (/<locale>/sign/<token>) loads `common` and `signing` (app/router.tsx). */
const SIGNING_TEXTS = /[\\/]src[\\/]locales[\\/](en|fr|ar)[\\/](common|signing)\.json$/;

/** The part of the app each kind of address shows first, by the module that starts it. */
const ROUTE_MODULES = {
  login: /[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]login-page\.tsx$/,
  register: /[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]register-page\.tsx$/,
  sign: /[\\/]src[\\/]features[\\/]signatures[\\/]pages[\\/]signing-page\.tsx$/,
  shell: /[\\/]src[\\/]app[\\/]signed-in-routes\.tsx$/,
  textTable: /[\\/]src[\\/]lib[\\/]i18n-texts\.ts$/,
};

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

/**
 * The browser learns which page chunk and which texts the address needs only once the entry and its
 * libraries have downloaded and run (about 110 KB gzip): that second round trip was most of the sign-in page's
 * render delay (docs/performance.md). This small script, loaded `async` next to the entry, names them at once
 * as modulepreloads: for /<locale>/login and /<locale>/register the page chunk and the sign-in texts of that
 * locale, for /<locale>/sign/<token> the customer's signing page and its texts (`common`, `signing`), for any
 * other localised address the signed-in shell and all its texts. Built from the bundle, so it
 * never goes stale; an inline script would need a CSP exception.
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
    const authTexts = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        chunks
          .filter((chunk) => chunk.moduleIds.some((id) => AUTH_TEXTS.exec(id)?.[1] === locale))
          .map((chunk) => chunk.fileName),
      ]),
    );
    const signingTexts = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        chunks
          .filter((chunk) => chunk.moduleIds.some((id) => SIGNING_TEXTS.exec(id)?.[1] === locale))
          .map((chunk) => chunk.fileName),
      ]),
    );
    const shellTexts = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        [
          ...(authTexts[locale] ?? []),
          ...chunks.filter((chunk) => chunk.name === `texts-${locale}`).map((chunk) => chunk.fileName),
        ],
      ]),
    );
    const plan = {
      pages: {
        login: filesFor(ROUTE_MODULES.login),
        register: filesFor(ROUTE_MODULES.register),
        sign: [...filesFor(ROUTE_MODULES.sign), ...filesFor(ROUTE_MODULES.textTable)],
        shell: [...filesFor(ROUTE_MODULES.shell), ...filesFor(ROUTE_MODULES.textTable)],
      },
      texts: { login: authTexts, register: authTexts, sign: signingTexts, shell: shellTexts },
    };
    this.emitFile({
      type: 'asset',
      fileName: ROUTE_PRELOAD_FILE,
      source: `(function(){var plan=${JSON.stringify(plan)};var parts=location.pathname.split('/');var locale=parts[1];var page=parts[2]==='login'||parts[2]==='register'||(parts[2]==='sign'&&parts[3])?parts[2]:'shell';var texts=plan.texts[page][locale];if(!texts)return;plan.pages[page].concat(texts).forEach(function(file){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href='/'+file;document.head.appendChild(link);});})();\n`,
    });
  },
  transformIndexHtml: {
    order: 'post',
    handler: () => [
      { tag: 'script', attrs: { src: `/${ROUTE_PRELOAD_FILE}`, async: true }, injectTo: 'head-prepend' },
    ],
  },
});
