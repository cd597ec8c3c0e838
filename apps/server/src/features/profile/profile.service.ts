import type { Profile, UpdatePreferencesInput, UpdateProfileInput } from '@brokerage/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { userPreferences, users } from '@/db/schema/index.ts';
import { isEmailSharedWithOthers, lockEmail } from '@/features/identity/password-accounts.service.ts';
import { assertRecentSignIn } from '@/features/identity/password-change.service.ts';
import { AppError, notFound } from '@/platform/app-error.ts';
import { recordAudit } from '@/platform/audit.ts';
import { auditedUpdate } from '@/platform/audited-writes.ts';
import type { WriteContext } from '@/platform/request-context.ts';

/**
 * The signed-in user's own profile (issue 12): name and email on the versioned user record, language and theme
 * in `user_preferences`. Every route acts on the caller alone: there is no id to guess.
 */

const selectProfile = (db: Executor, userId: string) =>
  db
    .select({ user: users, locale: userPreferences.locale, theme: userPreferences.theme })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));

const toProfile = ({
  user,
  locale,
  theme,
}: {
  user: typeof users.$inferSelect;
  locale: Profile['locale'];
  theme: Profile['theme'];
}): Profile => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
  photoURL: user.photoUrl,
  locale: locale ?? null,
  theme: theme ?? null,
  version: user.version,
});

/** `GET /profile`: the caller's profile; 404 only if the account was deleted under their session. */
export const getProfile = async ({ db, userId }: { db: Executor; userId: string }): Promise<Profile> => {
  const [row] = await selectProfile(db, userId);
  if (!row) throw notFound('User');
  return toProfile(row);
};

/**
 * `PUT /profile`: the caller's name and email, versioned (409 STALE_WRITE with the profile) and audited. The
 * email is a way to sign in (and to reset the password), so changing it asks for a recent sign-in
 * (REQUIRES_RECENT_LOGIN) and an address no other live user holds (EMAIL_ALREADY_IN_USE).
 */
export const updateProfile = async ({
  db,
  actor,
  ip,
  input,
  sessionIdHash,
}: WriteContext & { input: UpdateProfileInput; sessionIdHash: string | null }): Promise<Profile> =>
  db.transaction(async (tx) => {
    const before = await getProfile({ db: tx, userId: actor.id });
    const email = input.email ? input.email.toLowerCase() : null;
    if (email !== (before.email?.toLowerCase() ?? null)) {
      if (!sessionIdHash) throw new AppError('REQUIRES_RECENT_LOGIN');
      await assertRecentSignIn({ db: tx, sessionIdHash });
      if (email) {
        await lockEmail(tx, email);
        if (await isEmailSharedWithOthers({ db: tx, email, userId: actor.id }))
          throw new AppError('EMAIL_ALREADY_IN_USE');
      }
    }
    await auditedUpdate(tx, {
      table: users,
      id: actor.id,
      expected: input.version,
      set: {
        firstName: input.firstName,
        lastName: input.lastName,
        email,
      },
      current: () => getProfile({ db: tx, userId: actor.id }),
      entity: 'user',
      actor,
      ip,
      before: { firstName: before.firstName, lastName: before.lastName, email: before.email },
    });
    return getProfile({ db: tx, userId: actor.id });
  });

/** `PUT /profile/preferences`: the fields sent change, the others stay; audited on the user. */
export const updatePreferences = async ({
  db,
  actor,
  ip,
  input,
}: WriteContext & { input: UpdatePreferencesInput }): Promise<Profile> =>
  db.transaction(async (tx) => {
    const before = await getProfile({ db: tx, userId: actor.id });
    const set = {
      ...(input.locale ? { locale: input.locale } : {}),
      ...(input.theme ? { theme: input.theme } : {}),
      updatedAt: new Date(),
    };
    await tx
      .insert(userPreferences)
      .values({ userId: actor.id, ...set })
      .onConflictDoUpdate({ target: userPreferences.userId, set });
    const after = await getProfile({ db: tx, userId: actor.id });
    await recordAudit({
      db: tx,
      actor,
      action: 'update',
      entity: 'user',
      entityId: actor.id,
      before: { locale: before.locale, theme: before.theme },
      after: { locale: after.locale, theme: after.theme },
      ip,
    });
    return after;
  });
