import {
  customerLinkInputSchema,
  customerLinkResponseSchema,
  customerResponseSchema,
  customerSearchQuerySchema,
  customerSearchResponseSchema,
  customerUpdateLinkInputSchema,
  customerWithBankDetailsResponseSchema,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInErrors } from '@/platform/error-responses.ts';
import { readByIdRoute } from '@/platform/read-by-id-route.ts';
import { requestContext } from '@/platform/request-context.ts';
import { getCustomer, getCustomerWithBankDetails } from './customers.service.ts';
import { resealBankDetails } from './customers-bank.service.ts';
import { linkCustomerToSale } from './customers-link.service.ts';
import { searchCustomers } from './customers-search.service.ts';

const tags = ['customers'];

/**
 * SPEC §7 Customers (issue 9): the sale form's type-ahead, one customer (with bank details, masked without
 * `CustomerModule:customers:bank-details`), and the customer step of a sale (create or update, then link).
 */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  // After a rotation, details sealed under APP_SECRET_PREVIOUS move to the current key in the background.
  if (app.config.APP_SECRET_PREVIOUS) {
    app.addHook('onReady', async () => {
      resealBankDetails(app.db, app.bankDetailsBox)
        .then((counts) => app.log.info(counts, 'bank details re-sealed under the current APP_SECRET'))
        .catch((error: unknown) => app.log.error({ err: error }, 'bank details re-sealing failed'));
    });
  }

  app.get(
    '/customers',
    {
      config: { permission: 'CustomerModule:customers:read' },
      schema: {
        tags,
        summary:
          'Customers in the caller’s scope whose name, email or phone digits contain every word; a number typed from its start (+, 00, 0) matches the start of their phone',
        operationId: 'searchCustomers',
        querystring: customerSearchQuerySchema,
        response: { 200: customerSearchResponseSchema, ...signedInErrors() },
      },
    },
    async (request) =>
      searchCustomers({ db: app.db, actor: requestContext(request).actor, query: request.query }),
  );

  readByIdRoute(app, {
    path: '/customers/:id',
    tags,
    permission: 'CustomerModule:customers:read',
    summary: 'One customer in the caller’s scope',
    operationId: 'getCustomer',
    response: customerResponseSchema,
    read: getCustomer,
  });

  readByIdRoute(app, {
    path: '/customers/:id/with-bank-details',
    tags,
    permission: 'CustomerModule:customers:read',
    summary: 'One customer with their bank details; the IBAN is masked without the bank-details key',
    operationId: 'getCustomerWithBankDetails',
    response: customerWithBankDetailsResponseSchema,
    read: ({ db, actor, id }) => getCustomerWithBankDetails({ db, box: app.bankDetailsBox, actor, id }),
  });

  app.post(
    '/customers/create-or-update-and-link',
    {
      config: { permission: 'CustomerModule:customers:update' },
      schema: {
        tags,
        summary:
          'Link a customer to a sale: the named one (updated with updateExisting) or a new one (409 LIKELY_DUPLICATE unless allowDuplicate); version is the sale’s',
        operationId: 'createOrUpdateAndLinkCustomer',
        body: customerLinkInputSchema,
        response: { 200: customerLinkResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request) => ({
      data: await linkCustomerToSale({ db: app.db, ...requestContext(request), input: request.body }),
    }),
  );

  app.post(
    '/customers/update-and-link',
    {
      config: { permission: 'CustomerModule:customers:update' },
      schema: {
        tags,
        summary:
          'Update an existing customer with customerData (customerVersion) and link it to a sale (version is the sale’s)',
        operationId: 'updateAndLinkCustomer',
        body: customerUpdateLinkInputSchema,
        response: { 200: customerLinkResponseSchema, ...signedInErrors(404, 409) },
      },
    },
    async (request) => ({
      data: await linkCustomerToSale({
        db: app.db,
        ...requestContext(request),
        input: { ...request.body, updateExisting: true },
      }),
    }),
  );
};
