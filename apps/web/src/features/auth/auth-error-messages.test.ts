import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  registrationErrorKey,
  retryAfterMinutes,
  sessionCookieErrorKey,
  verificationErrorKey,
} from '@/features/auth/auth-error-messages';
import { ApiError, NETWORK_ERROR_CODE, TIMEOUT_CODE } from '@/lib/api-error';
import { MissingUserError } from '@/lib/session/auth-errors';

const apiError = (status: number, code?: string, details?: unknown) =>
  new ApiError({ status, code, message: 'server text', path: '/api/x', details });

describe('verificationErrorKey', () => {
  it.each([
    ['INVALID_CODE', 400, 'errors:INVALID_CODE'],
    ['CODE_EXPIRED', 400, 'errors:CODE_EXPIRED'],
    ['MISSING_CODE', 400, 'errors:MISSING_CODE'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER', 429, 'errors:TOO_MANY_ATTEMPTS_TRY_LATER'],
    ['USER_DISABLED', 403, 'errors:USER_DISABLED'],
    ['CAPTCHA_FAILED', 400, 'errors:CAPTCHA_FAILED'],
    ['PHONE_NOT_REGISTERED', 404, 'errors:PHONE_NOT_REGISTERED'],
    ['INVALID_SESSION_INFO', 400, 'errors:client.verificationFailed'],
    ['SOMETHING_NEW', 400, 'errors:client.verificationFailed'],
    ['SERVICE_UNAVAILABLE', 503, 'errors:client.identityFailed'],
  ])('does map %s to its message when the identity service answers it', (code, status, key) => {
    expect(verificationErrorKey(apiError(status, code))).toBe(key);
  });

  it('does say how many minutes to wait when a 429 tells', () => {
    const error = apiError(429, 'TOO_MANY_ATTEMPTS_TRY_LATER', { retryAfterSeconds: 61 });
    expect(verificationErrorKey(error)).toBe('errors:tryAgainInMinutes');
    expect(retryAfterMinutes(error)).toBe(2);
    expect(retryAfterMinutes(apiError(429, 'TOO_MANY_ATTEMPTS_TRY_LATER'))).toBeNull();
    expect(retryAfterMinutes(apiError(400, 'INVALID_CODE', { retryAfterSeconds: 5 }))).toBeNull();
  });

  it('does say the number is invalid when validation failed on the phone number', () => {
    const error = apiError(400, 'VALIDATION_FAILED', {
      fields: [{ path: 'phoneNumber', message: 'INVALID_PHONE_NUMBER' }],
    });

    expect(verificationErrorKey(error)).toBe('errors:INVALID_PHONE_NUMBER');
  });

  it.each([
    new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: 'x', path: '/api/x' }),
    new ApiError({ status: 0, code: TIMEOUT_CODE, message: 'x', path: '/api/x' }),
    new TypeError('Failed to fetch'),
  ])('does report a network problem when the request never got an answer (%#)', (error) => {
    expect(verificationErrorKey(error)).toBe('errors:client.networkProblem');
  });

  it('does report an identity failure when the service answers something that is not a token', () => {
    const parsed = z.object({ idToken: z.string() }).safeParse({});

    expect(verificationErrorKey(parsed.error)).toBe('errors:client.identityFailed');
  });
});

describe('sessionCookieErrorKey', () => {
  it.each([
    [apiError(404, 'PHONE_NOT_REGISTERED'), 'errors:PHONE_NOT_REGISTERED'],
    [apiError(403, 'ACCESS_DENIED'), 'errors:ACCESS_DENIED'],
    [apiError(403, 'USER_DISABLED'), 'errors:ACCESS_DENIED'],
    [apiError(401, 'INVALID_ID_TOKEN'), 'errors:client.loginBackendFailed'],
    [apiError(500, 'INTERNAL'), 'errors:client.loginBackendFailed'],
    [new MissingUserError(), 'errors:client.loginMissingUser'],
    [new TypeError('Failed to fetch'), 'errors:client.networkProblem'],
  ])('does choose the SPEC §8 message when set-cookie fails (%#)', (error, key) => {
    expect(sessionCookieErrorKey(error)).toBe(key);
  });
});

describe('registrationErrorKey', () => {
  it('does use the code’s own message when the server refuses the request', () => {
    expect(registrationErrorKey(apiError(409, 'PHONE_ALREADY_REGISTERED'))).toBe(
      'errors:PHONE_ALREADY_REGISTERED',
    );
  });

  it('does fall back to the backend failure when the server breaks', () => {
    expect(registrationErrorKey(apiError(500, 'INTERNAL'))).toBe('errors:client.loginBackendFailed');
  });
});
