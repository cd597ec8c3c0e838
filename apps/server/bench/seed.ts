// Deterministic bench data: 100,000 users over 20 companies and 100 teams, generated inside PostgreSQL, and with
// `withSales` the sales bench's customers and sales (seed-sales.ts).
import { buildPermissionsMap } from '@brokerage/shared';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DatabaseTarget, openDatabase } from '@/db/client.ts';
import { roles, users } from '@/db/schema/index.ts';
import { seedRoles } from '@/db/seed/seed.ts';
import {
  BENCH_FIRST_NAMES,
  benchSessionOf,
  type SalesBenchData,
  seedSalesBenchData,
  signInSalesBench,
} from './seed-sales.ts';

export const BENCH_USERS = 100_000;
const BENCH_READER_PHONE = '+33639980099';
/** `BENCH_DATABASE_NAME` lets two benches share a server without dropping each other's database. */
const BENCH_DATABASE = process.env.BENCH_DATABASE_NAME ?? 'brokerage_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DATABASE))
  throw new Error('BENCH_DATABASE_NAME: lower-case letters, digits and _');

/** The bench's own database on the server of `serverUrl`, dropped and created afresh. */
export const createBenchDatabase = async (serverUrl: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  return benchDatabaseUrl(serverUrl);
};

/** The bench's database on the server of `serverUrl`. */
export const benchDatabaseUrl = (serverUrl: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
};

const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Haddad',
  'Moreau',
  'Laurent',
  'Simon',
  'Michel',
  'Lefebvre',
];

/**
 * Migrates, seeds the roles, 100,000 users, and a signed-in reader (users and sales, scope all); returns the
 * session cookie and a user id, and with `withSales` the sales bench's data (a manager's cookie, sample filters).
 */
export const seedBenchData = async (
  target: DatabaseTarget,
  { withSales }: { withSales: boolean },
): Promise<{ cookie: string; sampleUserId: string; sales: SalesBenchData | null }> => {
  // A million rows in one statement outlast the requests' statement limit.
  const database = await openDatabase('url' in target ? { ...target, sessionLimits: false } : target);
  try {
    await database.migrate();
    await seedRoles(database.db);
    const db = database.db;
    // Deterministic ids: the md5 of a label, with the version and variant digits of a version-4 UUID (the API's
    // zod schemas accept only RFC 9562 UUIDs in filters).
    await db.execute(sql`
      create or replace function bench_uuid(label text) returns uuid language sql immutable as
      $$ select overlay(overlay(md5(label) placing '4' from 13) placing '8' from 17)::uuid $$`);
    await db.execute(sql`
      insert into companies (id, name)
      select bench_uuid('company' || i), 'Company ' || lpad(i::text, 2, '0') from generate_series(1, 20) i`);
    await db.execute(sql`
      insert into teams (id, name, company_id)
      select bench_uuid('team' || i), 'Team ' || lpad(i::text, 3, '0'), bench_uuid('company' || (1 + i % 20))
      from generate_series(1, 100) i`);
    const [agent] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'agent'));
    await db.execute(sql`
      insert into users (id, phone, first_name, last_name, email, status, role_id, company_id, team_id, created_at)
      select bench_uuid('user' || i),
             '+3363' || lpad(i::text, 8, '0'),
             (${sql.raw(`array['${BENCH_FIRST_NAMES.join("','")}']`)})[1 + i % ${BENCH_FIRST_NAMES.length}],
             (${sql.raw(`array['${LAST_NAMES.join("','")}']`)})[1 + (i * 7) % ${LAST_NAMES.length}] || ' ' || (i % 997),
             'user' || i || '@example.test',
             'active', ${agent?.id ?? null},
             bench_uuid('company' || (1 + (i % 100) % 20)),
             bench_uuid('team' || (1 + i % 100)),
             timestamptz '2026-01-01' + i * interval '1 minute'
      from generate_series(1, ${BENCH_USERS}) i`);
    const [reader] = await db
      .insert(roles)
      .values({
        name: 'bench reader',
        permissions: buildPermissionsMap(['UserModule:users:read', 'VenteModule:ventes:read']),
        dataScope: 'all',
      })
      .returning();
    const [user] = await db
      .insert(users)
      .values({
        phone: BENCH_READER_PHONE,
        firstName: 'Bench',
        lastName: 'Reader',
        status: 'active',
        roleId: reader?.id,
      })
      .returning();
    if (!user) throw new Error('bench user not created');
    if (withSales) await seedSalesBenchData(db);
    await db.execute(sql`vacuum analyze`);
    // The seed's WAL is written out now, not by a checkpoint in the middle of a measurement. CHECKPOINT needs a
    // superuser or pg_checkpoint: a bench run by another role goes on, and says its figures may move.
    await db.execute(sql`checkpoint`).catch((error: unknown) => {
      console.warn(`No checkpoint after seeding (${String(error)}): the first measurements may vary more.`);
    });
    return await signInBench(db, { withSales });
  } finally {
    await database.close();
  }
};

/** New sessions on seeded bench data: the reader's cookie and id, and with `withSales` the sales targets' data. */
const signInBench = async (
  db: Database,
  { withSales }: { withSales: boolean },
): Promise<{ cookie: string; sampleUserId: string; sales: SalesBenchData | null }> => {
  const reader = await benchSessionOf(db, BENCH_READER_PHONE);
  const sales = withSales ? await signInSalesBench(db) : null;
  return { cookie: reader.cookie, sampleUserId: reader.userId, sales };
};

/** `BENCH_REUSE=1`: the data a previous run seeded, signed in afresh (no seed; the server migrates it on start). */
export const signInBenchData = async (
  target: DatabaseTarget,
  { withSales }: { withSales: boolean },
): Promise<{ cookie: string; sampleUserId: string; sales: SalesBenchData | null }> => {
  const database = await openDatabase(target);
  try {
    return await signInBench(database.db, { withSales });
  } finally {
    await database.close();
  }
};
