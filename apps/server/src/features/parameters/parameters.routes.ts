import { parameterSetResponseSchema, updateParametersInputSchema } from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInErrors } from '@/platform/error-responses.ts';
import { requestContext } from '@/platform/request-context.ts';
import { attachParametersCache, createParametersCache } from './parameters-cache.ts';
import { loadParametersSnapshot } from './parameters-store.ts';
import { toParameterSet, updateParameters } from './parameters-write.service.ts';

const tags = ['parameters'];

/** The brokerage's parameters (`/parameters`, issue 12): the whole set with its version, and its save. */
export const parametersRoutes: FastifyPluginAsyncZod = async (app) => {
  // This instance's copy behind `readParameters`, which every feature reaches through the executor it holds.
  const cache = createParametersCache();
  attachParametersCache(app.db, cache);

  app.get(
    '/parameters',
    {
      config: { permission: 'ParametersModule:parameters:read' },
      schema: {
        tags,
        operationId: 'getParameters',
        summary:
          'Every parameter (stored or default) with the version a save must name: legal identity, SEPA creditor, calling hours, quality checklist, retention, signature delay, page size, senders',
        response: { 200: parameterSetResponseSchema, ...signedInErrors() },
      },
    },
    // Straight from the database, not the cache: the page edits what is stored, at its current version.
    async () => ({ data: toParameterSet(await loadParametersSnapshot(app.db)) }),
  );

  app.put(
    '/parameters',
    {
      config: { permission: 'ParametersModule:parameters:update' },
      schema: {
        tags,
        operationId: 'updateParameters',
        summary:
          'Save the whole set under the version you loaded (409 STALE_WRITE with the current set otherwise); audited with the changed keys old → new',
        body: updateParametersInputSchema,
        response: { 200: parameterSetResponseSchema, ...signedInErrors(409) },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      const saved = await updateParameters({
        db: app.db,
        ...requestContext(request),
        input,
        expected: version,
      });
      // This instance reads the new values at once; the others within PARAMETERS_CACHE_TTL_MS.
      cache.invalidate();
      return { data: saved };
    },
  );
};
