import type { DataScope } from '@brokerage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, teams, users } from '@/db/schema/index.ts';
import { createRole, nextPhone, signInAs } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';

/**
 * The scope matrix (issue 8): for each scoped entity and each data scope, what lies outside the scope is absent
 * from the list and answers 404 to a read and to a write, and what lies inside is listed and readable.
 */
let t: TestApp;
const SCOPES: DataScope[] = ['own', 'team', 'company', 'all'];
const GRANTED = [
  'UserModule:users:read',
  'UserModule:users:update',
  'TeamModule:teams:read',
  'TeamModule:teams:update',
];

/** Where a record sits relative to the actor: themselves, their team, their company, or elsewhere. */
type Place = 'self' | 'team' | 'company' | 'elsewhere';
const PLACES: Place[] = ['self', 'team', 'company', 'elsewhere'];

/** The places each scope reaches, per entity; for teams "own" is the actor's own team. */
const REACH: Record<'users' | 'teams', Record<DataScope, Place[]>> = {
  users: {
    own: ['self'],
    team: ['self', 'team'],
    company: ['self', 'team', 'company'],
    all: PLACES,
  },
  teams: {
    own: ['team'],
    team: ['team'],
    company: ['team', 'company'],
    all: ['team', 'company', 'elsewhere'],
  },
};

interface Actor {
  cookie: string;
  users: Partial<Record<Place, string>>;
}
const actors = {} as Record<DataScope, Actor>;
const teamIds = {} as Record<Exclude<Place, 'self'>, string>;

const insertUser = async (values: {
  roleId?: string;
  companyId: string;
  teamId: string;
  lastName: string;
}) => {
  const [user] = await t.db
    .insert(users)
    .values({ phone: nextPhone(), firstName: 'Scope', email: null, status: 'active', ...values })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
};

beforeAll(async () => {
  t = await buildTestApp();
  const [home, away] = await t.db
    .insert(companies)
    .values([{ name: 'Scope Home' }, { name: 'Scope Away' }])
    .returning();
  if (!home || !away) throw new Error('companies not created');
  const [ownTeam, sisterTeam, awayTeam] = await t.db
    .insert(teams)
    .values([
      { name: 'Home A', companyId: home.id },
      { name: 'Home B', companyId: home.id },
      { name: 'Away', companyId: away.id },
    ])
    .returning();
  if (!ownTeam || !sisterTeam || !awayTeam) throw new Error('teams not created');
  Object.assign(teamIds, { team: ownTeam.id, company: sisterTeam.id, elsewhere: awayTeam.id });
  const reader = await createRole(t.db, { granted: ['UserModule:users:read'] });
  const others = {
    team: await insertUser({ roleId: reader.id, companyId: home.id, teamId: ownTeam.id, lastName: 'Mate' }),
    company: await insertUser({
      roleId: reader.id,
      companyId: home.id,
      teamId: sisterTeam.id,
      lastName: 'Sister',
    }),
    elsewhere: await insertUser({
      roleId: reader.id,
      companyId: away.id,
      teamId: awayTeam.id,
      lastName: 'Away',
    }),
  };
  for (const scope of SCOPES) {
    const role = await createRole(t.db, { granted: GRANTED, dataScope: scope });
    const self = await insertUser({
      roleId: role.id,
      companyId: home.id,
      teamId: ownTeam.id,
      lastName: `Actor ${scope}`,
    });
    await resetRateLimits(t.db);
    actors[scope] = {
      cookie: await signInAs(t, self.phone),
      users: {
        self: self.id,
        team: others.team.id,
        company: others.company.id,
        elsewhere: others.elsewhere.id,
      },
    };
  }
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

const CASES = SCOPES.flatMap((scope) =>
  (['users', 'teams'] as const).flatMap((entity) =>
    PLACES.filter((place) => entity === 'users' || place !== 'self').map((place) => ({
      scope,
      entity,
      place,
      reached: REACH[entity][scope].includes(place),
    })),
  ),
);

describe('data scope', () => {
  it.each(CASES)(
    '$entity, scope $scope: a record in place "$place" reached=$reached',
    async ({ scope, entity, place, reached }) => {
      const actor = actors[scope];
      const id = entity === 'users' ? actor.users[place] : teamIds[place as Exclude<Place, 'self'>];
      const list = await get(actor.cookie, `/api/${entity}?pageSize=100`);
      expect(list.statusCode).toBe(200);
      const listed = (list.json().data as { id: string }[]).map((row) => row.id);
      expect(listed.includes(id ?? '')).toBe(reached);

      const read = await get(actor.cookie, `/api/${entity}/${id}`);
      expect(read.statusCode).toBe(reached ? 200 : 404);

      if (!reached) {
        const write = await t.app.inject({
          method: 'PUT',
          url: `/api/${entity}/${id}`,
          headers: { cookie: actor.cookie },
          payload:
            entity === 'users'
              ? { lastName: 'Overwritten', version: 1 }
              : { name: 'Overwritten', version: 1 },
        });
        expect(write.statusCode).toBe(404);
      }
    },
  );

  it('a role without a team still sees its own user record under a team scope', async () => {
    const role = await createRole(t.db, { granted: GRANTED, dataScope: 'team' });
    const [loner] = await t.db
      .insert(users)
      .values({ phone: nextPhone(), firstName: 'Lone', lastName: 'Wolf', status: 'active', roleId: role.id })
      .returning();
    await resetRateLimits(t.db);
    const cookie = await signInAs(t, loner?.phone ?? '');
    const list = await get(cookie, '/api/users?pageSize=100');
    expect((list.json().data as { id: string }[]).map((row) => row.id)).toEqual([loner?.id]);
    expect((await get(cookie, '/api/teams')).json().data).toEqual([]);
  });
});
