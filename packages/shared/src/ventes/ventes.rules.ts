/**
 * The sale's life (DESIGN §10) as one pure state machine: the server enforces it on every write, the web shows
 * only the actions it allows. Later issues add the work behind the steps after `subscribed`; the steps
 * themselves are declared here once.
 */

export const SALE_STATUSES = [
  'draft',
  'quoted',
  'subscribed',
  'documents_sent',
  'awaiting_signature',
  'signed',
  'quality_review',
  'validated',
  'rejected',
  'contract',
  'lost',
] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/**
 * Statuses of a sale that went through subscription: every step from `subscribed` on, `lost` aside (any open
 * sale may be lost, subscribed or not). A rejected sale was subscribed before its quality review.
 */
export const SUBSCRIBED_STEP_STATUSES: readonly SaleStatus[] = SALE_STATUSES.slice(
  SALE_STATUSES.indexOf('subscribed'),
).filter((status) => status !== 'lost');

export const wentThroughSubscription = (status: SaleStatus): boolean =>
  SUBSCRIBED_STEP_STATUSES.includes(status);

/** Statuses a sale can no longer leave by the agent's hand: it became a contract, or it is lost. */
export const CLOSED_SALE_STATUSES = [
  'validated',
  'contract',
  'lost',
] as const satisfies readonly SaleStatus[];

export const isOpenSale = (status: SaleStatus): boolean =>
  !(CLOSED_SALE_STATUSES as readonly SaleStatus[]).includes(status);

/**
 * Every allowed move. A new quote takes a sale back to `quoted` from any step before the signature (the
 * documents of the old quote no longer apply); a rejected sale returns to the agent, who re-quotes it; a
 * reviewer can hand a sale back to the queue (`quality_review → signed`). Any open status may become `lost`.
 */
const FORWARD: Record<SaleStatus, readonly SaleStatus[]> = {
  draft: ['quoted'],
  quoted: ['quoted', 'subscribed'],
  subscribed: ['quoted', 'documents_sent'],
  documents_sent: ['quoted', 'awaiting_signature', 'documents_sent'],
  awaiting_signature: ['quoted', 'documents_sent', 'signed'],
  signed: ['quality_review'],
  quality_review: ['validated', 'rejected', 'signed'],
  rejected: ['quoted'],
  validated: ['contract'],
  contract: [],
  lost: [],
};

export const allowedSaleTransitions = (from: SaleStatus): SaleStatus[] => [
  ...FORWARD[from],
  ...(isOpenSale(from) ? (['lost'] as const) : []),
];

export const canTransition = (from: SaleStatus, to: SaleStatus): boolean =>
  allowedSaleTransitions(from).includes(to);

/** A move to `lost` must say why. */
export const transitionNeedsReason = (to: SaleStatus): boolean => to === 'lost';

/**
 * Moves `PUT /ventes/{id}/status` may make by itself. The others happen as the effect of their own step
 * (linking a quote → `quoted`, `POST /products/subscribe` → `subscribed`; documents, signature and quality
 * control in later issues), which carry the work the move stands for.
 */
export const STATUS_ENDPOINT_TARGETS = ['lost'] as const satisfies readonly SaleStatus[];

export const isStatusEndpointTarget = (to: SaleStatus): boolean =>
  (STATUS_ENDPOINT_TARGETS as readonly SaleStatus[]).includes(to);

/** Whether the sale's content (call, customer, needs, quote) may still be edited: before the signature. */
export const isSaleEditable = (status: SaleStatus): boolean =>
  ['draft', 'quoted', 'subscribed', 'documents_sent', 'awaiting_signature', 'rejected'].includes(status);

/** Statuses a sale may be deleted (soft) in: nothing was subscribed yet, or it is lost. */
export const SALE_DELETABLE_STATUSES = ['draft', 'quoted', 'lost'] as const satisfies readonly SaleStatus[];

export const isSaleDeletable = (status: SaleStatus): boolean =>
  (SALE_DELETABLE_STATUSES as readonly SaleStatus[]).includes(status);

// Quotes of the built-in `actudata` provider.

export const QUOTE_STATUSES = [
  'draft',
  'proposed',
  'accepted',
  'subscribed',
  'expired',
  'cancelled',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/**
 * A quote is drafted (people, product, payment), proposed to the customer, accepted, then subscribed; a
 * changed parameter takes a proposed or accepted quote back to draft; until subscribed it may expire or be
 * cancelled.
 */
const QUOTE_FORWARD: Record<QuoteStatus, readonly QuoteStatus[]> = {
  draft: ['proposed', 'cancelled', 'expired'],
  proposed: ['draft', 'accepted', 'cancelled', 'expired'],
  accepted: ['draft', 'subscribed', 'cancelled', 'expired'],
  subscribed: [],
  expired: [],
  cancelled: [],
};

export const allowedQuoteTransitions = (from: QuoteStatus): QuoteStatus[] => [...QUOTE_FORWARD[from]];

export const canTransitionQuote = (from: QuoteStatus, to: QuoteStatus): boolean =>
  QUOTE_FORWARD[from].includes(to);

/** A phone call counts as open for at most this long after the customer's consent, even if nobody ends it. */
export const CALL_OPEN_MAX_HOURS = 4;

export interface SaleCallMoments {
  channel: 'outbound_call' | 'inbound_call' | 'in_person' | null;
  callConsentAt: string | null;
  callEndedAt?: string | null;
}

/**
 * Phone-sale rule (issue 10): the customer may not sign while the sale's call is open, that is on a phone
 * channel, after the consent, before "End call", and less than CALL_OPEN_MAX_HOURS after the consent.
 */
export const isSaleCallOpen = (sale: SaleCallMoments, now: Date): boolean => {
  if (sale.channel === null || sale.channel === 'in_person') return false;
  if (!sale.callConsentAt || sale.callEndedAt) return false;
  const consentAt = Date.parse(sale.callConsentAt);
  return now.getTime() - consentAt < CALL_OPEN_MAX_HOURS * 3_600_000;
};

/** What a sale needs before leaving `draft` by the phone-selling rules (issue 11): the first step's evidence. */
export type MissingConsent = 'channel' | 'callConsentAt' | 'recordingAnnouncedAt';

/**
 * A phone sale (any channel but `in_person`) cannot move past `draft` without the customer's consent and the
 * recording announcement of the first step. A sale whose channel was never given is not known to be in person,
 * so it needs the channel first. Empty when the sale may leave draft.
 */
export const missingCallConsent = (sale: {
  channel: 'outbound_call' | 'inbound_call' | 'in_person' | null;
  callConsentAt: string | Date | null;
  recordingAnnouncedAt: string | Date | null;
}): MissingConsent[] => {
  if (sale.channel === null) return ['channel'];
  if (sale.channel === 'in_person') return [];
  return [
    ...(sale.callConsentAt ? [] : (['callConsentAt'] as const)),
    ...(sale.recordingAnnouncedAt ? [] : (['recordingAnnouncedAt'] as const)),
  ];
};
