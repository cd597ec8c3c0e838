import { describe, expect, it } from 'vitest';
import {
  customerLinkInputSchema,
  customerUpdateLinkInputSchema,
  stripBirthDates,
} from './customers.schemas.ts';

const saleId = '00000000-0000-4000-8000-000000000001';
const customerData = {
  civility: 'mr',
  firstName: 'Karim',
  lastName: 'Benali',
  address: '3 place Bellecour',
  postcode: '69002',
  city: 'Lyon',
  phone: '06 12 34 56 78',
  email: 'karim@example.com',
  regime: 'general',
};

describe('customer link input', () => {
  it('stores the phone in E.164 and drops birth dates from customerData (SPEC §5)', () => {
    const parsed = customerLinkInputSchema.parse({
      saleId,
      version: 1,
      customerData: { ...customerData, birthDate: '1980-01-01', birthdate: '1980-01-01' },
      birthDate: '1980-01-01',
    });
    expect(parsed.customerData.phone).toBe('+33612345678');
    expect(parsed.customerData).not.toHaveProperty('birthDate');
    expect(parsed.customerData).not.toHaveProperty('birthdate');
    expect(parsed.birthDate).toBe('1980-01-01');
  });

  it('carries the sale version and the customer version apart', () => {
    const parsed = customerLinkInputSchema.parse({ saleId, version: 3, customerVersion: 7, customerData });
    expect(parsed).toMatchObject({ version: 3, customerVersion: 7 });
  });

  it('update-and-link needs the customer', () => {
    expect(customerUpdateLinkInputSchema.safeParse({ saleId, version: 1, customerData }).success).toBe(false);
  });

  it('strips birth dates on the client side too', () => {
    expect(stripBirthDates({ a: 1, birthDate: 'x', birthdate: 'y' })).toEqual({ a: 1 });
  });
});
