import { emailRecordSchema } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { emailKeys } from '@/features/emails/api/email-keys';
import type { ListQueryParams } from '@/lib/list-params';
import { getPage, pageQueryOptions } from '@/lib/record-api';

/** GET /api/emails: one page of the emails of the user's scope, filtered by status, template, sale, recipient. */
export const getEmails = getPage('/api/emails', emailRecordSchema);

export const emailsQueryOptions = (query: ListQueryParams) =>
  pageQueryOptions(emailKeys.list(query), getEmails, query);

export const useEmails = (query: ListQueryParams) => useQuery(emailsQueryOptions(query));
