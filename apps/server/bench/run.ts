// `npm run bench`: seeds 100,000 users, 200,000 customers and 1,000,000 sales into a dedicated PostgreSQL
// database, starts the production server on it, loads the hottest reads with autocannon (50 connections, 10 s
// each) and checks them against the targets. `BENCH_ONLY=users` or `BENCH_ONLY=sales` runs one group (and
// `users` skips seeding the sales).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabaseUrl, createBenchDatabase, seedBenchData, signInBenchData } from './seed.ts';

/** `BENCH_DRIVER=pglite`: the same bench on the embedded database, in a fresh folder under the system's tmp. */
const pglite = process.env.BENCH_DRIVER === 'pglite';
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl && !pglite) {
  console.error(
    'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server the bench may create a database on.',
  );
  process.exit(2);
}
const PORT = Number(process.env.BENCH_PORT ?? 3199);
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Target {
  group: 'users' | 'sales';
  name: string;
  path: string;
  /** Who asks: the reader (scope all) unless a target names another session. */
  cookie?: string;
  minRequestsPerSecond?: number;
  maxP99Ms?: number;
}

const only = process.env.BENCH_ONLY;
if (only && only !== 'users' && only !== 'sales') {
  console.error('BENCH_ONLY is users or sales.');
  process.exit(2);
}
const withSales = only !== 'users';

type BenchDatabase = { url: string } | { dataDir: string };

const startServer = (database: BenchDatabase): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    // BENCH_PROFILE=<folder> writes a V8 CPU profile of the server there (open it in Chrome's DevTools).
    const profile = process.env.BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : [];
    const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // main.ts opens PGlite in DATA_DIR/pglite when no DATABASE_URL is set.
        DATABASE_URL: 'url' in database ? database.url : '',
        DATA_DIR: 'dataDir' in database ? dirname(database.dataDir) : (process.env.DATA_DIR ?? ''),
        APP_SECRET: randomBytes(32).toString('hex'),
        PORT: String(PORT),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Back office ready')) resolve(server);
    });
  });

/**
 * CPU time the server process has used, in ms (Linux: utime + stime of /proc/<pid>/stat, in clock ticks of
 * 10 ms). Per request, it compares builds on a shared machine, where req/s mostly measures the neighbours.
 */
const cpuMsOf = (pid: number | undefined): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
};

/**
 * The PostgreSQL backends serving the bench database and their CPU time in ms (NaN if PostgreSQL is remote;
 * none on PGlite, which runs inside the server's process).
 */
const backendCpu = async (databaseUrl: string | undefined): Promise<Map<number, number>> => {
  if (!databaseUrl) return new Map();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return new Map(rows.map(({ pid }) => [pid, cpuMsOf(pid)]));
  } finally {
    await client.end();
  }
};

/** CPU the backends used between two readings; a backend the pool opened in between counts from zero. */
const backendCpuBetween = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, cpu]) => sum + cpu - (before.get(pid) ?? 0), 0);

const load = async (
  path: string,
  cookie: string,
  serverPid: number | undefined,
  databaseUrl: string | undefined,
) => {
  const loadAverage = loadavg()[0] ?? Number.NaN;
  const databaseCpuBefore = await backendCpu(databaseUrl);
  const cpuBefore = cpuMsOf(serverPid);
  const generatorCpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { cookie, 'accept-encoding': 'gzip, br' },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  const generatorCpu = process.cpuUsage(generatorCpuBefore);
  const serverCpu = cpuMsOf(serverPid) - cpuBefore;
  const databaseCpu = backendCpuBetween(databaseCpuBefore, await backendCpu(databaseUrl));
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: serverCpu / result.requests.total,
    databaseCpuMsPerRequest: databaseCpu / result.requests.total,
    generatorCpuMsPerRequest: (generatorCpu.user + generatorCpu.system) / 1000 / result.requests.total,
    loadAverage,
  };
};

/**
 * `BENCH_REUSE=1` measures the data a previous run seeded (new sessions only): comparing two builds on the same
 * data, without 80 s of seeding before each run. It must be the same bench (`BENCH_ONLY` and driver).
 */
const reuse = process.env.BENCH_REUSE === '1';
const pgliteDataDir = join(tmpdir(), 'brokerage-bench', 'pglite');
const database: BenchDatabase = pglite
  ? { dataDir: pgliteDataDir }
  : { url: reuse ? benchDatabaseUrl(serverUrl ?? '') : await createBenchDatabase(serverUrl ?? '') };
const seedStarted = Date.now();
if (!reuse) {
  console.log(`Seeding 100,000 users${withSales ? ', 200,000 customers and 1,000,000 sales' : ''}...`);
  if (pglite) rmSync(dirname(pgliteDataDir), { recursive: true, force: true });
}
const { cookie, sampleUserId, sales } = reuse
  ? await signInBenchData(database, { withSales })
  : await seedBenchData(database, { withSales });
if (!reuse) console.log(`Seeded in ${Math.round((Date.now() - seedStarted) / 1000)} s.`);
const server = await startServer(database);

