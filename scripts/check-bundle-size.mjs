// Bundle budgets, checked after the production build (docs/performance.md), from Vite's manifest and the
// build's hidden source maps:
// - the gzip size of the JavaScript a page needs before it can show: the entry's static import graph, the
//   lazily loaded chunks of that page and theirs, and the page's texts in its heaviest language;
// - every page of the registry (and the sign-in pages) is a lazily loaded chunk of its own;
// - libraries a first load must do without are not in its graph (drawers and forms load when a drawer opens).
// Fails when one is broken. `--json` prints the figures only.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const KB = 1024;
const LOCALES = ['en', 'fr', 'ar'];
/** The texts of the sign-in pages (AUTH_PAGE_NAMESPACES in apps/web/src/lib/i18n.ts). */
const authTexts = (locale) => new RegExp(`^src/locales/${locale}/(common|auth|errors)\\.json$`);
/** Drawers and forms: loaded when a drawer opens, never with a page's first load. */
const DRAWERS_AND_FORMS = [/\/src\/ui\/drawer\.tsx$/, /node_modules\/(react-hook-form|@hookform)\//];

/** Each first load: the source modules that must be loaded for it to show, matched against the manifest's keys. */
export const BUDGETS = [
  {
    page: '/login',
    maxGzipBytes: 120 * KB,
    modules: [/src\/features\/auth\/pages\/login-page\.tsx$/],
    texts: [authTexts],
    forbidden: [
      ...DRAWERS_AND_FORMS,
      /node_modules\/(@tanstack|zod|libphonenumber-js|react-hot-toast|@radix-ui)\//,
    ],
  },
  {
    page: 'signed-in shell with the dashboard',
    maxGzipBytes: 250 * KB,
    modules: [
      /src\/app\/signed-in-routes\.tsx$/,
      /src\/app\/shell\/app-layout\.tsx$/,
      /src\/app\/pages\/dashboard-page\.tsx$/,
      /src\/lib\/i18n-texts\.ts$/,
    ],
    // The shell loads every namespace: the sign-in ones, the password and second-factor ones, and its own chunk
    // per locale (vite.config.ts).
    texts: [
      authTexts,
      (locale) => new RegExp(`^src/locales/${locale}/(password|mfa)\\.json$`),
      (locale) => new RegExp(`^_texts-${locale}-`),
    ],
    // The dashboard's chart loads after its figures, in a chunk of its own (decisions: Dashboard chart).
    forbidden: [...DRAWERS_AND_FORMS, /\/src\/app\/pages\/dashboard-status-chart\.tsx$/],
  },
];

const dist = join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('the Vite manifest has no entry');

/** The chunk keys a chunk needs before it runs: itself and its static imports, transitively. */
const staticGraph = (key, seen = new Set()) => {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticGraph(imported, seen);
  return seen;
};

const gzipSizes = new Map();
const gzipSizeOf = (file) => {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
};

/** The source files bundled in a chunk, from its source map (written but not linked: `sourcemap: 'hidden'`). */
const sourcesOf = (file) => {
  const map = join(dist, `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
};

const jsFilesOf = (keys) =>
  [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));

const budgetResults = BUDGETS.map(({ page, maxGzipBytes, modules, texts, forbidden }) => {
  const chunks = staticGraph(entryKey);
  // A page module bundled into another chunk has no key of its own: that chunk's graph already holds it.
  for (const pattern of modules) {
    const key = Object.keys(manifest).find((candidate) => pattern.test(candidate));
    if (key) staticGraph(key, chunks);
  }
  const files = jsFilesOf(chunks);
  const codeBytes = files.reduce((sum, file) => sum + gzipSizeOf(file), 0);
  const textBytesOf = (locale) =>
    jsFilesOf(
      Object.keys(manifest).filter((key) => texts.some((pattern) => pattern(locale).test(key))),
    ).reduce((sum, file) => sum + gzipSizeOf(file), 0);
  const [textLocale, textBytes] = LOCALES.map((locale) => [locale, textBytesOf(locale)]).sort(
    (a, b) => b[1] - a[1],
  )[0];
  const unwanted = [
    ...new Set(
      files.flatMap((file) =>
        sourcesOf(file)
          .filter((source) => forbidden.some((pattern) => pattern.test(source)))
          .map((source) => source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')),
      ),
    ),
  ];
  const gzipBytes = codeBytes + textBytes;
  return { page, gzipBytes, codeBytes, textBytes, textLocale, maxGzipBytes, files, unwanted };
});

/** The pages the router and the page registry load with `import()`. */
const lazyPageSources = ['apps/web/src/app/page-registry.ts', 'apps/web/src/app/router.tsx'].flatMap((file) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/import\('@\/([^']+\/pages\/[^']+)'\)/g)].map(
    ([, path]) => `src/${path}.tsx`,
  ),
);
const entryChunks = staticGraph(entryKey);
const eagerPages = lazyPageSources.filter(
  (source) => !manifest[source]?.isDynamicEntry || entryChunks.has(source),
);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ budgets: budgetResults, eagerPages }, null, 2));
} else {
  for (const { page, gzipBytes, codeBytes, textBytes, textLocale, maxGzipBytes, files } of budgetResults) {
    const verdict = gzipBytes <= maxGzipBytes ? 'ok  ' : 'OVER';
    console.log(
      `${verdict} ${page}: ${(gzipBytes / KB).toFixed(1)} KB gzip of JavaScript (${(codeBytes / KB).toFixed(1)} KB code in ${files.length} files, ${(textBytes / KB).toFixed(1)} KB texts in ${textLocale}; budget ${(maxGzipBytes / KB).toFixed(0)} KB)`,
    );
  }
  for (const { page, unwanted } of budgetResults)
    if (unwanted.length > 0) console.log(`OVER ${page} loads what it must not: ${unwanted.join(', ')}`);
  console.log(
    eagerPages.length === 0
      ? `ok   ${lazyPageSources.length} pages, each a lazily loaded chunk`
      : `OVER pages in the first load instead of a chunk of their own: ${eagerPages.join(', ')}`,
  );
}
const failed =
  budgetResults.some(
    ({ gzipBytes, maxGzipBytes, unwanted }) => gzipBytes > maxGzipBytes || unwanted.length > 0,
  ) || eagerPages.length > 0;
if (failed) process.exit(1);
