import { describe, expect, it } from 'vitest';
import {
  allowedQuoteTransitions,
  allowedSaleTransitions,
  CALL_OPEN_MAX_HOURS,
  CLOSED_SALE_STATUSES,
  canTransition,
  canTransitionQuote,
  isOpenSale,
  isSaleCallOpen,
  isSaleEditable,
  isStatusEndpointTarget,
  missingCallConsent,
  QUOTE_STATUSES,
  type QuoteStatus,
  SALE_STATUSES,
  type SaleStatus,
  STATUS_ENDPOINT_TARGETS,
  transitionNeedsReason,
} from './ventes.rules.ts';

/** The sale's and the quote's state machines (DESIGN §10, issue 9), move by move. */

/** Every allowed sale move, written out once more by hand: a change to the machine must change this table. */
const SALE_MOVES: Record<SaleStatus, SaleStatus[]> = {
  draft: ['quoted', 'lost'],
  quoted: ['quoted', 'subscribed', 'lost'],
  subscribed: ['quoted', 'documents_sent', 'lost'],
  documents_sent: ['quoted', 'awaiting_signature', 'documents_sent', 'lost'],
  awaiting_signature: ['quoted', 'documents_sent', 'signed', 'lost'],
  signed: ['quality_review', 'lost'],
  quality_review: ['validated', 'rejected', 'signed', 'lost'],
  rejected: ['quoted', 'lost'],
  validated: ['contract'],
  contract: [],
  lost: [],
};

const QUOTE_MOVES: Record<QuoteStatus, QuoteStatus[]> = {
  draft: ['proposed', 'cancelled', 'expired'],
  proposed: ['draft', 'accepted', 'cancelled', 'expired'],
  accepted: ['draft', 'subscribed', 'cancelled', 'expired'],
  subscribed: [],
  expired: [],
  cancelled: [],
};

describe('sale state machine', () => {
  const pairs = SALE_STATUSES.flatMap((from) => SALE_STATUSES.map((to) => ({ from, to })));

  it.each(pairs)('$from → $to', ({ from, to }) => {
    expect(canTransition(from, to)).toBe(SALE_MOVES[from].includes(to));
  });

  it('lists the allowed moves of each status', () => {
    for (const status of SALE_STATUSES) {
      expect([...allowedSaleTransitions(status)].sort()).toEqual([...SALE_MOVES[status]].sort());
    }
  });

  it('walks the whole happy path from draft to contract', () => {
    const path: SaleStatus[] = [
      'draft',
      'quoted',
      'subscribed',
      'documents_sent',
      'awaiting_signature',
      'signed',
      'quality_review',
      'validated',
      'contract',
    ];
    for (let step = 1; step < path.length; step += 1) {
      expect(canTransition(path[step - 1] as SaleStatus, path[step] as SaleStatus)).toBe(true);
    }
  });

  it('lets every open status become lost, and no closed one leave', () => {
    for (const status of SALE_STATUSES) {
      expect(canTransition(status, 'lost')).toBe(isOpenSale(status));
    }
    for (const status of CLOSED_SALE_STATUSES) {
      expect(isOpenSale(status)).toBe(false);
      expect(allowedSaleTransitions(status).every((to) => to === 'contract')).toBe(true);
    }
  });

  it('never goes back to draft', () => {
    expect(SALE_STATUSES.filter((from) => canTransition(from, 'draft'))).toEqual([]);
  });

  it('asks a reason for lost only', () => {
    expect(SALE_STATUSES.filter(transitionNeedsReason)).toEqual(['lost']);
  });

  it('lets the status endpoint make only the moves without a step of their own', () => {
    expect(STATUS_ENDPOINT_TARGETS).toEqual(['lost']);
    expect(SALE_STATUSES.filter(isStatusEndpointTarget)).toEqual(['lost']);
  });

  it('keeps the content editable until the signature, and again once rejected', () => {
    expect(SALE_STATUSES.filter(isSaleEditable)).toEqual([
      'draft',
      'quoted',
      'subscribed',
      'documents_sent',
      'awaiting_signature',
      'rejected',
    ]);
  });
});

