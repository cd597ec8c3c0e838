import { describeModule, MODULE_NAMES, modulesResponseSchema } from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** SPEC's `/modules` and `/api/modules` are this one route: the permission vocabulary, for the sidebar and the role editor. */
export const modulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/modules',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['modules'],
        summary: 'Modules with their controllers and action keys',
        response: { 200: modulesResponseSchema },
      },
    },
    async () => ({ modules: MODULE_NAMES.map(describeModule) }),
  );
};
