import { dashboardResponseSchema } from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '@/platform/access.ts';
import { signedInErrors } from '@/platform/error-responses.ts';
import { readDashboard } from './dashboard.service.ts';

/**
 * `GET /dashboard`: the home page's figures for the caller's data scope. It needs the key that reads sales:
 * a user without it gets 403 here, and the web shows them the greeting and shortcuts only (nothing they may
 * not see is computed for them).
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { permission: 'VenteModule:ventes:read' },
      schema: {
        tags: ['dashboard'],
        summary:
          "This month's sales of the caller's scope by status, premiums, conversion, the caller's pipeline and, for managers, a row per agent",
        response: { 200: dashboardResponseSchema, ...signedInErrors() },
      },
    },
    async (request) => ({ data: await readDashboard({ db: app.db, actor: actorOf(request) }) }),
  );
};
