import type { ListQueryParams } from '@/lib/list-params';
import { downloadServerCsv } from '@/lib/server-csv-export';

/** GET /api/contrats/export: every contract of the list's filter and search, as `contrats.csv`. */
export const exportContractsCsv = (query: ListQueryParams) =>
  downloadServerCsv('/api/contrats/export', 'contrats', query);
