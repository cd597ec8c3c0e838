import {
  type CurrentUser,
  type PricedOffer,
  type PricingRules,
  type QuotationPersonInput,
  todayInFrance,
} from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  products,
  productTariffs,
  providerTypes,
  roles,
  tariffZones,
  teams,
  users,
} from '@/db/schema/index.ts';
import { seedCatalogue } from '@/db/seed/catalogue.ts';
import { createPricingRegistry, type PricingInput } from '@/integrations/insurers/pricing-provider.ts';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { resetRateLimits } from '@/test/identity-helpers.ts';
import { quote as quoteWith } from './quotation.service.ts';

let t: TestApp;
let agent: { cookie: string; user: { id: string } };
let administrator: string;
const teamIds: Record<'famille' | 'confort' | 'atlas', string> = { famille: '', confort: '', atlas: '' };

/** The first day of next month: always a valid effective date. */
const today = todayInFrance();
const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
const EFFECTIVE_DATE =
  thisMonth === 12 ? `${thisYear + 1}-01-01` : `${thisYear}-${String(thisMonth + 1).padStart(2, '0')}-01`;
const EFFECTIVE_YEAR = Number(EFFECTIVE_DATE.slice(0, 4));
const bornAged = (age: number, monthDay = '05-10') => `${EFFECTIVE_YEAR - age}-${monthDay}`;

const FAMILY: QuotationPersonInput[] = [
  { role: 'main', birthDate: bornAged(45), regime: 'general' },
  { role: 'spouse', birthDate: bornAged(38, '11-02'), regime: 'general' },
  { role: 'child', birthDate: bornAged(10, '01-20'), regime: 'general' },
];

type Band = [
  regime: string,
  zone: number,
  beneficiary: 'adult' | 'child',
  ageMin: number,
  ageMax: number,
  cents: number,
];

const addProduct = async (
  gammeCode: string,
  code: string,
  level: number,
  grid: Band[],
  { rules, active = true }: { rules?: PricingRules; active?: boolean } = {},
) => {
  const [row] = await t.db
    .insert(products)
    .values({
      providerType: 'actudata',
      gammeCode,
      code,
      name: code,
      level,
      active,
      guarantees: [
        { category: 'hospitalisation', label: 'Chambre particulière', value: `${level * 30} € / jour` },
      ],
      ...(rules ? { pricingRules: rules } : {}),
    })
    .returning();
  if (!row) throw new Error('product not inserted');
  await t.db.insert(productTariffs).values(
    grid.map(([regime, zone, beneficiary, ageMin, ageMax, monthlyCents]) => ({
      productId: row.id,
      regime,
      zone,
      beneficiary,
      ageMin,
      ageMax,
      monthlyCents,
    })),
  );
  return row;
};

let famA: { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.db);
  await t.db.insert(tariffZones).values({ providerType: 'actudata', departement: '75', zone: 3 });

  famA = await addProduct(
    'SANTE_FAMILLE',
    'FAM_A',
    1,
    [
      ['general', 3, 'child', 0, 17, 2_000],
      ['general', 3, 'adult', 18, 40, 5_000],
      ['general', 3, 'adult', 41, 120, 7_000],
      ['alsace_moselle', 3, 'child', 0, 17, 1_500],
      ['alsace_moselle', 3, 'adult', 18, 120, 4_000],
      ['general', 1, 'child', 0, 17, 1_500],
      ['general', 1, 'adult', 18, 120, 4_000],
    ],
    { rules: { freeFromChildRank: 3, childMaxAge: 20, spouseDiscountPercent: 10 } },
  );
  await addProduct(
    'SANTE_FAMILLE',
    'FAM_B',
    2,
    [
      ['general', 3, 'child', 0, 17, 2_500],
      ['general', 3, 'adult', 18, 40, 6_500],
      ['general', 3, 'adult', 41, 120, 9_000],
    ],
    { rules: { freeFromChildRank: null, childMaxAge: 20, spouseDiscountPercent: 0 } },
  );
  await addProduct('SANTE_FAMILLE', 'FAM_SENIOR', 3, [['general', 3, 'adult', 56, 120, 12_000]]);
  await addProduct('SANTE_FAMILLE', 'FAM_RETIRED', 1, [['general', 3, 'adult', 0, 120, 100]], {
    active: false,
  });
  await addProduct('SANTE_ESSENTIEL.CONFORT', 'ESS_C', 2, [
    ['general', 3, 'child', 0, 17, 1_800],
    ['general', 3, 'adult', 18, 120, 5_500],
  ]);
  await addProduct('SANTE_ESSENTIEL.ECO', 'ESS_E', 1, [
    ['general', 3, 'child', 0, 17, 1_000],
    ['general', 3, 'adult', 18, 120, 3_000],
  ]);

  const [company] = await t.db
    .insert(companies)
    .values({ name: 'Horizon Courtage', providerTypes: ['actudata', 'mutuelle-atlas'] })
    .returning();
  if (!company) throw new Error('company not inserted');
  const inserted = await t.db
    .insert(teams)
    .values([
      {
        name: 'Famille',
        companyId: company.id,
        providerType: 'actudata',
        gammeAssignments: [{ providerType: 'actudata', gammes: ['SANTE_FAMILLE'] }],
      },
      {
        name: 'Confort',
        companyId: company.id,
        providerType: 'actudata',
        gammeAssignments: [{ providerType: 'actudata', gammes: ['SANTE_ESSENTIEL.CONFORT'] }],
      },
      {
        name: 'Atlas',
        companyId: company.id,
        providerType: 'mutuelle-atlas',
        gammeAssignments: [{ providerType: 'mutuelle-atlas', gammes: ['ATLAS_SANTE'] }],
      },
    ])
    .returning();
  for (const team of inserted) teamIds[team.name.toLowerCase() as keyof typeof teamIds] = team.id;

  // An agent sees their own data only: without a team they price nothing (an 'all' role prices everything).
  agent = await signInWithPermissions(t, ['VenteModule:produits:quote'], 'own');
  await resetRateLimits(t.db);
  const admin = await signInWithPermissions(t, ['VenteModule:produits:quote']);
  await t.db.update(roles).set({ dataScope: 'all' }).where(eq(roles.id, admin.role.id));
  administrator = admin.cookie;
});
afterAll(() => t.close());

