import type { PricingRules, Regime } from '@brokerage/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import {
  appSettings,
  type Guarantee,
  gammes,
  products,
  productTariffs,
  tariffZones,
} from '@/db/schema/index.ts';

/** Set once the demo products and grids were written, so products an administrator changed or deleted stay so. */
const TARIFFS_SEED_MARKER = 'tariffs_seeded';

/**
 * Fictional products for the seeded gammes (catalogue.ts), with plausible French health-insurance premiums, so a
 * demo sale prices out of the box. Every number here is invented.
 */

type Tier = 0 | 1 | 2 | 3;

/** One row per cover item; the value at each tier (0 = entry level … 3 = top level). */
const GUARANTEE_TABLE: {
  category: Guarantee['category'];
  label: string;
  values: [string, string, string, string];
}[] = [
  {
    category: 'hospitalisation',
    label: 'Frais de séjour',
    values: ['100 % BR', '100 % BR', 'Frais réels', 'Frais réels'],
  },
  {
    category: 'hospitalisation',
    label: 'Dépassements d’honoraires (chirurgie)',
    values: ['100 % BR', '150 % BR', '250 % BR', '300 % BR'],
  },
  {
    category: 'hospitalisation',
    label: 'Chambre particulière',
    values: ['Non couvert', '40 € / jour', '70 € / jour', '100 € / jour'],
  },
  {
    category: 'consultations',
    label: 'Généraliste',
    values: ['100 % BR', '130 % BR', '180 % BR', '220 % BR'],
  },
  {
    category: 'consultations',
    label: 'Spécialiste',
    values: ['100 % BR', '150 % BR', '200 % BR', '300 % BR'],
  },
  {
    category: 'pharmacy',
    label: 'Médicaments remboursés',
    values: ['100 % BR', '100 % BR', '100 % BR', '100 % BR'],
  },
  {
    category: 'pharmacy',
    label: 'Médicaments prescrits non remboursés',
    values: ['Non couvert', 'Non couvert', '50 € / an', '100 € / an'],
  },
  {
    category: 'optical',
    label: 'Lunettes (monture + verres)',
    values: ['100 % Santé', '150 € / 2 ans', '300 € / 2 ans', '450 € / 2 ans'],
  },
  {
    category: 'optical',
    label: 'Lentilles',
    values: ['Non couvert', '60 € / an', '120 € / an', '200 € / an'],
  },
  {
    category: 'dental',
    label: 'Soins dentaires',
    values: ['100 % BR', '125 % BR', '150 % BR', '200 % BR'],
  },
  {
    category: 'dental',
    label: 'Prothèses dentaires',
    values: ['100 % Santé', '200 % BR', '300 % BR', '400 % BR'],
  },
  {
    category: 'dental',
    label: 'Implantologie',
    values: ['Non couvert', '200 € / an', '400 € / an', '700 € / an'],
  },
  {
    category: 'hearing',
    label: 'Aides auditives',
    values: ['100 % Santé', '300 € / oreille', '600 € / oreille', '1 000 € / oreille'],
  },
  {
    category: 'alternative_medicine',
    label: 'Ostéopathie, chiropraxie, acupuncture',
    values: ['Non couvert', '2 séances × 30 €', '4 séances × 40 €', '6 séances × 50 €'],
  },
];

const guaranteesAt = (tier: Tier, categories?: readonly string[]): Guarantee[] =>
  GUARANTEE_TABLE.filter((row) => !categories || categories.includes(row.category)).map((row) => ({
    category: row.category,
    label: row.label,
    value: row.values[tier],
  }));

/** The adult bands of a general-regime, zone-1 grid at factor 1, in euros a month. */
const ADULT_BANDS: [number, number, number][] = [
  [18, 25, 28],
  [26, 30, 32.5],
  [31, 35, 36],
  [36, 40, 40],
  [41, 45, 45],
  [46, 50, 50.5],
  [51, 55, 57],
  [56, 60, 65],
  [61, 65, 74],
  [66, 70, 84],
  [71, 120, 96],
];
const CHILD_EUROS = 18;

