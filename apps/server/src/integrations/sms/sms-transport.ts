/** How an SMS leaves the system; `log` by default, a provider adapter by configuration (DESIGN §6). */
export interface SmsTransport {
  readonly name: string;
  send(message: { to: string; body: string }): Promise<void>;
}