const joinTeam = (team: keyof typeof teamIds | null) =>
  t.db
    .update(users)
    .set({ teamId: team ? teamIds[team] : null })
    .where(eq(users.id, agent.user.id));

const quote = (payload: object, { cookie = agent.cookie, providerType = 'actudata' } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/quotation${providerType ? `?providerType=${providerType}` : ''}`,
    headers: { cookie },
    payload,
  });

const household = (overrides: Record<string, unknown> = {}) => ({
  effectiveDate: EFFECTIVE_DATE,
  postcode: '75011',
  people: FAMILY,
  ...overrides,
});

interface OfferBody {
  product: { id: string; code: string; level: number };
  monthlyTotalCents: number;
  yearlyTotalCents: number;
  people: Record<string, unknown>[];
  guarantees: unknown[];
  explanation: Record<string, unknown>;
}
const codesOf = (offers: OfferBody[]) => offers.map((offer) => offer.product.code);

describe('POST /api/products/quotation', () => {
  it("prices a family of three on every active product of the team's gammes, cheapest first", async () => {
    await joinTeam('famille');
    const response = await quote(household());
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      providerType: 'actudata',
      effectiveDate: EFFECTIVE_DATE,
      departement: '75',
      gammeCodes: ['SANTE_FAMILLE'],
    });
    expect(codesOf(data.offers)).toEqual(['FAM_A', 'FAM_B']);
    const [cheapest, dearest] = data.offers as OfferBody[];
    expect(cheapest).toMatchObject({
      product: { id: famA.id, code: 'FAM_A', level: 1, gammeCode: 'SANTE_FAMILLE', providerType: 'actudata' },
      currency: 'EUR',
      monthlyTotalCents: 7_000 + 4_500 + 2_000,
      yearlyTotalCents: (7_000 + 4_500 + 2_000) * 12,
      guarantees: [{ category: 'hospitalisation', label: 'Chambre particulière', value: '30 € / jour' }],
      explanation: {
        departement: '75',
        zone: 3,
        regime: 'general',
        postcode: '75011',
        ageRule: 'effective_year_minus_birth_year',
        pricingRules: { freeFromChildRank: 3, childMaxAge: 20, spouseDiscountPercent: 10 },
      },
    });
    expect(cheapest?.people).toEqual([
      expect.objectContaining({
        role: 'main',
        age: 45,
        zone: 3,
        beneficiary: 'adult',
        band: { ageMin: 41, ageMax: 120 },
        baseMonthlyCents: 7_000,
        monthlyCents: 7_000,
        free: false,
        discountPercent: 0,
      }),
      expect.objectContaining({
        role: 'spouse',
        age: 38,
        band: { ageMin: 18, ageMax: 40 },
        baseMonthlyCents: 5_000,
        monthlyCents: 4_500,
        discountPercent: 10,
      }),
      expect.objectContaining({
        role: 'child',
        age: 10,
        beneficiary: 'child',
        band: { ageMin: 0, ageMax: 17 },
        monthlyCents: 2_000,
        childRank: 1,
        free: false,
      }),
    ]);
    expect(dearest).toMatchObject({
      monthlyTotalCents: 9_000 + 6_500 + 2_500,
      yearlyTotalCents: 18_000 * 12,
    });
    expect(data.unpriceable).toEqual([
      {
        productId: expect.any(String),
        product: expect.objectContaining({ code: 'FAM_SENIOR' }),
        code: 'NO_TARIFF',
        reason: 'No adult tariff for the main aged 45 (regime general, zone 3).',
      },
    ]);
  });

  it('uses zone 1 when the département has no zone row and the Alsace-Moselle rows for that regime', async () => {
    await joinTeam('famille');
    const creuse = (await quote(household({ postcode: '23000' }))).json().data;
    expect(creuse.departement).toBe('23');
    expect(codesOf(creuse.offers)).toEqual(['FAM_A']);
    expect(creuse.offers[0]).toMatchObject({ monthlyTotalCents: 4_000 + 3_600 + 1_500 });
    expect(creuse.offers[0].explanation.zone).toBe(1);

    const alsace = household({
      people: [
        { ...FAMILY[0], regime: 'alsace_moselle' },
        { ...FAMILY[2], regime: 'alsace_moselle' },
      ],
    });
    const priced = (await quote(alsace)).json().data;
    expect(codesOf(priced.offers)).toEqual(['FAM_A']);
    expect(priced.offers[0]).toMatchObject({
      monthlyTotalCents: 4_000 + 1_500,
      explanation: { regime: 'alsace_moselle' },
    });
    expect(
      priced.unpriceable.map((entry: { product: { code: string } }) => entry.product.code).sort(),
    ).toEqual(['FAM_B', 'FAM_SENIOR']);
  });

  it('answers 400 with the failing fields when the household is not valid', async () => {
    await joinTeam('famille');
    const response = await quote({
      effectiveDate: '2000-01-01',
      postcode: '7501',
      people: [FAMILY[0], { ...FAMILY[1], role: 'main', regime: 'martian' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The request is invalid.' });
    const fields = response.json().details.fields.map((field: { path: string }) => field.path);
    expect(fields).toEqual(expect.arrayContaining(['effectiveDate', 'postcode', 'people.1.regime']));
    const twoMains = await quote(household({ people: [FAMILY[0], { ...FAMILY[1], role: 'main' }] }));
    expect(twoMains.json().details.fields).toEqual([
      { path: 'people.1.role', message: 'Only one person can be the main insured' },
    ]);
  });

  it('answers 400 naming the provider type when it is missing, unknown or has no pricing service', async () => {
    await joinTeam('famille');
    const missing = await quote(household(), { providerType: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields[0].path).toBe('providerType');
    const unknown = await quote(household(), { providerType: 'nobody' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields).toEqual([
      { path: 'providerType', message: "Unknown provider type 'nobody'." },
    ]);
    await t.db.insert(providerTypes).values({ code: 'remote-demo', name: 'Remote demo' });
    const unconnected = await quote(household(), { providerType: 'remote-demo' });
    expect(unconnected.statusCode).toBe(400);
    expect(unconnected.json()).toMatchObject({
      message: 'No pricing service is connected for the provider type remote-demo.',
      details: { reason: 'NO_PRICING_PROVIDER', fields: [{ path: 'providerType' }] },
    });
  });

  it('answers 400 naming gammeCodes when a requested gamme does not exist', async () => {
    await joinTeam('famille');
    const response = await quote(household({ gammeCodes: ['ATLAS_SANTE'] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual([
      { path: 'gammeCodes', message: 'Unknown product line ATLAS_SANTE for actudata.' },
    ]);
  });
});

describe('quotation gammes and teams', () => {
  it('answers 403 naming the gammes when the team does not sell one of those requested', async () => {
    await joinTeam('famille');
    const response = await quote(household({ gammeCodes: ['SANTE_FAMILLE', 'SANTE_ESSENTIEL'] }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your team does not sell SANTE_ESSENTIEL of actudata.',
      details: { reason: 'GAMME_NOT_ASSIGNED', gammeCodes: ['SANTE_ESSENTIEL'] },
    });
  });

  it('prices only the assigned sub-line when the team holds a dotted code and the bare line is asked for', async () => {
    await joinTeam('confort');
    const byDefault = (await quote(household())).json().data;
    expect(byDefault.gammeCodes).toEqual(['SANTE_ESSENTIEL.CONFORT']);
    expect(codesOf(byDefault.offers)).toEqual(['ESS_C']);
    const bare = (await quote(household({ gammeCodes: ['SANTE_ESSENTIEL'] }))).json().data;
    expect(codesOf(bare.offers)).toEqual(['ESS_C']);
    const sibling = await quote(household({ gammeCodes: ['SANTE_ESSENTIEL.ECO'] }));
    expect(sibling.statusCode).toBe(403);
    expect(sibling.json().details.reason).toBe('GAMME_NOT_ASSIGNED');
  });

  it('answers 403 with a reason when the user has no team or the team sells nothing of that provider type', async () => {
    await joinTeam(null);
    const lonely = await quote(household());
    expect(lonely.statusCode).toBe(403);
    expect(lonely.json()).toMatchObject({
      message: 'You belong to no team, so no product line is open to you for pricing.',
      details: { reason: 'NO_TEAM' },
    });
    await joinTeam('atlas');
    const foreign = await quote(household());
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().details.reason).toBe('NO_GAMMES');
  });

  it('prices every gamme when an administrator without a team asks, or only those requested', async () => {
    const all = (await quote(household(), { cookie: administrator })).json().data;
    expect(codesOf(all.offers)).toEqual(['ESS_E', 'ESS_C', 'FAM_A', 'FAM_B']);
    expect(all.offers.map((offer: OfferBody) => offer.monthlyTotalCents)).toEqual([
      3_000 * 2 + 1_000,
      5_500 * 2 + 1_800,
      13_500,
      18_000,
    ]);
    const eco = (
      await quote(household({ gammeCodes: ['SANTE_ESSENTIEL.ECO'] }), { cookie: administrator })
    ).json().data;
    expect(codesOf(eco.offers)).toEqual(['ESS_E']);
  });

  it('answers 403 Forbidden resource when the caller lacks VenteModule:produits:quote', async () => {
    await resetRateLimits(t.db);
    const reader = await signInWithPermissions(t, ['VenteModule:produits:read']);
    const response = await quote(household(), { cookie: reader.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Forbidden resource');
  });
});

describe('a connected pricing provider', () => {
  const administratorActor: CurrentUser = {
    id: '00000000-0000-4000-8000-000000000001',
    firstName: 'Ada',
    lastName: 'Admin',
    name: 'Ada Admin',
    phone: '+33639980099',
    email: null,
    photoURL: null,
    status: 'active',
    role: { id: '00000000-0000-4000-8000-000000000002', name: 'admin', permissions: {}, dataScope: 'all' },
    company: null,
    team: null,
  };
  const offer = (code: string, gammeCode: string, monthlyTotalCents: number) =>
    ({
      product: { id: famA.id, providerType: 'actudata', gammeCode, code, name: code, level: 1 },
      guarantees: [],
      currency: 'EUR',
      monthlyTotalCents,
      yearlyTotalCents: monthlyTotalCents * 12,
      people: [],
      explanation: {
        providerType: 'actudata',
        effectiveDate: EFFECTIVE_DATE,
        postcode: '75011',
        departement: '75',
        zone: 3,
        regime: 'general',
        ageRule: 'effective_year_minus_birth_year',
        pricingRules: { freeFromChildRank: 3, childMaxAge: 20, spouseDiscountPercent: 0 },
      },
    }) satisfies PricedOffer;

  it('replaces the built-in engine for its provider type, sorted and kept to the requested gammes', async () => {
    const seen: PricingInput[] = [];
    const pricing = createPricingRegistry([
      {
        providerType: 'actudata',
        async quote(input) {
          seen.push(input);
          return {
            offers: [
              offer('REMOTE_DEAR', 'HOSPI_PLUS', 9_000),
              offer('REMOTE_CHEAP', 'HOSPI_PLUS', 2_000),
              offer('OUT_OF_SCOPE', 'SANTE_FAMILLE', 1_000),
            ],
            unpriceable: [],
          };
        },
      },
    ]);
    const result = await quoteWith({
      db: t.db,
      actor: administratorActor,
      pricing,
      providerType: 'actudata',
      input: {
        effectiveDate: EFFECTIVE_DATE,
        postcode: '20000',
        gammeCodes: ['HOSPI_PLUS'],
        people: FAMILY,
      },
    });
    expect(seen[0]).toMatchObject({ departement: '2A', gammeCodes: ['HOSPI_PLUS'] });
    expect(result.offers.map((entry) => entry.product.code)).toEqual(['REMOTE_CHEAP', 'REMOTE_DEAR']);
  });

  it('answers 503 when the provider fails', async () => {
    const pricing = createPricingRegistry([
      {
        providerType: 'actudata',
        quote: async () => {
          throw new Error('connection reset');
        },
      },
    ]);
    await expect(
      quoteWith({
        db: t.db,
        actor: administratorActor,
        pricing,
        providerType: 'actudata',
        input: { effectiveDate: EFFECTIVE_DATE, postcode: '75011', people: FAMILY },
      }),
    ).rejects.toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
  });
});
