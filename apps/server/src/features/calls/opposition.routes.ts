import {
  createOppositionInputSchema,
  MAX_OPPOSITION_CSV_LENGTH,
  oppositionEntryResponseSchema,
  oppositionImportInputSchema,
  oppositionImportResultSchema,
  oppositionListQuerySchema,
  oppositionListResponseSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInErrors } from '@/platform/error-responses.ts';
import { requestContext } from '@/platform/request-context.ts';
import { importOppositionCsv } from './opposition-import.service.ts';
import { findOppositionNumbers } from './opposition-read.service.ts';
import { createOpposition, deleteOpposition } from './opposition-write.service.ts';

const tags = ['opposition-numbers'];

/** The brokerage's do-not-call list (issue 11): the quality team reads and manages it. */
export const oppositionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/opposition-numbers',
    {
      config: { permission: 'VenteModule:quality-control:read' },
      schema: {
        tags,
        operationId: 'listOppositionNumbers',
        summary: 'The do-not-call list, newest first; `search` by the number, `source` filters',
        querystring: oppositionListQuerySchema,
        response: { 200: oppositionListResponseSchema, ...signedInErrors() },
      },
    },
    async (request) => findOppositionNumbers({ db: app.db, query: request.query }),
  );

  app.post(
    '/opposition-numbers',
    {
      config: { permission: 'VenteModule:quality-control:review' },
      schema: {
        tags,
        operationId: 'createOppositionNumber',
        summary: "Add a number to the do-not-call list at the customer's request",
        body: createOppositionInputSchema,
        response: { 201: oppositionEntryResponseSchema, ...signedInErrors(409) },
      },
    },
    async (request, reply) => {
      const data = await createOpposition({ db: app.db, ...requestContext(request), input: request.body });
      return reply.status(201).send({ data });
    },
  );

  app.delete(
    '/opposition-numbers/:id',
    {
      config: { permission: 'VenteModule:quality-control:review' },
      schema: {
        tags,
        operationId: 'deleteOppositionNumber',
        summary: 'Take a number off the do-not-call list',
        params: uuidParamsSchema,
        response: { 204: z.null(), ...signedInErrors(404) },
      },
    },
    async (request, reply) => {
      await deleteOpposition({ db: app.db, ...requestContext(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/opposition-numbers/import',
    {
      config: { permission: 'VenteModule:quality-control:review' },
      // The CSV travels inside JSON; leave room for its escaping above the text's own limit.
      bodyLimit: MAX_OPPOSITION_CSV_LENGTH * 2,
      schema: {
        tags,
        operationId: 'importOppositionNumbers',
        summary:
          'Add the numbers of a CSV (number, optional reason); reports the count added, duplicates and invalid lines',
        body: oppositionImportInputSchema,
        response: { 200: oppositionImportResultSchema, ...signedInErrors() },
      },
    },
    async (request) => ({
      data: await importOppositionCsv({ db: app.db, ...requestContext(request), csv: request.body.csv }),
    }),
  );
};
