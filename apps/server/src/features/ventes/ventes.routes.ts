import {
  createSaleInputSchema,
  endSaleCallInputSchema,
  saleLabelsResponseSchema,
  saleListItemSchema,
  saleListQuerySchema,
  saleQuoteHashInputSchema,
  saleResponseSchema,
  saleSchema,
  saleStatusCountsResponseSchema,
  saleStatusInputSchema,
  updateSaleInputSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '@/platform/crud-routes.ts';
import { csvExportRoute } from '@/platform/csv-export-route.ts';
import { signedInErrors } from '@/platform/error-responses.ts';
import { readByIdRoute } from '@/platform/read-by-id-route.ts';
import { requestContext } from '@/platform/request-context.ts';
import { endSaleCall } from './ventes-call.service.ts';
import { exportSalesCsv, SALE_EXPORT_ROW_CAP } from './ventes-export.service.ts';
import { getSaleLabels } from './ventes-labels.service.ts';
import { countSalesByStatus, findSales } from './ventes-list.service.ts';
import { getSale } from './ventes-read.service.ts';
import { changeSaleStatus, linkSaleQuote } from './ventes-steps.service.ts';
import { createSale, deleteSale, updateSale } from './ventes-write.service.ts';

const tags = ['ventes'];

/** The list's filters without paging (the export) and without status nor sort (the tabs' counts). */
const saleExportQuerySchema = saleListQuerySchema.omit({ page: true, pageSize: true });
const saleCountsQuerySchema = saleListQuerySchema.omit({
  page: true,
  pageSize: true,
  sort: true,
  order: true,
  status: true,
});

/** SPEC §7 Ventes (issue 9): the sale list and record, its status tabs and export, and its own steps. */
export const ventesRoutes: FastifyPluginAsyncZod = async (app) => {
  crudRoutes(app, {
    path: '/ventes',
    tags,
    permission: 'VenteModule:ventes',
    names: { one: 'Sale', many: 'Sales' },
    schemas: {
      record: saleSchema,
      listItem: saleListItemSchema,
      listQuery: saleListQuerySchema,
      create: createSaleInputSchema,
      update: updateSaleInputSchema,
    },
    summaries: {
      list: 'Sales of your data scope, newest first; filters, and `search` by customer name, phone or sale number',
      create: 'Start a sale: a draft sold by you, in your team and company, with the call step if given',
      get: 'One sale with its seller, team and customer summary',
      update:
        "The guided form's autosave: each step present (call, formData, objectiveIds, household, recommendationReason) replaces that step",
      delete: 'Delete a sale (soft) while it is draft, quoted or lost',
    },
    service: { find: findSales, get: getSale, create: createSale, update: updateSale, remove: deleteSale },
  });

  app.get(
    '/ventes/status-counts',
    {
      config: { permission: 'VenteModule:ventes:read' },
      schema: {
        tags,
        operationId: 'getSaleStatusCounts',
        summary: "How many sales of the list's filters are in each status (estimated above 10,000)",
        querystring: saleCountsQuerySchema,
        response: { 200: saleStatusCountsResponseSchema, ...signedInErrors() },
      },
    },
    async (request) => ({
      data: await countSalesByStatus({
        db: app.db,
        actor: requestContext(request).actor,
        query: request.query,
      }),
    }),
  );

  csvExportRoute(app, {
    path: '/ventes/export.csv',
    tags,
    permission: 'VenteModule:ventes:read',
    operationId: 'exportSalesCsv',
    summary: `The filtered list as CSV (header row; at most ${SALE_EXPORT_ROW_CAP} rows, then X-Export-Truncated: true)`,
    querystring: saleExportQuerySchema,
    filename: 'ventes.csv',
    description: 'The sales as CSV text',
    exportCsv: exportSalesCsv,
  });

  readByIdRoute(app, {
    path: '/ventes/:id/labels',
    tags,
    permission: 'VenteModule:ventes:read',
    operationId: 'getSaleLabels',
    summary:
      'The labels of the questions the sale answered and of its objectives, for whoever reads the sale',
    response: saleLabelsResponseSchema,
    read: getSaleLabels,
  });

  app.put(
    '/ventes/:id/quote-hash',
    {
      config: { permission: 'VenteModule:ventes:update' },
      schema: {
        tags,
        operationId: 'linkSaleQuote',
        summary: "Link a quote made for this sale and copy its offer; the sale becomes 'quoted'",
        params: uuidParamsSchema,
        body: saleQuoteHashInputSchema,
        response: { 200: saleResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request) => ({
      data: await linkSaleQuote({
        db: app.db,
        ...requestContext(request),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.put(
    '/ventes/:id/status',
    {
      config: { permission: 'VenteModule:ventes:status' },
      schema: {
        tags,
        operationId: 'changeSaleStatus',
        summary: "Change a sale's status where no step of its own does it: 'lost', with a reason",
        params: uuidParamsSchema,
        body: saleStatusInputSchema,
        response: { 200: saleResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request) => ({
      data: await changeSaleStatus({
        db: app.db,
        ...requestContext(request),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.post(
    '/ventes/:id/call/end',
    {
      config: { permission: 'VenteModule:ventes:update' },
      schema: {
        tags,
        operationId: 'endSaleCall',
        summary:
          "End a phone sale's open call (sets callEndedAt); a phone sale is signed only after its call",
        params: uuidParamsSchema,
        body: endSaleCallInputSchema,
        response: { 200: saleResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request) => ({
      data: await endSaleCall({
        db: app.db,
        ...requestContext(request),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );
};
