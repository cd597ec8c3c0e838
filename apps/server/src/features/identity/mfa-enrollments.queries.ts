import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { mfaEnrollments } from '@/db/schema/index.ts';

export type MfaEnrollment = typeof mfaEnrollments.$inferSelect;

/** The account's confirmed TOTP factor, if any; a started but unfinished enrolment does not count. */
export const findConfirmedEnrollment = async ({
  db,
  accountId,
}: {
  db: Executor;
  accountId: string;
}): Promise<(MfaEnrollment & { confirmedAt: Date }) | undefined> => {
  const [enrollment] = await db
    .select()
    .from(mfaEnrollments)
    .where(and(eq(mfaEnrollments.accountId, accountId), isNotNull(mfaEnrollments.confirmedAt)));
  return enrollment?.confirmedAt ? { ...enrollment, confirmedAt: enrollment.confirmedAt } : undefined;
};

/** The factor as sign-in and the profile describe it. */
export const describeEnrollment = (enrollment: MfaEnrollment & { confirmedAt: Date }) => ({
  mfaEnrollmentId: enrollment.id,
  factorId: 'totp' as const,
  enrolledAt: enrollment.confirmedAt.toISOString(),
});
