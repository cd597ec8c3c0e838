import {
  CONTRACT_EXPORT_MAX_ROWS,
  type Contract,
  cancelContractInputSchema,
  contractExportQuerySchema,
  contractListQuerySchema,
  contractListResponseSchema,
  contractResponseSchema,
  terminateContractInputSchema,
  uuidParamsSchema,
  withdrawContractInputSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { csvExportRoute } from '@/platform/csv-export-route.ts';
import { signedInErrors } from '@/platform/error-responses.ts';
import { readByIdRoute } from '@/platform/read-by-id-route.ts';
import { requestContext, type WriteContext } from '@/platform/request-context.ts';
import { exportContractsCsv } from './contracts-export.service.ts';
import { findContracts } from './contracts-list.service.ts';
import { getContract } from './contracts-read.service.ts';
import { cancelContract, terminateContract, withdrawContract } from './contracts-write.service.ts';

const tags = ['contrats'];

/** Contracts (`/contrats`, issue 11): list, export, record, and the three ways a contract ends. */
export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contrats',
    {
      config: { permission: 'VenteModule:contrats:read' },
      schema: {
        tags,
        operationId: 'getContracts',
        summary:
          'Contracts of your data scope, newest signature first; filters (status, insurer, product, agent, team, effective dates, renewal month) and `search` by number or customer',
        querystring: contractListQuerySchema,
        response: { 200: contractListResponseSchema, ...signedInErrors() },
      },
    },
    async (request) =>
      findContracts({ db: app.db, actor: requestContext(request).actor, query: request.query }),
  );

  csvExportRoute(app, {
    path: '/contrats/export',
    tags,
    permission: 'VenteModule:contrats:read',
    operationId: 'exportContractsCsv',
    summary: `The filtered contracts as CSV (header row; at most ${CONTRACT_EXPORT_MAX_ROWS} rows, then X-Export-Truncated: true)`,
    querystring: contractExportQuerySchema,
    filename: 'contrats.csv',
    description: 'The contracts as CSV text',
    exportCsv: exportContractsCsv,
  });

  readByIdRoute(app, {
    path: '/contrats/:id',
    tags,
    permission: 'VenteModule:contrats:read',
    operationId: 'getContract',
    summary:
      'One contract: customer, insured people, insurer and product, premium, payment, documents, dates',
    response: contractResponseSchema,
    read: getContract,
  });

  /** The three ends of a contract share their shape: one versioned POST answering the contract. */
  const endRoute = <Body extends z.ZodType>(
    path: 'withdraw' | 'cancel' | 'terminate',
    operationId: string,
    summary: string,
    body: Body,
    run: (context: WriteContext & { id: string; input: z.output<Body> }) => Promise<Contract>,
  ) =>
    app.post(
      `/contrats/:id/${path}`,
      {
        config: { permission: 'VenteModule:contrats:update' },
        schema: {
          tags,
          operationId,
          summary,
          params: uuidParamsSchema,
          body,
          response: { 200: contractResponseSchema, ...signedInErrors(400, 404, 409) },
        },
      },
      async (request) => ({
        data: await run({
          db: app.db,
          ...requestContext(request),
          id: request.params.id,
          input: request.body as z.output<Body>,
        }),
      }),
    );

  endRoute(
    'withdraw',
    'withdrawContract',
    "The customer's withdrawal (Code des assurances L112-9): until the 14th calendar day after the signature, Europe/Paris",
    withdrawContractInputSchema,
    withdrawContract,
  );
  endRoute(
    'cancel',
    'cancelContract',
    'Cancel an active contract, with a reason',
    cancelContractInputSchema,
    cancelContract,
  );
  endRoute(
    'terminate',
    'terminateContract',
    'Terminate an active contract on a date (not before its effective date), with a reason',
    terminateContractInputSchema,
    terminateContract,
  );
};
