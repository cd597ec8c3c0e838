/** How an SMS leaves the system; `log` by default, a provider adapter by configuration (DESIGN §6). */
export interface SmsTransport {
  readonly name: string;
  /** `sender`: the alphanumeric sender the phone shows (the parameters' SMS sender name), when the provider takes one. */
  send(message: { to: string; body: string; sender?: string | undefined }): Promise<void>;
}
