import { apiRequest } from '@/lib/api-client';
import { identityTimeoutMs } from '@/lib/session/identity-timeout';

type AuthSchemas = typeof import('@/lib/session/api/auth-schemas');
export type ParsingSchemaName = {
  [Name in keyof AuthSchemas]: AuthSchemas[Name] extends { parse: (value: unknown) => unknown }
    ? Name
    : never;
}[keyof AuthSchemas];

let loading: Promise<AuthSchemas> | undefined;

/** The schemas of the sign-in and session answers, fetched once, on the first request that needs them. */
export const authSchemas = (): Promise<AuthSchemas> => {
  loading ??= import('@/lib/session/api/auth-schemas');
  return loading;
};

/** Checks an answer with one of those schemas; the request is not held back while the schemas load. */
export const parseAuthAnswer = async <Name extends ParsingSchemaName>(
  name: Name,
  answer: Promise<unknown>,
): Promise<ReturnType<AuthSchemas[Name]['parse']>> => {
  const schemas = authSchemas();
  const body = await answer;
  return (await schemas)[name].parse(body) as ReturnType<AuthSchemas[Name]['parse']>;
};

/** POST to the identity service within its time limit (SPEC §9), the answer checked with the schema `name`. */
export const postIdentity = <Name extends ParsingSchemaName>(path: string, name: Name, body?: unknown) =>
  parseAuthAnswer(
    name,
    apiRequest<unknown>(path, {
      method: 'POST',
      ...(body === undefined ? {} : { body }),
      timeoutMs: identityTimeoutMs(),
    }),
  );
