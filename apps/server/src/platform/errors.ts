import { STATUS_CODES } from 'node:http';
import { type ApiErrorBody, GAMMES_FORMAT_INVALID } from '@brokerage/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { isTransientFailure } from './service-errors.ts';

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

const body = (request: FastifyRequest, statusCode: number, fields: Partial<ApiErrorBody>): ApiErrorBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message: fields.message ?? STATUS_CODES[statusCode] ?? 'Error',
  ...fields,
  path: pathOf(request),
});

const fieldPath = (instancePath: string, missingProperty?: unknown) => {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return typeof missingProperty === 'string' ? [path, missingProperty].filter(Boolean).join('.') : path;
};

/**
 * Schema messages that SPEC quotes as the message of the whole request rather than of one field (SPEC §5: a
 * bulk gamme set that is not an array answers 'Invalid gammes data format'); a schema gives them as its
 * error message and the failing fields are listed as usual.
 */
const WHOLE_REQUEST_MESSAGES = new Set<string>([GAMMES_FORMAT_INVALID]);

/**
 * An unexpected failure that a moment's wait is likely to cure (`isTransientFailure`: a deadlock, a serialization
 * failure, a restarting database, a refused connection) answers 503 with Retry-After rather than 500. What a
 * service already turned into an AppError, and what Fastify answers with a 4xx (a client that went away mid-body
 * resets its own socket), keep their answer.
 */
const asTransientFailure = (error: FastifyError): FastifyError | AppError =>
  !(error instanceof AppError) && !(error.statusCode && error.statusCode < 500) && isTransientFailure(error)
    ? new AppError('SERVICE_UNAVAILABLE', { details: { retryAfterSeconds: 1 }, cause: error })
    : error;

const sendError = (reply: FastifyReply, payload: ApiErrorBody & Record<string, unknown>) =>
  reply.status(payload.statusCode).type('application/json').send(payload);

/** One error shape for every failure: AppError, validation, Fastify's own errors, and the unexpected (DESIGN §5). */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((thrown: FastifyError, request, reply) => {
      const error = asTransientFailure(thrown);
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
        const retryAfterSeconds = error.details?.retryAfterSeconds;
        // RFC 9110: clients and proxies read the wait from the header; the body keeps it for the web's message.
        if (typeof retryAfterSeconds === 'number') reply.header('Retry-After', String(retryAfterSeconds));
        return sendError(reply, {
          ...body(request, error.statusCode, { message: error.message, code: error.code }),
          ...(error.details ? { details: error.details } : {}),
          ...error.extra,
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = error.validation.map((issue) => ({
          path: fieldPath(issue.instancePath, issue.params?.missingProperty),
          message: issue.message ?? 'Invalid value',
        }));
        return sendError(
          reply,
          body(request, 400, {
            code: 'VALIDATION_FAILED',
            message:
              fields.find((field) => WHOLE_REQUEST_MESSAGES.has(field.message))?.message ??
              'The request is invalid.',
            details: { fields },
          }),
        );
      }
      const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'unexpected error');
        return sendError(
          reply,
          body(request, 500, { code: 'INTERNAL', message: 'An unexpected error occurred.' }),
        );
      }
      const code =
        statusCode === 413
          ? 'PAYLOAD_TOO_LARGE'
          : statusCode === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : statusCode === 429
              ? 'TOO_MANY_ATTEMPTS_TRY_LATER'
              : statusCode === 404
                ? 'NOT_FOUND'
                : 'BAD_REQUEST';
      if (statusCode === 429) reply.header('Retry-After', '60');
      return sendError(reply, body(request, statusCode, { code, message: error.message }));
    });

    app.setNotFoundHandler((request, reply) =>
      sendError(
        reply,
        body(request, 404, {
          code: 'NOT_FOUND',
          message: `Route ${request.method} ${pathOf(request)} not found`,
        }),
      ),
    );
  },
  { name: 'errors' },
);
