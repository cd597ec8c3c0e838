import {
  compliancePdfQuerySchema,
  complianceReportResponseSchema,
  uuidParamsSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderComplianceDocument } from '@/features/documents/compliance-pdf.service.ts';
import { readParameters } from '@/features/parameters/parameters.service.ts';
import { signedInErrors } from '@/platform/error-responses.ts';
import { readByIdRoute } from '@/platform/read-by-id-route.ts';
import { requestContext } from '@/platform/request-context.ts';
import { complianceReport } from './compliance.service.ts';

const tags = ['compliance'];
const READ = 'VenteModule:ventes:read';

/** A sale's compliance report (issue 11): JSON for the sale page, PDF to keep or send; the sale's scope. */
export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  readByIdRoute(app, {
    path: '/ventes/:id/compliance',
    tags,
    permission: READ,
    operationId: 'getSaleCompliance',
    summary:
      "The sale's compliance report: each phone-selling rule met, not met, not applicable or pending, with its evidence",
    response: complianceReportResponseSchema,
    read: ({ actor, id }) => complianceReport({ db, actor, saleId: id }),
  });

  app.get(
    '/ventes/:id/compliance.pdf',
    {
      config: { permission: READ },
      schema: {
        tags,
        operationId: 'downloadSaleCompliancePdf',
        summary: "The sale's compliance report as a PDF in the reader's language (inline)",
        params: uuidParamsSchema,
        querystring: compliancePdfQuerySchema,
        produces: ['application/pdf', 'application/json'],
        response: { 200: z.string().describe('The compliance report PDF'), ...signedInErrors(404) },
      },
    },
    async (request, reply) => {
      const report = await complianceReport({
        db,
        actor: requestContext(request).actor,
        saleId: request.params.id,
      });
      const { brokerageName, oriasNumber } = await readParameters({ db });
      const bytes = await renderComplianceDocument(report, request.query.locale, {
        brokerageName,
        oriasNumber,
      });
      reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="compliance-${report.saleNumber}.pdf"`)
        .header('Cache-Control', 'private, no-cache');
      // Bytes are sent as is (no serializer); the schema's string only describes them for OpenAPI.
      return reply.send(Buffer.from(bytes) as unknown as string);
    },
  );
};
