import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { i18next } from '@/lib/i18n';
import { apiErrorMessage } from '@/lib/mutation-toasts';

const t = i18next.t.bind(i18next);

const apiError = (status: number, code: string, message: string, details?: unknown) =>
  new ApiError({ status, code, message, path: '/api/roles/1', details });

describe('apiErrorMessage', () => {
  it('does translate a known reason with its details when a conflict carries one', () => {
    expect(
      apiErrorMessage(t, apiError(409, 'CONFLICT', 'still assigned', { reason: 'ROLE_IN_USE', count: 3 })),
    ).toBe('This role is still assigned to users (3). Give them another role first.');
  });

  it("does write the dates of a refusal in the reader's words, not as ISO text", () => {
    const day = apiErrorMessage(
      t,
      apiError(409, 'CONFLICT', 'x', { reason: 'WITHDRAWAL_PERIOD_OVER', endDate: '2026-03-02' }),
    );
    expect(day).toBe('The 14-day withdrawal period ended on Mar 2, 2026.');
    const moment = apiErrorMessage(
      t,
      apiError(409, 'CONFLICT', 'x', { reason: 'SIGNING_NOT_OPEN_YET', opensAt: '2026-03-02T08:30:00.000Z' }),
    );
    expect(moment).not.toContain('2026-03-02T');
    expect(moment).toContain('2026');
  });

  it("does not show the server's own text for a reason the API does not declare", () => {
    expect(apiErrorMessage(t, apiError(409, 'CONFLICT', 'Something specific.', { reason: 'NEW_ONE' }))).toBe(
      'This record was changed by someone else. Reload and try again.',
    );
    expect(apiErrorMessage(t, apiError(418, 'TEAPOT', 'Raw server text.'))).toBe(
      'An unexpected error occurred.',
    );
  });

  it('does translate the code, or fall back to the generic failure', () => {
    expect(apiErrorMessage(t, apiError(409, 'PHONE_ALREADY_REGISTERED', 'x'))).toBe(
      'This phone number is already registered.',
    );
    expect(apiErrorMessage(t, apiError(500, 'WHATEVER', 'x'))).toBe('An unexpected error occurred.');
    expect(
      apiErrorMessage(t, new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x', path: '/' })),
    ).toBe('Network connection problem. Please check your internet connection.');
  });

  it("does name a refusal 'Permission Denied' with the server's message and the path", () => {
    expect(apiErrorMessage(t, apiError(403, 'FORBIDDEN', 'You may not delete roles'))).toBe(
      'Permission Denied: "You may not delete roles" (/api/roles/1)',
    );
    expect(apiErrorMessage(t, apiError(403, 'FORBIDDEN', ''))).toBe(
      'Permission Denied: "Forbidden resource" (/api/roles/1)',
    );
  });
});
