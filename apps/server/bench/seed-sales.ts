// Deterministic sales bench data (issue 9): 200,000 customers and 1,000,000 sales over two years, sold by 2,000
// of the bench users (20 per team), generated inside PostgreSQL with generate_series.

import { createHash } from 'node:crypto';
import { buildPermissionsMap, SALE_STATUSES, type SaleStatus } from '@brokerage/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { customers, roles, users } from '@/db/schema/index.ts';
import { DEMO_LAST_NAMES } from '@/db/seed/demo-people.ts';
import { createSession } from '@/features/auth/sessions.service.ts';

export const BENCH_SALES = 1_000_000;
export const BENCH_CUSTOMERS = 200_000;
/** Bench users 1..2,000 sell; user n is in team 1 + n % 100 (bench/seed.ts). */
const SELLERS = 2_000;

/** First names of the bench's customers, and of its users (bench/seed.ts). */
export const BENCH_FIRST_NAMES = [
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
const GAMMES = ['SANTE_ESSENTIEL', 'SANTE_FAMILLE', 'SANTE_SENIOR', 'SANTE_TNS', 'HOSPI_PLUS'];
/** Twenty slots in all, in the sale's order: a realistic mix, most sales early in the funnel or finished. */
const STATUS_WEIGHTS: Record<SaleStatus, number> = {
  draft: 3,
  quoted: 4,
  subscribed: 3,
  documents_sent: 1,
  awaiting_signature: 1,
  signed: 1,
  quality_review: 1,
  validated: 1,
  rejected: 1,
  contract: 3,
  lost: 1,
};
const STATUS_MIX = SALE_STATUSES.flatMap((status) => Array<SaleStatus>(STATUS_WEIGHTS[status]).fill(status));

const textArray = (values: readonly string[]) => sql.raw(`array['${values.join("','")}']`);

/** "Chloé Garnier-Rousseau": 10 × 16 × 16 full names, so a name search matches a few dozen customers. */
const LAST_NAME = sql`(${textArray(DEMO_LAST_NAMES)})[1 + (i * 7) % ${DEMO_LAST_NAMES.length}] || '-' || (${textArray(DEMO_LAST_NAMES)})[1 + (i / ${DEMO_LAST_NAMES.length})::int % ${DEMO_LAST_NAMES.length}]`;
const FIRST_NAME = sql`(${textArray(BENCH_FIRST_NAMES)})[1 + i % ${BENCH_FIRST_NAMES.length}]`;
/** Customer n's mobile: +33 6 10 00 00 01 onwards. */
const PHONE = sql`'+336' || (10000000 + i)::text`;

/** `bench_uuid(text)` of seed.ts in JavaScript: the bench's ids. */
const md5Uuid = (text: string) => {
  const digest = createHash('md5').update(text).digest('hex');
  const hex = `${digest.slice(0, 12)}4${digest.slice(13, 16)}8${digest.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const BENCH_MANAGER_PHONE = '+33639980098';

export const benchCustomerPhone = (n: number) => `+336${10_000_000 + n}`;

/**
 * Runs a bulk load with the table's secondary indexes dropped, then builds them again: building an index over
 * a million rows at once is several times faster than updating it row by row.
 */
const withIndexesBuiltAfter = async (db: Database, table: string, load: () => Promise<unknown>) => {
  const result = await db.execute(sql`
    select indexname, indexdef from pg_indexes
    where schemaname = 'public' and tablename = ${table} and indexname not like '%_pkey'`);
  const indexes = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  await load();
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
};

export interface SalesBenchData {
  managerCookie: string;
  sellerId: string;
  teamId: string;
  /** A customer's full name and national phone, as an agent would type them. */
  customerName: string;
  customerPhone: string;
}

/** Seeds the customers and sales, and a manager of team 1 (the dashboard's caller). */
export const seedSalesBenchData = async (db: Database): Promise<void> => {
  await withIndexesBuiltAfter(db, 'customers', () =>
    db.execute(sql`
    insert into customers (id, civility, first_name, last_name, address, postcode, city, phone, email, regime,
                           search_text, owner_id, team_id, company_id, created_at)
    select bench_uuid('customer' || i), case when i % 2 = 0 then 'mr' else 'mrs' end,
           ${FIRST_NAME}, ${LAST_NAME}, (1 + i % 120) || ' rue de la République', '75011', 'Paris', ${PHONE},
           'client' || i || '@example.test', 'general',
           translate(lower(${FIRST_NAME} || ' ' || ${LAST_NAME} || ' client' || i || '@example.test ' || replace(${PHONE}, '+', '')),
                     'éèêëàâäîïôöùûüç', 'eeeeaaaiioouuuc'),
           bench_uuid('user' || (1 + i % ${SELLERS})), bench_uuid('team' || (1 + (1 + i % ${SELLERS}) % 100)),
           bench_uuid('company' || (1 + ((1 + i % ${SELLERS}) % 100) % 20)),
           timestamptz '2024-01-01' + i * interval '5 minutes'
    from generate_series(1, ${BENCH_CUSTOMERS}) i`),
  );
  // Seller n = 1 + i % 2000, with that bench user's team and company; newest sale first at i = 1. Status and
  // gamme also vary with i / 100, so each team (a residue of i mod 100) gets every status and gamme.
  await withIndexesBuiltAfter(db, 'sales', () =>
    db.execute(sql`
    insert into sales (id, number, status, status_changed_at, seller_id, team_id, company_id, channel, customer_id,
                       provider_type, gamme_code, quote_hash, monthly_premium_cents, yearly_premium_cents,
                       subscribed_at, created_at, updated_at)
    select bench_uuid('sale' || i),
           'V-' || to_char(created_at at time zone 'Europe/Paris', 'YYYY') || '-' || lpad(i::text, 7, '0'),
           status, created_at + interval '1 hour',
           bench_uuid('user' || seller), bench_uuid('team' || (1 + seller % 100)),
           bench_uuid('company' || (1 + (seller % 100) % 20)), 'outbound_call',
           bench_uuid('customer' || (1 + (i * 7) % ${BENCH_CUSTOMERS})), 'actudata',
           (${textArray(GAMMES)})[1 + (i + i / 100) % ${GAMMES.length}],
           case when status <> 'draft' then md5('quote' || i) end,
           case when status <> 'draft' then 2000 + (i * 37) % 15000 end,
           case when status <> 'draft' then (2000 + (i * 37) % 15000) * 12 end,
           case when status not in ('draft', 'quoted', 'lost') then created_at + interval '2 hours' end,
           created_at, created_at + interval '2 hours'
    from (
      select i, 1 + i % ${SELLERS} as seller, (${textArray(STATUS_MIX)})[1 + (i * 31 + (i / 100) * 7) % ${STATUS_MIX.length}] as status,
             now() - i * interval '63 seconds' as created_at
      from generate_series(1, ${BENCH_SALES}) i
    ) generated`),
  );
  await db.execute(sql`select setval('sale_number_seq', ${BENCH_SALES})`);

  const [managerRole] = await db
    .insert(roles)
    .values({
      name: 'bench manager',
      permissions: buildPermissionsMap(['VenteModule:ventes:read']),
      dataScope: 'team',
    })
    .returning();
  const [manager] = await db
    .insert(users)
    .values({
      phone: BENCH_MANAGER_PHONE,
      firstName: 'Bench',
      lastName: 'Manager',
      status: 'active',
      roleId: managerRole?.id,
      teamId: md5Uuid('team1'),
      companyId: md5Uuid('company2'),
    })
    .returning();
  if (!manager) throw new Error('bench manager not created');
};

/** A new hour-long session of the seeded bench user with `phone`: their cookie and id. */
export const benchSessionOf = async (db: Database, phone: string) => {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!user) throw new Error(`bench user ${phone} not found: seed the bench first`);
  const { sessionId } = await createSession({
    db,
    userId: user.id,
    ttlHours: 1,
    context: { ip: undefined, userAgent: undefined },
  });
  return { cookie: `sid=${sessionId}`, userId: user.id };
};

/** A new session for the bench's manager, and the sample filters of the sales targets (seeded data only). */
export const signInSalesBench = async (db: Database): Promise<SalesBenchData> => {
  const { cookie } = await benchSessionOf(db, BENCH_MANAGER_PHONE);
  const [sample] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, md5Uuid('customer4242')));
  const phone = benchCustomerPhone(4242).replace('+33', '0');
  return {
    managerCookie: cookie,
    sellerId: md5Uuid('user1'),
    teamId: md5Uuid('team1'),
    customerName: `${sample?.firstName} ${sample?.lastName}`,
    customerPhone: `${phone.slice(0, 2)} ${phone.slice(2, 4)} ${phone.slice(4, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`,
  };
};
