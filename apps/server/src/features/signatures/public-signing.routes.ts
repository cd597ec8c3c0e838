import {
  declineSigningInputSchema,
  declineSigningResponseSchema,
  publicSigningViewResponseSchema,
  signInputSchema,
  signingCodeResponseSchema,
  signResponseSchema,
} from '@brokerage/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@/platform/error-responses.ts';
import { declineWithLink } from './public-decline.service.ts';
import { signWithCode } from './public-sign.service.ts';
import { readSigningDocument, sendSigningCode, type Visitor, viewSigning } from './public-signing.service.ts';

const tags = ['signing'];

/** A link's token: 32 random bytes in base64url. Anything else cannot be one. */
const tokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
const documentParamsSchema = tokenParamsSchema.extend({ documentId: z.uuid() });

const visitorOf = (request: FastifyRequest): Visitor => {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null };
};

/**
 * The customer's signing page (no staff session: the token in the path is the credential). Every route is in
 * platform/public-routes.ts and rate-limited per address; the code route also per request.
 */
export const publicSigningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, appSecret } = app;

  app.get(
    '/public/sign/:token',
    {
      schema: {
        tags,
        operationId: 'getPublicSigning',
        summary: "The signing page's data; the first visit of a sent link records `opened`",
        params: tokenParamsSchema,
        response: { 200: publicSigningViewResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const data = await viewSigning({ db, token: request.params.token, visitor: visitorOf(request) });
      return reply.header('Cache-Control', 'no-store').send({ data });
    },
  );

  app.get(
    '/public/sign/:token/documents/:documentId',
    {
      schema: {
        tags,
        operationId: 'getPublicSigningDocument',
        summary: 'One document of the request (the sealed copy once signed), inline',
        params: documentParamsSchema,
        produces: ['application/pdf', 'application/json'],
        response: { 200: z.string().describe('The PDF'), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { record, bytes } = await readSigningDocument({
        db,
        storage: app.storage,
        token: request.params.token,
        documentId: request.params.documentId,
        visitor: visitorOf(request),
      });
      reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${record.name.replace(/[^\w.-]/g, '_')}"`)
        .header('Cache-Control', 'private, no-store');
      // Bytes are sent as is (no serializer); the schema's string only describes them for OpenAPI.
      return reply.send(bytes as unknown as string);
    },
  );

  app.post(
    '/public/sign/:token/code',
    {
      schema: {
        tags,
        operationId: 'sendPublicSigningCode',
        summary: "Text a 6-digit code (5 minutes, 5 tries) to the signer's phone",
        params: tokenParamsSchema,
        response: { 200: signingCodeResponseSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => ({
      data: await sendSigningCode({
        db,
        appSecret,
        sms: app.sms,
        token: request.params.token,
        visitor: visitorOf(request),
      }),
    }),
  );

  app.post(
    '/public/sign/:token/sign',
    {
      schema: {
        tags,
        operationId: 'signPublicSigning',
        summary: 'Sign with the texted code and the consent; the documents are sealed by a job',
        params: tokenParamsSchema,
        body: signInputSchema,
        response: { 200: signResponseSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => ({
      data: await signWithCode({
        db,
        appSecret,
        jobs: app.jobs,
        token: request.params.token,
        input: request.body,
        visitor: visitorOf(request),
      }),
    }),
  );

  app.post(
    '/public/sign/:token/decline',
    {
      schema: {
        tags,
        operationId: 'declinePublicSigning',
        summary: 'The customer declines to sign; the request ends `declined`',
        params: tokenParamsSchema,
        body: declineSigningInputSchema,
        response: { 200: declineSigningResponseSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => ({
      data: await declineWithLink({
        db,
        token: request.params.token,
        input: request.body,
        visitor: visitorOf(request),
      }),
    }),
  );
};
