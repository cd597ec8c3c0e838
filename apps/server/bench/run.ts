// `npm run bench`: latency of the hottest requests (every page asks for the session) and memory, against targets.
import { performance } from 'node:perf_hooks';
import { buildPermissionsMap } from '@brokerage/shared';
import { roles, users } from '../src/db/schema/index.ts';
import { createSession } from '../src/features/auth/sessions.service.ts';
import { buildTestApp } from '../src/test/build-app.ts';

const ITERATIONS = 2_000;
const TARGETS = { p95Ms: 15, rssMb: 400 };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const t = await buildTestApp();
const [role] = await t.db
  .insert(roles)
  .values({ name: 'bench', permissions: buildPermissionsMap(['VenteModule:ventes:read']) })
  .returning();
const [user] = await t.db
  .insert(users)
  .values({ phone: '+33639980099', firstName: 'Bench', lastName: 'User', status: 'active', roleId: role?.id })
  .returning();
if (!user) throw new Error('bench user not created');
const { sessionId } = await createSession({
  db: t.db,
  userId: user.id,
  ttlHours: 1,
  context: { ip: undefined, userAgent: undefined },
});

const scenarios = [
  { name: 'GET /api/health', url: '/api/health', cookie: undefined },
  { name: 'GET /api/auth/me', url: '/api/auth/me', cookie: `sid=${sessionId}` },
  { name: 'GET /api/modules', url: '/api/modules', cookie: `sid=${sessionId}` },
];

let failed = false;
for (const scenario of scenarios) {
  const timings: number[] = [];
  for (let index = 0; index < ITERATIONS; index++) {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'GET',
      url: scenario.url,
      headers: scenario.cookie ? { cookie: scenario.cookie } : {},
    });
    timings.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${scenario.name} answered ${response.statusCode}`);
  }
  timings.sort((a, b) => a - b);
  const p50 = percentile(timings, 0.5);
  const p95 = percentile(timings, 0.95);
  const ok = p95 <= TARGETS.p95Ms;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'SLOW'} ${scenario.name.padEnd(20)} p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  (target p95 ≤ ${TARGETS.p95Ms} ms)`,
  );
}
const rssMb = process.memoryUsage().rss / 1_048_576;
const memoryOk = rssMb <= TARGETS.rssMb;
failed ||= !memoryOk;
console.log(
  `${memoryOk ? 'ok  ' : 'HIGH'} resident memory ${rssMb.toFixed(0)} MB (target ≤ ${TARGETS.rssMb} MB)`,
);
await t.close();
process.exit(failed ? 1 : 0);
