import { createTransport } from 'nodemailer';
import type { MailTransport } from './mail-transport.ts';

export interface SmtpSettings {
  /** `smtp://user:pass@host:587` or `smtps://…:465`; or host, port, secure, user and password. */
  url?: string | undefined;
  host?: string | undefined;
  port: number;
  secure: boolean;
  user?: string | undefined;
  password?: string | undefined;
  from: string;
}

/** A slow or silent server must fail the attempt (the job retries) rather than hold it forever. */
const TIMEOUT_MS = 20_000;

/** The bare address of MAIL_FROM, which may be written `Name <address>`. */
const addressOf = (from: string) => from.match(/<([^<>]+)>\s*$/)?.[1] ?? from;

/** Sends over SMTP with nodemailer; a refused or unreachable server rejects, so the job records it and retries. */
export const createSmtpMailTransport = (settings: SmtpSettings): MailTransport => {
  const timeouts = { connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS };
  const transporter = settings.url
    ? createTransport({ url: settings.url, ...timeouts })
    : createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
        ...timeouts,
      });
  return {
    name: 'smtp',
    async send({ to, subject, html, text, replyTo, fromName }) {
      const info = await transporter.sendMail({
        from: fromName ? { name: fromName, address: addressOf(settings.from) } : settings.from,
        to,
        subject,
        html,
        text,
        ...(replyTo ? { replyTo } : {}),
      });
      return { messageId: info.messageId };
    },
    close() {
      transporter.close();
    },
  };
};
