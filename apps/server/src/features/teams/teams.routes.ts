import {
  apiErrorSchema,
  createTeamInputSchema,
  GAMMES_FORMAT_INVALID,
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
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access.ts';
import { AppError } from '../../platform/app-error.ts';
import { ifMatchVersion } from '../../platform/versioned-update.ts';
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
const failure = apiErrorSchema;
const guarded = { 400: failure, 401: failure, 403: failure };
const teamResponseSchema = recordResponseSchema(teamSchema);

/**
 * Team payloads validate with `attachValidation` so that a bulk gamme set that is not an array answers SPEC §5's
 * exact message, 'Invalid gammes data format', as the error's message (the failing fields are listed as usual).
 * Any other validation failure goes to the common error handler unchanged.
 */
const rejectInvalidTeamPayload = (request: FastifyRequest) => {
  const error = request.validationError;
  if (!error) return;
  const issues: { instancePath: string; message?: string }[] = hasZodFastifySchemaValidationErrors(error)
    ? error.validation
    : [];
  if (issues.some((issue) => issue.message === GAMMES_FORMAT_INVALID)) {
    throw new AppError('VALIDATION_FAILED', {
      message: GAMMES_FORMAT_INVALID,
      details: {
        fields: issues.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? 'Invalid value',
        })),
      },
    });
  }
  throw error;
};

/** SPEC §7 Teams: teams, their provider type and the gammes each may sell (TeamModule:teams:*). */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest) => ({ db: app.db, actor: actorOf(request), ip: request.ip });

  app.get(
    '/teams',
    {
      config: { permission: 'TeamModule:teams:read' },
      schema: {
        tags,
        summary: 'Teams with their company, paged, searched on name, filtered by company and provider type',
        querystring: teamListQuerySchema,
        response: { 200: listResponseSchema(teamSchema), ...guarded },
      },
    },
    async (request) => findTeams({ db: app.db, actor: actorOf(request), query: request.query }),
  );

  app.post(
    '/teams',
    {
      config: { permission: 'TeamModule:teams:create' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Create a team; selectedGammes or gammeAssignments say what it may sell',
        body: createTeamInputSchema,
        response: { 201: teamResponseSchema, ...guarded, 409: failure },
      },
    },
    async (request, reply) => {
      rejectInvalidTeamPayload(request);
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
        response: { 200: teamResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({
      data: await getTeam({ db: app.db, id: request.params.id, actor: actorOf(request) }),
    }),
  );

  app.put(
    '/teams/:id',
    {
      config: { permission: 'TeamModule:teams:update' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Change a team; gamme assignments, when sent, replace the team’s',
        params: uuidParamsSchema,
        body: updateTeamInputSchema,
        response: { 200: teamResponseSchema, ...guarded, 404: failure, 409: failure },
      },
    },
    async (request) => {
      rejectInvalidTeamPayload(request);
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
        response: { 204: z.null(), ...guarded, 404: failure, 409: failure },
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
        response: { 200: teamProviderTypeResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({
      data: {
        providerType: await getTeamProviderType({
          db: app.db,
          id: request.params.id,
          actor: actorOf(request),
        }),
      },
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
        response: { 200: teamProviderTypeResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({
      data: {
        providerType: await setTeamProviderType({
          ...context(request),
          id: request.params.id,
          providerType: request.params.type,
          expectedVersion: ifMatchVersion(request),
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
        response: { 200: teamProviderTypeResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({
      data: {
        providerType: await setTeamProviderType({
          ...context(request),
          id: request.params.id,
          providerType: null,
          expectedVersion: ifMatchVersion(request),
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
        response: { 200: teamGammesResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({
      data: await getTeamGammes({
        db: app.db,
        id: request.params.id,
        provider: request.params.provider,
        actor: actorOf(request),
      }),
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
        response: { 200: teamGammesResponseSchema, ...guarded, 404: failure, 409: failure },
      },
    },
    async (request) => ({
      data: await addTeamGamme({
        ...context(request),
        ...request.params,
        expectedVersion: ifMatchVersion(request),
      }),
    }),
  );

  app.delete(
    '/teams/:id/gammes/:provider/:code',
    {
      config: { permission: 'TeamModule:teams:update' },
      schema: {
        tags,
        summary: 'Stop the team selling a gamme (a bare line takes its sub-lines); answers the codes after',
        params: teamGammeParamsSchema,
        response: { 200: teamGammesResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({
      data: await removeTeamGamme({
        ...context(request),
        ...request.params,
        expectedVersion: ifMatchVersion(request),
      }),
    }),
  );

  app.get(
    '/teams/:id/gammes/:provider/:code/access',
    {
      config: { permission: 'TeamModule:teams:read' },
      schema: {
        tags,
        summary: 'Whether the team may sell a gamme (a sub-line is allowed when its bare line is)',
        params: teamGammeParamsSchema,
        response: { 200: teamGammeAccessResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({
      data: {
        allowed: await checkTeamGammeAccess({ db: app.db, ...request.params, actor: actorOf(request) }),
      },
    }),
  );
};
