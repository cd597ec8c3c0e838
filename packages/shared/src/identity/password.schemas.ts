import { z } from 'zod';
import { signInWithPhoneResponseSchema } from '../auth/auth.schemas.ts';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts';
import { singleLineText } from '../text/text.schemas.ts';
import { mfaRequiredResponseSchema } from './mfa.schemas.ts';
import { PASSWORD_MAX_LENGTH } from './password.rules.ts';

/** An email as sign-in compares it: trimmed and lower-cased (users' emails are stored lower-case). */
export const signInEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'INVALID_EMAIL' }));

/**
 * A password as typed: never trimmed (spaces are characters of it). Four times the longest accepted new password
 * bounds the work of hashing a wrong one; the length rules of a new one are `passwordWeakness`.
 */
const passwordText = () => z.string().max(PASSWORD_MAX_LENGTH * 4);

/** SPEC §7 `accounts:signInWithPassword`: the captcha is asked for after a few failures (CAPTCHA_REQUIRED). */
export const signInWithPasswordInputSchema = z.object({
  email: signInEmailSchema,
  password: passwordText().min(1),
  captcha: singleLineText().max(10_000).default(''),
});
export type SignInWithPasswordInput = z.input<typeof signInWithPasswordInputSchema>;

/** What a password sign-in answers: as a phone sign-in, an ID token or (enrolled account) the second step's credential. */
export const signInWithPasswordOutcomeSchema = z.union([
  signInWithPhoneResponseSchema,
  mfaRequiredResponseSchema,
]);
export type SignInWithPasswordOutcome = z.infer<typeof signInWithPasswordOutcomeSchema>;

/** SPEC §7 `accounts:sendOobCode` (password reset): answers the same whether the email is known or not. */
export const sendPasswordResetInputSchema = z.object({
  email: signInEmailSchema,
  /** The language of the email: the page's language. */
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
});
export type SendPasswordResetInput = z.input<typeof sendPasswordResetInputSchema>;

/** SPEC §7 `accounts:resetPassword`: the emailed link's code and the new password. */
export const resetPasswordInputSchema = z.object({
  oobCode: singleLineText().min(1).max(200),
  newPassword: passwordText(),
});
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

/** Changing one's own password from the profile, within minutes of signing in (REQUIRES_RECENT_LOGIN). */
export const changePasswordInputSchema = z.object({ newPassword: passwordText() });
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/** What the profile shows: whether email sign-in is possible, with which address, since when. */
export const passwordStatusSchema = z.object({
  email: z.string().nullable(),
  hasPassword: z.boolean(),
  changedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PasswordStatus = z.infer<typeof passwordStatusSchema>;
export const passwordStatusResponseSchema = z.object({ data: passwordStatusSchema });
