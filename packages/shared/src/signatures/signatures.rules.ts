import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_WRONG_TRIES,
  VERIFICATION_CODE_TTL_MS,
} from '../constants.ts';

/**
 * The built-in electronic signature (issue 10): one request per sale covers all its documents. A request is
 * written as `draft`, becomes `sent` when the link leaves, `opened` when the customer first opens it, and ends
 * `signed`, `declined`, `expired` or `cancelled`.
 */
export const SIGNATURE_STATUSES = [
  'draft',
  'sent',
  'opened',
  'signed',
  'declined',
  'expired',
  'cancelled',
] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

export const SIGNATURE_PROVIDERS = ['builtin'] as const;
export type SignatureProvider = (typeof SIGNATURE_PROVIDERS)[number];

/** What the evidence records, in the order a signing usually goes. */
export const SIGNATURE_EVENT_TYPES = [
  'sent',
  'opened',
  'code_sent',
  'code_verified',
  'code_failed',
  'consent',
  'signed',
  'declined',
  'cancelled',
  'expired',
] as const;
export type SignatureEventType = (typeof SIGNATURE_EVENT_TYPES)[number];

/** "Send again" keeps a sent or opened request `sent`; every end state is final. */
const MOVES: Record<SignatureStatus, readonly SignatureStatus[]> = {
  draft: ['sent', 'cancelled'],
  sent: ['sent', 'opened', 'signed', 'declined', 'expired', 'cancelled'],
  opened: ['sent', 'opened', 'signed', 'declined', 'expired', 'cancelled'],
  signed: [],
  declined: [],
  expired: [],
  cancelled: [],
};

export const canTransitionSignature = (from: SignatureStatus, to: SignatureStatus): boolean =>
  MOVES[from].includes(to);

export const allowedSignatureMoves = (from: SignatureStatus): readonly SignatureStatus[] => MOVES[from];

/** A request the customer may still act on (open, ask a code, sign or decline). */
export const ACTIVE_SIGNATURE_STATUSES = ['sent', 'opened'] as const satisfies readonly SignatureStatus[];

export const isSignatureActive = (status: SignatureStatus): boolean =>
  (ACTIVE_SIGNATURE_STATUSES as readonly SignatureStatus[]).includes(status);

/** Phone sales: signing opens this long after the documents were sent, unless the parameters say otherwise. */
export const DEFAULT_SIGNING_DELAY_HOURS = 24;

/** How long a sent link stays usable before the request expires, unless the parameters say otherwise. */
export const DEFAULT_SIGNATURE_VALIDITY_DAYS = 30;

const HOUR_MS = 3_600_000;

/** The moment signing opens: `delayHours` after the documents were sent (0 opens it at once). */
export const signingOpensAt = (sentAt: Date, delayHours: number): Date =>
  new Date(sentAt.getTime() + Math.max(0, delayHours) * HOUR_MS);

export interface SigningWindow {
  status: SignatureStatus;
  opensAt: Date | null;
  expiresAt: Date | null;
}

/** True when the customer may sign now: the request is active, its opening time passed and it has not expired. */
export const isSigningOpen = (now: Date, request: SigningWindow): boolean =>
  isSignatureActive(request.status) &&
  request.opensAt !== null &&
  now.getTime() >= request.opensAt.getTime() &&
  (request.expiresAt === null || now.getTime() < request.expiresAt.getTime());

/** The one-time signing code is the staff sign-in's: same length, lifetime and wrong tries. */
export const SIGNATURE_CODE_LENGTH = VERIFICATION_CODE_LENGTH;
export const SIGNATURE_CODE_TTL_MS = VERIFICATION_CODE_TTL_MS;
export const SIGNATURE_CODE_MAX_WRONG_TRIES = VERIFICATION_CODE_MAX_WRONG_TRIES;

/**
 * A phone number as the evidence shows it: the country code, the first national digit and the last two,
 * the others starred in pairs (`+33 6 ** ** ** 42`). Enough for the signer to recognise their number,
 * not enough to call it.
 */
export const maskPhoneForEvidence = (e164: string): string => {
  const parsed = parsePhoneNumberFromString(e164);
  const national = parsed ? parsed.nationalNumber : e164.replace(/\D/g, '');
  const prefix = parsed ? `+${parsed.countryCallingCode}` : '';
  if (national.length < 4) return [prefix, '*'.repeat(national.length)].filter(Boolean).join(' ');
  const middle = national.slice(1, -2).replace(/./g, '*');
  const pairs = middle.match(/.{1,2}/g) ?? [];
  return [prefix, national.slice(0, 1), ...pairs, national.slice(-2)].filter(Boolean).join(' ');
};
