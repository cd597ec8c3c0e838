import type { CurrentUser } from '@brokerage/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import {
  companies,
  identityAccounts,
  mfaEnrollments,
  roles,
  sessions,
  teams,
  users,
} from '@/db/schema/index.ts';

/**
 * The user's role demands a second factor and their identity account has none confirmed yet (issue 12): the
 * access check then lets them reach only the routes that lead to enrolment.
 */
const mustEnrollSecondFactor = sql<boolean>`(coalesce(${roles.requireSecondFactor}, false) and not exists (
  select 1 from ${mfaEnrollments}
  inner join ${identityAccounts} on ${identityAccounts.id} = ${mfaEnrollments.accountId}
  where ${identityAccounts.phoneNumber} = ${users.phone} and ${mfaEnrollments.confirmedAt} is not null
))`;

const currentUserColumns = {
  user: users,
  mustEnrollSecondFactor,
  role: { id: roles.id, name: roles.name, permissions: roles.permissions, dataScope: roles.dataScope },
  company: { id: companies.id, name: companies.name },
  team: { id: teams.id, name: teams.name },
};

type CurrentUserRow = {
  user: typeof users.$inferSelect;
  mustEnrollSecondFactor: boolean;
  role: {
    id: string;
    name: string;
    permissions: CurrentUser['role']['permissions'];
    dataScope: CurrentUser['role']['dataScope'];
  } | null;
  company: { id: string; name: string } | null;
  team: { id: string; name: string } | null;
};

const selectCurrentUser = (db: Executor) =>
  db
    .select(currentUserColumns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(teams, eq(teams.id, users.teamId));

/** What every view of a user shows of the person (SPEC §3): identity, contact and status. */
export const personOf = (user: typeof users.$inferSelect) => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  name: `${user.firstName} ${user.lastName}`.trim(),
  phone: user.phone,
  email: user.email,
  photoURL: user.photoUrl,
  status: user.status,
});

/** The SPEC §3 view of a user; null when they have no role (such a user cannot hold a session). */
export const toCurrentUser = ({
  user,
  role,
  company,
  team,
  mustEnrollSecondFactor,
}: CurrentUserRow): CurrentUser | null =>
  role
    ? {
        ...personOf(user),
        role,
        company,
        team,
        // Present only when it applies, so every other user reads exactly as before.
        ...(mustEnrollSecondFactor ? { mustEnrollSecondFactor: true as const } : {}),
      }
    : null;

export interface LoadedUser {
  row: CurrentUserRow;
  user: CurrentUser | null;
}

export const loadUserById = async (db: Executor, userId: string): Promise<LoadedUser | null> => {
  const [row] = await selectCurrentUser(db).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ? { row, user: toCurrentUser(row) } : null;
};

export const loadUserByPhone = async (db: Executor, phone: string): Promise<LoadedUser | null> => {
  const [row] = await selectCurrentUser(db).where(and(eq(users.phone, phone), isNull(users.deletedAt)));
  return row ? { row, user: toCurrentUser(row) } : null;
};

/**
 * The session lookup runs on every guarded request: it is prepared once per database handle, so neither
 * Drizzle nor PostgreSQL builds and plans the same statement again each time.
 */
const prepareSessionLookup = (db: Executor) =>
  selectCurrentUser(db)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
      ),
    )
    .prepare('session_user');
const sessionLookups = new WeakMap<Executor, ReturnType<typeof prepareSessionLookup>>();

/** The active user behind a live session, or null. */
export const loadSessionUser = async (db: Executor, sessionIdHash: string): Promise<CurrentUser | null> => {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ idHash: sessionIdHash, now: new Date().toISOString() });
  return row ? toCurrentUser(row) : null;
};
