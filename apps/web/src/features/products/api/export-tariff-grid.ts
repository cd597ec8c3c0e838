import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/products/{id}/tariffs.csv: the grid as the import reads it (regime,zone,beneficiary,age_min,age_max,
 * monthly_eur). Read as text through the API client, so an expired session is renewed like any other call.
 */
export const getTariffGridCsv = async (id: string): Promise<string> => {
  const body = await apiRequest<unknown>(`/api/products/${encodeURIComponent(id)}/tariffs.csv`);
  if (typeof body !== 'string') throw new TypeError('The tariff export did not answer CSV text');
  return body;
};

/** The file name the server gives the export (`ess_confort-tariffs.csv`). */
export const tariffCsvFileName = (productCode: string) => `${productCode.toLowerCase()}-tariffs.csv`;
