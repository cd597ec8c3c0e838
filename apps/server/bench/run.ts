// `npm run bench`: seeds 100,000 users into a dedicated PostgreSQL database, starts the production server on it,
// loads the hottest reads with autocannon (50 connections, 10 s each) and checks them against the targets.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchDatabase, seedBenchData } from './seed.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error(
    'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server the bench may create a database on.',
  );
  process.exit(2);
}
const PORT = Number(process.env.BENCH_PORT ?? 3199);
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Target {
  name: string;
  path: string;
  minRequestsPerSecond: number;
  maxP99Ms?: number;
}

const startServer = (databaseUrl: string): Promise<ChildProcess> =>
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
        DATABASE_URL: databaseUrl,
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

/** The PostgreSQL backends serving the bench database and their CPU time in ms (NaN if PostgreSQL is remote). */
const backendCpu = async (databaseUrl: string): Promise<Map<number, number>> => {
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

const load = async (path: string, cookie: string, serverPid: number | undefined, databaseUrl: string) => {
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

console.log('Seeding 100,000 users...');
const databaseUrl = await createBenchDatabase(serverUrl);
const { cookie, sampleUserId } = await seedBenchData(databaseUrl);
const server = await startServer(databaseUrl);

const targets: Target[] = [
  {
    name: 'users, page 200 of 50, by last name',
    path: '/api/users?relations=company,team&page=200&pageSize=50&sort=lastName',
    minRequestsPerSecond: 600,
    maxP99Ms: 100,
  },
  {
    name: 'users, page 1',
    path: '/api/users?relations=company,team&page=1&pageSize=50&sort=lastName',
    minRequestsPerSecond: 1_000,
  },
  { name: 'one user', path: `/api/users/${sampleUserId}`, minRequestsPerSecond: 1_500, maxP99Ms: 50 },
];

let failed = false;
try {
  // A short warm-up so the JIT and the connection pool are not measured cold.
  for (const target of targets)
    await autocannon({
      url: `http://127.0.0.1:${PORT}${target.path}`,
      connections: 10,
      duration: 2,
      headers: { cookie },
    });
  const rows = [];
  for (const target of targets) {
    const measured = await load(target.path, cookie, server.pid, databaseUrl);
    const ok =
      measured.requestsPerSecond >= target.minRequestsPerSecond &&
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
      target: `≥ ${target.minRequestsPerSecond} req/s${target.maxP99Ms ? `, p99 ≤ ${target.maxP99Ms} ms` : ''}`,
      result: ok ? 'ok' : 'MISSED',
    });
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, production server on PostgreSQL`);
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
