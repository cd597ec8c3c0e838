import type { Executor } from '@/db/client.ts';
import type { MailTransport } from '@/integrations/mail/mail-transport.ts';
import type { SmsTransport } from '@/integrations/sms/sms-transport.ts';
import { readParameters } from './parameters.service.ts';

/**
 * The senders the parameters name, put on every message where it leaves the system rather than at each call
 * site: the SMS's alphanumeric sender and the emails' display name. A message that names its own keeps it.
 * Messages are sent outside transactions, so `db` is the app's database.
 */
export const smsWithParameterSender = (transport: SmsTransport, db: Executor): SmsTransport => ({
  name: transport.name,
  send: async (message) =>
    transport.send({ ...message, sender: message.sender ?? (await readParameters({ db })).smsSenderName }),
});

export const mailWithParameterSender = (transport: MailTransport, db: Executor): MailTransport => ({
  name: transport.name,
  send: async (message) =>
    transport.send({
      ...message,
      fromName: message.fromName ?? (await readParameters({ db })).emailSenderName,
    }),
  close: () => transport.close?.(),
});
