import {
  documentListQuerySchema,
  documentListResponseSchema,
  regeneratePdfsResponseSchema,
  salePdfLinksResponseSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInErrors } from '@/platform/error-responses.ts';
import { readByIdRoute } from '@/platform/read-by-id-route.ts';
import { requestContext } from '@/platform/request-context.ts';
import {
  GENERATE_DOCUMENTS_JOB,
  type GenerateDocumentsPayload,
  generateSaleDocuments,
  regenerateSaleDocuments,
  requeueFailedGeneration,
} from './documents-generation.service.ts';
import { findDocuments, salePdfLinks } from './documents-read.service.ts';

const tags = ['documents'];

/** The documents of the sales (issue 10, DocumentModule): a sale's current PDFs, regeneration, the list. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs } = app;
  jobs.register<GenerateDocumentsPayload>(
    GENERATE_DOCUMENTS_JOB,
    (payload, { lastAttempt }) =>
      generateSaleDocuments({
        db,
        storage: app.storage,
        bankDetailsBox: app.bankDetailsBox,
        payload,
        lastAttempt,
      }),
    { onRetried: requeueFailedGeneration },
  );

  readByIdRoute(app, {
    path: '/ventes/:id/pdf-links',
    tags,
    permission: 'DocumentModule:documents:read',
    operationId: 'getSalePdfLinks',
    summary:
      "A sale's current documents (the highest version of each kind, and the sealed copies once signed), and whether a generation is under way",
    response: salePdfLinksResponseSchema,
    read: ({ actor, id }) => salePdfLinks({ db, actor, saleId: id }),
  });

  app.post(
    '/ventes/:id/regenerate-pdfs',
    {
      config: { permission: 'DocumentModule:documents:create' },
      schema: {
        tags,
        operationId: 'regenerateSalePdfs',
        summary:
          "Queue a new version of the sale's five documents (between the subscription and the signature); old versions are kept",
        params: uuidParamsSchema,
        response: { 202: regeneratePdfsResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request, reply) => {
      const data = await regenerateSaleDocuments({
        db,
        jobs,
        ...requestContext(request),
        saleId: request.params.id,
      });
      return reply.status(202).send({ data });
    },
  );

  app.get(
    '/documents',
    {
      config: { permission: 'DocumentModule:documents:read' },
      schema: {
        tags,
        operationId: 'listDocuments',
        summary:
          'Documents of the sales in your data scope, newest first; filter by sale, customer, kind, creation days, `search` by sale number or customer name',
        querystring: documentListQuerySchema,
        response: { 200: documentListResponseSchema, ...signedInErrors() },
      },
    },
    async (request) => findDocuments({ db, actor: requestContext(request).actor, query: request.query }),
  );
};
