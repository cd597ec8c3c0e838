// Bundle budgets, checked after the production build: the gzip size of the JavaScript a page needs before it
// can show (the entry's static import graph, plus the lazily loaded chunks of that page and theirs), from
// Vite's manifest. Fails when a page is over its budget. `--json` prints the figures only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const KB = 1024;
/** Each page: the source modules that must be loaded for it to show, matched against the manifest's keys. */
export const BUDGETS = [
  { page: '/login', maxGzipBytes: 120 * KB, modules: [/src\/features\/auth\/pages\/login-page\.tsx$/] },
  {
    page: 'signed-in shell with the dashboard',
    maxGzipBytes: 250 * KB,
    modules: [/src\/app\/shell\/app-layout\.tsx$/, /src\/app\/pages\/dashboard-page\.tsx$/],
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

const results = BUDGETS.map(({ page, maxGzipBytes, modules }) => {
  const chunks = staticGraph(entryKey);
  // A page module bundled into the entry has no key of its own: the entry's graph already holds it.
  for (const pattern of modules) {
    const key = Object.keys(manifest).find((candidate) => pattern.test(candidate));
    if (key) staticGraph(key, chunks);
  }
  const files = [...chunks].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const gzipBytes = files.reduce((sum, file) => sum + gzipSizeOf(file), 0);
  return { page, gzipBytes, maxGzipBytes, files };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results, null, 2));
} else {
  for (const { page, gzipBytes, maxGzipBytes, files } of results) {
    const verdict = gzipBytes <= maxGzipBytes ? 'ok  ' : 'OVER';
    console.log(
      `${verdict} ${page}: ${(gzipBytes / KB).toFixed(1)} KB gzip of JavaScript in ${files.length} files (budget ${(maxGzipBytes / KB).toFixed(0)} KB)`,
    );
  }
}
if (results.some(({ gzipBytes, maxGzipBytes }) => gzipBytes > maxGzipBytes)) process.exit(1);
