import {
  apiKeyListQuerySchema,
  apiKeySchema,
  createApiKeyInputSchema,
  createdApiKeySchema,
  listResponseSchema,
  recordResponseSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '@/platform/access.ts';
import { signedInErrors } from '@/platform/error-responses.ts';
import { readByIdRoute } from '@/platform/read-by-id-route.ts';
import { requestContext } from '@/platform/request-context.ts';
import { findApiKeys, getApiKey } from './api-keys-read.service.ts';
import { createApiKey, revokeApiKey } from './api-keys-write.service.ts';

const tags = ['api-keys'];

/**
 * Issue 12 API keys (ApiKeysModule:api-keys:*). A key itself can never call these routes (platform/access.ts):
 * a key that could manage keys could outlive its own revocation.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api-keys',
    {
      config: { permission: 'ApiKeysModule:api-keys:read' },
      schema: {
        tags,
        operationId: 'getApiKeys',
        summary: 'API keys in the caller’s data scope, newest first, searched on name and prefix',
        querystring: apiKeyListQuerySchema,
        response: { 200: listResponseSchema(apiKeySchema), ...signedInErrors() },
      },
    },
    async (request) => findApiKeys({ db: app.db, actor: actorOf(request), query: request.query }),
  );

  app.post(
    '/api-keys',
    {
      config: { permission: 'ApiKeysModule:api-keys:create' },
      schema: {
        tags,
        operationId: 'createApiKey',
        summary: 'Create a key no wider than the caller; the answer carries its secret, this once only',
        body: createApiKeyInputSchema,
        response: { 201: createdApiKeySchema, ...signedInErrors(409) },
      },
    },
    async (request, reply) => {
      const created = await createApiKey({
        db: app.db,
        ...requestContext(request),
        input: request.body,
        isModuleEnabled: (module) => app.moduleSwitches.isEnabled(module),
      });
      return reply.status(201).send(created);
    },
  );

  readByIdRoute(app, {
    path: '/api-keys/:id',
    tags,
    permission: 'ApiKeysModule:api-keys:read',
    operationId: 'getApiKey',
    summary: 'One API key (never its secret)',
    response: recordResponseSchema(apiKeySchema),
    read: getApiKey,
  });

  app.delete(
    '/api-keys/:id',
    {
      config: { permission: 'ApiKeysModule:api-keys:delete' },
      schema: {
        tags,
        operationId: 'revokeApiKey',
        summary: 'Revoke a key at once; it stays listed as revoked (revoking twice changes nothing)',
        params: uuidParamsSchema,
        response: { 200: recordResponseSchema(apiKeySchema), ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: await revokeApiKey({ db: app.db, ...requestContext(request), id: request.params.id }),
    }),
  );
};
