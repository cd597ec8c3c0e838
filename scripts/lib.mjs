// Helpers for the root scripts. Dependency-free on purpose: they run before `npm ci`.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const bin = (name) => join(root, 'node_modules', '.bin', name);

export const run = (command, args, options = {}) =>
  new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });

const stampFile = join(root, 'node_modules', '.install-stamp');
const lockHash = () =>
  createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');

/**
 * Runs `npm ci` when node_modules is missing or older than package-lock.json. Never downloads a browser.
 * `--include=dev` because the web app is built on the machine that runs it: under NODE_ENV=production npm
 * would otherwise leave out Vite and the build would stop with `vite: not found`.
 */
export const ensureInstall = async () => {
  const wanted = lockHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  console.log('Installing dependencies (npm ci)...');
  await run('npm', ['ci', '--include=dev', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  writeFileSync(stampFile, wanted);
};

const newestMtime = (path) => {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stats.mtimeMs,
  );
};

const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

/** Builds the web app when its sources are newer than the last build. */
export const ensureWebBuild = async ({ force = false } = {}) => {
  const built = join(root, 'apps/web/dist/index.html');
  const stale =
    force ||
    !existsSync(built) ||
    webSources.some((source) => newestMtime(join(root, source)) > statSync(built).mtimeMs);
  if (!stale) return;
  console.log('Building the web app...');
  await run('npm', ['run', 'build', '-w', '@brokerage/web']);
};

export const chromiumPath = () =>
  [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].find((candidate) => candidate && existsSync(candidate));
