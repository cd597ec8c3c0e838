import {
  buildPermissionsMap,
  type Contract,
  type CurrentUser,
  type PermissionKey,
  type QcChecklistRow,
  type QcQueueItem,
  type QcReview,
  type QcSaleDetail,
} from '@brokerage/shared';
import { testUser } from '@/test/auth-test-harness';

/**
 * A fictional quality review and contract in every part the quality-control and contracts pages show, and the
 * users who look at them.
 */

export const saleId = 'a1000000-0000-4000-8000-000000000001';
export const reviewId = 'a2000000-0000-4000-8000-000000000001';
export const contractId = 'a3000000-0000-4000-8000-000000000001';
const agent = { id: 'b1000000-0000-4000-8000-000000000001', firstName: 'Karim', lastName: 'Haddad' };
/** The signed-in reviewer: ids in review answers are UUIDs. */
export const reviewerId = 'b1000000-0000-4000-8000-00000000000f';
const team = { id: 'b2000000-0000-4000-8000-000000000001', name: 'Paris Nord' };
const at = '2026-03-02T09:15:00.000Z';

export const signedInAs = (permissions: PermissionKey[], dataScope: 'own' | 'team' | 'company' = 'company') =>
  ({
    ...testUser,
    id: reviewerId,
    role: { ...testUser.role, name: 'quality', permissions: buildPermissionsMap(permissions), dataScope },
  }) satisfies CurrentUser;

export const reviewerPermissions: PermissionKey[] = [
  'VenteModule:ventes:read',
  'VenteModule:quality-control:read',
  'VenteModule:quality-control:review',
  'VenteModule:contrats:read',
];
export const reviewer = signedInAs(reviewerPermissions);
const me = { id: reviewerId, firstName: testUser.firstName, lastName: testUser.lastName };

export const queueItem = (overrides: Partial<QcQueueItem> = {}): QcQueueItem => ({
  saleId,
  saleNumber: 'V-2026-000123',
  status: 'signed',
  saleVersion: 7,
  agent,
  team,
  customer: { id: 'c1000000-0000-4000-8000-000000000001', firstName: 'Louise', lastName: 'Bernard' },
  providerType: 'actudata',
  gammeCode: 'SANTE_SENIOR',
  productName: 'Santé Senior Confort',
  monthlyPremiumCents: 14_590,
  signedAt: at,
  waitingSeconds: 26 * 3_600 + 5 * 60,
  reviewer: null,
  takenAt: null,
  ...overrides,
});

const item = (key: string, label: string, required: boolean): QcChecklistRow => ({
  key,
  labels: { en: label, fr: `${label} (fr)`, ar: `${label} (ar)` },
  required,
  result: null,
  comment: null,
});

export const checklist: QcChecklistRow[] = [
  item('recording_consent', 'Recording announced and consent given', true),
  item('identity', 'Identity confirmed', true),
  item('needs_read_back', 'Needs read back', false),
];

export const openReview = (overrides: Partial<QcReview> = {}): QcReview => ({
  id: reviewId,
  saleId,
  status: 'open',
  version: 3,
  reviewer: me,
  answers: [],
  decision: null,
  rejection: null,
  comment: null,
  takenAt: at,
  releasedAt: null,
  decidedAt: null,
  contractId: null,
  ...overrides,
});

export const reviewDetail = (overrides: Partial<QcSaleDetail> = {}): QcSaleDetail => ({
  sale: {
    ...queueItem({ status: 'quality_review', reviewer: me, takenAt: at }),
    customer: {
      id: 'c1000000-0000-4000-8000-000000000001',
      firstName: 'Louise',
      lastName: 'Bernard',
      phone: '+33612345678',
      email: 'louise@example.test',
    },
    channel: 'outbound_call',
    callConsentAt: '2026-03-01T09:16:00.000Z',
    recordingAnnouncedAt: '2026-03-01T09:16:30.000Z',
    callEndedAt: '2026-03-01T09:45:00.000Z',
    effectiveDate: '2026-04-01',
    insuredCount: 2,
    contractId: null,
  },
  review: openReview(),
  checklist,
  canValidate: false,
  blockingKeys: ['recording_consent', 'identity'],
  recordings: [
    {
      id: 'f1000000-0000-4000-8000-000000000001',
      name: 'call-2026-03-01.mp3',
      contentType: 'audio/mpeg',
      size: 812_000,
      uploadedBy: agent,
      createdAt: at,
      downloadUrl: '/api/ventes/files/download/f1000000-0000-4000-8000-000000000001',
    },
  ],
  documents: [
    {
      id: 'f2000000-0000-4000-8000-000000000001',
      kind: 'mandate',
      version: 1,
      sealed: true,
      name: 'mandate.pdf',
      downloadUrl: '/api/ventes/files/download/f2000000-0000-4000-8000-000000000001',
    },
  ],
  history: [],
  ...overrides,
});

export const contract = (overrides: Partial<Contract> = {}): Contract => ({
  id: contractId,
  number: 'C-2026-000001',
  status: 'active',
  version: 1,
  saleId,
  saleNumber: 'V-2026-000123',
  customer: {
    id: 'c1000000-0000-4000-8000-000000000001',
    firstName: 'Louise',
    lastName: 'Bernard',
    phone: '+33612345678',
    email: 'louise@example.test',
  },
  insuredPeople: [
    { role: 'main', birthDate: '1958-04-12', regime: 'general', firstName: 'Louise', lastName: 'Bernard' },
  ],
  providerType: 'actudata',
  gammeCode: 'SANTE_SENIOR',
  productId: null,
  productCode: 'SSC',
  productName: 'Santé Senior Confort',
  effectiveDate: '2026-04-01',
  renewalDate: '2027-04-01',
  monthlyPremiumCents: 14_590,
  yearlyPremiumCents: 175_080,
  paymentMethod: 'sepa_direct_debit',
  paymentFrequency: 'monthly',
  debitDay: 5,
  ibanMasked: 'FR76 •••• 189',
  mandateReference: 'RUM-2026-000001',
  documents: [
    {
      id: 'f2000000-0000-4000-8000-000000000001',
      kind: 'mandate',
      version: 1,
      name: 'mandate.pdf',
      downloadUrl: '/api/ventes/files/download/f2000000-0000-4000-8000-000000000001',
    },
  ],
  agent,
  team,
  companyId: 'b3000000-0000-4000-8000-000000000001',
  signedAt: at,
  withdrawalEndDate: '2026-03-16',
  canWithdraw: true,
  validatedAt: '2026-03-03T10:00:00.000Z',
  validatedBy: me,
  statusChangedAt: '2026-03-03T10:00:00.000Z',
  withdrawnAt: null,
  withdrawalReason: null,
  cancelledAt: null,
  cancellationReason: null,
  terminationDate: null,
  terminationReason: null,
  terminatedAt: null,
  createdAt: '2026-03-03T10:00:00.000Z',
  updatedAt: '2026-03-03T10:00:00.000Z',
  ...overrides,
});
