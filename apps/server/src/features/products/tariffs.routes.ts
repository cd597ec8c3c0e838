import {
  MAX_TARIFF_CSV_LENGTH,
  tariffGridResponseSchema,
  tariffImportInputSchema,
  tariffImportResultSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '@/platform/csv-export-route.ts';
import { signedInErrors } from '@/platform/error-responses.ts';
import { requestContext } from '@/platform/request-context.ts';
import { ifMatchVersion } from '@/platform/versioned-update.ts';
import { exportTariffGrid, getTariffGrid, importTariffGrid } from './tariffs.service.ts';

const tags = ['products'];

/** A product's tariff grid: JSON, CSV export and CSV import (issue 4). */
export const tariffsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/tariffs',
    {
      config: { permission: 'VenteModule:produits:read' },
      schema: {
        tags,
        summary:
          "A product's tariff grid: monthly premiums in cents by regime, zone, beneficiary and age band",
        params: uuidParamsSchema,
        response: { 200: tariffGridResponseSchema, ...signedInErrors(404) },
      },
    },
    async (request) => getTariffGrid({ db: app.db, id: request.params.id }),
  );

  app.get(
    '/products/:id/tariffs.csv',
    {
      config: { permission: 'VenteModule:produits:read' },
      schema: {
        tags,
        summary:
          'The tariff grid as CSV: regime,zone,beneficiary,age_min,age_max,monthly_eur (euros, dot decimal)',
        params: uuidParamsSchema,
        produces: ['text/csv', 'application/json'],
        response: { 200: z.string().describe('The grid as CSV text'), ...signedInErrors(404) },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportTariffGrid({ db: app.db, id: request.params.id });
      return sendCsv(reply, filename, { csv });
    },
  );

  app.put(
    '/products/:id/tariffs/import',
    {
      config: { permission: 'VenteModule:produits:update' },
      // The CSV travels inside JSON; leave room for its escaping above the text's own limit.
      bodyLimit: MAX_TARIFF_CSV_LENGTH * 2,
      schema: {
        tags,
        summary:
          'Replace the tariff grid from CSV; any bad row refuses the file with every line-numbered problem (details.rows)',
        params: uuidParamsSchema,
        body: tariffImportInputSchema,
        response: { 200: tariffImportResultSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request) => ({
      data: await importTariffGrid({
        db: app.db,
        ...requestContext(request),
        id: request.params.id,
        csv: request.body.csv,
        expectedVersion: ifMatchVersion(request),
      }),
    }),
  );
};
