import {
  createTeamInputSchema,
  listResponseSchema,
  recordResponseSchema,
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
import { z } from 'zod';
import { signedInErrors } from '../../platform/error-responses.ts';
import { requestContext } from '../../platform/request-context.ts';
import {
  addTeamGamme,
  checkTeamGammeAccess,
  createTeam,
  deleteTeam,
  findTeams,
  getTeam,
  getTeamGammes,
  getTeamProviderType,
  removeTeamGamme,
  setTeamProviderType,
  updateTeam,
} from './teams.service.ts';

const tags = ['teams'];
const teamResponseSchema = recordResponseSchema(teamSchema);

/** SPEC §7 Teams: teams, their provider type and the gammes each may sell (TeamModule:teams:*). */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest) => ({ db: app.db, ...requestContext(request) });

  app.get(
    '/teams',
    {
      config: { permission: 'TeamModule:teams:read' },
      schema: {
        tags,
        summary: 'Teams with their company, paged, searched on name, filtered by company and provider type',
        querystring: teamListQuerySchema,
        response: { 200: listResponseSchema(teamSchema), ...signedInErrors() },
      },
    },
    async (request) => findTeams({ db: app.db, query: request.query }),
  );

  app.post(
    '/teams',
    {
      config: { permission: 'TeamModule:teams:create' },
      schema: {
        tags,
        summary: 'Create a team; selectedGammes or gammeAssignments say what it may sell',
        body: createTeamInputSchema,
        response: { 201: teamResponseSchema, ...signedInErrors(409) },
      },
    },
    async (request, reply) => {
      const data = await createTeam({ ...context(request), input: request.body });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/teams/:id',
    {
      config: { permission: 'TeamModule:teams:read' },
      schema: {
        tags,
        summary: 'One team with its company',
        params: uuidParamsSchema,
        response: { 200: teamResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({ data: await getTeam({ db: app.db, id: request.params.id }) }),
  );

  app.put(
    '/teams/:id',
    {
      config: { permission: 'TeamModule:teams:update' },
      schema: {
        tags,
        summary: 'Change a team; gamme assignments, when sent, replace the team’s',
        params: uuidParamsSchema,
        body: updateTeamInputSchema,
        response: { 200: teamResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request) => {
      return { data: await updateTeam({ ...context(request), id: request.params.id, input: request.body }) };
    },
  );

  app.delete(
    '/teams/:id',
    {
      config: { permission: 'TeamModule:teams:delete' },
      schema: {
        tags,
        summary: 'Delete a team that has no members',
        params: uuidParamsSchema,
        response: { 204: z.null(), ...signedInErrors(404, 409) },
      },
    },
    async (request, reply) => {
      await deleteTeam({ ...context(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/teams/:id/provider-type',
    {
      config: { permission: 'TeamModule:teams:read' },
      schema: {
        tags,
        summary: 'The team’s provider type',
        params: uuidParamsSchema,
        response: { 200: teamProviderTypeResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: { providerType: await getTeamProviderType({ db: app.db, id: request.params.id }) },
    }),
  );

  app.put(
    '/teams/:id/provider-type/:type',
    {
      config: { permission: 'TeamModule:teams:update' },
      schema: {
        tags,
        summary: 'Set the team’s provider type (one of its company’s)',
        params: teamProviderTypeParamsSchema,
        response: { 200: teamProviderTypeResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: {
        providerType: await setTeamProviderType({
          ...context(request),
          id: request.params.id,
          providerType: request.params.type,
        }),
      },
    }),
  );

  app.delete(
    '/teams/:id/provider-type',
    {
      config: { permission: 'TeamModule:teams:update' },
      schema: {
        tags,
        summary: 'Clear the team’s provider type (its gamme assignments stay)',
        params: uuidParamsSchema,
        response: { 200: teamProviderTypeResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: {
        providerType: await setTeamProviderType({
          ...context(request),
          id: request.params.id,
          providerType: null,
        }),
      },
    }),
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
      data: await getTeamGammes({ db: app.db, id: request.params.id, provider: request.params.provider }),
    }),
  );

  app.post(
    '/teams/:id/gammes/:provider/:code',
    {
      config: { permission: 'TeamModule:teams:update' },
      schema: {
        tags,
        summary: 'Let the team sell a gamme (a bare line replaces its sub-lines); answers the codes after',
        params: teamGammeParamsSchema,
        response: { 200: teamGammesResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request) => ({ data: await addTeamGamme({ ...context(request), ...request.params }) }),
  );

  app.delete(
    '/teams/:id/gammes/:provider/:code',
    {
      config: { permission: 'TeamModule:teams:update' },
      schema: {
        tags,
        summary: 'Stop the team selling a gamme (a bare line takes its sub-lines); answers the codes after',
        params: teamGammeParamsSchema,
        response: { 200: teamGammesResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({ data: await removeTeamGamme({ ...context(request), ...request.params }) }),
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
      data: { allowed: await checkTeamGammeAccess({ db: app.db, ...request.params }) },
    }),
  );
};
