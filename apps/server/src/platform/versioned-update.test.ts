import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  gammes,
  products,
  productTariffs,
  projectObjectives,
  questionCategories,
  questions,
  roles,
  teams,
  users,
} from '@/db/schema/index.ts';
import { seedCatalogue } from '@/db/seed/catalogue.ts';
import { seedQuestionnaire } from '@/db/seed/questionnaire.ts';
import { seedTariffs } from '@/db/seed/tariffs.ts';
import { createRole, createUser, signInAs } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import type { VersionedTable } from './versioned-update.ts';

let t: TestApp;
let cookie: string;
const ids: Record<string, string> = {};
let changedCsv = '';

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.db);
  await seedQuestionnaire(t.db);
  await seedTariffs(t.db);
  const root = await createRole(t.db, { name: 'root' });
  const actor = await createUser(t.db, { roleId: root.id });
  cookie = await signInAs(t, actor.phone);

  const role = await createRole(t.db, { granted: ['UserModule:users:read'] });
  const target = await createUser(t.db, { roleId: role.id });
  const [company] = await t.db
    .insert(companies)
    .values({ name: 'Versioned Courtage', providerTypes: ['actudata'] })
    .returning();
  const [team] = await t.db
    .insert(teams)
    .values({ name: 'Versioned team', companyId: company?.id ?? '' })
    .returning();
  const [question] = await t.db.select().from(questions).where(eq(questions.kind, 'standard')).limit(1);
  const [additional] = await t.db.select().from(questions).where(eq(questions.kind, 'additional')).limit(1);
  const [category] = await t.db.select().from(questionCategories).limit(1);
  const [objective] = await t.db.select().from(projectObjectives).limit(1);
  const [gamme] = await t.db.select().from(gammes).where(eq(gammes.providerType, 'actudata')).limit(1);
  const [tariffRow] = await t.db.select().from(productTariffs).limit(1);
  Object.assign(ids, {
    user: target.id,
    role: role.id,
    company: company?.id,
    team: team?.id,
    question: question?.id,
    additional: additional?.id,
    category: category?.id,
    objective: objective?.id,
    gamme: gamme?.id,
    gammeCode: gamme?.code,
    product: tariffRow?.productId,
  });
  // Every record starts one write in, so an older (stale) version exists to send.
  for (const table of [
    'users',
    'roles',
    'companies',
    'teams',
    'questions',
    'question_categories',
    'project_objectives',
    'gammes',
    'products',
  ]) {
    await t.db.execute(sql.raw(`update ${table} set version = 2`));
  }
  const exported = await t.app.inject({
    method: 'GET',
    url: `/api/products/${ids.product}/tariffs.csv`,
    headers: { cookie },
  });
  expect(exported.statusCode).toBe(200);
  // The same grid with one premium changed, so the import really writes.
  const lines = exported.body.trimEnd().split('\n');
  lines[lines.length - 1] = (lines.at(-1) ?? '').replace(/\d+(?:[.,]\d{1,2})?$/, '987');
  changedCsv = lines.join('\n');
});
afterAll(() => t.close());

interface VersionedCase {
  name: string;
  table: VersionedTable;
  id: () => string;
  method: 'PUT' | 'PATCH' | 'POST';
  url: () => string;
  payload: () => Record<string, unknown>;
  /** Sub-resource writes name the version in If-Match; record writes in the body. */
  via: 'body' | 'if-match';
}

