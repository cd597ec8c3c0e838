import { mfaErrors } from '@brokerage/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { mfaEnrollments, mfaPendingCredentials, mfaRecoveryCodes, refreshTokens } from '@/db/schema/index.ts';
import { endOtherSessionsOf } from '@/features/admin/admin-sessions.service.ts';
import { AppError } from '@/platform/app-error.ts';
import { type AuditActor, recordAudit } from '@/platform/audit.ts';
import { loadUserByPhone, personOf } from '@/platform/current-user.ts';
import { refuser } from '@/platform/refusals.ts';
import type { IdTokenClaims } from './id-token.service.ts';
import { describeEnrollment, findConfirmedEnrollment } from './mfa-enrollments.queries.ts';
import { countUnusedRecoveryCodes, replaceRecoveryCodes } from './mfa-recovery-codes.service.ts';
import { totpSecretBox, verifySecondFactor } from './mfa-second-factor.service.ts';
import { newTotpSecret } from './mfa-totp.ts';
import { revokeRefreshTokens } from './refresh-token-revocation.ts';

const refuseMfa = refuser(mfaErrors);
const alreadyEnrolled = () =>
  refuseMfa('MFA_ALREADY_ENROLLED', 'A second factor is already set up. Remove it first.');

const ENTITY = 'mfa_enrollments';

/** The staff user behind the number names the change in the audit trail; an account with none is named by it. */
const actorOf = async (db: Executor, caller: IdTokenClaims): Promise<AuditActor> => {
  const staff = await loadUserByPhone(db, caller.phoneNumber);
  if (!staff) return { id: null, name: `Identity account ${caller.phoneNumber}` };
  const { id, name } = personOf(staff.row.user);
  return { id, name };
};

const endSignInsBefore = async (tx: Executor, caller: IdTokenClaims) => {
  await revokeRefreshTokens(
    tx,
    and(
      eq(refreshTokens.accountId, caller.accountId),
      caller.familyId ? ne(refreshTokens.familyId, caller.familyId) : undefined,
    ),
  );
  const staff = await loadUserByPhone(tx, caller.phoneNumber);
  if (staff)
    await endOtherSessionsOf({
      db: tx,
      userId: staff.row.user.id,
      keep: caller.familyId ? { refreshFamilyId: caller.familyId } : {},
    });
};

const findEnrollment = async (db: Executor, accountId: string) => {
  const [enrollment] = await db.select().from(mfaEnrollments).where(eq(mfaEnrollments.accountId, accountId));
  return enrollment;
};

/** The caller's second factor, for the profile: never the secret. */
export const mfaStatus = async ({ db, caller }: { db: Executor; caller: IdTokenClaims }) => {
  const enrollment = await findConfirmedEnrollment({ db, accountId: caller.accountId });
  return {
    enrolled: Boolean(enrollment),
    mfaInfo: enrollment ? [describeEnrollment(enrollment)] : [],
    recoveryCodesLeft: enrollment ? await countUnusedRecoveryCodes({ db, accountId: caller.accountId }) : 0,
  };
};

/**
 * `mfaEnrollment:start`: a new TOTP secret for the caller, kept sealed on an unconfirmed enrolment until a first
 * code proves the app holds it. Starting again replaces an unconfirmed secret; a confirmed factor must be
 * withdrawn first (MFA_ALREADY_ENROLLED).
 */
export const startMfaEnrollment = async ({
  db,
  appSecret,
  caller,
}: {
  db: Executor;
  appSecret: string;
  caller: IdTokenClaims;
}) => {
  const fresh = await newTotpSecret(caller.phoneNumber);
  const secretSealed = totpSecretBox(appSecret).seal(fresh.secret);
  const [written] = await db
    .insert(mfaEnrollments)
    .values({ accountId: caller.accountId, secretSealed })
    .onConflictDoUpdate({
      target: mfaEnrollments.accountId,
      set: { secretSealed, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(mfaEnrollments.confirmedAt),
    })
    .returning({ id: mfaEnrollments.id });
  if (!written) throw alreadyEnrolled();
  return fresh;
};

/**
 * `mfaEnrollment:finalize`: a first valid code confirms the factor and buys ten recovery codes, returned this
 * once. The confirmation is one conditional update, so two concurrent finalizations cannot both hand out codes.
 */
export const finalizeMfaEnrollment = async ({
  db,
  appSecret,
  caller,
  code,
  ip,
}: {
  db: Executor;
  appSecret: string;
  caller: IdTokenClaims;
  code: string;
  ip: string;
}) => {
  const enrollment = await findEnrollment(db, caller.accountId);
  if (!enrollment)
    throw refuseMfa('MFA_ENROLLMENT_NOT_STARTED', 'Start the set-up again: no secret is waiting for a code.');
  if (enrollment.confirmedAt) throw alreadyEnrolled();
  await verifySecondFactor({ db, appSecret, enrollment, code, allowRecoveryCode: false });
  const actor = await actorOf(db, caller);
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(mfaEnrollments)
      .set({ confirmedAt: new Date() })
      .where(
        and(
          eq(mfaEnrollments.id, enrollment.id),
          eq(mfaEnrollments.secretSealed, enrollment.secretSealed),
          isNull(mfaEnrollments.confirmedAt),
        ),
      )
      .returning();
    if (!confirmed?.confirmedAt) throw alreadyEnrolled();
    const recoveryCodes = await replaceRecoveryCodes({ db: tx, appSecret, accountId: caller.accountId });
    // Sign-ins made before the second factor never passed it: each ends but the caller's own.
    await endSignInsBefore(tx, caller);
    const mfaInfo = describeEnrollment({ ...confirmed, confirmedAt: confirmed.confirmedAt });
    await recordAudit({
      db: tx,
      actor,
      action: 'create',
      entity: ENTITY,
      entityId: confirmed.id,
      after: { accountId: caller.accountId, factorId: mfaInfo.factorId, enrolledAt: mfaInfo.enrolledAt },
      ip,
    });
    return { mfaInfo, recoveryCodes };
  });
};

/**
 * `mfaEnrollment:withdraw`: a fresh TOTP code (or a recovery code) proves the holder is at hand, then the factor,
 * its recovery codes and any sign-in waiting for it are gone.
 */
export const withdrawMfaEnrollment = async ({
  db,
  appSecret,
  caller,
  code,
  ip,
}: {
  db: Executor;
  appSecret: string;
  caller: IdTokenClaims;
  code: string;
  ip: string;
}) => {
  const enrollment = await findConfirmedEnrollment({ db, accountId: caller.accountId });
  if (!enrollment) throw refuseMfa('MFA_NOT_ENROLLED', 'No second factor is set up.');
  await verifySecondFactor({ db, appSecret, enrollment, code, allowRecoveryCode: true });
  const actor = await actorOf(db, caller);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(mfaEnrollments)
      .where(eq(mfaEnrollments.id, enrollment.id))
      .returning({ id: mfaEnrollments.id });
    if (!removed) throw new AppError('NOT_FOUND');
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.accountId, caller.accountId));
    await tx.delete(mfaPendingCredentials).where(eq(mfaPendingCredentials.accountId, caller.accountId));
    const { factorId, enrolledAt } = describeEnrollment(enrollment);
    await recordAudit({
      db: tx,
      actor,
      action: 'delete',
      entity: ENTITY,
      entityId: enrollment.id,
      before: { accountId: caller.accountId, factorId, enrolledAt },
      ip,
    });
  });
  return { success: true as const };
};
