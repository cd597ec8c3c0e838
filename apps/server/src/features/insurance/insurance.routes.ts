import {
  catalogueGammeListQuerySchema,
  catalogueGammeSchema,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInErrors } from '../../platform/error-responses.ts';
import {
  findCatalogueGammes,
  findProviderTypes,
  getProviderGamme,
  listProviderGammes,
} from './insurance.service.ts';

const tags = ['insurance'];
const permission = 'InsuranceModule:insurance:read' as const;

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
      return findCatalogueGammes({ db: app.db, query, includeApiPaths: includeApiPaths ?? false });
    },
  );

  app.get(
    '/providers/:provider/gammes',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'The gammes of one provider type, each line followed by its sub-lines',
        params: providerParamsSchema,
        querystring: providerGammesQuerySchema,
        response: { 200: providerGammesResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: await listProviderGammes({
        db: app.db,
        providerType: request.params.provider,
        includeApiPaths: request.query.includeApiPaths ?? false,
        includeInactive: request.query.includeInactive ?? false,
      }),
    }),
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
        includeApiPath: request.query.includeApiPath ?? false,
      }),
    }),
  );
};