describe('quote state machine', () => {
  const pairs = QUOTE_STATUSES.flatMap((from) => QUOTE_STATUSES.map((to) => ({ from, to })));

  it.each(pairs)('$from → $to', ({ from, to }) => {
    expect(canTransitionQuote(from, to)).toBe(QUOTE_MOVES[from].includes(to));
  });

  it('lists the allowed moves, and ends in subscribed, expired or cancelled', () => {
    for (const status of QUOTE_STATUSES) {
      expect(allowedQuoteTransitions(status)).toEqual(QUOTE_MOVES[status]);
    }
    expect(QUOTE_STATUSES.filter((status) => allowedQuoteTransitions(status).length === 0)).toEqual([
      'subscribed',
      'expired',
      'cancelled',
    ]);
  });

  it('subscribes only an accepted quote', () => {
    expect(QUOTE_STATUSES.filter((from) => canTransitionQuote(from, 'subscribed'))).toEqual(['accepted']);
  });

  it('hands a copy of the allowed moves, not the machine itself', () => {
    allowedQuoteTransitions('draft').push('subscribed');
    expect(canTransitionQuote('draft', 'subscribed')).toBe(false);
  });
});

describe('isSaleCallOpen', () => {
  const consentAt = '2026-03-02T09:00:00.000Z';
  const call = { channel: 'outbound_call' as const, callConsentAt: consentAt, callEndedAt: null };
  const at = (iso: string) => new Date(iso);

  it('does count a phone call as open after the consent until it is ended', () => {
    expect(isSaleCallOpen(call, at('2026-03-02T09:30:00.000Z'))).toBe(true);
    expect(
      isSaleCallOpen({ ...call, callEndedAt: '2026-03-02T09:20:00.000Z' }, at('2026-03-02T09:30:00.000Z')),
    ).toBe(false);
  });

  it(`does close the call ${CALL_OPEN_MAX_HOURS} hours after the consent when nobody ended it`, () => {
    expect(isSaleCallOpen(call, at('2026-03-02T12:59:59.000Z'))).toBe(true);
    expect(isSaleCallOpen(call, at('2026-03-02T13:00:00.000Z'))).toBe(false);
  });

  it('does not count a sale in person or without consent as a call in progress', () => {
    const now = at('2026-03-02T09:30:00.000Z');
    expect(isSaleCallOpen({ ...call, channel: 'in_person' }, now)).toBe(false);
    expect(isSaleCallOpen({ ...call, channel: null }, now)).toBe(false);
    expect(isSaleCallOpen({ ...call, callConsentAt: null }, now)).toBe(false);
  });
});

describe('missingCallConsent (issue 11)', () => {
  const at = '2026-01-12T09:00:00Z';
  it('asks a phone sale for the consent and the recording announcement', () => {
    expect(
      missingCallConsent({ channel: 'outbound_call', callConsentAt: null, recordingAnnouncedAt: null }),
    ).toEqual(['callConsentAt', 'recordingAnnouncedAt']);
    expect(
      missingCallConsent({ channel: 'inbound_call', callConsentAt: at, recordingAnnouncedAt: null }),
    ).toEqual(['recordingAnnouncedAt']);
    expect(
      missingCallConsent({ channel: 'outbound_call', callConsentAt: at, recordingAnnouncedAt: at }),
    ).toEqual([]);
  });
  it('asks nothing of an in-person sale, and the channel of a sale that never gave one', () => {
    expect(
      missingCallConsent({ channel: 'in_person', callConsentAt: null, recordingAnnouncedAt: null }),
    ).toEqual([]);
    expect(missingCallConsent({ channel: null, callConsentAt: null, recordingAnnouncedAt: null })).toEqual([
      'channel',
    ]);
  });
});
