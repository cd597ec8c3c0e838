import { todayInFrance } from '../products/tariff-engine.ts';
import type { QuoteStatus } from '../ventes/ventes.rules.ts';

/**
 * A quote prices a contract starting on its effective date; once that day has passed (in France, where
 * contracts start) the price no longer applies: the quote cannot be subscribed or linked to a sale, and the
 * agent makes a new one.
 */
export const isQuoteExpired = (effectiveDate: string, today: string = todayInFrance()): boolean =>
  effectiveDate < today;

/** Statuses a sale can no longer be linked to: the quote was given up or ran out. */
export const isQuoteClosed = (status: QuoteStatus): boolean => status === 'cancelled' || status === 'expired';
