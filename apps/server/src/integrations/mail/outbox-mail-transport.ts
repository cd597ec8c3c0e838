import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '@/db/client.ts';
import { mailOutbox } from '@/db/schema/index.ts';
import type { MailTransport } from './mail-transport.ts';

/**
 * The default when no SMTP server is configured: logs who gets what, and outside production keeps the whole
 * message in the outbox table so a developer (or an end-to-end test) reads the link without a mailbox.
 */
export const createOutboxMailTransport = (options: {
  logger: FastifyBaseLogger;
  db: Executor;
  keepOutbox: boolean;
}): MailTransport => ({
  name: 'outbox',
  async send({ to, subject, html, text }) {
    const messageId = `<${randomUUID()}@outbox.invalid>`;
    options.logger.info(
      { to, subject, messageId },
      'email kept by the outbox transport (no SMTP configured)',
    );
    if (options.keepOutbox)
      await options.db.insert(mailOutbox).values({ recipient: to, subject, html, text, messageId });
    return { messageId };
  },
});
