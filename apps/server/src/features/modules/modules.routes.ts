import {
  moduleParamsSchema,
  moduleResponseSchema,
  modulesResponseSchema,
  updateModuleInputSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '@/platform/access.ts';
import { errorResponses, signedInErrors } from '@/platform/error-responses.ts';
import { listModules, setModuleEnabled } from './modules.service.ts';

/** SPEC's `/modules` and `/api/modules` are this one route: the permission vocabulary, for the sidebar and the role editor. */
export const modulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/modules',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['modules'],
        summary:
          'Modules with their controllers and action keys (root: all, with their switch; others: enabled ones)',
        response: { 200: modulesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      modules: listModules({ user: actorOf(request), disabled: await app.moduleSwitches.disabledModules() }),
    }),
  );

  app.put(
    '/modules/:name',
    {
      config: { permission: 'ModulesModule:modules:update' },
      schema: {
        tags: ['modules'],
        summary: 'Switch a module on or off (root only); its routes then refuse non-root callers',
        params: moduleParamsSchema,
        body: updateModuleInputSchema,
        response: { 200: moduleResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => {
      const module = await setModuleEnabled({
        db: app.db,
        actor: actorOf(request),
        name: request.params.name,
        enabled: request.body.enabled,
        ip: request.ip,
      });
      // This instance sees the switch at once; the others within MODULE_SWITCHES_TTL_MS.
      app.moduleSwitches.invalidate();
      return { data: module };
    },
  );
};
