import {
  createProductInputSchema,
  productListQuerySchema,
  productSchema,
  tariffZonesQuerySchema,
  tariffZonesResponseSchema,
  updateProductInputSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PricingRegistry } from '@/integrations/insurers/pricing-provider.ts';
import { createBuiltInPricingRegistry } from '@/integrations/insurers/tariff-engine-pricing.ts';
import { crudRoutes } from '@/platform/crud-routes.ts';
import { signedInErrors } from '@/platform/error-responses.ts';
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

export interface ProductsRoutesOptions {
  /** The pricing back-ends by provider type; the built-in tariff engine for the seeded ones by default. */
  pricing?: PricingRegistry;
}

/** Products, their tariff grids and the quotation (issue 4, SPEC §7 Products), VenteModule:produits:*. */
export const productsRoutes: FastifyPluginAsyncZod<ProductsRoutesOptions> = async (app, options) => {
  await app.register(tariffsRoutes);
  await app.register(quotationRoutes, { pricing: options.pricing ?? createBuiltInPricingRegistry(app.db) });

  crudRoutes(app, {
    path: '/products',
    tags,
    permission: 'VenteModule:produits',
    names: { one: 'Product', many: 'Products' },
    schemas: {
      record: productSchema,
      listQuery: productListQuerySchema,
      create: createProductInputSchema,
      update: updateProductInputSchema,
    },
    summaries: {
      list: 'Products, filtered by provider type, gamme and activity, searched by code and name',
      create: 'Create a product (a formula of a gamme) with its guarantees and family pricing rules',
      get: 'One product',
      update: 'Change a product (its provider type stays); pricing rules may be sent in part',
      delete: 'Delete a product and its tariff grid (retire one with active: false instead to keep it)',
    },
    service: {
      find: findProducts,
      get: getProduct,
      create: createProduct,
      update: updateProduct,
      remove: deleteProduct,
    },
    errors: { delete: [404] },
  });

  app.get(
    '/products/zones',
    {
      config: { permission: 'VenteModule:produits:read' },
      schema: {
        tags,
        summary: "A provider type's pricing zones by département (any other département is in zone 1)",
        querystring: tariffZonesQuerySchema,
        response: { 200: tariffZonesResponseSchema, ...signedInErrors() },
      },
    },
    async (request) => listTariffZones({ db: app.db, providerType: request.query.providerType }),
  );
};