/** Alsace-Moselle's local scheme reimburses more, so the top-up costs less; the self-employed pay a little more. */
const REGIME_FACTORS: Record<Regime, number> = {
  general: 1,
  alsace_moselle: 0.78,
  independent: 1.06,
  agricultural: 0.96,
};
/** Zone 1: most of France; zone 2: big cities and overseas; zone 3: Paris and Île-de-France. */
const ZONE_FACTORS: Record<number, number> = { 1: 1, 2: 1.09, 3: 1.2 };

type GridShape = 'standard' | 'family' | 'senior';

interface SeedProduct {
  providerType: string;
  gammeCode: string;
  code: string;
  name: string;
  level: number;
  description: string;
  tier: Tier;
  /** Multiplies the reference grid. */
  factor: number;
  grid: GridShape;
  rules: PricingRules;
  categories?: readonly string[];
}

const SOLO_RULES: PricingRules = { freeFromChildRank: 3, childMaxAge: 17, spouseDiscountPercent: 0 };
const FAMILY_RULES: PricingRules = { freeFromChildRank: 3, childMaxAge: 25, spouseDiscountPercent: 10 };
const SENIOR_RULES: PricingRules = { freeFromChildRank: null, childMaxAge: 17, spouseDiscountPercent: 5 };

const product = (
  providerType: string,
  gammeCode: string,
  code: string,
  name: string,
  level: number,
  description: string,
  options: Pick<SeedProduct, 'tier' | 'factor'> & Partial<Pick<SeedProduct, 'grid' | 'rules' | 'categories'>>,
): SeedProduct => ({
  providerType,
  gammeCode,
  code,
  name,
  level,
  description,
  grid: 'standard',
  rules: SOLO_RULES,
  ...options,
});

const HOSPITAL_ONLY = ['hospitalisation'] as const;
const DENTAL_OPTICAL = ['optical', 'dental'] as const;

