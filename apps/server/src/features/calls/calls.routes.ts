import {
  callAttemptListResponseSchema,
  callAttemptResponseSchema,
  callEligibilityQuerySchema,
  callEligibilityResponseSchema,
  createCallAttemptInputSchema,
  oppositionEntryResponseSchema,
  phoneCallEligibilityResponseSchema,
  saleOppositionInputSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInErrors } from '@/platform/error-responses.ts';
import { readByIdRoute } from '@/platform/read-by-id-route.ts';
import { requestContext } from '@/platform/request-context.ts';
import { phoneCallEligibility, saleCallEligibility } from './calls-eligibility.service.ts';
import { listSaleCalls } from './calls-read.service.ts';
import { recordCallAttempt } from './calls-write.service.ts';
import { opposeSaleCustomer } from './opposition-write.service.ts';

const tags = ['calls'];

/** The call log of a sale and the phone-selling rules before dialling (issue 11). */
export const callsRoutes: FastifyPluginAsyncZod = async (app) => {
  readByIdRoute(app, {
    path: '/ventes/:id/calls',
    tags,
    permission: 'VenteModule:ventes:read',
    operationId: 'listSaleCalls',
    summary: "The sale's call attempts, oldest first (the sale's data scope)",
    response: callAttemptListResponseSchema,
    read: ({ db, actor, id }) => listSaleCalls({ db, actor, saleId: id }),
  });

  app.post(
    '/ventes/:id/calls',
    {
      config: { permission: 'VenteModule:ventes:update' },
      schema: {
        tags,
        operationId: 'recordSaleCall',
        summary:
          "Record a call attempt made now; refused with the phone-selling rule's reason and when calling is allowed again",
        params: uuidParamsSchema,
        body: createCallAttemptInputSchema,
        response: { 201: callAttemptResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request, reply) => {
      const data = await recordCallAttempt({
        db: app.db,
        ...requestContext(request),
        saleId: request.params.id,
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  readByIdRoute(app, {
    path: '/ventes/:id/calls/eligibility',
    tags,
    permission: 'VenteModule:ventes:read',
    operationId: 'getSaleCallEligibility',
    summary: "Whether the sale's customer may be called now, and if not why and from when",
    response: callEligibilityResponseSchema,
    read: ({ db, actor, id }) => saleCallEligibility({ db, actor, saleId: id }),
  });

  app.get(
    '/calls/eligibility',
    {
      config: { permission: 'VenteModule:ventes:read' },
      schema: {
        tags,
        operationId: 'getPhoneCallEligibility',
        summary:
          'Whether a number may be called now (every attempt to it counts), and if not why and from when; nothing else about the number',
        querystring: callEligibilityQuerySchema,
        response: { 200: phoneCallEligibilityResponseSchema, ...signedInErrors() },
      },
    },
    async (request) => ({
      data: await phoneCallEligibility({ db: app.db, phoneNumber: request.query.phone }),
    }),
  );

  app.post(
    '/ventes/:id/opposition',
    {
      config: { permission: 'VenteModule:ventes:update' },
      schema: {
        tags,
        operationId: 'opposeSaleCustomer',
        summary: "The sale's customer asks not to be called: their phone goes on the do-not-call list",
        params: uuidParamsSchema,
        body: saleOppositionInputSchema,
        response: { 201: oppositionEntryResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request, reply) => {
      const data = await opposeSaleCustomer({
        db: app.db,
        ...requestContext(request),
        saleId: request.params.id,
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );
};
