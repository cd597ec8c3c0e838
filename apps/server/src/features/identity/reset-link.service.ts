import type { Locale } from '@brokerage/shared';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { passwordResetTokens } from '@/db/schema/index.ts';
import { emailDataBox } from '@/features/emails/email-data.service.ts';
import { type EmailJobQueue, queueEmail } from '@/features/emails/emails.service.ts';
import { readParameters } from '@/features/parameters/parameters.service.ts';
import { consumeRateLimit } from '@/platform/rate-limit.ts';
import { randomToken, sha256 } from '@/platform/secrets.ts';
import { findOrCreateIdentityAccount } from './identity-accounts.service.ts';
import { findEmailHolder } from './password-accounts.service.ts';

const MINUTE_MS = 60_000;

/** A link sets a password within the hour, once. */
export const RESET_LINK_TTL_MS = 60 * MINUTE_MS;
/** One link a minute per address at most: further asks within the minute answer the same and send nothing. */
const RESET_LINK_MIN_INTERVAL_MS = MINUTE_MS;
/** Link requests from one address an hour: enough for an office, too few to flood inboxes. */
const RESET_REQUESTS_PER_IP_PER_HOUR = 20;

/** The web page that opens a link; the code rides in the fragment, which browsers send to no server. */
export const resetLinkOf = (origin: string, locale: Locale, code: string) =>
  `${origin}/${locale}/reset-password#oobCode=${code}`;

export const resetCodeHash = (code: string) => sha256(code);

/**
 * SPEC §7 `accounts:sendOobCode` for a password reset. Answers nothing either way: an unknown email, an email two
 * users share, a disabled user, or a second ask within the minute send nothing, so the caller learns nothing
 * about which addresses have accounts. When one live, not disabled staff user holds the address, a 32-byte code
 * (kept as its SHA-256) is emailed as a link, through the email outbox, in the same transaction.
 * `origin` is null when no trustworthy public origin is known (production without APP_ORIGINS): nothing is sent.
 */
export const sendPasswordResetLink = async ({
  db,
  jobs,
  ip,
  origin,
  secrets,
  input,
}: {
  db: Executor;
  jobs: EmailJobQueue;
  /** The app secret (and the previous one), which seal the link in the stored email. */
  secrets: { appSecret: string; previousAppSecret?: string | undefined };
  ip: string;
  origin: string | null;
  input: { email: string; locale: Locale };
}): Promise<void> => {
  const { email, locale } = input;
  await consumeRateLimit({
    db,
    bucket: `identity:password-reset-request:ip:${ip}`,
    rules: [{ max: RESET_REQUESTS_PER_IP_PER_HOUR, windowMs: 60 * MINUTE_MS }],
  });
  if (!origin) return;
  const holder = await findEmailHolder({ db, email });
  if (!holder || holder.status === 'disabled') return;

  await db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.email, email),
          gt(passwordResetTokens.createdAt, new Date(Date.now() - RESET_LINK_MIN_INTERVAL_MS)),
        ),
      )
      .orderBy(desc(passwordResetTokens.createdAt))
      .limit(1);
    if (recent) return;
    const account = await findOrCreateIdentityAccount({ db: tx, phoneNumber: holder.phone });
    if (account.disabled) return;
    const code = randomToken(32);
    await tx.insert(passwordResetTokens).values({
      tokenHash: resetCodeHash(code),
      accountId: account.id,
      email,
      expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
    });
    const { brokerageName } = await readParameters({ db: tx });
    await queueEmail({
      executor: tx,
      jobs,
      ip,
      to: email,
      template: 'password_reset',
      locale,
      dataBox: emailDataBox(secrets),
      data: {
        customerName: `${holder.firstName} ${holder.lastName}`.trim(),
        brokerageName,
        resetUrl: resetLinkOf(origin, locale, code),
        expiresInMinutes: RESET_LINK_TTL_MS / MINUTE_MS,
      },
    });
  });
};
