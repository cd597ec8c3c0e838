import { documentRecordSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { documentKeys } from '@/features/documents/api/document-keys';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, pageQueryOptions } from '@/lib/record-api';

/** GET /api/documents: one page of the documents of the caller's scope, with kind, day and text filters. */
export const getDocuments = getPage('/api/documents', documentRecordSchema);

export const documentsQueryOptions = (query: ListQueryParams) =>
  pageQueryOptions(documentKeys.list(query), getDocuments, query);

export const useDocuments = (query: ListQueryParams) => useQuery(documentsQueryOptions(query));
