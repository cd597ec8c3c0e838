import { z } from 'zod';
import { signInWithPhoneResponseSchema } from '../auth/auth.schemas.ts';
import { singleLineText } from '../text/text.schemas.ts';

/** RFC 6238 parameters every authenticator app accepts: SHA-1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many single-use recovery codes finalizing an enrolment hands out (shown once). */
export const RECOVERY_CODE_COUNT = 10;
/** Lifetime of a pending multi-factor credential: long enough to open the app, short enough not to linger. */
export const MFA_PENDING_CREDENTIAL_TTL_SECONDS = 5 * 60;

/** One enrolled factor, as sign-in and the profile describe it (never the secret). */
export const mfaInfoSchema = z.object({
  mfaEnrollmentId: z.string(),
  factorId: z.literal('totp'),
  enrolledAt: z.iso.datetime(),
});
export type MfaInfo = z.infer<typeof mfaInfoSchema>;

/** A first factor proven for an enrolled account: no ID token yet, a credential for `mfa-sign-in/finalize`. */
export const mfaRequiredResponseSchema = z.object({
  mfaPendingCredential: z.string(),
  mfaInfo: z.array(mfaInfoSchema),
});
export type MfaRequiredResponse = z.infer<typeof mfaRequiredResponseSchema>;

/**
 * A TOTP code (6 digits) or a recovery code (letters and digits, dashes ignored). It may arrive empty: the
 * service answers MISSING_CODE rather than a generic validation error, like the SMS code.
 */
export const secondFactorCodeSchema = z.string().trim().max(32).default('');

export const mfaSignInFinalizeInputSchema = z.object({
  mfaPendingCredential: singleLineText().min(1).max(200),
  code: secondFactorCodeSchema,
});
export type MfaSignInFinalizeInput = z.input<typeof mfaSignInFinalizeInputSchema>;

export const mfaEnrollmentStartResponseSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** An SVG image of the otpauth URI, drawn on the server with no network call. */
  qrCodeSvg: z.string(),
});
export type MfaEnrollmentStartResponse = z.infer<typeof mfaEnrollmentStartResponseSchema>;

export const mfaEnrollmentFinalizeInputSchema = z.object({ code: secondFactorCodeSchema });
export type MfaEnrollmentFinalizeInput = z.input<typeof mfaEnrollmentFinalizeInputSchema>;

export const mfaEnrollmentFinalizeResponseSchema = z.object({
  mfaInfo: mfaInfoSchema,
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type MfaEnrollmentFinalizeResponse = z.infer<typeof mfaEnrollmentFinalizeResponseSchema>;

export const mfaEnrollmentWithdrawInputSchema = z.object({ code: secondFactorCodeSchema });
export type MfaEnrollmentWithdrawInput = z.input<typeof mfaEnrollmentWithdrawInputSchema>;

/** The caller's second factor: enrolled or not, and whether their role demands one. */
export const mfaStatusResponseSchema = z.object({
  enrolled: z.boolean(),
  mfaInfo: z.array(mfaInfoSchema),
  recoveryCodesLeft: z.number().int(),
});
export type MfaStatusResponse = z.infer<typeof mfaStatusResponseSchema>;

/** What a phone sign-in answers: an ID token, or (enrolled account) the pending credential of the second step. */
export const signInWithPhoneOutcomeSchema = z.union([
  signInWithPhoneResponseSchema,
  mfaRequiredResponseSchema,
]);
export type SignInWithPhoneOutcome = z.infer<typeof signInWithPhoneOutcomeSchema>;
