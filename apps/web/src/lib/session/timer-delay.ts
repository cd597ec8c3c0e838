/**
 * Browsers keep timer delays in a signed 32-bit integer; a longer delay (a token expiring in 25+ days)
 * overflows and fires at once, which would turn a distant refresh into a refresh loop. A capped timer fires
 * after about 24 days instead, early but harmless.
 */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

export const clampTimerDelay = (delay: number): number => Math.min(Math.max(0, delay), MAX_TIMER_DELAY_MS);
