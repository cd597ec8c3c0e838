import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { asMember, CONTRACT_KEYS, QC_KEYS } from '@/test/quality-fixtures.ts';
import { createOrganisation, type Member, signInMember } from '@/test/sale-fixtures.ts';

/** Dates PostgreSQL cannot hold (year 0000) are a 400 naming the field, never a 500 (issue 11's date inputs). */

let t: TestApp;
let manager: Member;

beforeAll(async () => {
  t = await buildTestApp();
  const org = await createOrganisation(t.db);
  manager = await signInMember(t, {
    granted: [...QC_KEYS, ...CONTRACT_KEYS],
    dataScope: 'all',
    companyId: org.homeId,
    teamId: org.teamId,
  });
});
afterAll(() => t.close());

const fieldsOf = (body: { details?: { fields?: { path: string }[] } }) =>
  (body.details?.fields ?? []).map((field) => field.path);

describe('dates out of the years a brokerage means', () => {
  it.each([
    ['/api/quality-control/figures?from=0000-01-01&to=2026-01-01', 'from'],
    ['/api/quality-control/figures?from=2026-01-01&to=2101-01-01', 'to'],
    ['/api/contrats?effectiveFrom=0000-01-01', 'effectiveFrom'],
    ['/api/contrats?effectiveTo=0000-12-31', 'effectiveTo'],
    ['/api/contrats/export?effectiveFrom=0000-01-01', 'effectiveFrom'],
  ])('%s is 400 naming %s', async (url, field) => {
    const response = await asMember(t, manager)('GET', url);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response.json())).toContain(field);
  });

  it('still reads a period inside them', async () => {
    const response = await asMember(t, manager)(
      'GET',
      '/api/quality-control/figures?from=1900-01-01&to=2100-12-31',
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});