/** The sale list as an administrator sees it (scope all), newest first, 50 a page, with `filter`. */
const saleList = (filter: string, page = 1) =>
  `/api/ventes?page=${page}&pageSize=50&sort=createdAt&order=desc${filter ? `&${filter}` : ''}`;
const salesTargets: Target[] = sales
  ? [
      { group: 'sales', name: 'sales, page 1, by date', path: saleList(''), maxP99Ms: 100 },
      { group: 'sales', name: 'sales, page 2,000, by date', path: saleList('', 2_000), maxP99Ms: 100 },
      { group: 'sales', name: 'sales, status quoted', path: saleList('status=quoted'), maxP99Ms: 100 },
      {
        group: 'sales',
        name: 'sales, one seller',
        path: saleList(`sellerId=${sales.sellerId}`),
        maxP99Ms: 100,
      },
      { group: 'sales', name: 'sales, one team', path: saleList(`teamId=${sales.teamId}`), maxP99Ms: 100 },
      { group: 'sales', name: 'sales, one gamme', path: saleList('gammeCode=SANTE_FAMILLE'), maxP99Ms: 100 },
      {
        group: 'sales',
        name: 'sales, search by customer name',
        path: saleList(`search=${encodeURIComponent(sales.customerName)}`),
        maxP99Ms: 150,
      },
      {
        group: 'sales',
        name: 'sales, search by phone',
        path: saleList(`search=${encodeURIComponent(sales.customerPhone)}`),
        maxP99Ms: 150,
      },
      {
        group: 'sales',
        name: 'dashboard, a manager',
        path: '/api/dashboard',
        cookie: sales.managerCookie,
        maxP99Ms: 150,
      },
    ]
  : [];

const allTargets: Target[] = [
  {
    group: 'users',
    name: 'users, page 200 of 50, by last name',
    path: '/api/users?relations=company,team&page=200&pageSize=50&sort=lastName',
    minRequestsPerSecond: 600,
    maxP99Ms: 100,
  },
  {
    group: 'users',
    name: 'users, page 1',
    path: '/api/users?relations=company,team&page=1&pageSize=50&sort=lastName',
    minRequestsPerSecond: 1_000,
  },
  {
    group: 'users',
    name: 'one user',
    path: `/api/users/${sampleUserId}`,
    minRequestsPerSecond: 1_500,
    maxP99Ms: 50,
  },
  ...salesTargets,
];
/** `BENCH_TARGETS=team,phone`: only the targets whose name contains one of these words. */
const chosen = process.env.BENCH_TARGETS?.split(',').filter(Boolean);
const targets = allTargets.filter(
  (target) =>
    (!only || target.group === only) && (!chosen || chosen.some((word) => target.name.includes(word))),
);

let failed = false;
try {
  // A short warm-up so the JIT and the connection pool are not measured cold.
  for (const target of targets)
    await autocannon({
      url: `http://127.0.0.1:${PORT}${target.path}`,
      connections: 10,
      duration: 2,
      headers: { cookie: target.cookie ?? cookie },
    });
  const rows = [];
  for (const target of targets) {
    const measured = await load(
      target.path,
      target.cookie ?? cookie,
      server.pid,
      'url' in database ? database.url : undefined,
    );
    const ok =
      measured.requestsPerSecond >= (target.minRequestsPerSecond ?? 0) &&
      (target.maxP99Ms === undefined || measured.p99 <= target.maxP99Ms);
    failed ||= !ok;
    rows.push({
      request: target.name,
      'req/s': Math.round(measured.requestsPerSecond),
      'p50 ms': measured.p50,
      'p99 ms': measured.p99,
      'server CPU ms/req': Number(measured.cpuMsPerRequest.toFixed(2)),
      // The server, PostgreSQL (its backends, when it runs on this machine) and the load generator (autocannon,
      // in this process) share the same cores: what each spends per request tells where the time goes.
      'PostgreSQL CPU ms/req': Number(measured.databaseCpuMsPerRequest.toFixed(2)),
      'autocannon CPU ms/req': Number(measured.generatorCpuMsPerRequest.toFixed(2)),
      'load (1 min)': Number(measured.loadAverage.toFixed(1)),
      target: [
        target.minRequestsPerSecond ? `≥ ${target.minRequestsPerSecond} req/s` : '',
        target.maxP99Ms ? `p99 ≤ ${target.maxP99Ms} ms` : '',
      ]
        .filter(Boolean)
        .join(', '),
      result: ok ? 'ok' : 'MISSED',
    });
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, production server on ${pglite ? 'PGlite' : 'PostgreSQL'}`,
  );
  console.table(rows);
} finally {
  server.removeAllListeners('exit');
  // A server still draining connections after its grace would outlive the bench and load the next run.
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const stillRunning = await Promise.race([
    stopped.then(() => false),
    new Promise((resolve) => setTimeout(resolve, 3_000, true)),
  ]);
  if (stillRunning) server.kill('SIGKILL');
}
process.exit(failed ? 1 : 0);