export const SEED_PRODUCTS: SeedProduct[] = [
  product(
    'actudata',
    'SANTE_ESSENTIEL.ECO',
    'ESS_ECO',
    'Essentiel Éco',
    1,
    'The 100 % Santé basket and hospital.',
    {
      tier: 0,
      factor: 0.78,
    },
  ),
  product(
    'actudata',
    'SANTE_ESSENTIEL.CONFORT',
    'ESS_CONFORT',
    'Essentiel Confort',
    2,
    'Specialists, glasses and crowns above the social-security rate.',
    { tier: 1, factor: 1.15 },
  ),
  product(
    'actudata',
    'SANTE_ESSENTIEL.PREMIUM',
    'ESS_PREMIUM',
    'Essentiel Premium',
    3,
    'Fee overruns up to 300 %, private room, alternative medicine.',
    { tier: 3, factor: 1.7 },
  ),
  product(
    'actudata',
    'SANTE_FAMILLE',
    'FAM_ESSENTIEL',
    'Famille Essentiel',
    1,
    'The household’s essentials.',
    {
      tier: 0,
      factor: 0.85,
      grid: 'family',
      rules: FAMILY_RULES,
    },
  ),
  product(
    'actudata',
    'SANTE_FAMILLE',
    'FAM_CONFORT',
    'Famille Confort',
    2,
    'Orthodontics and glasses for the children, specialists for all.',
    { tier: 1, factor: 1.2, grid: 'family', rules: FAMILY_RULES },
  ),
  product(
    'actudata',
    'SANTE_FAMILLE',
    'FAM_PREMIUM',
    'Famille Premium',
    3,
    'The highest allowances for the whole household.',
    { tier: 2, factor: 1.55, grid: 'family', rules: FAMILY_RULES },
  ),
  product(
    'actudata',
    'SANTE_SENIOR.CONFORT',
    'SEN_CONFORT',
    'Senior Confort',
    1,
    'Hearing aids and dental prostheses reinforced, from 56.',
    { tier: 1, factor: 1.1, grid: 'senior', rules: SENIOR_RULES },
  ),
  product(
    'actudata',
    'SANTE_SENIOR.EXCELLENCE',
    'SEN_EXCELLENCE',
    'Senior Excellence',
    2,
    'Private room, top allowances, home help after hospitalisation.',
    { tier: 3, factor: 1.5, grid: 'senior', rules: SENIOR_RULES },
  ),
  product(
    'actudata',
    'HOSPI_PLUS',
    'HOSPI_ESSENTIEL',
    'Hospi Essentiel',
    1,
    'Hospital stays at the BR rate.',
    {
      tier: 0,
      factor: 0.38,
      categories: HOSPITAL_ONLY,
    },
  ),
  product(
    'actudata',
    'HOSPI_PLUS',
    'HOSPI_CONFORT',
    'Hospi Confort',
    2,
    'Surgery overruns and private room.',
    {
      tier: 2,
      factor: 0.55,
      categories: HOSPITAL_ONLY,
    },
  ),
  product(
    'actudata',
    'DENTAIRE_OPTIQUE.BASE',
    'DO_BASE',
    'Dentaire & Optique Base',
    1,
    'Glasses every two years, crowns.',
    { tier: 1, factor: 0.3, categories: DENTAL_OPTICAL },
  ),
  product(
    'actudata',
    'DENTAIRE_OPTIQUE.RENFORCE',
    'DO_RENFORCE',
    'Dentaire & Optique Renforcé',
    2,
    'Implants, adult orthodontics and lenses.',
    { tier: 3, factor: 0.48, categories: DENTAL_OPTICAL },
  ),
  product(
    'santeplus',
    'SANTE_PLUS_ACTIF.ECO',
    'SPA_ECO',
    'Actif Éco',
    1,
    'The essentials at the lowest premium.',
    {
      tier: 0,
      factor: 0.72,
    },
  ),
  product(
    'santeplus',
    'SANTE_PLUS_ACTIF.OPTIMUM',
    'SPA_OPTIMUM',
    'Actif Optimum',
    2,
    'High allowances for specialists and optical.',
    { tier: 2, factor: 1.3 },
  ),
  product(
    'santeplus',
    'SANTE_PLUS_SENIOR.CONFORT',
    'SPS_CONFORT',
    'Senior Confort',
    1,
    'Hearing and dental reinforced.',
    { tier: 1, factor: 1.05, grid: 'senior', rules: SENIOR_RULES },
  ),
  product(
    'santeplus',
    'SANTE_PLUS_SENIOR.INTEGRAL',
    'SPS_INTEGRAL',
    'Senior Intégral',
    2,
    'Every allowance at its maximum, assistance included.',
    { tier: 3, factor: 1.45, grid: 'senior', rules: SENIOR_RULES },
  ),
  product('mutuelle-atlas', 'ATLAS_SANTE.BRONZE', 'ATLAS_BRONZE', 'Bronze', 1, 'Hospital and routine care.', {
    tier: 0,
    factor: 0.8,
    rules: { freeFromChildRank: 3, childMaxAge: 17, spouseDiscountPercent: 5 },
  }),
  product(
    'mutuelle-atlas',
    'ATLAS_SANTE.ARGENT',
    'ATLAS_ARGENT',
    'Argent',
    2,
    'Optical, dental and specialists.',
    {
      tier: 1,
      factor: 1.12,
      rules: { freeFromChildRank: 3, childMaxAge: 17, spouseDiscountPercent: 5 },
    },
  ),
  product(
    'mutuelle-atlas',
    'ATLAS_SANTE.OR',
    'ATLAS_OR',
    'Or',
    3,
    'The full range with fee overruns covered.',
    {
      tier: 3,
      factor: 1.62,
      rules: { freeFromChildRank: 3, childMaxAge: 17, spouseDiscountPercent: 5 },
    },
  ),
];

/** Premiums are quoted to the ten cents, as insurers' grids usually are. */
const toCents = (euros: number) => Math.round(euros * 10) * 10;

type GridRow = Omit<typeof productTariffs.$inferInsert, 'productId'>;

