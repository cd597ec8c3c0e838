import {
  apiErrorSchema,
  createProductInputSchema,
  listResponseSchema,
  productListQuerySchema,
  productSchema,
  recordResponseSchema,
  tariffZonesQuerySchema,
  tariffZonesResponseSchema,
  updateProductInputSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PricingRegistry } from '../../integrations/insurers/pricing-provider.ts';
import { createBuiltInPricingRegistry } from '../../integrations/insurers/tariff-engine-pricing.ts';
import { actorOf } from '../../platform/access.ts';
import {
  createProduct,
  deleteProduct,
  findProducts,
  getProduct,
  listTariffZones,
  updateProduct,
} from './products.service.ts';
import { quotationRoutes } from './quotation.routes.ts';
import { tariffsRoutes } from './tariffs.routes.ts';

const tags = ['products'];
const failure = apiErrorSchema;
const guarded = { 400: failure, 401: failure, 403: failure };

export interface ProductsRoutesOptions {
  /** The pricing back-ends by provider type; the built-in tariff engine for the seeded ones by default. */
  pricing?: PricingRegistry;
}

/** Products, their tariff grids and the quotation (issue 4, SPEC §7 Products), VenteModule:produits:*. */
export const productsRoutes: FastifyPluginAsyncZod<ProductsRoutesOptions> = async (app, options) => {
  await app.register(tariffsRoutes);
  await app.register(quotationRoutes, { pricing: options.pricing ?? createBuiltInPricingRegistry(app.db) });

  app.get(
    '/products',
    {
      config: { permission: 'VenteModule:produits:read' },
      schema: {
        tags,
        summary: 'Products, filtered by provider type, gamme and activity, searched by code and name',
        querystring: productListQuerySchema,
        response: { 200: listResponseSchema(productSchema), ...guarded },
      },
    },
    async (request) => findProducts({ db: app.db, query: request.query }),
  );

  app.get(
    '/products/zones',
    {
      config: { permission: 'VenteModule:produits:read' },
      schema: {
        tags,
        summary: "A provider type's pricing zones by département (any other département is in zone 1)",
        querystring: tariffZonesQuerySchema,
        response: { 200: tariffZonesResponseSchema, ...guarded },
      },
    },
    async (request) => listTariffZones({ db: app.db, providerType: request.query.providerType }),
  );

  app.post(
    '/products',
    {
      config: { permission: 'VenteModule:produits:create' },
      schema: {
        tags,
        summary: 'Create a product (a formula of a gamme) with its guarantees and family pricing rules',
        body: createProductInputSchema,
        response: { 201: recordResponseSchema(productSchema), ...guarded, 409: failure },
      },
    },
    async (request, reply) => {
      const data = await createProduct({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/products/:id',
    {
      config: { permission: 'VenteModule:produits:read' },
      schema: {
        tags,
        summary: 'One product',
        params: uuidParamsSchema,
        response: { 200: recordResponseSchema(productSchema), ...guarded, 404: failure },
      },
    },
    async (request) => ({ data: await getProduct({ db: app.db, id: request.params.id }) }),
  );

  app.put(
    '/products/:id',
    {
      config: { permission: 'VenteModule:produits:update' },
      schema: {
        tags,
        summary: 'Change a product (its provider type stays); pricing rules may be sent in part',
        params: uuidParamsSchema,
        body: updateProductInputSchema,
        response: { 200: recordResponseSchema(productSchema), ...guarded, 404: failure, 409: failure },
      },
    },
    async (request) => ({
      data: await updateProduct({
        db: app.db,
        actor: actorOf(request),
        ip: request.ip,
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.delete(
    '/products/:id',
    {
      config: { permission: 'VenteModule:produits:delete' },
      schema: {
        tags,
        summary: 'Delete a product and its tariff grid (retire one with active: false instead to keep it)',
        params: uuidParamsSchema,
        response: { 204: z.null(), ...guarded, 404: failure },
      },
    },
    async (request, reply) => {
      await deleteProduct({ db: app.db, actor: actorOf(request), ip: request.ip, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
