import { randomBytes } from 'node:crypto';
import type { SaleHousehold, SaleOffer } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { quotes, users } from '@/db/schema/index.ts';
import type { TestApp } from './build-app.ts';
import { firstOfNextMonth, insertCustomer, insertSale, type Member } from './sale-fixtures.ts';

/** Fixtures of the quality-control and contract tests (issue 11). */

export const QC_KEYS = ['VenteModule:quality-control:read', 'VenteModule:quality-control:review'];
export const CONTRACT_KEYS = ['VenteModule:contrats:read', 'VenteModule:contrats:update'];

export const OFFER: SaleOffer = {
  productId: '5a5a5a5a-0000-4000-8000-000000000001',
  productCode: 'SENIOR_CONFORT',
  productName: 'Santé Senior Confort',
  gammeCode: 'SANTE_SENIOR',
  monthlyTotalCents: 14_590,
  yearlyTotalCents: 175_080,
};

export const household = (): SaleHousehold => ({
  postcode: '75011',
  effectiveDate: firstOfNextMonth(),
  people: [
    { role: 'main', birthDate: '1958-05-10', regime: 'general', firstName: 'Paul', lastName: 'Durand' },
    { role: 'spouse', birthDate: '1960-02-01', regime: 'general' },
  ],
});

/**
 * A phone sale the customer signed at `signedAt` (its `statusChangedAt`: no signature request recorded), with
 * its customer, product, household, offer and a quote holding the SEPA payment.
 */
export const insertSignedSale = async (
  db: Database,
  seller: Member['user'],
  { signedAt = new Date(), customerName = 'Durand' }: { signedAt?: Date; customerName?: string } = {},
) => {
  const customer = await insertCustomer(db, {
    firstName: 'Paul',
    lastName: customerName,
    ownerId: seller.id,
  });
  const quoteHash = `q-${randomBytes(8).toString('hex')}`;
  const sale = await insertSale(db, seller, {
    status: 'signed',
    statusChangedAt: signedAt,
    signedAt,
    channel: 'outbound_call',
    callConsentAt: new Date(signedAt.getTime() - 86_400_000 * 2),
    recordingAnnouncedAt: new Date(signedAt.getTime() - 86_400_000 * 2),
    callEndedAt: new Date(signedAt.getTime() - 86_400_000 * 2 + 600_000),
    customerId: customer.id,
    providerType: 'actudata',
    gammeCode: OFFER.gammeCode,
    household: household(),
    quoteHash,
    offer: OFFER,
    monthlyPremiumCents: OFFER.monthlyTotalCents,
    yearlyPremiumCents: OFFER.yearlyTotalCents,
    subscribedAt: new Date(signedAt.getTime() - 86_400_000 * 2),
  });
  await db.insert(quotes).values({
    quoteHash,
    providerType: 'actudata',
    saleId: sale.id,
    status: 'subscribed',
    postcode: '75011',
    effectiveDate: household().effectiveDate,
    payments: [
      {
        ibanMasked: 'FR76 •••• 0189',
        bic: 'BNPAFRPPXXX',
        holder: 'Paul Durand',
        debitDay: 5,
        frequency: 'monthly',
      },
    ],
  });
  return { sale, customer };
};

/** Gives a member an email address, so quality control can notify them. */
export const giveEmail = async (db: Database, userId: string, email: string) => {
  await db.update(users).set({ email }).where(eq(users.id, userId));
};

/** `inject` as a member, JSON in and out. */
export const asMember =
  (t: TestApp, member: Member) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: member.cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

/** Passing answers for every item of the default checklist. */
export const ALL_PASS = [
  'consent_recording',
  'identity_confirmed',
  'needs_read_back',
  'guarantees_price_stated',
  'delay_respected',
  'no_signature_during_call',
].map((key) => ({ key, result: 'pass' as const, comment: null }));

/** A signed sale taken and validated by `reviewer` through the routes; answers its contract's id. */
export const validatedContract = async (
  t: TestApp,
  seller: Member,
  reviewer: Member,
  options: { signedAt?: Date; customerName?: string } = {},
) => {
  const { sale, customer } = await insertSignedSale(t.db, seller.user, options);
  const call = asMember(t, reviewer);
  const taken = await call('POST', `/api/quality-control/${sale.id}/take`, { version: sale.version });
  if (taken.statusCode !== 200) throw new Error(`take failed: ${taken.body}`);
  const decided = await call('POST', `/api/quality-control/${sale.id}/decision`, {
    version: taken.json().data.review.version,
    decision: 'validated',
    answers: ALL_PASS,
  });
  if (decided.statusCode !== 200) throw new Error(`validation failed: ${decided.body}`);
  return { sale, customer, contractId: decided.json().data.contractId as string };
};
