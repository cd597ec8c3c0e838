import { DEFAULT_PARAMETERS } from '@brokerage/shared';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { parameters } from '@/db/schema/index.ts';
import { parametersCacheOf } from '@/features/parameters/parameters-cache.ts';
import { setClockOffsetHours } from '@/platform/clock.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import {
  createOrganisation,
  insertCustomer,
  insertSale,
  type Member,
  type Organisation,
  signInMember,
} from './sale-fixtures.ts';

/** Fixtures of the call log and do-not-call list tests (issue 11). */

export const REVIEWER_KEYS = ['VenteModule:quality-control:read', 'VenteModule:quality-control:review'];

/** Puts the server's clock at `iso` (the phone rules read it); `resetClock` after each test. */
export const setClockTo = (iso: string) => setClockOffsetHours((Date.parse(iso) - Date.now()) / 3_600_000);
export const resetClock = () => setClockOffsetHours(0);

export interface CallWorld {
  t: TestApp;
  org: Organisation;
  agent: Member;
  /** A team-scoped seller of another team of the same company: the agent's sales are outside their scope. */
  otherTeam: Member;
  /** Reads sales, may not record calls. */
  reader: Member;
  reviewer: Member;
  /** Reads the do-not-call list, may not change it. */
  qualityReader: Member;
}

export const startCallSuite = (): CallWorld => {
  const world = {} as CallWorld;
  beforeAll(async () => {
    const t = await buildTestApp();
    const org = await createOrganisation(t.db);
    Object.assign(world, {
      t,
      org,
      agent: await signInMember(t, { companyId: org.homeId, teamId: org.teamId }),
      otherTeam: await signInMember(t, {
        dataScope: 'team',
        companyId: org.homeId,
        teamId: org.sisterTeamId,
      }),
      reader: await signInMember(t, {
        granted: ['VenteModule:ventes:read'],
        dataScope: 'company',
        companyId: org.homeId,
        teamId: org.teamId,
      }),
      reviewer: await signInMember(t, {
        granted: [...REVIEWER_KEYS, 'AdminModule:audit-log:read'],
        dataScope: 'company',
        companyId: org.homeId,
        teamId: null,
      }),
      qualityReader: await signInMember(t, {
        granted: ['VenteModule:quality-control:read'],
        dataScope: 'company',
        companyId: org.homeId,
        teamId: null,
      }),
    });
  }, 60_000);
  afterEach(resetClock);
  afterAll(() => world.t?.close());
  return world;
};

/** A new prospect (own number) with a phone sale of the agent whose first step is done. */
export const newProspect = async (world: CallWorld, values: Parameters<typeof insertSale>[2] = {}) => {
  const customer = await insertCustomer(world.t.db, { firstName: 'Paul', lastName: 'Durand' });
  const sale = await insertSale(world.t.db, world.agent.user, {
    channel: 'outbound_call',
    callConsentAt: new Date('2026-01-05T10:00:00Z'),
    recordingAnnouncedAt: new Date('2026-01-05T10:00:00Z'),
    customerId: customer.id,
    ...values,
  });
  return { customer, sale };
};

export const recordCall = (
  world: CallWorld,
  saleId: string,
  payload: Record<string, unknown> = { outcome: 'no_answer' },
  cookie = world.agent.cookie,
) => world.t.app.inject({ method: 'POST', url: `/api/ventes/${saleId}/calls`, headers: { cookie }, payload });

/** Saves the calling rules parameter (the rest as the defaults). */
export const saveCallingRules = async (
  t: TestApp,
  changes: Partial<typeof DEFAULT_PARAMETERS.callingRules>,
) => {
  const value = { ...DEFAULT_PARAMETERS.callingRules, ...changes };
  await t.db
    .insert(parameters)
    .values({ key: 'callingRules', value })
    .onConflictDoUpdate({ target: parameters.key, set: { value } });
  // Written behind the parameters route's back: the app's cached copy would keep the old rules for its TTL.
  parametersCacheOf(t.db)?.invalidate();
};
