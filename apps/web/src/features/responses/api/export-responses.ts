import type { ListQueryParams } from '@/lib/list-params';
import { downloadServerCsv } from '@/lib/server-csv-export';

/** GET /api/responses/export: the answers of the list's filter, one column per question, as `responses.csv`. */
export const exportResponsesCsv = (query: ListQueryParams) =>
  downloadServerCsv('/api/responses/export', 'responses', query);
