/** The responses list's URL filters: each is a search param of /responses and a query param of GET /api/responses. */
export const RESPONSE_FILTERS = [
  'providerType',
  'gammeCode',
  'questionId',
  'answer',
  'from',
  'to',
  'agentId',
] as const;
export type ResponseFilter = (typeof RESPONSE_FILTERS)[number];