/** The grid of a seed product: four regimes × zones 1–3 × its bands. */
export const seedGrid = (seed: Pick<SeedProduct, 'factor' | 'grid'>): GridRow[] => {
  const adultBands = seed.grid === 'senior' ? ADULT_BANDS.filter(([min]) => min >= 56) : ADULT_BANDS;
  const childBands: [number, number, number][] =
    seed.grid === 'senior'
      ? []
      : seed.grid === 'family'
        ? [
            [0, 17, CHILD_EUROS],
            [18, 25, CHILD_EUROS * 1.35],
          ]
        : [[0, 17, CHILD_EUROS]];
  const rows: GridRow[] = [];
  for (const [regime, regimeFactor] of Object.entries(REGIME_FACTORS)) {
    for (const [zoneText, zoneFactor] of Object.entries(ZONE_FACTORS)) {
      const zone = Number(zoneText);
      const scale = seed.factor * regimeFactor * zoneFactor;
      for (const [ageMin, ageMax, euros] of childBands) {
        rows.push({
          regime,
          zone,
          beneficiary: 'child',
          ageMin,
          ageMax,
          monthlyCents: toCents(euros * scale),
        });
      }
      for (const [ageMin, ageMax, euros] of adultBands) {
        rows.push({
          regime,
          zone,
          beneficiary: 'adult',
          ageMin,
          ageMax,
          monthlyCents: toCents(euros * scale),
        });
      }
    }
  }
  return rows;
};

/** Île-de-France is zone 3; the départements of the big cities and overseas, zone 2; the rest, zone 1. */
const ZONE_3 = ['75', '77', '78', '91', '92', '93', '94', '95'];
const ZONE_2 = [
  '06', // Nice
  '13', // Marseille
  '31', // Toulouse
  '33', // Bordeaux
  '34', // Montpellier
  '35', // Rennes
  '38', // Grenoble
  '44', // Nantes
  '59', // Lille
  '67', // Strasbourg
  '69', // Lyon
  '74', // Annecy, the Geneva area
  '83', // Toulon
  '971',
  '972',
  '973',
  '974',
  '976',
];

export const SEED_TARIFF_ZONES: { departement: string; zone: number }[] = [
  ...ZONE_3.map((departement) => ({ departement, zone: 3 })),
  ...ZONE_2.map((departement) => ({ departement, zone: 2 })),
];

const INSERT_CHUNK = 1_000;

/**
 * Writes the demo products, their grids and every seeded provider type's zone table once, claimed by a marker in
 * the same transaction. Products whose gamme no longer exists are skipped; existing rows are never changed.
 */
export const seedTariffs = async (db: Executor) => {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: TARIFFS_SEED_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;

    const providerTypes = [...new Set(SEED_PRODUCTS.map((seed) => seed.providerType))];
    await tx
      .insert(tariffZones)
      .values(
        providerTypes.flatMap((providerType) => SEED_TARIFF_ZONES.map((zone) => ({ ...zone, providerType }))),
      )
      .onConflictDoNothing();

    const existing = await tx
      .select({ providerType: gammes.providerType, code: gammes.code })
      .from(gammes)
      .where(inArray(gammes.providerType, providerTypes));
    const seeds = SEED_PRODUCTS.filter((seed) =>
      existing.some((gamme) => gamme.providerType === seed.providerType && gamme.code === seed.gammeCode),
    );
    if (seeds.length === 0) return;
    const inserted = await tx
      .insert(products)
      .values(
        seeds.map((seed) => ({
          providerType: seed.providerType,
          gammeCode: seed.gammeCode,
          code: seed.code,
          name: seed.name,
          level: seed.level,
          description: seed.description,
          guarantees: guaranteesAt(seed.tier, seed.categories),
          pricingRules: seed.rules,
        })),
      )
      .onConflictDoNothing({ target: [products.providerType, products.code] })
      .returning({ id: products.id, providerType: products.providerType, code: products.code });
    const rows = inserted.flatMap((row) => {
      const seed = seeds.find(
        (candidate) => candidate.providerType === row.providerType && candidate.code === row.code,
      );
      return seed ? seedGrid(seed).map((gridRow) => ({ ...gridRow, productId: row.id })) : [];
    });
    for (let index = 0; index < rows.length; index += INSERT_CHUNK) {
      await tx.insert(productTariffs).values(rows.slice(index, index + INSERT_CHUNK));
    }
  });
};
