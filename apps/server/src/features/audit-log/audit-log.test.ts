import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema/index.ts';
import { automatedActor, recordAudit } from '@/platform/audit.ts';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';

let t: TestApp;
let readerCookie: string;
let outsiderCookie: string;
const alice = { id: randomUUID(), name: 'Alice Admin' };
const bruno = { id: randomUUID(), name: 'Bruno Boss' };
const userId = randomUUID();
const roleId = randomUUID();

beforeAll(async () => {
  t = await buildTestApp();
  readerCookie = (await signInWithPermissions(t, ['AdminModule:audit-log:read'])).cookie;
  await resetRateLimits(t.db);
  outsiderCookie = (await signInWithPermissions(t, ['UserModule:users:read'])).cookie;
  // A known history, one entry per day of January 2031, far from anything the sign-ins wrote.
  const entries = [
    { actor: alice, action: 'create', entity: 'user', entityId: userId, day: 1 },
    { actor: alice, action: 'update', entity: 'user', entityId: userId, day: 2 },
    { actor: bruno, action: 'create', entity: 'role', entityId: roleId, day: 3 },
    { actor: bruno, action: 'update', entity: 'role', entityId: roleId, day: 4 },
    { actor: alice, action: 'delete', entity: 'user', entityId: userId, day: 5 },
  ] as const;
  await t.db.insert(auditLog).values(
    entries.map((entry) => ({
      at: new Date(Date.UTC(2031, 0, entry.day, 12)),
      actorId: entry.actor.id,
      actorName: entry.actor.name,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      changes: { status: { before: null, after: `day ${entry.day}` } },
      ip: '203.0.113.7',
    })),
  );
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.db));

const list = async (query: string, cookie = readerCookie) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/audit-log?${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: Array<{
      entity: string;
      entityId: string;
      action: string;
      at: string;
      actor: { id: string } | null;
      automatedActor: string | null;
    }>;
    total: number;
    page: number;
    pageSize: number;
  };
};

const days = (entries: Array<{ at: string }>) => entries.map((entry) => new Date(entry.at).getUTCDate());

describe('GET /api/audit-log', () => {
  it('answers the newest entries first with actor, changes and address', async () => {
    const { data } = await list('from=2031-01-01T00:00:00Z');
    expect(days(data)).toEqual([5, 4, 3, 2, 1]);
    expect(data[0]).toEqual({
      id: expect.any(String),
      at: '2031-01-05T12:00:00.000Z',
      actor: alice,
      automatedActor: null,
      action: 'delete',
      entity: 'user',
      entityId: userId,
      changes: { status: { before: null, after: 'day 5' } },
      ip: '203.0.113.7',
    });
  });

  it('names the automation that wrote an entry without a staff actor, and nothing for an unknown label', async () => {
    const entityId = randomUUID();
    for (const [day, actor] of [
      [10, automatedActor('signing-page')],
      [11, { id: null, name: 'a script of long ago' }],
    ] as const) {
      await recordAudit({
        db: t.db,
        actor,
        action: 'update',
        entity: 'signature_request',
        entityId,
        before: { status: 'sent' },
        after: { status: `day ${day}` },
      });
    }
    const { data } = await list(`entityId=${entityId}`);
    const seen = data.map(({ actor, automatedActor: who }) => ({ actor, who }));
    expect(seen).toHaveLength(2);
    expect(seen).toEqual(
      expect.arrayContaining([
        { actor: null, who: 'signing-page' },
        { actor: null, who: null },
      ]),
    );
  });

  it('filters by entity and record when they are given', async () => {
    expect(days((await list('entity=role')).data)).toEqual([4, 3]);
    expect(days((await list(`entity=user&entityId=${userId}`)).data)).toEqual([5, 2, 1]);
    expect((await list(`entityId=${randomUUID()}`)).total).toBe(0);
  });

  it('filters by actor when one is given', async () => {
    const { data, total } = await list(`actorId=${bruno.id}`);
    expect(total).toBe(2);
    expect(data.every((entry) => entry.actor?.id === bruno.id)).toBe(true);
  });

  it("filters by action, and by part of the actor's name whatever its case", async () => {
    expect(days((await list('from=2031-01-01T00:00:00Z&action=update')).data)).toEqual([4, 2]);
    expect(days((await list('from=2031-01-01T00:00:00Z&actor=bOsS')).data)).toEqual([4, 3]);
    expect(days((await list('actor=alice&action=delete&entity=user')).data)).toEqual([5]);
    expect(days((await list(`from=2031-01-01T00:00:00Z&search=${roleId.slice(0, 8)}`)).data)).toEqual([4, 3]);
    expect(days((await list('from=2031-01-01T00:00:00Z&search=bruno')).data)).toEqual([4, 3]);
  });

  it('keeps only the entries between from and to, both included', async () => {
    const { data } = await list('from=2031-01-02T12:00:00Z&to=2031-01-04T12:00:00%2B00:00');
    expect(days(data)).toEqual([4, 3, 2]);
  });

  it('pages and sorts when asked', async () => {
    const first = await list('from=2031-01-01T00:00:00Z&sort=at&order=asc&pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(days(first.data)).toEqual([1, 2]);
    const last = await list('from=2031-01-01T00:00:00Z&sort=at&order=asc&pageSize=2&page=3');
    expect(days(last.data)).toEqual([5]);
  });

  it('answers 400 naming the field when a filter is malformed', async () => {
    for (const [query, field] of [
      ['actorId=alice', 'actorId'],
      ['from=yesterday', 'from'],
      ['pageSize=0', 'pageSize'],
      ['action=rename', 'action'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/audit-log?${query}`,
        headers: { cookie: readerCookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.fields.map((entry: { path: string }) => entry.path)).toEqual([field]);
    }
  });

  it('answers 403 Forbidden resource when the role may not read the history', async () => {
    for (const url of ['/api/audit-log', '/api/audit-log/entities']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: outsiderCookie } });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Forbidden resource');
    }
  });
});

describe('GET /api/audit-log/entities', () => {
  it('answers each kind of record the history holds once, alphabetically', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/audit-log/entities',
      headers: { cookie: readerCookie },
    });
    expect(response.statusCode).toBe(200);
    const entities: string[] = response.json().data;
    expect(entities).toEqual(expect.arrayContaining(['role', 'user']));
    expect(entities).toEqual([...new Set(entities)].sort());
  });
});
