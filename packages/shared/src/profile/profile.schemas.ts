import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';
import { recordResponseSchema } from '../lists/list.schemas.ts';
import { displayName } from '../text/text.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';

/**
 * The signed-in user's own profile and settings (issue 12, `/api/profile`): name, email and photo on the user
 * record (versioned: a stale write is 409), language and theme as the user's preferences, and their sessions.
 * The phone is the sign-in identity: shown, never changed here.
 */

export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

export const profileSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  photoURL: z.string().nullable(),
  /** Null until the user picks one: the shell keeps the locale of the address and the stored theme. */
  locale: z.enum(LOCALES).nullable(),
  theme: z.enum(THEMES).nullable(),
  version: recordVersionSchema,
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = recordResponseSchema(profileSchema);

const personNameSchema = displayName().min(1).max(100);

/** `PUT /api/profile`: name and email, with the version read (409 STALE_WRITE otherwise). */
export const updateProfileInputSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  /** An empty string clears the email. */
  email: z.union([z.literal(''), z.email().max(254)]).nullable(),
  ...expectedVersionFields,
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

/** `PUT /api/profile/preferences`: only the fields sent change; a preference is the user's alone (no version). */
export const updatePreferencesInputSchema = z
  .object({ locale: z.enum(LOCALES).optional(), theme: z.enum(THEMES).optional() })
  .refine((input) => input.locale !== undefined || input.theme !== undefined, {
    message: 'Send a language or a theme',
    path: ['locale'],
  });
export type UpdatePreferencesInput = z.input<typeof updatePreferencesInputSchema>;

/** The photo: an image the browser shows everywhere, small enough for an avatar. */
export const PROFILE_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ProfilePhotoType = (typeof PROFILE_PHOTO_TYPES)[number];
export const PROFILE_PHOTO_MAX_BYTES = 512 * 1024;

/** One of the user's own sessions; `id` is derived from the stored hash, never the cookie's value. */
export const ownSessionSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/),
  createdAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;
export const ownSessionListResponseSchema = z.object({ data: z.array(ownSessionSchema) });
export const ownSessionParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });
