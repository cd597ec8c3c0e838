import {
  apiErrorSchema,
  companyListQuerySchema,
  companyProviderTypeParamsSchema,
  companyProviderTypesInputSchema,
  companyProviderTypesResponseSchema,
  companySchema,
  createCompanyInputSchema,
  listResponseSchema,
  recordResponseSchema,
  updateCompanyInputSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access.ts';
import { ifMatchVersion } from '../../platform/versioned-update.ts';
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
const failure = apiErrorSchema;
const guarded = { 400: failure, 401: failure, 403: failure };
const companyResponseSchema = recordResponseSchema(companySchema);

/** SPEC §7 Companies: companies and the provider types each may sell (CompanyModule:companies:*). */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      config: { permission: 'CompanyModule:companies:read' },
      schema: {
        tags,
        summary: 'Companies, paged, searched on name and filtered by provider type',
        querystring: companyListQuerySchema,
        response: { 200: listResponseSchema(companySchema), ...guarded },
      },
    },
    async (request) => findCompanies({ db: app.db, query: request.query }),
  );

  app.post(
    '/companies',
    {
      config: { permission: 'CompanyModule:companies:create' },
      schema: {
        tags,
        summary: 'Create a company with the provider types it may sell',
        body: createCompanyInputSchema,
        response: { 201: companyResponseSchema, ...guarded, 409: failure },
      },
    },
    async (request, reply) => {
      const data = await createCompany({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/companies/:id',
    {
      config: { permission: 'CompanyModule:companies:read' },
      schema: {
        tags,
        summary: 'One company',
        params: uuidParamsSchema,
        response: { 200: companyResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({ data: await getCompany({ db: app.db, id: request.params.id }) }),
  );

  app.put(
    '/companies/:id',
    {
      config: { permission: 'CompanyModule:companies:update' },
      schema: {
        tags,
        summary: 'Rename a company or replace its provider types',
        params: uuidParamsSchema,
        body: updateCompanyInputSchema,
        response: { 200: companyResponseSchema, ...guarded, 404: failure, 409: failure },
      },
    },
    async (request) => ({
      data: await updateCompany({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.delete(
    '/companies/:id',
    {
      config: { permission: 'CompanyModule:companies:delete' },
      schema: {
        tags,
        summary: 'Delete a company that has no teams and no users',
        params: uuidParamsSchema,
        response: { 204: z.null(), ...guarded, 404: failure, 409: failure },
      },
    },
    async (request, reply) => {
      await deleteCompany({ db: app.db, actor: actorOf(request), ip: request.ip, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/companies/:id/provider-types',
    {
      config: { permission: 'CompanyModule:companies:read' },
      schema: {
        tags,
        summary: 'The provider types the company may sell',
        params: uuidParamsSchema,
        response: { 200: companyProviderTypesResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({ data: await getCompanyProviderTypes({ db: app.db, id: request.params.id }) }),
  );

  app.put(
    '/companies/:id/provider-types',
    {
      config: { permission: 'CompanyModule:companies:update' },
      schema: {
        tags,
        summary: 'Replace the provider types the company may sell',
        params: uuidParamsSchema,
        body: companyProviderTypesInputSchema,
        response: { 200: companyProviderTypesResponseSchema, ...guarded, 404: failure, 409: failure },
      },
    },
    async (request) => ({
      data: await changeCompanyProviderTypes({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        id: request.params.id,
        change: { set: request.body.providerTypes },
        expectedVersion: ifMatchVersion(request),
      }),
    }),
  );

  app.post(
    '/companies/:id/provider-types/:type',
    {
      config: { permission: 'CompanyModule:companies:update' },
      schema: {
        tags,
        summary: 'Let the company sell one more provider type (no change when it already does)',
        params: companyProviderTypeParamsSchema,
        response: { 200: companyProviderTypesResponseSchema, ...guarded, 404: failure },
      },
    },
    async (request) => ({
      data: await changeCompanyProviderTypes({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        id: request.params.id,
        change: { add: request.params.type },
        expectedVersion: ifMatchVersion(request),
      }),
    }),
  );

  app.delete(
    '/companies/:id/provider-types/:type',
    {
      config: { permission: 'CompanyModule:companies:update' },
      schema: {
        tags,
        summary: 'Stop the company selling a provider type none of its teams uses',
        params: companyProviderTypeParamsSchema,
        response: { 200: companyProviderTypesResponseSchema, ...guarded, 404: failure, 409: failure },
      },
    },
    async (request) => ({
      data: await changeCompanyProviderTypes({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        id: request.params.id,
        change: { remove: request.params.type },
        expectedVersion: ifMatchVersion(request),
      }),
    }),
  );
};
