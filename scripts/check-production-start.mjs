// Proves the documented production path: `NODE_ENV=production npm start` on PostgreSQL answers /api/health and
// serves the built web app. Needs TEST_DATABASE_URL (a server it may create a database on).
// `--fresh-clone` first clones the committed tree into a temporary folder, so `npm ci` and the build run from
// nothing, as on a new server (slow: it downloads every package).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error('TEST_DATABASE_URL is not set: the production start check needs a PostgreSQL server.');
  process.exit(2);
}
const port = Number(process.env.PRODUCTION_CHECK_PORT ?? 3198);
const freshClone = process.argv.includes('--fresh-clone');
const databaseName = 'brokerage_production_check';

// `pg` is a server dependency; this script runs after the install, so it is there.
const { default: pg } = await import('pg');
const adminQuery = async (text) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

const waitForHealth = async (server, deadline) => {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped with code ${server.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return response.json();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no answer from /api/health in time');
};

const expectProductionWeb = async () => {
  const page = await fetch(`http://127.0.0.1:${port}/ar/login`);
  const html = await page.text();
  if (!html.includes('lang="ar"') || !html.includes('dir="rtl"'))
    throw new Error('/ar/login is not served with lang="ar" dir="rtl"');
  const entry = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  if (!entry) throw new Error('index.html names no entry script');
  const script = await fetch(`http://127.0.0.1:${port}${entry}`, { headers: { 'accept-encoding': 'br' } });
  if (script.headers.get('content-encoding') !== 'br') throw new Error(`${entry} is not served with brotli`);
  const map = await fetch(`http://127.0.0.1:${port}${entry}.map`);
  if (map.status === 200) throw new Error('source maps are served in production');
  // Every text file of the build leaves as the build compressed it, small ones included: the server compresses
  // nothing of the build on the fly (apps/web/build/precompress.ts).
  const assets = readdirSync(join(cwd, 'apps/web/dist/assets')).filter((name) =>
    /\.(js|css|svg)$/.test(name),
  );
  for (const name of [...assets.map((asset) => `/assets/${asset}`), '/favicon.svg', '/theme-boot.js']) {
    const answer = await fetch(`http://127.0.0.1:${port}${name}`, { headers: { 'accept-encoding': 'br' } });
    await answer.arrayBuffer();
    // A copy from the disk has its length; one compressed on the fly is chunked.
    const fromTheBuild =
      answer.headers.get('content-encoding') === 'br' && answer.headers.has('content-length');
    if (answer.status !== 200 || !fromTheBuild)
      throw new Error(`${name} is not served as the build's brotli copy (${answer.status})`);
  }
};

let cwd = root;
if (freshClone) {
  cwd = mkdtempSync(join(tmpdir(), 'brokerage-clone-'));
  await run('git', ['clone', '--quiet', '--depth', '1', `file://${root}`, cwd]);
}
await adminQuery(`drop database if exists ${databaseName} with (force)`);
await adminQuery(`create database ${databaseName}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${databaseName}`;

const server = spawn('npm', ['start'], {
  cwd,
  stdio: 'inherit',
  detached: true,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl.toString(),
    APP_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
  },
});
let failure;
try {
  const health = await waitForHealth(server, Date.now() + (freshClone ? 900_000 : 120_000));
  await expectProductionWeb();
  console.log(`Production start answered /api/health: ${JSON.stringify(health)}`);
} catch (error) {
  failure = error;
} finally {
  // npm start runs the server as a child: end the whole process group this script started.
  if (server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.on('exit', resolve) : resolve()));
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
  if (freshClone) rmSync(cwd, { recursive: true, force: true });
}
if (failure) {
  console.error(`Production start check failed: ${failure instanceof Error ? failure.message : failure}`);
  process.exit(1);
}
