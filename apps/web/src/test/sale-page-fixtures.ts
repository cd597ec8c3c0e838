import {
  buildPermissionsMap,
  type CurrentUser,
  type CustomerWithBankDetails,
  type PermissionKey,
  type Sale,
  type SaleListItem,
  saleListItemSchema,
} from '@brokerage/shared';
import { testUser } from '@/test/auth-test-harness';
import { question } from '@/test/question-fixtures';

/**
 * A fictional sale in every part the sale page shows, and the users who look at it: the fixtures of the sales
 * list's and the sale page's tests (the sale form's are in sale-fixtures.ts).
 */

const at = '2026-03-02T09:15:00.000Z';

/** The effective date must lie ahead (saleHouseholdSchema): a month from the test's today. */
const inAMonth = (): string => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

export const signedInWith = (permissions: PermissionKey[], dataScope: 'own' | 'team' | 'all' = 'own') =>
  ({
    ...testUser,
    role: { ...testUser.role, permissions: buildPermissionsMap(permissions), dataScope },
  }) satisfies CurrentUser;

export const agentPermissions: PermissionKey[] = [
  'VenteModule:ventes:read',
  'VenteModule:ventes:create',
  'VenteModule:ventes:update',
  'VenteModule:ventes:status',
  'CustomerModule:customers:read',
  'QuestionsModule:questions:read',
  'ProjectObjectiveModule:project-objectives:read',
];

export const glassesQuestion = question({
  id: 'd0000000-0000-4000-8000-000000000001',
  label: 'Does the customer wear glasses?',
  type: 'radio',
  answerOptions: [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ],
});
export const prioritiesQuestion = question({
  id: 'd0000000-0000-4000-8000-000000000002',
  label: 'Which costs matter most?',
  type: 'checkbox',
  order: 1,
  answerOptions: [
    { value: 'optical', label: 'Optical' },
    { value: 'dental', label: 'Dental' },
    { value: 'hospital', label: 'Hospital' },
  ],
});

export const objective = {
  id: 'e0000000-0000-4000-8000-000000000001',
  label: 'Better dental cover',
  description: '',
  order: 0,
  active: true,
  createdAt: at,
  updatedAt: at,
  version: 1,
};

export const quotedSale = (): Sale => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  number: 'V-2026-000123',
  status: 'quoted',
  version: 4,
  seller: { id: 'b0000000-0000-4000-8000-000000000001', firstName: 'Ada', lastName: 'Martin' },
  team: { id: 'b0000000-0000-4000-8000-000000000002', name: 'Paris Nord' },
  companyId: 'b0000000-0000-4000-8000-000000000003',
  channel: 'outbound_call',
  callConsentAt: '2026-03-02T09:16:00.000Z',
  recordingAnnouncedAt: '2026-03-02T09:16:30.000Z',
  callEndedAt: null,
  customerId: 'c1000000-0000-4000-8000-000000000001',
  customer: {
    id: 'c1000000-0000-4000-8000-000000000001',
    firstName: 'Louise',
    lastName: 'Bernard',
    phone: '+33612345678',
    email: 'louise@example.com',
  },
  formData: {
    providerType: 'actudata',
    gammeCode: 'SANTE_SENIOR',
    answers: { [glassesQuestion.id]: 'yes', [prioritiesQuestion.id]: ['dental', 'hospital'] },
  },
  providerType: 'actudata',
  gammeCode: 'SANTE_SENIOR',
  answers: { [glassesQuestion.id]: 'yes', [prioritiesQuestion.id]: ['dental', 'hospital'] },
  objectiveIds: [objective.id],
  household: {
    postcode: '75011',
    effectiveDate: inAMonth(),
    people: [
      { role: 'main', birthDate: '1980-05-04', regime: 'general', firstName: 'Louise', lastName: 'Bernard' },
      { role: 'spouse', birthDate: '1979-11-20', regime: 'independent' },
      { role: 'child', birthDate: '2012-07-01', regime: 'general' },
    ],
  },
  quoteHash: 'q-123',
  offer: {
    productId: 'f0000000-0000-4000-8000-000000000001',
    productCode: 'SENIOR_CONFORT',
    productName: 'Santé Senior Confort',
    gammeCode: 'SANTE_SENIOR',
    monthlyTotalCents: 14_590,
    yearlyTotalCents: 175_080,
  },
  recommendationReason: 'Best dental cover within the budget.',
  lostReason: null,
  statusChangedAt: '2026-03-02T10:00:00.000Z',
  subscribedAt: null,
  createdAt: at,
  updatedAt: '2026-03-02T10:00:00.000Z',
  contractId: null,
});

/** `sale` as a row of `GET /ventes` shows it. */
export const listItemOf = (sale: Sale): SaleListItem =>
  saleListItemSchema.parse({ ...sale, monthlyPremiumCents: sale.offer?.monthlyTotalCents ?? null });

export const saleCustomer: CustomerWithBankDetails = {
  customerId: 'c1000000-0000-4000-8000-000000000001',
  version: 2,
  customerData: {
    civility: 'mrs',
    firstName: 'Louise',
    lastName: 'Bernard',
    address: '12 rue Oberkampf',
    postcode: '75011',
    city: 'Paris',
    phone: '+33612345678',
    email: 'louise@example.com',
    regime: 'general',
    preferredLanguage: 'fr',
  },
  bankDetails: {
    iban: 'FR76 •••• … 189',
    ibanMasked: true,
    bic: 'BNPAFRPP',
    holder: 'Louise Bernard',
    debitDay: 5,
    frequency: 'monthly',
    updatedAt: at,
  },
  createdAt: at,
  updatedAt: at,
};
