import {
  fileResponseSchema,
  recordingListResponseSchema,
  UPLOADABLE_FILE_KINDS,
  uploadFileBodySchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeKeysOf } from '@/platform/access.ts';
import { AppError } from '@/platform/app-error.ts';
import { errorResponses, signedInErrors } from '@/platform/error-responses.ts';
import { readByIdRoute } from '@/platform/read-by-id-route.ts';
import { requestContext } from '@/platform/request-context.ts';
import { findFileInScope, toFileRecord } from './files.service.ts';
import { openFileDownload } from './files-download.service.ts';
import { listSaleRecordings } from './files-recordings.service.ts';
import { uploadFile } from './files-upload.service.ts';

const tags = ['files'];

/**
 * SPEC §7 Ventes files (issue 10). Files are documents: reading needs `DocumentModule:documents:read`, uploading
 * `DocumentModule:documents:create`; a file of a sale follows the sale's data scope. Call recordings (issue 11)
 * are also uploaded by sales (`ventes:update`) and heard by sales (`ventes:read`) and quality control
 * (`quality-control:read`, company-wide for reviewers, who also open the sale's documents):
 * files-recordings.service.ts.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so only these routes accept multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: app.config.UPLOAD_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1_024,
      parts: 20,
      headerPairs: 100,
    },
  });

  app.post(
    '/ventes/files/upload',
    {
      config: { permission: ['DocumentModule:documents:create', 'VenteModule:ventes:update'] },
      // Only multipart is understood; anything else is refused before validation (415, not a parser's 500).
      preValidation: async (request) => {
        if (!request.isMultipart()) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Send the file as multipart/form-data.' });
        }
      },
      // The body schema only documents the form: the handler streams the parts and checks each field itself.
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags,
        operationId: 'uploadFile',
        summary: `Upload a file (multipart field \`file\`, at most ${app.config.UPLOAD_MAX_BYTES} bytes), optionally of a sale (\`venteId\`) and of a kind (${UPLOADABLE_FILE_KINDS.join(', ')}); its type is read from its bytes`,
        consumes: ['multipart/form-data'],
        body: uploadFileBodySchema,
        response: { 201: fileResponseSchema, ...signedInErrors(404, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const record = await uploadFile({
        db: app.db,
        storage: app.storage,
        ...requestContext(request),
        routeKeys: routeKeysOf(request),
        parts: request.parts(),
      });
      return reply.status(201).send({ data: record });
    },
  );

  readByIdRoute(app, {
    path: '/ventes/files/:id',
    tags,
    permission: 'DocumentModule:documents:read',
    operationId: 'getFile',
    summary: "A file's metadata (name, detected type, size, sha256, kind, sale) and its download URL",
    response: fileResponseSchema,
    read: async ({ db, actor, id }) => toFileRecord(await findFileInScope(db, actor, id)),
  });

  app.get(
    '/ventes/files/download/:id',
    {
      config: {
        permission: [
          'DocumentModule:documents:read',
          'VenteModule:ventes:read',
          'VenteModule:quality-control:read',
        ],
      },
      schema: {
        tags,
        operationId: 'downloadFile',
        summary:
          "A file's bytes (a call recording also for ventes:read and quality-control:read): inline for PDFs and images, else an attachment; ETag is the sha256; one byte range (206) or 416",
        params: uuidParamsSchema,
        produces: ['application/octet-stream', 'application/json'],
        response: {
          200: z.string().describe("The file's bytes"),
          206: z.string().describe('The requested byte range'),
          304: z.null().describe('Not modified (If-None-Match matched the ETag)'),
          ...signedInErrors(404),
          ...errorResponses(416, 503),
        },
      },
    },
    async (request, reply) => {
      const download = await openFileDownload({
        db: app.db,
        storage: app.storage,
        actor: requestContext(request).actor,
        routeKeys: routeKeysOf(request),
        id: request.params.id,
        range: request.headers.range,
        ifNoneMatch: request.headers['if-none-match'],
        log: request.log,
      });
      reply.status(download.status).headers(download.headers);
      // A stream is sent as is (no serializer); the schema's string only describes the bytes for OpenAPI.
      return reply.send(download.body as unknown as string | null);
    },
  );

  readByIdRoute(app, {
    path: '/ventes/:id/recordings',
    tags,
    permission: ['VenteModule:ventes:read', 'VenteModule:quality-control:read'],
    operationId: 'listSaleRecordings',
    summary:
      "A sale's call recordings, newest first; each streams (with byte ranges, so players seek) at its downloadUrl",
    response: recordingListResponseSchema,
    read: ({ db, actor, id, request }) =>
      listSaleRecordings({ db, actor, routeKeys: routeKeysOf(request), saleId: id }),
  });
};
