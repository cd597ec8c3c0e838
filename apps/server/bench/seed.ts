// Deterministic bench data: 100,000 users over 20 companies and 100 teams, generated inside PostgreSQL.
import { buildPermissionsMap } from '@brokerage/shared';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '@/db/client.ts';
import { roles, users } from '@/db/schema/index.ts';
import { seedRoles } from '@/db/seed/seed.ts';
import { createSession } from '@/features/auth/sessions.service.ts';

export const BENCH_USERS = 100_000;
const BENCH_DATABASE = 'brokerage_bench';

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
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
};

const FIRST_NAMES = [
  'Camille',
  'Julien',
  'Sophie',
  'Karim',
  'Léa',
  'Thomas',
  'Inès',
  'Hugo',
  'Chloé',
  'Nadia',
];
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

/** Migrates, seeds the roles, 100,000 users, and a signed-in reader; returns the session cookie and a user id. */
export const seedBenchData = async (url: string) => {
  const database = await openDatabase({ url });
  try {
    await database.migrate();
    await seedRoles(database.db);
    const db = database.db;
    await db.execute(sql`
      insert into companies (id, name)
      select md5('company' || i)::uuid, 'Company ' || lpad(i::text, 2, '0') from generate_series(1, 20) i`);
    await db.execute(sql`
      insert into teams (id, name, company_id)
      select md5('team' || i)::uuid, 'Team ' || lpad(i::text, 3, '0'), md5('company' || (1 + i % 20))::uuid
      from generate_series(1, 100) i`);
    const [agent] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'agent'));
    await db.execute(sql`
      insert into users (id, phone, first_name, last_name, email, status, role_id, company_id, team_id, created_at)
      select md5('user' || i)::uuid,
             '+3363' || lpad(i::text, 8, '0'),
             (${sql.raw(`array['${FIRST_NAMES.join("','")}']`)})[1 + i % ${FIRST_NAMES.length}],
             (${sql.raw(`array['${LAST_NAMES.join("','")}']`)})[1 + (i * 7) % ${LAST_NAMES.length}] || ' ' || (i % 997),
             'user' || i || '@example.test',
             'active', ${agent?.id ?? null}::uuid,
             md5('company' || (1 + (i % 100) % 20))::uuid,
             md5('team' || (1 + i % 100))::uuid,
             timestamptz '2026-01-01' + i * interval '1 minute'
      from generate_series(1, ${BENCH_USERS}) i`);
    const [reader] = await db
      .insert(roles)
      .values({
        name: 'bench reader',
        permissions: buildPermissionsMap(['UserModule:users:read']),
        dataScope: 'all',
      })
      .returning();
    const [user] = await db
      .insert(users)
      .values({
        phone: '+33639980099',
        firstName: 'Bench',
        lastName: 'Reader',
        status: 'active',
        roleId: reader?.id,
      })
      .returning();
    if (!user) throw new Error('bench user not created');
    await db.execute(sql`vacuum analyze`);
    const { sessionId } = await createSession({
      db,
      userId: user.id,
      ttlHours: 1,
      context: { ip: undefined, userAgent: undefined },
    });
    return { cookie: `sid=${sessionId}`, sampleUserId: user.id };
  } finally {
    await database.close();
  }
};
