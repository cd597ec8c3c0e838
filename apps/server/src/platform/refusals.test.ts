import { recordErrors, rolesErrors, usersErrors } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { refusalReasonOf, refuser } from './refusals.ts';

describe('refuser', () => {
  const refuse = refuser(usersErrors, rolesErrors, recordErrors);

  it('answers with the declared status, its code, the message and the reason with its params', () => {
    const error = refuse('ROLE_IN_USE', 'This role is still assigned to 2 user(s).', { count: 2 });
    expect(error).toBeInstanceOf(AppError);
    expect(error.statusCode).toBe(409);
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('This role is still assigned to 2 user(s).');
    expect(error.details).toEqual({ reason: 'ROLE_IN_USE', count: 2 });
    expect(refusalReasonOf(error)).toBe('ROLE_IN_USE');
  });

  it('takes the status of the catalogue that declares the reason', () => {
    const error = refuser(usersErrors)('SELF_DELETE', 'You cannot delete your own account.');
    expect(error.statusCode).toBe(409);
    expect(error.details).toEqual({ reason: 'SELF_DELETE' });
  });

  it('accepts only declared reasons, with their params', () => {
    // @ts-expect-error: NO_TEAM belongs to products, not to the catalogues this thrower was made from
    expect(() => refuse('NO_TEAM', 'No team.')).toThrow(/not declared/);
    // @ts-expect-error: ROLE_IN_USE declares `count`, so its details are required
    refuse('ROLE_IN_USE', 'In use.');
    // @ts-expect-error: a free string is not a reason
    expect(() => refuse('SOMETHING_ELSE', 'Free text.')).toThrow(/not declared/);
    // @ts-expect-error: an AppError cannot name its own reason; only a declared one, through refuser
    const freeText = new AppError('CONFLICT', { details: { reason: 'SOMETHING_ELSE' } });
    expect(refusalReasonOf(freeText)).toBeUndefined();
  });
});
