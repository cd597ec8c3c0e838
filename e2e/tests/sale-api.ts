import type { QuotationResult, Quote, Sale } from '@brokerage/shared';
import { todayInFrance } from '@brokerage/shared';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';

/**
 * A sale made through the API calls the guided form makes (sale-form.spec.ts walks the same steps in the
 * browser), for journeys that need a sale in a given status without paying for the whole form again. The
 * request context is a signed-in page's (`page.request`): its cookies are the seller's.
 */

const PROVIDER = 'actudata';
/** A gamme the demo team Santé Paris may sell (seed.ts), priced for a family in Paris. */
const GAMME_CODE = 'SANTE_FAMILLE';
const POSTCODE = '75011';
/** The customer's mobile: signing codes reach it through the development SMS outbox. */
export const CUSTOMER_PHONE = '+33639987702';

/** The first day of next month in France: a valid effective date whatever the day of the run. */
const firstOfNextMonth = () => {
  const [year, month] = todayInFrance().split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/** The answer's `data`, after checking the status so a failing step names the call and the server's answer. */
const dataOf = async <Data>(response: APIResponse, status = 200): Promise<Data> => {
  const text = await response.text();
  expect(`${response.status()} ${response.url()}`, text).toBe(`${status} ${response.url()}`);
  return (JSON.parse(text) as { data: Data }).data;
};

/** A name nobody else's sale carries, so a search finds exactly this run's sale. */
export const uniqueLastName = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1_296).toString(36)}`;

/** A draft with the call step done (an outbound call, consent and recording notice given now). */
export const createDraftSale = async (api: APIRequestContext): Promise<Sale> => {
  const now = new Date().toISOString();
  return dataOf<Sale>(
    await api.post('/api/ventes', {
      data: { call: { channel: 'outbound_call', callConsentAt: now, recordingAnnouncedAt: now } },
    }),
    201,
  );
};

export const readSale = async (api: APIRequestContext, id: string): Promise<Sale> =>
  dataOf<Sale>(await api.get(`/api/ventes/${id}`));

/**
 * A sale for a family of three carried to `subscribed`: call, a new customer named `lastName`, the product line,
 * the household, the cheapest offer of the gamme recommended, the bank details, acceptance and subscription.
 */
export const createSubscribedSale = async (
  api: APIRequestContext,
  lastName: string,
  { email = null }: { email?: string | null } = {},
): Promise<Sale> => {
  const draft = await createDraftSale(api);
  const quoteCall = (path: string, data: object, status = 200) =>
    api
      .post(`/api/products/${path}`, { params: { providerType: PROVIDER }, data })
      .then((response) => dataOf<Quote>(response, status));

  const linked = await dataOf<{ saleVersion: number }>(
    await api.post('/api/customers/create-or-update-and-link', {
      data: {
        saleId: draft.id,
        version: draft.version,
        allowDuplicate: true,
        customerData: {
          civility: 'mrs',
          firstName: 'Claire',
          lastName,
          address: '12 rue des Lilas',
          postcode: POSTCODE,
          city: 'Paris',
          phone: CUSTOMER_PHONE,
          email,
          regime: 'general',
        },
      },
    }),
  );

  const effectiveDate = firstOfNextMonth();
  const year = Number(effectiveDate.slice(0, 4));
  const people = [
    { role: 'main', birthDate: `${year - 45}-05-02`, regime: 'general', firstName: 'Claire', lastName },
    { role: 'spouse', birthDate: `${year - 43}-09-14`, regime: 'general', lastName },
    { role: 'child', birthDate: `${year - 11}-02-20`, regime: 'general', lastName },
  ];
  const household = { postcode: POSTCODE, effectiveDate, people };
  const lined = await dataOf<Sale>(
    await api.put(`/api/ventes/${draft.id}`, {
      data: {
        version: linked.saleVersion,
        formData: { providerType: PROVIDER, gammeCode: GAMME_CODE, answers: {} },
        household,
      },
    }),
  );

  const priced = await dataOf<QuotationResult>(
    await api.post('/api/products/quotation', {
      params: { providerType: PROVIDER },
      data: { ...household, gammeCodes: [GAMME_CODE] },
    }),
  );
  const offer = priced.offers[0];
  expect(offer, `an offer of ${GAMME_CODE} for the family`).toBeDefined();

  let quote = await quoteCall('quote', { saleId: draft.id, postcode: POSTCODE, effectiveDate }, 201);
  for (const person of people) {
    quote = await quoteCall('quote-param/user', {
      ...person,
      quoteHash: quote.quoteHash,
      version: quote.version,
    });
  }
  quote = await quoteCall('quote-param/product', {
    quoteHash: quote.quoteHash,
    version: quote.version,
    productId: offer?.product.id,
    recommendationReason: 'The cheapest offer of the line covers the whole family.',
  });
  // Picking the product copied the offer onto the sale: link the quote with the version that made.
  const picked = await readSale(api, lined.id);
  await dataOf<Sale>(
    await api.put(`/api/ventes/${draft.id}/quote-hash`, {
      data: { version: picked.version, quoteHash: quote.quoteHash, providerType: PROVIDER },
    }),
  );
  quote = await quoteCall('quote-param/payment', {
    quoteHash: quote.quoteHash,
    version: quote.version,
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'BNPAFRPP',
    holder: `Claire ${lastName}`,
    debitDay: 5,
    frequency: 'monthly',
  });
  quote = await dataOf<Quote>(
    await api.put('/api/products/quote/status', {
      params: { providerType: PROVIDER },
      data: { quoteHash: quote.quoteHash, version: quote.version, status: 'accepted' },
    }),
  );
  await quoteCall('subscribe', { quoteHash: quote.quoteHash, version: quote.version });

  const subscribed = await readSale(api, draft.id);
  expect(subscribed.status).toBe('subscribed');
  return subscribed;
};