const CASES: VersionedCase[] = [
  {
    name: 'user',
    table: users,
    id: () => ids.user ?? '',
    method: 'PUT',
    url: () => `/api/users/${ids.user}`,
    payload: () => ({ firstName: 'Renamed' }),
    via: 'body',
  },
  {
    name: 'role',
    table: roles,
    id: () => ids.role ?? '',
    method: 'PUT',
    url: () => `/api/roles/${ids.role}`,
    payload: () => ({ description: 'Changed' }),
    via: 'body',
  },
  {
    name: 'company',
    table: companies,
    id: () => ids.company ?? '',
    method: 'PUT',
    url: () => `/api/companies/${ids.company}`,
    payload: () => ({ name: 'Versioned Courtage 2' }),
    via: 'body',
  },
  {
    name: 'company provider types',
    table: companies,
    id: () => ids.company ?? '',
    method: 'PUT',
    url: () => `/api/companies/${ids.company}/provider-types`,
    payload: () => ({ providerTypes: ['actudata', 'santeplus'] }),
    via: 'if-match',
  },
  {
    name: 'team',
    table: teams,
    id: () => ids.team ?? '',
    method: 'PUT',
    url: () => `/api/teams/${ids.team}`,
    payload: () => ({ name: 'Versioned team 2' }),
    via: 'body',
  },
  {
    name: 'team provider type',
    table: teams,
    id: () => ids.team ?? '',
    method: 'PUT',
    url: () => `/api/teams/${ids.team}/provider-type/actudata`,
    payload: () => ({}),
    via: 'if-match',
  },
  {
    name: 'team gamme',
    table: teams,
    id: () => ids.team ?? '',
    method: 'POST',
    url: () => `/api/teams/${ids.team}/gammes/actudata/${ids.gammeCode}`,
    payload: () => ({}),
    via: 'if-match',
  },
  {
    name: 'question',
    table: questions,
    id: () => ids.question ?? '',
    method: 'PUT',
    url: () => `/api/questions/${ids.question}`,
    payload: () => ({ helpText: 'Changed help' }),
    via: 'body',
  },
  {
    name: 'question gammes',
    table: questions,
    id: () => ids.question ?? '',
    method: 'PATCH',
    url: () => `/api/questions/${ids.question}`,
    payload: () => ({ providerGammes: { actudata: [ids.gammeCode] } }),
    via: 'body',
  },
  {
    name: 'additional question',
    table: questions,
    id: () => ids.additional ?? '',
    method: 'PUT',
    url: () => `/api/questions/additional/${ids.additional}`,
    payload: () => ({ helpText: 'Changed help' }),
    via: 'body',
  },
  {
    name: 'category',
    table: questionCategories,
    id: () => ids.category ?? '',
    method: 'PUT',
    url: () => `/api/questions/categories/${ids.category}`,
    payload: () => ({ description: 'Changed' }),
    via: 'body',
  },
  {
    name: 'project objective',
    table: projectObjectives,
    id: () => ids.objective ?? '',
    method: 'PUT',
    url: () => `/api/project-objectives/${ids.objective}`,
    payload: () => ({ description: 'Changed' }),
    via: 'body',
  },
  {
    name: 'gamme',
    table: gammes,
    id: () => ids.gamme ?? '',
    method: 'PUT',
    url: () => `/api/questions/gammes/${ids.gamme}`,
    payload: () => ({ description: 'Changed' }),
    via: 'body',
  },
  {
    name: 'product',
    table: products,
    id: () => ids.product ?? '',
    method: 'PUT',
    url: () => `/api/products/${ids.product}`,
    payload: () => ({ description: 'Changed' }),
    via: 'body',
  },
  {
    name: 'tariff grid',
    table: products,
    id: () => ids.product ?? '',
    method: 'PUT',
    url: () => `/api/products/${ids.product}/tariffs/import`,
    payload: () => ({ csv: changedCsv }),
    via: 'if-match',
  },
];

const rowOf = async (table: VersionedTable, id: string) => {
  const [row] = await t.db.select().from(table).where(eq(table.id, id));
  if (!row) throw new Error('row not found');
  return row as Record<string, unknown> & { version: number };
};

const send = (entry: VersionedCase, version: number | undefined) =>
  t.app.inject({
    method: entry.method,
    url: entry.url(),
    headers: {
      cookie,
      ...(entry.via === 'if-match' && version !== undefined ? { 'if-match': `"${version}"` } : {}),
    },
    payload: { ...entry.payload(), ...(entry.via === 'body' && version !== undefined ? { version } : {}) },
  });

describe('optimistic concurrency on every updatable record', () => {
  it.each(CASES)(
    '$name: a stale or missing version is 409 STALE_WRITE and changes nothing; the current one writes and bumps it',
    async (entry) => {
      const before = await rowOf(entry.table, entry.id());
      const read = before.version;

      for (const stale of [read - 1, undefined]) {
        const refused = await send(entry, stale);
        expect(refused.statusCode, refused.body).toBe(409);
        const body = refused.json();
        expect(body.code).toBe('STALE_WRITE');
        expect(body.details.current).toMatchObject({ id: entry.id(), version: read });
        expect(await rowOf(entry.table, entry.id())).toEqual(before);
      }

      const accepted = await send(entry, read);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((await rowOf(entry.table, entry.id())).version).toBe(read + 1);
      const data = accepted.json().data;
      if (data && typeof data === 'object' && 'version' in data) expect(data.version).toBe(read + 1);
    },
  );

  it('lets exactly one of two writers holding the same version through', async () => {
    const { version } = await rowOf(users, ids.user ?? '');
    const attempts = await Promise.all(
      ['Alice', 'Bruno', 'Chloé', 'David'].map((firstName) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/users/${ids.user}`,
          headers: { cookie },
          payload: { firstName, version },
        }),
      ),
    );
    expect(attempts.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await rowOf(users, ids.user ?? '')).version).toBe(version + 1);
  });
});
