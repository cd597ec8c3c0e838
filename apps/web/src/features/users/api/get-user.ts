import { recordResponseSchema, type UserRecord, userRecordSchema } from '@brokerage/shared';
import { apiRequest } from '@/lib/api-client';

const userResponseSchema = recordResponseSchema(userRecordSchema);

/** GET /api/users/{id}: one user with role, company and team (a drawer opened from its link). */
export const getUser = async (id: string, signal?: AbortSignal): Promise<UserRecord> =>
  userResponseSchema.parse(await apiRequest<unknown>(`/api/users/${encodeURIComponent(id)}`, { signal }))
    .data;
