import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@brokerage/shared';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** The name authenticator apps show above the code. */
const ISSUER = 'Brokerage back office';
/** One step either side: the phone's clock may be 30 s off, and a code typed at the end of its step still counts. */
const ACCEPTED_STEPS_EITHER_SIDE = 1;

const totpFor = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new 160-bit secret (RFC 4226's recommended size), its otpauth URI and that URI as a QR code drawn locally. */
export const newTotpSecret = async (label: string) => {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUri = totpFor(secret, label).toString();
  const qrCodeSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCodeSvg };
};

/**
 * The time step a code belongs to, or null when it matches none of the accepted steps. The caller records the
 * step and refuses any later code of the same or an earlier step, so a code cannot be replayed in its window.
 */
export const matchingTotpStep = (secretBase32: string, code: string, nowMs = Date.now()): number | null => {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const delta = totpFor(secretBase32).validate({
    token: code,
    timestamp: nowMs,
    window: ACCEPTED_STEPS_EITHER_SIDE,
  });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: nowMs }) + delta;
};

/** A code for a step (tests and the e2e journey compute codes the way an authenticator app does). */
export const totpCode = (secretBase32: string, nowMs = Date.now()) =>
  totpFor(secretBase32).generate({ timestamp: nowMs });
