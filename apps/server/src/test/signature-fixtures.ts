import { SALE_DOCUMENT_KINDS } from '@brokerage/shared';
import { insertDocument } from '@/features/documents/documents.service.ts';
import type { TestApp } from './build-app.ts';
import { storeTestFile } from './file-fixtures.ts';
import { makeTestPdf } from './pdfsig.ts';
import {
  createOrganisation,
  insertCustomer,
  insertSale,
  type Member,
  SALE_KEYS,
  signInMember,
} from './sale-fixtures.ts';

/** Fixtures of the signature tests: a seller who may send for signature, and a subscribed sale with its five PDFs. */
export const SIGNATURE_KEYS = [
  ...SALE_KEYS,
  'SignatureModule:signatures:read',
  'SignatureModule:signatures:create',
  'DocumentModule:documents:read',
  'DocumentModule:documents:create',
];

export const startSignatureWorld = async (t: TestApp) => {
  const organisation = await createOrganisation(t.db);
  const seller = await signInMember(t, {
    granted: SIGNATURE_KEYS,
    companyId: organisation.homeId,
    teamId: organisation.teamId,
  });
  return { organisation, seller };
};

export interface SubscribedSaleOptions {
  channel?: 'outbound_call' | 'inbound_call' | 'in_person';
  callConsentAt?: Date | null;
  callEndedAt?: Date | null;
  email?: string | null;
  documents?: boolean;
}

/** A subscribed sale of `seller` with a customer and (unless told otherwise) version 1 of its five documents. */
export const subscribedSale = async (t: TestApp, seller: Member, options: SubscribedSaleOptions = {}) => {
  const customer = await insertCustomer(t.db, {
    firstName: 'Jeanne',
    lastName: 'Martin',
    email:
      options.email === undefined
        ? `jeanne.${Date.now()}.${Math.random().toString(36).slice(2)}@example.test`
        : options.email,
  });
  const sale = await insertSale(t.db, seller.user, {
    status: 'subscribed',
    customerId: customer.id,
    channel: options.channel ?? 'outbound_call',
    callConsentAt:
      options.callConsentAt === undefined ? new Date(Date.now() - 5 * 3_600_000) : options.callConsentAt,
    callEndedAt: options.callEndedAt ?? null,
    quoteHash: `q-${Math.random().toString(36).slice(2)}`,
  });
  if (options.documents !== false) {
    for (const kind of SALE_DOCUMENT_KINDS) {
      const file = await storeTestFile({
        db: t.db,
        storage: t.app.storage,
        saleId: sale.id,
        kind: 'document',
        name: `${kind}-v1.pdf`,
        contentType: 'application/pdf',
        bytes: await makeTestPdf(`${kind} of ${sale.number}`),
      });
      await insertDocument(t.db, { saleId: sale.id, kind, version: 1, locale: 'fr', fileId: file.id });
    }
  }
  return { sale, customer };
};
