import { gammeSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { gammeKeys } from '@/features/gammes/api/gamme-keys';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, pageQueryOptions } from '@/lib/record-api';

/** GET /api/questions/gammes: the product lines with their API paths, inactive ones included. */
export const getGammes = getPage('/api/questions/gammes', gammeSchema);

export const gammesQueryOptions = (query: ListQueryParams) =>
  pageQueryOptions(gammeKeys.list(query), getGammes, query);

export const useGammes = (query: ListQueryParams) => useQuery(gammesQueryOptions(query));
