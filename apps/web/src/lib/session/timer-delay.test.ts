import { describe, expect, it } from 'vitest';
import { clampTimerDelay, MAX_TIMER_DELAY_MS } from '@/lib/session/timer-delay';

describe('clampTimerDelay', () => {
  it('does cap a delay when it would overflow the browser’s 32-bit timer', () => {
    expect(clampTimerDelay(30 * 24 * 3_600_000)).toBe(MAX_TIMER_DELAY_MS);
  });

  it('does turn a past moment into "now" when the delay is negative', () => {
    expect(clampTimerDelay(-5)).toBe(0);
    expect(clampTimerDelay(1_000)).toBe(1_000);
  });
});
