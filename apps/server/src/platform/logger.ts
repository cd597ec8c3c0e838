import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from '@/config.ts';
import { causeChain, errorCodes } from './service-errors.ts';

/** Anything that identifies a person or opens a session never reaches the log. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.phoneNumber',
  '*.phone',
  '*.code',
  '*.token',
  '*.idToken',
  '*.refreshToken',
  '*.sessionInfo',
  // Bank details (issue 9): a body, an error's details or a record that carries them, one or two levels down.
  '*.iban',
  '*.bic',
  '*.bankDetails',
  '*.*.iban',
  '*.*.bic',
  '*.*.bankDetails',
];

export const REDACTION = { paths: REDACTED_PATHS, censor: '[redacted]' };

/**
 * An error's text without the values of its failed queries: Drizzle writes them into the message
 * (`Failed query: …\nparams: …`), which pino repeats in the message and the stack of every error that wraps it, and
 * keeps them as `params`; they are customers' names, phones and emails. The query text stays.
 */
const withoutQueryValues = (
  queries: DrizzleQueryError[],
  serialized: pino.SerializedError,
): pino.SerializedError => {
  const { params: _values, ...rest } = serialized;
  const scrub = (text: string) =>
    queries.reduce(
      (scrubbed, query) => scrubbed.split(`\nparams: ${query.params}`).join('\nparams: [redacted]'),
      text,
    );
  return { ...rest, message: scrub(rest.message), stack: scrub(rest.stack) };
};

/**
 * An error as pino writes it, with the codes along its cause chain as `errorCode` (Drizzle wraps the driver's error,
 * whose SQLSTATE is the one a failure is diagnosed by: `40P01`, `57014`; an AppError's is its API code). Its own
 * `code` goes: `*.code` hides a sign-in or second-factor code and would hide this one with it. A failed query's
 * values are left out. Anything not an error is written as pino would.
 */
export const serializeError = (error: Error): pino.SerializedError => {
  // Typed as pino and Fastify declare it; at run time `err` is whatever was logged under it (null, a string).
  const serialized: unknown = pino.stdSerializers.err(error);
  if (typeof serialized !== 'object' || serialized === null) return serialized as pino.SerializedError;
  const { code: _hidden, ...rest } = serialized as pino.SerializedError;
  // Drizzle's failed queries along the chain carry the query's values.
  const queries = causeChain(error).filter((link) => link instanceof DrizzleQueryError);
  const safe = queries.length > 0 ? withoutQueryValues(queries, rest as pino.SerializedError) : rest;
  const codes = errorCodes(error);
  return (codes.length === 0 ? safe : { ...safe, errorCode: codes.join(' < ') }) as pino.SerializedError;
};

export const loggerOptions = (config: Config): FastifyServerOptions['logger'] => {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    redact: REDACTION,
    serializers: {
      err: serializeError,
      // The query string can carry a phone number (the development outbox): log the path only.
      req: (request) => ({ method: request.method, url: request.url.split('?')[0], reqId: request.id }),
    },
    ...(config.isProduction || config.NODE_ENV === 'test'
      ? {}
      : {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }),
  };
};
