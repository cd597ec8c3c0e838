import {
  createQuoteInputSchema,
  quotePaymentInputSchema,
  quoteProductInputSchema,
  quoteQuerySchema,
  quoteResponseSchema,
  quoteStatusInputSchema,
  quoteUserInputSchema,
  subscribeInputSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PricingRegistry } from '@/integrations/insurers/pricing-provider.ts';
import { createBuiltInPricingRegistry } from '@/integrations/insurers/tariff-engine-pricing.ts';
import { signedInErrors } from '@/platform/error-responses.ts';
import { requestContext } from '@/platform/request-context.ts';
import { addQuoteUser, pickQuoteProduct, replaceQuoteUser, setQuotePayment } from './quote-params.service.ts';
import { subscribeQuote } from './quote-subscribe.service.ts';
import { changeQuoteStatus, createQuote } from './quotes.service.ts';

const tags = ['quotes'];
const config = { permission: 'VenteModule:produits:quote' } as const;
const errors = signedInErrors(404, 409);

export interface QuotesRoutesOptions {
  /** The quote back-ends by provider type; the built-in tariff engine serves the seeded ones (`actudata`). */
  pricing?: PricingRegistry;
}

/**
 * The quotes of a sale at its provider (SPEC §7 Products and quotes, issue 9), every call with
 * `?providerType=`: create, the people, the product, the payment, the status and the subscription.
 */
export const quotesRoutes: FastifyPluginAsyncZod<QuotesRoutesOptions> = async (app, options) => {
  const pricing = options.pricing ?? createBuiltInPricingRegistry(app.db);
  const context = (request: Parameters<typeof requestContext>[0], providerType: string) => ({
    db: app.db,
    pricing,
    providerType,
    ...requestContext(request),
  });

  app.post(
    '/products/quote',
    {
      config,
      schema: {
        tags,
        summary: "Create a draft quote for a sale's household; the sale's previous open quote is cancelled",
        querystring: quoteQuerySchema,
        body: createQuoteInputSchema,
        response: { 201: quoteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createQuote({
        ...context(request, request.query.providerType),
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/products/quote-param/user',
    {
      config,
      schema: {
        tags,
        summary: 'Add an insured person to a quote (a proposed or accepted quote returns to draft)',
        querystring: quoteQuerySchema,
        body: quoteUserInputSchema,
        response: { 200: quoteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await addQuoteUser({ ...context(request, request.query.providerType), input: request.body }),
    }),
  );

  app.put(
    '/products/quote-param/user/:id',
    {
      config,
      schema: {
        tags,
        summary: "Replace one of a quote's insured people (a proposed or accepted quote returns to draft)",
        params: uuidParamsSchema,
        querystring: quoteQuerySchema,
        body: quoteUserInputSchema,
        response: { 200: quoteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await replaceQuoteUser({
        ...context(request, request.query.providerType),
        input: request.body,
        id: request.params.id,
      }),
    }),
  );

  app.post(
    '/products/quote-param/product',
    {
      config,
      schema: {
        tags,
        summary:
          "Pick the recommended product among the offers priced for the quote's household in the sale's gamme",
        querystring: quoteQuerySchema,
        body: quoteProductInputSchema,
        response: { 200: quoteResponseSchema, ...signedInErrors(404, 409, 503) },
      },
    },
    async (request) => ({
      data: await pickQuoteProduct({ ...context(request, request.query.providerType), input: request.body }),
    }),
  );

  app.post(
    '/products/quote-param/payment',
    {
      config,
      schema: {
        tags,
        summary: "Give the payer's bank details (sealed on the sale's customer; the quote keeps them masked)",
        querystring: quoteQuerySchema,
        body: quotePaymentInputSchema,
        response: { 200: quoteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await setQuotePayment({
        ...context(request, request.query.providerType),
        box: app.bankDetailsBox,
        input: request.body,
      }),
    }),
  );

  app.put(
    '/products/quote/status',
    {
      config,
      schema: {
        tags,
        summary: 'Move a quote along its statuses (subscribed only through /products/subscribe)',
        querystring: quoteQuerySchema,
        body: quoteStatusInputSchema,
        response: { 200: quoteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await changeQuoteStatus({ ...context(request, request.query.providerType), input: request.body }),
    }),
  );

  app.post(
    '/products/subscribe',
    {
      config,
      schema: {
        tags,
        summary:
          'Subscribe the accepted quote linked to its sale: the quote and the sale become subscribed together',
        querystring: quoteQuerySchema,
        body: subscribeInputSchema,
        response: { 200: quoteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await subscribeQuote({
        ...context(request, request.query.providerType),
        jobs: app.jobs,
        input: request.body,
      }),
    }),
  );
};
