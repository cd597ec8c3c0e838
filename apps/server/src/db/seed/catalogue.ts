import type { Executor } from '@/db/client.ts';
import { appSettings, gammes, providerTypes } from '@/db/schema/index.ts';

/** Set once the seed's gammes were written, so a line an administrator deleted stays deleted. */
const CATALOGUE_SEED_MARKER = 'catalogue_seeded';

/** Insurers' pricing back-ends; fictional apart from `actudata`, which the quote calls name (SPEC §1). */
export const SEED_PROVIDER_TYPES = [
  { code: 'actudata', name: 'Actudata' },
  { code: 'santeplus', name: 'Santé Plus Assurances' },
  { code: 'mutuelle-atlas', name: 'Mutuelle Atlas' },
] as const;

interface SeedGamme {
  code: string;
  name: string;
  description: string;
  apiPath: string;
}

const line = (code: string, name: string, description: string, apiPath: string): SeedGamme => ({
  code,
  name,
  description,
  apiPath,
});

/** A fictional catalogue: bare codes are whole product lines, dotted codes their formulas (sub-lines). */
export const SEED_GAMMES: Record<(typeof SEED_PROVIDER_TYPES)[number]['code'], SeedGamme[]> = {
  actudata: [
    line(
      'SANTE_ESSENTIEL',
      'Santé Essentiel',
      'Individual health cover for working adults, three levels.',
      '/v1/tarifs/sante-essentiel',
    ),
    line(
      'SANTE_ESSENTIEL.ECO',
      'Santé Essentiel Éco',
      'Hospital and basic care reimbursed at the social-security rate.',
      '/v1/tarifs/sante-essentiel/eco',
    ),
    line(
      'SANTE_ESSENTIEL.CONFORT',
      'Santé Essentiel Confort',
      'Adds specialists, optical and dental allowances.',
      '/v1/tarifs/sante-essentiel/confort',
    ),
    line(
      'SANTE_ESSENTIEL.PREMIUM',
      'Santé Essentiel Premium',
      'Fee overruns covered up to 300 %, alternative medicine included.',
      '/v1/tarifs/sante-essentiel/premium',
    ),
    line(
      'SANTE_SENIOR',
      'Santé Senior',
      'Health cover for people aged 60 and over, no medical questionnaire.',
      '/v1/tarifs/sante-senior',
    ),
    line(
      'SANTE_SENIOR.CONFORT',
      'Santé Senior Confort',
      'Hearing aids and dental prostheses reinforced.',
      '/v1/tarifs/sante-senior/confort',
    ),
    line(
      'SANTE_SENIOR.EXCELLENCE',
      'Santé Senior Excellence',
      'Private room, home help after hospitalisation, top allowances.',
      '/v1/tarifs/sante-senior/excellence',
    ),
    line(
      'SANTE_FAMILLE',
      'Santé Famille',
      'One contract for the household, free from the third child.',
      '/v1/tarifs/sante-famille',
    ),
    line(
      'SANTE_TNS',
      'Santé TNS',
      'Health cover for the self-employed, premiums deductible under the Madelin scheme.',
      '/v1/tarifs/sante-tns',
    ),
    line('SANTE_TNS.SOLO', 'Santé TNS Solo', 'The self-employed person alone.', '/v1/tarifs/sante-tns/solo'),
    line(
      'SANTE_TNS.FAMILLE',
      'Santé TNS Famille',
      'The self-employed person, spouse and children.',
      '/v1/tarifs/sante-tns/famille',
    ),
    line(
      'HOSPI_PLUS',
      'Hospi Plus',
      'Hospitalisation-only cover at a small premium.',
      '/v1/tarifs/hospi-plus',
    ),
    line(
      'DENTAIRE_OPTIQUE',
      'Dentaire & Optique',
      'Top-up cover for glasses, lenses, implants and orthodontics.',
      '/v1/tarifs/dentaire-optique',
    ),
    line(
      'DENTAIRE_OPTIQUE.BASE',
      'Dentaire & Optique Base',
      'One pair of glasses every two years, crowns reimbursed.',
      '/v1/tarifs/dentaire-optique/base',
    ),
    line(
      'DENTAIRE_OPTIQUE.RENFORCE',
      'Dentaire & Optique Renforcé',
      'Implants, orthodontics for adults, lenses.',
      '/v1/tarifs/dentaire-optique/renforce',
    ),
  ],
  santeplus: [
    line(
      'SANTE_PLUS_ACTIF',
      'Santé Plus Actif',
      'Modular cover for employees and students.',
      '/v1/tarifs/sante-plus-actif',
    ),
    line(
      'SANTE_PLUS_ACTIF.ECO',
      'Santé Plus Actif Éco',
      'The essentials at the lowest premium.',
      '/v1/tarifs/sante-plus-actif/eco',
    ),
    line(
      'SANTE_PLUS_ACTIF.OPTIMUM',
      'Santé Plus Actif Optimum',
      'High allowances for specialists and optical.',
      '/v1/tarifs/sante-plus-actif/optimum',
    ),
    line(
      'SANTE_PLUS_SENIOR',
      'Santé Plus Senior',
      'Retirees’ cover with a loyalty bonus.',
      '/v1/tarifs/sante-plus-senior',
    ),
    line(
      'SANTE_PLUS_SENIOR.CONFORT',
      'Santé Plus Senior Confort',
      'Hearing and dental reinforced.',
      '/v1/tarifs/sante-plus-senior/confort',
    ),
    line(
      'SANTE_PLUS_SENIOR.INTEGRAL',
      'Santé Plus Senior Intégral',
      'Every allowance at its maximum, assistance included.',
      '/v1/tarifs/sante-plus-senior/integral',
    ),
    line(
      'PREVOYANCE_TNS',
      'Prévoyance TNS',
      'Daily allowances and disability cover for the self-employed.',
      '/v1/tarifs/prevoyance-tns',
    ),
  ],
  'mutuelle-atlas': [
    line(
      'ATLAS_SANTE',
      'Atlas Santé',
      'The mutual’s health range in three metals.',
      '/v1/tarifs/atlas-sante',
    ),
    line(
      'ATLAS_SANTE.BRONZE',
      'Atlas Santé Bronze',
      'Hospital and routine care.',
      '/v1/tarifs/atlas-sante/bronze',
    ),
    line(
      'ATLAS_SANTE.ARGENT',
      'Atlas Santé Argent',
      'Adds optical, dental and specialists.',
      '/v1/tarifs/atlas-sante/argent',
    ),
    line(
      'ATLAS_SANTE.OR',
      'Atlas Santé Or',
      'The full range with fee overruns covered.',
      '/v1/tarifs/atlas-sante/or',
    ),
    line('ATLAS_HOSPI', 'Atlas Hospi', 'Hospitalisation and surgery only.', '/v1/tarifs/atlas-hospi'),
    line(
      'ATLAS_OBSEQUES',
      'Atlas Obsèques',
      'Funeral expenses paid to the family, fixed capital.',
      '/v1/tarifs/atlas-obseques',
    ),
  ],
};

/**
 * The insurance catalogue every installation starts with. Provider types are ensured on every start (they have
 * no delete route); the gammes are written once, claimed by a marker in the same transaction, so later edits and
 * deletions by administrators survive restarts. Existing rows are never changed.
 */
export const seedCatalogue = async (db: Executor) => {
  await db.transaction(async (tx) => {
    await tx
      .insert(providerTypes)
      .values(SEED_PROVIDER_TYPES.map((type) => ({ ...type })))
      .onConflictDoNothing({ target: providerTypes.code });
    const claimed = await tx
      .insert(appSettings)
      .values({ key: CATALOGUE_SEED_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;
    await tx
      .insert(gammes)
      .values(
        Object.entries(SEED_GAMMES).flatMap(([providerType, lines]) =>
          lines.map((gamme) => ({ ...gamme, providerType })),
        ),
      )
      .onConflictDoNothing({ target: [gammes.providerType, gammes.code] });
  });
};
