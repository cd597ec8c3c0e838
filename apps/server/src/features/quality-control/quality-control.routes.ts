import {
  qcChecklistInputSchema,
  qcDecisionInputSchema,
  qcFiguresQuerySchema,
  qcFiguresResponseSchema,
  qcQueueQuerySchema,
  qcQueueResponseSchema,
  qcReleaseInputSchema,
  qcSaleDetailResponseSchema,
  qcTakeInputSchema,
  qcWriteResponseSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appOriginOf } from '@/platform/app-origin.ts';
import { signedInErrors } from '@/platform/error-responses.ts';
import { requestContext } from '@/platform/request-context.ts';
import { decideSale } from './quality-control-decision.service.ts';
import { readQcFigures } from './quality-control-figures.service.ts';
import { findQueue } from './quality-control-queue.service.ts';
import { readQcSaleDetail } from './quality-control-read.service.ts';
import { releaseSale, saveChecklist, takeSale } from './quality-control-write.service.ts';

const tags = ['quality-control'];
const saleParamsSchema = z.object({ saleId: z.uuid() });

/** Quality control of signed sales (`/quality-control`, issue 11). Reads need quality-control:read, writes :review. */
export const qualityControlRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quality-control/queue',
    {
      config: { permission: 'VenteModule:quality-control:read' },
      schema: {
        tags,
        operationId: 'getQualityQueue',
        summary:
          'Signed sales waiting for review and sales under review, in your company, oldest signature first',
        querystring: qcQueueQuerySchema,
        response: { 200: qcQueueResponseSchema, ...signedInErrors() },
      },
    },
    async (request) => findQueue({ db: app.db, actor: requestContext(request).actor, query: request.query }),
  );

  app.get(
    '/quality-control/figures',
    {
      config: { permission: 'VenteModule:quality-control:read' },
      schema: {
        tags,
        operationId: 'getQualityFigures',
        summary:
          'Decisions over Europe/Paris days from..to per agent and team: reviewed, validated, rejected, call-backs, reasons',
        querystring: qcFiguresQuerySchema,
        response: { 200: qcFiguresResponseSchema, ...signedInErrors() },
      },
    },
    async (request) => ({
      data: await readQcFigures({ db: app.db, actor: requestContext(request).actor, query: request.query }),
    }),
  );

  app.get(
    '/quality-control/:saleId',
    {
      config: { permission: 'VenteModule:quality-control:read' },
      schema: {
        tags,
        operationId: 'getQualityReview',
        summary:
          'The review screen of a sale: summary, checklist with answers, recordings, documents, earlier reviews',
        params: saleParamsSchema,
        response: { 200: qcSaleDetailResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => ({
      data: await readQcSaleDetail(app.db, requestContext(request).actor, request.params.saleId),
    }),
  );

  app.post(
    '/quality-control/:saleId/take',
    {
      config: { permission: 'VenteModule:quality-control:review' },
      schema: {
        tags,
        operationId: 'takeQualityReview',
        summary: "Take a signed sale for review (signed → quality_review); `version` is the sale's",
        params: saleParamsSchema,
        body: qcTakeInputSchema,
        response: { 200: qcWriteResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request) => ({
      data: await takeSale({
        db: app.db,
        ...requestContext(request),
        saleId: request.params.saleId,
        input: request.body,
      }),
    }),
  );

  app.post(
    '/quality-control/:saleId/release',
    {
      config: { permission: 'VenteModule:quality-control:review' },
      schema: {
        tags,
        operationId: 'releaseQualityReview',
        summary:
          "Hand the sale back to the queue (quality_review → signed), answers kept; `version` is the review's",
        params: saleParamsSchema,
        body: qcReleaseInputSchema,
        response: { 200: qcWriteResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request) => ({
      data: await releaseSale({
        db: app.db,
        ...requestContext(request),
        saleId: request.params.saleId,
        input: request.body,
      }),
    }),
  );

  app.put(
    '/quality-control/:saleId/checklist',
    {
      config: { permission: 'VenteModule:quality-control:review' },
      schema: {
        tags,
        operationId: 'saveQualityChecklist',
        summary: "Save the checklist answers of the review in progress; `version` is the review's",
        params: saleParamsSchema,
        body: qcChecklistInputSchema,
        response: { 200: qcWriteResponseSchema, ...signedInErrors(400, 404, 409) },
      },
    },
    async (request) => ({
      data: await saveChecklist({
        db: app.db,
        ...requestContext(request),
        saleId: request.params.saleId,
        input: request.body,
      }),
    }),
  );

  app.post(
    '/quality-control/:saleId/decision',
    {
      config: { permission: 'VenteModule:quality-control:review' },
      schema: {
        tags,
        operationId: 'decideQualityReview',
        summary:
          'Decide: validated (creates the contract, sale → contract) or rejected with reasons and an outcome (correction, lost, call_back); the agent is emailed of a rejection',
        params: saleParamsSchema,
        body: qcDecisionInputSchema,
        response: { 200: qcWriteResponseSchema, ...signedInErrors(400, 404, 409) },
      },
    },
    async (request) => ({
      data: await decideSale({
        db: app.db,
        ...requestContext(request),
        saleId: request.params.saleId,
        input: request.body,
        jobs: app.jobs,
        origin: appOriginOf(request, app.config.APP_ORIGINS),
      }),
    }),
  );
};
