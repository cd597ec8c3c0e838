import {
  companyListQuerySchema,
  companyProviderTypeParamsSchema,
  companyProviderTypesInputSchema,
  companyProviderTypesResponseSchema,
  companySchema,
  createCompanyInputSchema,
  updateCompanyInputSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '@/platform/crud-routes.ts';
import { signedInErrors } from '@/platform/error-responses.ts';
import { readByIdRoute } from '@/platform/read-by-id-route.ts';
import { requestContext } from '@/platform/request-context.ts';
import { ifMatchVersion } from '@/platform/versioned-update.ts';
import {
  changeCompanyProviderTypes,
  createCompany,
  deleteCompany,
  findCompanies,
  getCompany,
  getCompanyProviderTypes,
  updateCompany,
} from './companies.service.ts';

const tags = ['companies'];

/** SPEC §7 Companies: companies and the provider types each may sell (CompanyModule:companies:*). */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  crudRoutes(app, {
    path: '/companies',
    tags,
    permission: 'CompanyModule:companies',
    names: { one: 'Company', many: 'Companies' },
    schemas: {
      record: companySchema,
      listQuery: companyListQuerySchema,
      create: createCompanyInputSchema,
      update: updateCompanyInputSchema,
    },
    summaries: {
      list: 'Companies, paged, searched on name and filtered by provider type',
      create: 'Create a company with the provider types it may sell',
      get: 'One company',
      update: 'Rename a company or replace its provider types',
      delete: 'Delete a company that has no teams and no users',
    },
    service: {
      find: findCompanies,
      get: getCompany,
      create: createCompany,
      update: updateCompany,
      remove: deleteCompany,
    },
  });

  readByIdRoute(app, {
    path: '/companies/:id/provider-types',
    tags,
    permission: 'CompanyModule:companies:read',
    summary: 'The provider types the company may sell',
    response: companyProviderTypesResponseSchema,
    read: getCompanyProviderTypes,
  });

  app.put(
    '/companies/:id/provider-types',
    {
      config: { permission: 'CompanyModule:companies:update' },
      schema: {
        tags,
        summary: 'Replace the provider types the company may sell',
        params: uuidParamsSchema,
        body: companyProviderTypesInputSchema,
        response: { 200: companyProviderTypesResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request) => ({
      data: await changeCompanyProviderTypes({
        db: app.db,
        ...requestContext(request),
        id: request.params.id,
        change: { set: request.body.providerTypes },
        expectedVersion: ifMatchVersion(request),
      }),
    }),
  );

  /** Adding and removing one provider type differ only in the change they ask for. */
  const oneProviderTypeRoute = (
    method: 'POST' | 'DELETE',
    summary: string,
    changeOf: (type: string) => { add: string } | { remove: string },
  ) =>
    app.route({
      method,
      url: '/companies/:id/provider-types/:type',
      config: { permission: 'CompanyModule:companies:update' },
      schema: {
        tags,
        summary,
        params: companyProviderTypeParamsSchema,
        response: { 200: companyProviderTypesResponseSchema, ...signedInErrors(404, 409) },
      },
      handler: async (request) => ({
        data: await changeCompanyProviderTypes({
          db: app.db,
          ...requestContext(request),
          id: request.params.id,
          change: changeOf(request.params.type),
          expectedVersion: ifMatchVersion(request),
        }),
      }),
    });
  oneProviderTypeRoute(
    'POST',
    'Let the company sell one more provider type (no change when it already does)',
    (add) => ({
      add,
    }),
  );
  oneProviderTypeRoute(
    'DELETE',
    'Stop the company selling a provider type none of its teams uses',
    (remove) => ({
      remove,
    }),
  );
};
