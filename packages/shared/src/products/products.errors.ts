import { defineRefusals } from '../errors/refusals.ts';

/** Refusals of `POST /products/quotation`: who may price which gammes, and whether anyone can price them. */
export const productsErrors = defineRefusals({
  NO_TEAM: { status: 403 },
  NO_GAMMES: { status: 403, params: ['providerType'] },
  GAMME_NOT_ASSIGNED: { status: 403, params: ['providerType', 'gammeCodes'] },
  NO_PRICING_PROVIDER: { status: 400 },
});
