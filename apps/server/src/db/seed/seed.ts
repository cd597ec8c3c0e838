import { buildPermissionsMap, formatPhone } from '@brokerage/shared';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { appSettings, companies, roles, teams, users } from '@/db/schema/index.ts';
import { ROLE_PRESETS } from './role-presets.ts';

const DEMO_SEED_MARKER = 'demo_seeded';

/** Numbers from the range the French regulator keeps for fiction (06 39 98 ...): they reach nobody. */
export const DEMO_ACCOUNTS = [
  {
    role: 'root',
    phone: '+33639980001',
    firstName: 'Camille',
    lastName: 'Martin',
    email: 'camille.martin@example.com',
    team: null,
  },
  {
    role: 'admin',
    phone: '+33639980002',
    firstName: 'Julien',
    lastName: 'Bernard',
    email: 'julien.bernard@example.com',
    team: null,
  },
  {
    role: 'manager',
    phone: '+33639980003',
    firstName: 'Sophie',
    lastName: 'Dubois',
    email: 'sophie.dubois@example.com',
    team: 'Santé Paris',
  },
  {
    role: 'agent',
    phone: '+33639980004',
    firstName: 'Karim',
    lastName: 'Haddad',
    email: 'karim.haddad@example.com',
    team: 'Santé Paris',
  },
  {
    role: 'quality',
    phone: '+33639980005',
    firstName: 'Léa',
    lastName: 'Moreau',
    email: 'lea.moreau@example.com',
    team: 'Seniors Lyon',
  },
  // Two more agents, so a manager's dashboard compares agents and an agent can be shown not to see another's
  // sales (issue 9): one in Karim's team, one in the other team.
  {
    role: 'agent',
    phone: '+33639980006',
    firstName: 'Nadia',
    lastName: 'Benali',
    email: 'nadia.benali@example.com',
    team: 'Santé Paris',
  },
  {
    role: 'agent',
    phone: '+33639980007',
    firstName: 'Thomas',
    lastName: 'Petit',
    email: 'thomas.petit@example.com',
    team: 'Seniors Lyon',
  },
] as const;

const DEMO_COMPANY = { name: 'Horizon Courtage', providerTypes: ['actudata', 'santeplus'] };
/** Gammes of the seeded catalogue (catalogue.ts): whole lines and single sub-lines. */
const DEMO_TEAMS = [
  {
    name: 'Santé Paris',
    providerType: 'actudata',
    gammeAssignments: [
      { providerType: 'actudata', gammes: ['SANTE_ESSENTIEL', 'SANTE_FAMILLE', 'DENTAIRE_OPTIQUE.RENFORCE'] },
    ],
  },
  {
    name: 'Seniors Lyon',
    providerType: 'actudata',
    gammeAssignments: [
      { providerType: 'actudata', gammes: ['SANTE_SENIOR', 'HOSPI_PLUS'] },
      { providerType: 'santeplus', gammes: ['SANTE_PLUS_SENIOR.CONFORT'] },
    ],
  },
];

/** The roles every installation needs; existing roles are left as administrators edited them. */
export const seedRoles = async (db: Database) => {
  await db
    .insert(roles)
    .values(
      ROLE_PRESETS.map((preset) => ({
        name: preset.name,
        description: preset.description,
        dataScope: preset.dataScope,
        permissions: buildPermissionsMap(preset.granted),
      })),
    )
    .onConflictDoNothing({ target: roles.name });
};

/** A demo organisation, once: a company, two teams and one user per role. A second start keeps the data. */
export const seedDemo = async (db: Database): Promise<boolean> => {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: DEMO_SEED_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;

    const [company] = await tx.insert(companies).values(DEMO_COMPANY).returning();
    if (!company) throw new Error('demo company not created');
    const createdTeams = await tx
      .insert(teams)
      .values(DEMO_TEAMS.map((team) => ({ ...team, companyId: company.id })))
      .returning();
    const roleRows = await tx.select().from(roles);
    for (const account of DEMO_ACCOUNTS) {
      const role = roleRows.find((row) => row.name === account.role);
      const team = createdTeams.find((row) => row.name === account.team);
      await tx.insert(users).values({
        phone: account.phone,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        status: 'active',
        roleId: role?.id,
        companyId: company.id,
        teamId: team?.id ?? null,
      });
    }
    return true;
  });
};

export const demoAccountLines = () =>
  DEMO_ACCOUNTS.map(
    (account) =>
      `  ${account.role.padEnd(8)} ${formatPhone(account.phone).padEnd(18)} ${account.firstName} ${account.lastName}`,
  );

export const isDemoSeeded = async (db: Database) =>
  (await db.select().from(appSettings).where(eq(appSettings.key, DEMO_SEED_MARKER))).length > 0;

/** True while any demo account can still sign in (an administrator may have deleted or disabled them since). */
export const demoAccountsExist = async (db: Database) => {
  const phones = DEMO_ACCOUNTS.map((account) => account.phone);
  const live = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.phone, phones), isNull(users.deletedAt), ne(users.status, 'disabled')))
    .limit(1);
  return live.length > 0;
};
