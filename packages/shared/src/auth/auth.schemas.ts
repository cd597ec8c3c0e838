import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../constants.ts';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts';
import { displayName, singleLineText } from '../text/text.schemas.ts';
import { toE164 } from './phone.ts';

export const phoneNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .transform((value, context) => {
    const e164 = toE164(value);
    if (!e164) {
      context.addIssue({ code: 'custom', message: 'INVALID_PHONE_NUMBER' });
      return z.NEVER;
    }
    return e164;
  });

export const verificationPurposeSchema = z.enum(['sign-in', 'register']);
export type VerificationPurpose = z.infer<typeof verificationPurposeSchema>;

export const sendVerificationCodeInputSchema = z.object({
  phoneNumber: phoneNumberSchema,
  /** A missing captcha answers CAPTCHA_FAILED like a wrong one, not a generic validation error. */
  captcha: singleLineText().max(10_000).default(''),
  purpose: verificationPurposeSchema.default('sign-in'),
  /** The language of the SMS: the page's language (issue 7); English when absent. */
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
});
export type SendVerificationCodeInput = z.input<typeof sendVerificationCodeInputSchema>;

export const sendVerificationCodeResponseSchema = z.object({ sessionInfo: z.string() });

/** The code may arrive empty: the service answers MISSING_CODE rather than a generic validation error. */
export const signInWithPhoneInputSchema = z.object({
  sessionInfo: singleLineText().min(1).max(200),
  code: z
    .string()
    .trim()
    .max(VERIFICATION_CODE_LENGTH * 2)
    .default(''),
});
export type SignInWithPhoneInput = z.input<typeof signInWithPhoneInputSchema>;

export const idTokenResponseSchema = z.object({ idToken: z.string(), expiresIn: z.number().int() });
export type IdTokenResponse = z.infer<typeof idTokenResponseSchema>;

export const signInWithPhoneResponseSchema = idTokenResponseSchema.extend({ phoneNumber: z.string() });
export type SignInWithPhoneResponse = z.infer<typeof signInWithPhoneResponseSchema>;

/**
 * An ALTCHA v2 challenge as the widget fetches it: signed parameters the client must not alter. Unknown keys
 * pass through untouched, because the signature covers every parameter the server sent.
 */
export const captchaChallengeSchema = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** The identity service's public signing keys (RFC 7517 JWK Set); only public members are ever present. */
export const jwksResponseSchema = z.object({
  keys: z.array(z.looseObject({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.literal('sig') })),
});

/** Development outbox (never in production): the messages the log SMS transport kept for one number. */
export const smsOutboxQuerySchema = z.object({ phoneNumber: phoneNumberSchema });
export const smsOutboxResponseSchema = z.object({
  data: z.array(z.object({ phoneNumber: z.string(), body: z.string(), createdAt: z.iso.datetime() })),
});
export type SmsOutboxResponse = z.infer<typeof smsOutboxResponseSchema>;

export const userStatusSchema = z.enum(['active', 'disabled', 'pending']);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const permissionsMapSchema = z.record(
  singleLineText().max(100),
  z.record(singleLineText().max(100), z.record(singleLineText().max(200), z.boolean())),
);

export const dataScopeSchema = z.enum(['own', 'team', 'company', 'all']);
export type DataScope = z.infer<typeof dataScopeSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  photoURL: z.string().nullable(),
  status: userStatusSchema,
  role: z.object({
    id: z.string(),
    name: z.string(),
    permissions: permissionsMapSchema,
    dataScope: dataScopeSchema,
  }),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  team: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Their role requires a second factor they have not set up: the product shows enrolment only (issue 12). */
  mustEnrollSecondFactor: z.literal(true).optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const tokenInputSchema = z.object({ token: singleLineText().max(8_192) });

export const setCookieResponseSchema = z.object({ success: z.literal(true), user: currentUserSchema });
export const checkSessionResponseSchema = z.object({
  authenticated: z.literal(true),
  user: currentUserSchema,
});
export const meResponseSchema = z.object({ data: currentUserSchema });

/** Refresh answers with SPEC §7's fields; `error` carries a code such as TOKEN_MISSING when success is false. */
export const refreshTokenResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  sessionExpiresAt: z.string().nullable(),
  cookieSet: z.boolean(),
  error: z.string().optional(),
});
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;

export const registerInputSchema = z.object({
  token: singleLineText().min(1).max(8_192),
  firstName: displayName().min(1).max(100),
  lastName: displayName().min(1).max(100),
  email: z.email().max(254),
});
export type RegisterInput = z.input<typeof registerInputSchema>;
export const registerResponseSchema = z.object({ success: z.literal(true), status: z.literal('pending') });

export const successResponseSchema = z.object({ success: z.literal(true) });

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
});
