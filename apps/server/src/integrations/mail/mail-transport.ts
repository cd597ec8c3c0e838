/** One email ready to leave: already rendered, addressed to one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string | undefined;
  /** The sender's display name before the configured address (the parameters' email sender name). */
  fromName?: string | undefined;
}

/**
 * How an email leaves the system (DESIGN §2): SMTP through nodemailer when configured, the development outbox
 * otherwise. `send` resolves once the message is accepted and rejects with the transport's error otherwise.
 */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Releases connections (SMTP); called when the app closes. */
  close?(): void | Promise<void>;
}
