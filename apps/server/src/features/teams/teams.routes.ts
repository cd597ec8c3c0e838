import {
  createTeamInputSchema,
  teamGammeAccessResponseSchema,
  teamGammeParamsSchema,
  teamGammesParamsSchema,
  teamGammesResponseSchema,
  teamListQuerySchema,
  teamProviderTypeParamsSchema,
  teamProviderTypeResponseSchema,
  teamSchema,
  updateTeamInputSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '@/platform/crud-routes.ts';
import { signedInErrors } from '@/platform/error-responses.ts';
import { readByIdRoute } from '@/platform/read-by-id-route.ts';
import { requestContext } from '@/platform/request-context.ts';
import { ifMatchVersion } from '@/platform/versioned-update.ts';
import { findTeams, getTeam } from './teams.service.ts';
import {
  addTeamGamme,
  checkTeamGammeAccess,
  getTeamGammes,
  getTeamProviderType,
  removeTeamGamme,
  setTeamProviderType,
} from './teams-gammes.service.ts';
import { createTeam, deleteTeam, updateTeam } from './teams-write.service.ts';

const tags = ['teams'];

/** SPEC §7 Teams: teams, their provider type and the gammes each may sell (TeamModule:teams:*). */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest) => ({ db: app.db, ...requestContext(request) });

  crudRoutes(app, {
    path: '/teams',
    tags,
    permission: 'TeamModule:teams',
    names: { one: 'Team', many: 'Teams' },
    schemas: {
      record: teamSchema,
      listQuery: teamListQuerySchema,
      create: createTeamInputSchema,
      update: updateTeamInputSchema,
    },
    summaries: {
      list: 'Teams with their company, paged, searched on name, filtered by company and provider type',
      create: 'Create a team; selectedGammes or gammeAssignments say what it may sell',
      get: 'One team with its company',
      update: 'Change a team; gamme assignments, when sent, replace the team’s',
      delete: 'Delete a team that has no members',
    },
    service: {
      find: findTeams,
      get: getTeam,
      create: createTeam,
      update: updateTeam,
      remove: deleteTeam,
    },
  });

  readByIdRoute(app, {
    path: '/teams/:id/provider-type',
    tags,
    permission: 'TeamModule:teams:read',
    summary: 'The team’s provider type',
    response: teamProviderTypeResponseSchema,
    read: async ({ db, actor, id }) => ({ providerType: await getTeamProviderType({ db, id, actor }) }),
  });

  /** Setting and clearing the provider type are one write: the type from the path, or none. */
  const providerTypeResponse = { 200: teamProviderTypeResponseSchema, ...signedInErrors(404, 409) };
  const writeProviderType = (request: FastifyRequest, id: string, providerType: string | null) =>
    setTeamProviderType({
      ...context(request),
      id,
      providerType,
      expectedVersion: ifMatchVersion(request),
    }).then((written) => ({ data: { providerType: written } }));

  app.put(
    '/teams/:id/provider-type/:type',
    {
      config: { permission: 'TeamModule:teams:update' },
      schema: {
        tags,
        summary: 'Set the team’s provider type (one of its company’s)',
        params: teamProviderTypeParamsSchema,
        response: providerTypeResponse,
      },
    },
    async (request) => writeProviderType(request, request.params.id, request.params.type),
  );

  app.delete(
    '/teams/:id/provider-type',
    {
      config: { permission: 'TeamModule:teams:update' },
      schema: {
        tags,
        summary: 'Clear the team’s provider type (its gamme assignments stay)',
        params: uuidParamsSchema,
        response: providerTypeResponse,
      },
    },
    async (request) => writeProviderType(request, request.params.id, null),
  );

  app.get(
    '/teams/:id/gammes/:provider',
    {
      config: { permission: 'TeamModule:teams:read' },
      schema: {
        tags,
        summary: 'The gamme codes the team may sell for one provider type',
        params: teamGammesParamsSchema,
        response: { 200: teamGammesResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: await getTeamGammes({
        db: app.db,
        id: request.params.id,
        provider: request.params.provider,
        actor: requestContext(request).actor,
      }),
    }),
  );

  /** Adding and removing one gamme differ only in the service they call. */
  const oneGammeRoute = (method: 'POST' | 'DELETE', summary: string, write: typeof addTeamGamme) =>
    app.route({
      method,
      url: '/teams/:id/gammes/:provider/:code',
      config: { permission: 'TeamModule:teams:update' },
      schema: {
        tags,
        summary,
        params: teamGammeParamsSchema,
        response: { 200: teamGammesResponseSchema, ...signedInErrors(404, 409) },
      },
      handler: async (request) => ({
        data: await write({
          ...context(request),
          ...request.params,
          expectedVersion: ifMatchVersion(request),
        }),
      }),
    });
  oneGammeRoute(
    'POST',
    'Let the team sell a gamme (a bare line replaces its sub-lines); answers the codes after',
    addTeamGamme,
  );
  oneGammeRoute(
    'DELETE',
    'Stop the team selling a gamme (a bare line takes its sub-lines); answers the codes after',
    removeTeamGamme,
  );

  app.get(
    '/teams/:id/gammes/:provider/:code/access',
    {
      config: { permission: 'TeamModule:teams:read' },
      schema: {
        tags,
        summary: 'Whether the team may sell a gamme (a sub-line is allowed when its bare line is)',
        params: teamGammeParamsSchema,
        response: { 200: teamGammeAccessResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: {
        allowed: await checkTeamGammeAccess({
          db: app.db,
          ...request.params,
          actor: requestContext(request).actor,
        }),
      },
    }),
  );
};
