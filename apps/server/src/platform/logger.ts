import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from '@/config.ts';

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
 * An error as pino writes it, its `code` as `errorCode`: `*.code` hides a sign-in or second-factor code, and
 * would hide an error's SQLSTATE or reason with it (`40P01`, `USER_DISABLED`), what a failure is diagnosed by.
 */
export const serializeError = (error: Error): pino.SerializedError => {
  const { code, ...serialized } = pino.stdSerializers.err(error);
  return code === undefined ? serialized : { ...serialized, errorCode: code };
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
