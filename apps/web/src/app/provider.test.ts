import { describe, expect, it } from 'vitest';
import { retryOnce } from '@/app/provider';
import { ApiError } from '@/lib/api-error';

const answer = (status: number) => new ApiError({ status, message: 'x', path: '/api/users' });

describe('retryOnce', () => {
  it('does not send a refused request again', () => {
    expect(retryOnce(0, answer(403))).toBe(false);
    expect(retryOnce(0, answer(404))).toBe(false);
  });

  it('retries once what may pass the second time', () => {
    expect(retryOnce(0, answer(503))).toBe(true);
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryOnce(1, answer(503))).toBe(false);
  });
});
