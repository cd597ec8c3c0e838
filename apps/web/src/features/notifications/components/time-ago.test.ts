import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1_000).toISOString();

describe('timeAgo', () => {
  it('says how long ago in the reader’s language', () => {
    expect(timeAgo(ago(10), 'en', NOW)).toBe('now');
    expect(timeAgo(ago(5 * 60), 'en', NOW)).toBe('5 minutes ago');
    expect(timeAgo(ago(5 * 60), 'fr', NOW)).toBe('il y a 5 minutes');
    expect(timeAgo(ago(3 * 3_600), 'en', NOW)).toBe('3 hours ago');
    expect(timeAgo(ago(86_400 + 60), 'en', NOW)).toBe('yesterday');
    expect(timeAgo(ago(40 * 86_400), 'en', NOW)).toBe('last month');
    expect(timeAgo(ago(5 * 60), 'ar', NOW)).toMatch(/دقائق/);
  });

  it('reads a moment ahead of the browser’s clock as now', () => {
    expect(timeAgo(new Date(NOW + 30_000).toISOString(), 'en', NOW)).toBe('now');
  });
});
