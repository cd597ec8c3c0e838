import {
  createCombinedSignatureInputSchema,
  createCombinedSignatureResponseSchema,
  signatureByQuoteQuerySchema,
  signatureByQuoteResponseSchema,
  signatureListQuerySchema,
  signatureListResponseSchema,
  signatureRequestResponseSchema,
  signatureVersionInputSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saleDocuments } from '@/db/schema/index.ts';
import { readStoredFile } from '@/features/files/files.service.ts';
import { createSignatureProvider } from '@/integrations/signature/signature-provider.ts';
import { notFound } from '@/platform/app-error.ts';
import { appOriginOf } from '@/platform/app-origin.ts';
import { signedInErrors } from '@/platform/error-responses.ts';
import { readByIdRoute } from '@/platform/read-by-id-route.ts';
import { requestContext } from '@/platform/request-context.ts';
import { SIGNATURE_COMPLETE_JOB } from './public-sign.service.ts';
import { getSealKey } from './seal-key.service.ts';
import { completeSigning, openSigning, type SignatureJobPayload } from './signatures-jobs.service.ts';
import { expireSigning, SIGNATURE_EXPIRE_JOB } from './signatures-lifecycle.service.ts';
import {
  findSignatureByQuote,
  findSignatureInScope,
  findSignatures,
  getSignatureDetail,
} from './signatures-read.service.ts';
import { cancelSignature, resendSignature } from './signatures-resend.service.ts';
import {
  createCombinedSignature,
  SIGNATURE_OPEN_JOB,
  type SigningServices,
} from './signatures-write.service.ts';

const tags = ['signatures'];

import {
  SIGNATURE_TEXT_LINK_JOB,
  type TextLinkPayload,
  textSigningLink,
} from './signing-link-sms.service.ts';

const READ = 'SignatureModule:signatures:read';
const CREATE = 'SignatureModule:signatures:create';

/** The staff side of the built-in signature (issue 10 contract): requests of the sale's data scope. */
export const signaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, appSecret } = app;
  const secrets = { appSecret, previousAppSecret: app.config.APP_SECRET_PREVIOUS };
  const services = (userAgent: string | undefined): SigningServices => ({
    jobs: app.jobs,
    sms: app.sms,
    appSecret,
    previousAppSecret: secrets.previousAppSecret,
    userAgent,
  });

  app.jobs.register<SignatureJobPayload>(SIGNATURE_OPEN_JOB, (payload) => openSigning({ db, payload }));
  app.jobs.register<SignatureJobPayload>(SIGNATURE_EXPIRE_JOB, (payload) => expireSigning({ db, payload }));
  const provider = createSignatureProvider(app.config.SIGNATURE_PROVIDER, {
    loadSeal: () => getSealKey({ db, ...secrets }),
  });
  app.jobs.register<SignatureJobPayload>(SIGNATURE_COMPLETE_JOB, (payload) =>
    completeSigning({ db, storage: app.storage, jobs: app.jobs, secrets, provider, payload }),
  );
  app.jobs.register<TextLinkPayload>(SIGNATURE_TEXT_LINK_JOB, (payload) =>
    textSigningLink({ db, sms: app.sms, secrets, payload }),
  );

  app.post(
    '/document-signature/create-combined',
    {
      config: { permission: CREATE },
      schema: {
        tags,
        operationId: 'createCombinedSignature',
        summary:
          "Send the sale's documents for signature: the link by email (and SMS), the sale documents_sent",
        body: createCombinedSignatureInputSchema,
        response: { 201: createCombinedSignatureResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request, reply) => {
      const answer = await createCombinedSignature({
        db,
        ...requestContext(request),
        services: services(request.headers['user-agent']),
        origin: appOriginOf(request, app.config.APP_ORIGINS),
        input: request.body,
      });
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/document-signature/document',
    {
      config: { permission: READ },
      schema: {
        tags,
        operationId: 'getSignatureByQuote',
        summary: 'The latest signature request for a quote, or null',
        querystring: signatureByQuoteQuerySchema,
        response: { 200: signatureByQuoteResponseSchema, ...signedInErrors() },
      },
    },
    async (request) => ({
      data: await findSignatureByQuote({
        db,
        ...secrets,
        actor: requestContext(request).actor,
        quoteHash: request.query.quoteHash,
      }),
    }),
  );

  app.get(
    '/signatures',
    {
      config: { permission: READ },
      schema: {
        tags,
        operationId: 'listSignatures',
        summary:
          'Signature requests of your data scope, newest first; filter by status, sale; search signer or sale',
        querystring: signatureListQuerySchema,
        response: { 200: signatureListResponseSchema, ...signedInErrors() },
      },
    },
    async (request) => findSignatures({ db, actor: requestContext(request).actor, query: request.query }),
  );

  readByIdRoute(app, {
    path: '/signatures/:id',
    tags,
    permission: READ,
    operationId: 'getSignature',
    summary: 'One signature request: documents with their hashes, events, evidence and live link',
    response: signatureRequestResponseSchema,
    read: ({ actor, id }) => getSignatureDetail({ db, ...secrets, actor, id }),
  });

  app.post(
    '/signatures/:id/resend',
    {
      config: { permission: CREATE },
      schema: {
        tags,
        operationId: 'resendSignature',
        summary: 'A new link for a sent or opened request (the old one stops working), emailed and texted',
        params: uuidParamsSchema,
        body: signatureVersionInputSchema,
        response: { 200: signatureRequestResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request) => ({
      data: await resendSignature({
        db,
        ...requestContext(request),
        services: services(request.headers['user-agent']),
        origin: appOriginOf(request, app.config.APP_ORIGINS),
        id: request.params.id,
        expected: request.body.version,
      }),
    }),
  );

  app.post(
    '/signatures/:id/cancel',
    {
      config: { permission: CREATE },
      schema: {
        tags,
        operationId: 'cancelSignature',
        summary: 'Cancel a sent or opened request: its link stops working; the sale stays where it is',
        params: uuidParamsSchema,
        body: signatureVersionInputSchema,
        response: { 200: signatureRequestResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request) => ({
      data: await cancelSignature({
        db,
        ...requestContext(request),
        ...secrets,
        userAgent: request.headers['user-agent'],
        id: request.params.id,
        expected: request.body.version,
      }),
    }),
  );

  app.get(
    '/signatures/:id/evidence',
    {
      config: { permission: READ },
      schema: {
        tags,
        operationId: 'downloadSignatureEvidence',
        summary: 'The evidence PDF of a signed request (inline); 404 until the completion job wrote it',
        params: uuidParamsSchema,
        produces: ['application/pdf', 'application/json'],
        response: { 200: z.string().describe('The evidence PDF'), ...signedInErrors(404) },
      },
    },
    async (request, reply) => {
      const { request: signature } = await findSignatureInScope(
        db,
        requestContext(request).actor,
        request.params.id,
      );
      const [evidence] = await db
        .select({ fileId: saleDocuments.fileId })
        .from(saleDocuments)
        .where(and(eq(saleDocuments.signatureRequestId, signature.id), eq(saleDocuments.kind, 'evidence')));
      if (!evidence) throw notFound('Evidence');
      const { bytes } = await readStoredFile({ db, storage: app.storage, id: evidence.fileId });
      reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="evidence-${signature.id}.pdf"`)
        .header('Cache-Control', 'private, no-cache');
      // Bytes are sent as is (no serializer); the schema's string only describes them for OpenAPI.
      return reply.send(bytes as unknown as string);
    },
  );
};
