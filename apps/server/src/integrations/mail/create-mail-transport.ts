import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/config.ts';
import type { Executor } from '@/db/client.ts';
import type { MailTransport } from './mail-transport.ts';
import { createOutboxMailTransport } from './outbox-mail-transport.ts';
import { createSmtpMailTransport } from './smtp-mail-transport.ts';

/** SMTP when the configuration names a server, the development outbox otherwise. */
export const createMailTransport = (
  config: Config,
  { logger, db }: { logger: FastifyBaseLogger; db: Executor },
): MailTransport =>
  config.SMTP_URL || config.SMTP_HOST
    ? createSmtpMailTransport({
        url: config.SMTP_URL,
        host: config.SMTP_HOST,
        port: config.SMTP_PORT,
        secure: config.SMTP_SECURE,
        user: config.SMTP_USER,
        password: config.SMTP_PASSWORD,
        // loadConfig requires MAIL_FROM when SMTP is configured.
        from: config.MAIL_FROM ?? '',
      })
    : createOutboxMailTransport({ logger, db, keepOutbox: !config.isProduction });
