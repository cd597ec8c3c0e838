/** The sales list's URL filters: each is a search param of /ventes and a query param of GET /api/ventes. */
export const SALE_FILTERS = [
  'status',
  'sellerId',
  'teamId',
  'providerType',
  'gammeCode',
  'createdFrom',
  'createdTo',
  'premiumMinCents',
  'premiumMaxCents',
] as const;
export type SaleFilter = (typeof SALE_FILTERS)[number];
