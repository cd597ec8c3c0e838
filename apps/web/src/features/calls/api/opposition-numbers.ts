import {
  type CreateOppositionInput,
  type OppositionEntry,
  type OppositionImportInput,
  type OppositionImportResult,
  oppositionEntrySchema,
  oppositionImportResultSchema,
} from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { oppositionKeys } from '@/features/calls/api/call-keys';
import { apiRequest } from '@/lib/api-client';
import type { ListQueryParams } from '@/lib/list-params';
import { deleteRecord, getPage, pageQueryOptions, postRecord, useChangeMutation } from '@/lib/record-api';

/** GET /api/opposition-numbers: one page of the do-not-call list, searched by number, filtered by source. */
export const getOppositionNumbers = getPage('/api/opposition-numbers', oppositionEntrySchema);

export const useOppositionNumbers = (query: ListQueryParams) =>
  useQuery(pageQueryOptions(oppositionKeys.list(query), getOppositionNumbers, query));

/** POST /api/opposition-numbers: a number added at the customer's request (NUMBER_ALREADY_OPPOSED if listed). */
export const createOppositionNumber = postRecord<CreateOppositionInput, OppositionEntry>(
  '/api/opposition-numbers',
  oppositionEntrySchema,
);
export const useCreateOppositionNumber = () => useChangeMutation(createOppositionNumber, oppositionKeys.all);

/** DELETE /api/opposition-numbers/{id}: the number may be called again. */
export const deleteOppositionNumber = deleteRecord('/api/opposition-numbers');
export const useDeleteOppositionNumber = () => useChangeMutation(deleteOppositionNumber, oppositionKeys.all);

/** POST /api/opposition-numbers/import: the CSV's numbers; answers the count added, duplicates and invalid lines. */
export const importOppositionNumbers = async (
  input: OppositionImportInput,
): Promise<OppositionImportResult> =>
  oppositionImportResultSchema.parse(
    await apiRequest<unknown>('/api/opposition-numbers/import', { method: 'POST', body: input }),
  ).data;
export const useImportOppositionNumbers = () =>
  useChangeMutation(importOppositionNumbers, oppositionKeys.all);
