/** The contracts list's URL filters: each is a search param of /contrats and a query param of GET /api/contrats. */
export const CONTRACT_FILTERS = [
  'status',
  'providerType',
  'gammeCode',
  'agentId',
  'teamId',
  'effectiveFrom',
  'effectiveTo',
  'renewalMonth',
] as const;
export type ContractFilter = (typeof CONTRACT_FILTERS)[number];
