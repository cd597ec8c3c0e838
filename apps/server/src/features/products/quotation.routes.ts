import { quotationInputSchema, quotationQuerySchema, quotationResponseSchema } from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PricingRegistry } from '@/integrations/insurers/pricing-provider.ts';
import { actorOf } from '@/platform/access.ts';
import { signedInErrors } from '@/platform/error-responses.ts';
import { quote } from './quotation.service.ts';

/** `POST /products/quotation?providerType=…` (SPEC §7 Products and quotes). */
export const quotationRoutes: FastifyPluginAsyncZod<{ pricing: PricingRegistry }> = async (
  app,
  { pricing },
) => {
  app.post(
    '/products/quotation',
    {
      config: { permission: 'VenteModule:produits:quote' },
      schema: {
        tags: ['products'],
        summary:
          "Price a household on every active product of the requested gammes the caller's team may sell, cheapest first",
        querystring: quotationQuerySchema,
        body: quotationInputSchema,
        response: { 200: quotationResponseSchema, ...signedInErrors(503) },
      },
    },
    async (request) => ({
      data: await quote({
        db: app.db,
        actor: actorOf(request),
        pricing,
        providerType: request.query.providerType,
        input: request.body,
      }),
    }),
  );
};
