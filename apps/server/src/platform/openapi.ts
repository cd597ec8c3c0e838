import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { operationIdOf } from './operation-ids.ts';

/** The session cookie scheme every non-public operation requires (DESIGN §4). */
export const SESSION_SECURITY = 'session';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Each operation gets its `operationId` (declared, else derived from method and path) and its security
 * requirement: none for a public route (no `config.permission`), the session cookie otherwise.
 */
const transform = (input: TransformInput) => {
  const transformed = jsonSchemaTransform(input);
  const { route, url } = input;
  const declared = (route.schema as { operationId?: string } | undefined)?.operationId;
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  const isPublic = route.config?.permission === undefined;
  return {
    ...transformed,
    schema: {
      ...transformed.schema,
      operationId: declared ?? operationIdOf(String(method), url),
      security: isPublic ? [] : [{ [SESSION_SECURITY]: [] }],
    },
  };
};

/** OpenAPI 3.1 generated from the zod schemas the routes validate with, and its docs UI. */
export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Brokerage back office API',
          version: options.version,
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        servers: [{ url: '/', description: 'The server that serves this document' }],
        components: {
          securitySchemes: { [SESSION_SECURITY]: { type: 'apiKey', in: 'cookie', name: 'sid' } },
        },
      },
      transform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
