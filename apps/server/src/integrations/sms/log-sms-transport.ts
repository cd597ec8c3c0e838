import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '@/db/client.ts';
import { smsOutbox } from '@/db/schema/index.ts';
import type { SmsTransport } from './sms-transport.ts';

/**
 * Writes each message to the server log (the message text, so a developer can read the code there),
 * and outside production also to the development outbox table.
 */
export const createLogSmsTransport = (options: {
  logger: FastifyBaseLogger;
  db: Executor;
  keepOutbox: boolean;
}): SmsTransport => ({
  name: 'log',
  async send({ to, body, sender }) {
    options.logger.info(`SMS${sender ? ` from ${sender}` : ''} to ${to}: ${body}`);
    if (options.keepOutbox) await options.db.insert(smsOutbox).values({ phoneNumber: to, body });
  },
});
