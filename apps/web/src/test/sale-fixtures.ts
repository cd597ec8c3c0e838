import { type Customer, type Quote, type Sale, todayInFrance } from '@brokerage/shared';

/** Fictional sales, customers and quotes for the sale form's web tests (issue 9). */

const at = '2026-03-01T09:00:00.000Z';

export const saleId = 'c0000000-0000-4000-8000-000000000001';
export const customerId = 'c1000000-0000-4000-8000-000000000001';
export const quoteHash = 'q-7d1f2c';

export const draftSale: Sale = {
  id: saleId,
  number: 'V-2026-000042',
  status: 'draft',
  version: 1,
  seller: { id: 'a1000000-0000-4000-8000-000000000001', firstName: 'Ada', lastName: 'Martin' },
  team: null,
  companyId: null,
  channel: 'outbound_call',
  callConsentAt: at,
  recordingAnnouncedAt: at,
  callEndedAt: null,
  customerId: null,
  customer: null,
  formData: null,
  providerType: null,
  gammeCode: null,
  answers: {},
  objectiveIds: [],
  household: null,
  quoteHash: null,
  offer: null,
  recommendationReason: null,
  lostReason: null,
  statusChangedAt: at,
  subscribedAt: null,
  createdAt: at,
  updatedAt: at,
  contractId: null,
};

export const customerRecord: Customer = {
  customerId,
  version: 3,
  customerData: {
    civility: 'mrs',
    firstName: 'Claire',
    lastName: 'Durand',
    address: '12 rue des Lilas',
    postcode: '75011',
    city: 'Paris',
    phone: '+33611223344',
    email: 'claire.durand@example.com',
    regime: 'general',
    preferredLanguage: 'fr',
  },
  createdAt: at,
  updatedAt: at,
};

/** A draft sale with its call and its customer: the form resumes at the product line. */
export const saleWithCustomer: Sale = {
  ...draftSale,
  version: 2,
  customerId,
  customer: { id: customerId, firstName: 'Claire', lastName: 'Durand', phone: '+33611223344', email: null },
};

/** The product line chosen: the form resumes at the quote. */
export const saleWithProductLine: Sale = {
  ...saleWithCustomer,
  version: 3,
  formData: { providerType: 'actudata', gammeCode: 'HOSPI_PLUS', answers: {} },
  providerType: 'actudata',
  gammeCode: 'HOSPI_PLUS',
};

/** Quoted: the form resumes at the subscription. */
export const quotedSale: Sale = {
  ...saleWithProductLine,
  version: 4,
  status: 'quoted',
  quoteHash,
  household: {
    postcode: '75011',
    effectiveDate: todayInFrance(),
    people: [{ role: 'main', birthDate: '1981-05-02', regime: 'general' }],
  },
};

export const quoteFixture = (changes: Partial<Quote> = {}): Quote => ({
  quoteHash,
  providerType: 'actudata',
  saleId,
  status: 'draft',
  version: 1,
  postcode: '75011',
  effectiveDate: todayInFrance(),
  users: [],
  products: [],
  payments: [],
  createdAt: at,
  updatedAt: at,
  ...changes,
});
