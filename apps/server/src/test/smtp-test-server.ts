import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  parsed: ParsedMail;
}

/**
 * A real SMTP server on a random loopback port, in this process: mail tests send through nodemailer over the
 * wire and read what arrived, parsed. No TLS and no authentication (loopback only). `port` restarts a stopped
 * server where the app expects it.
 */
export const startSmtpTestServer = async (port = 0) => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((address) => address.address),
            parsed,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;
