import {
  catalogueGammeListQuerySchema,
  catalogueGammeSchema,
  hasPermission,
  listResponseSchema,
  providerGammeParamsSchema,
  providerGammeQuerySchema,
  providerGammesQuerySchema,
  providerGammesResponseSchema,
  providerListQuerySchema,
  providerParamsSchema,
  providerTypeSchema,
  recordResponseSchema,
} from '@brokerage/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '@/platform/access.ts';
import { signedInErrors } from '@/platform/error-responses.ts';
import {
  findCatalogueGammes,
  findProviderTypes,
  getProviderGamme,
  listProviderGammes,
} from './insurance.service.ts';
import { keepSellable } from './sellable-gammes.service.ts';

const tags = ['insurance'];
/**
 * Every signed-in user reads the catalogue: questionnaire, team and company pages pick gammes from it
 * (issue 7). The pricing back-end's API paths stay with those who hold the catalogue key.
 */
const permission = 'authenticated' as const;
const API_PATHS_KEY = 'InsuranceModule:insurance:read';
const mayReadApiPaths = (request: FastifyRequest, asked: boolean | undefined) =>
  (asked ?? false) && hasPermission(actorOf(request), API_PATHS_KEY);

/** The insurance catalogue as sales read it (SPEC §7 Insurance): provider types and their gammes. */
export const insuranceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/providers',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Provider types (insurers’ pricing back-ends)',
        querystring: providerListQuerySchema,
        response: { 200: listResponseSchema(providerTypeSchema), ...signedInErrors() },
      },
    },
    async (request) => findProviderTypes({ db: app.db, query: request.query }),
  );

  app.get(
    '/gammes',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Every gamme, filtered by provider type, activity and a search on code and name',
        querystring: catalogueGammeListQuerySchema,
        response: { 200: listResponseSchema(catalogueGammeSchema), ...signedInErrors() },
      },
    },
    async (request) => {
      const { includeApiPaths, ...query } = request.query;
      return findCatalogueGammes({
        db: app.db,
        query,
        includeApiPaths: mayReadApiPaths(request, includeApiPaths),
      });
    },
  );

  app.get(
    '/providers/:provider/gammes',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'The gammes of one provider type, each line followed by its sub-lines (`sellable`: those the caller may sell)',
        params: providerParamsSchema,
        querystring: providerGammesQuerySchema,
        response: { 200: providerGammesResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => {
      const providerType = request.params.provider;
      const list = await listProviderGammes({
        db: app.db,
        providerType,
        includeApiPaths: mayReadApiPaths(request, request.query.includeApiPaths),
        includeInactive: request.query.includeInactive ?? false,
      });
      return {
        data: request.query.sellable
          ? await keepSellable(app.db, actorOf(request), providerType, list)
          : list,
      };
    },
  );

  app.get(
    '/providers/:providerType/gammes/:gamme',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'One gamme of a provider type, by code',
        params: providerGammeParamsSchema,
        querystring: providerGammeQuerySchema,
        response: { 200: recordResponseSchema(catalogueGammeSchema), ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: await getProviderGamme({
        db: app.db,
        providerType: request.params.providerType,
        code: request.params.gamme,
        includeApiPath: mayReadApiPaths(request, request.query.includeApiPath),
      }),
    }),
  );
};
