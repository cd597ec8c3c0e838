import type { CustomerDataInput, SaleHousehold } from '@brokerage/shared';

/**
 * Customer data for the customer tests (issue 9). The organisation, its members and sale rows come from
 * `sale-fixtures.ts`, shared with the ventes tests.
 */

/** A household whose main insured person was born on `birthDate`. */
export const householdBornOn = (birthDate: string): SaleHousehold => ({
  postcode: '75011',
  effectiveDate: '2030-01-01',
  people: [{ role: 'main', birthDate, regime: 'general' }],
});

let customerCounter = 0;

/** Valid `customerData` with a distinct phone per call; `overrides` replace fields. */
export const customerDataOf = (overrides: Partial<CustomerDataInput> = {}): CustomerDataInput => {
  customerCounter += 1;
  return {
    civility: 'mrs',
    firstName: 'Élodie',
    lastName: `Durand${customerCounter}`,
    address: '12 rue de la Paix',
    postcode: '75002',
    city: 'Paris',
    phone: `+336${String(10_000_000 + customerCounter)}`,
    email: `elodie.durand${customerCounter}@example.com`,
    regime: 'general',
    ...overrides,
  };
};
