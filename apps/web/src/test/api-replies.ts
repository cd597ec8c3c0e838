import { type FakeReply, json } from '@/test/fake-fetch';

/** A list endpoint's 200: one page holding `rows` (DESIGN §5's `{ data, total, page, pageSize }`). */
export const listReply = <Row>(rows: Row[], page: { total?: number; pageSize?: number } = {}): FakeReply =>
  json(200, { data: rows, total: page.total ?? rows.length, page: 1, pageSize: page.pageSize ?? 20 });

/** A record endpoint's answer: the record under `data` (DESIGN §5), 200 or, for a create, 201. */
export const recordReply = (record: unknown, status: 200 | 201 = 200): FakeReply =>
  json(status, { data: record });

/** The audit log of a record with no history yet: every drawer's history panel asks for it. */
export const emptyHistoryReply = listReply([]);

const errorNames: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 409: 'Conflict' };

/** A refusal in the API's error shape, with its typed `details` (a reason, the current record…). */
export const refusalReply = (
  status: number,
  path: string,
  refusal: { code: string; message: string; details?: Record<string, unknown> },
): FakeReply => json(status, { statusCode: status, error: errorNames[status] ?? 'Error', path, ...refusal });

/** 409 CONFLICT with a typed reason (HAS_TEAMS, DUPLICATE…), as `refuser()` answers on the server. */
export const conflictReply = (
  path: string,
  reason: string,
  message: string,
  details: Record<string, unknown> = {},
): FakeReply => refusalReply(409, path, { code: 'CONFLICT', message, details: { reason, ...details } });

/** 400 VALIDATION_FAILED naming the failing fields. */
export const validationReply = (path: string, fields: { path: string; message: string }[]): FakeReply =>
  refusalReply(400, path, {
    code: 'VALIDATION_FAILED',
    message: 'The request is invalid.',
    details: { fields },
  });
