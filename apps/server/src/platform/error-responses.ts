import { apiErrorSchema } from '@brokerage/shared';

/** The error statuses a route may declare; each answers the API's one error shape (DESIGN §5). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 429 | 503;

type ErrorResponses<Statuses extends readonly ErrorStatus[]> = {
  [Status in Statuses[number]]: typeof apiErrorSchema;
};

/**
 * The `response` entries of a route's failures, for its schema and so for the OpenAPI document:
 * `response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 404) }`.
 */
export const errorResponses = <const Statuses extends readonly ErrorStatus[]>(
  ...statuses: Statuses
): ErrorResponses<Statuses> =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as ErrorResponses<Statuses>;

/** What every route behind a permission may answer (bad input, no session, no permission), plus `more`. */
export const signedInErrors = <const More extends readonly ErrorStatus[]>(...more: More) =>
  errorResponses(400, 401, 403, ...more);
