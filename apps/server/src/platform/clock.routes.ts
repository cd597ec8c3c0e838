import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { clockOffsetHours, now, setClockOffsetHours } from './clock.ts';
import { errorResponses } from './error-responses.ts';
import { isLocalCaller } from './loopback.ts';

const clockInputSchema = z.object({
  offsetHours: z
    .number()
    .min(-24 * 366)
    .max(24 * 366),
});
const clockResponseSchema = z.object({ data: z.object({ offsetHours: z.number(), now: z.string() }) });

/**
 * `POST /api/dev/clock { offsetHours }`: moves the application clock (platform/clock.ts) for end-to-end tests.
 * Registered only outside production, public-listed like the outboxes, and answered only to this machine.
 */
export const devClockRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.isProduction) return;
  app.post(
    '/dev/clock',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only: move the application clock by a number of hours',
        body: clockInputSchema,
        response: { 200: clockResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      if (!isLocalCaller(request))
        throw new AppError('FORBIDDEN', { message: 'The test clock answers only on this machine.' });
      setClockOffsetHours(request.body.offsetHours);
      return { data: { offsetHours: clockOffsetHours(), now: now().toISOString() } };
    },
  );
};
