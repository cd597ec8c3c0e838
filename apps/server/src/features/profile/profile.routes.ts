import {
  ownSessionListResponseSchema,
  ownSessionParamsSchema,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TYPES,
  profileResponseSchema,
  revokedSessionsResponseSchema,
  updatePreferencesInputSchema,
  updateProfileInputSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@/platform/app-error.ts';
import { appOriginOf } from '@/platform/app-origin.ts';
import { errorResponses, signedInErrors } from '@/platform/error-responses.ts';
import { requestContext } from '@/platform/request-context.ts';
import { getProfile, updatePreferences, updateProfile } from './profile.service.ts';
import { deleteProfilePhoto, readProfilePhoto, saveProfilePhoto } from './profile-photo.service.ts';
import { listOwnSessions, revokeOtherSessions, revokeOwnSession } from './profile-sessions.service.ts';

const tags = ['profile'];

/**
 * The signed-in user's own profile and settings (issue 12, the avatar menu): every route is `authenticated`
 * (no module: everyone has a profile) and acts on the caller alone. The second factor's routes belong to the
 * identity service (mfa), the administrators' session tools to the admin console.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // The photo arrives as the raw image body; only this plugin's routes read image bodies.
  app.addContentTypeParser(
    [...PROFILE_PHOTO_TYPES],
    { parseAs: 'buffer', bodyLimit: PROFILE_PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/profile',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        operationId: 'getProfile',
        summary: 'Your profile: name, email, phone (read-only), photo, language and theme, with its version',
        response: { 200: profileResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({ data: await getProfile({ db: app.db, userId: requestContext(request).actor.id }) }),
  );

  app.put(
    '/profile',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        operationId: 'updateProfile',
        summary: 'Change your name and email (send the version you read: 409 STALE_WRITE otherwise)',
        body: updateProfileInputSchema,
        response: { 200: profileResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request) => ({
      data: await updateProfile({
        db: app.db,
        ...requestContext(request),
        input: request.body,
        sessionIdHash: request.auth?.sessionIdHash ?? null,
      }),
    }),
  );

  app.put(
    '/profile/preferences',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        operationId: 'updatePreferences',
        summary: 'Save your language and/or theme; the web applies them at sign-in',
        body: updatePreferencesInputSchema,
        response: { 200: profileResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: await updatePreferences({ db: app.db, ...requestContext(request), input: request.body }),
    }),
  );

  app.put(
    '/profile/photo',
    {
      config: { permission: 'authenticated' },
      preValidation: async (request) => {
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
            message: `Send the photo as the request body, typed ${PROFILE_PHOTO_TYPES.join(', ')}.`,
          });
        }
      },
      // The body is the image's bytes, checked by the service; the schema only documents it.
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags,
        operationId: 'uploadProfilePhoto',
        summary: `Replace your photo: the image as the body (${PROFILE_PHOTO_TYPES.join(', ')}, at most ${PROFILE_PHOTO_MAX_BYTES} bytes; the type is read from the bytes)`,
        consumes: [...PROFILE_PHOTO_TYPES],
        body: z.string().describe("The image's bytes"),
        response: { 200: profileResponseSchema, ...signedInErrors(404, 413, 415) },
      },
    },
    async (request) => ({
      data: await saveProfilePhoto({
        db: app.db,
        ...requestContext(request),
        bytes: request.body as unknown as Buffer,
        origin: appOriginOf(request, app.config.APP_ORIGINS),
      }),
    }),
  );

  app.delete(
    '/profile/photo',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        operationId: 'deleteProfilePhoto',
        summary: 'Remove your photo (the avatar shows your initials)',
        response: { 200: profileResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({ data: await deleteProfilePhoto({ db: app.db, ...requestContext(request) }) }),
  );

  app.get(
    '/profile/photos/:userId',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        operationId: 'getProfilePhoto',
        summary:
          "A user's photo (any signed-in user sees colleagues' avatars); cached, its address changes with it",
        params: z.object({ userId: z.uuid() }),
        produces: [...PROFILE_PHOTO_TYPES, 'application/json'],
        response: { 200: z.string().describe("The image's bytes"), ...signedInErrors(404) },
      },
    },
    async (request, reply) => {
      const photo = await readProfilePhoto({ db: app.db, userId: request.params.userId });
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('etag', `"${photo.sha256}"`)
        .header('x-content-type-options', 'nosniff')
        .send(photo.bytes as unknown as string);
    },
  );

  app.get(
    '/profile/sessions',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        operationId: 'listOwnSessions',
        summary: 'Your live sessions, the most recently used first; `current` marks this one',
        response: { 200: ownSessionListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      data: await listOwnSessions({
        db: app.db,
        userId: requestContext(request).actor.id,
        currentIdHash: request.auth?.sessionIdHash ?? undefined,
      }),
    }),
  );

  app.delete(
    '/profile/sessions/:id',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        operationId: 'revokeOwnSession',
        summary: 'End one of your sessions (404 for an id that is not one of yours)',
        params: ownSessionParamsSchema,
        response: { 204: z.null().describe('Ended'), ...signedInErrors(404) },
      },
    },
    async (request, reply) => {
      await revokeOwnSession({ db: app.db, ...requestContext(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/profile/sessions/revoke-others',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        operationId: 'revokeOtherSessions',
        summary: 'Sign out everywhere else: every session of yours but this one ends',
        response: { 200: revokedSessionsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      data: {
        revoked: await revokeOtherSessions({
          db: app.db,
          ...requestContext(request),
          currentIdHash: request.auth?.sessionIdHash ?? undefined,
        }),
      },
    }),
  );
};
