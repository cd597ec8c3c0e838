import { REFUSALS, type RefusalReason } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { resources } from '@/lib/i18n-resources';
import { isRefusal, REFUSAL_MESSAGES, type RefusalMessages } from '@/lib/refusal-messages';

describe('REFUSAL_MESSAGES', () => {
  it('does fail the type check when a declared reason has no message', () => {
    const { SELF_DELETE: _left, ...incomplete } = REFUSAL_MESSAGES;
    // @ts-expect-error: SELF_DELETE is declared by the users feature, so the map must translate it
    const messages: RefusalMessages = incomplete;
    expect(Object.keys(messages)).not.toContain('SELF_DELETE');
  });

  it('does translate every declared reason in every language', () => {
    const reasons = Object.keys(REFUSALS) as RefusalReason[];
    expect(Object.keys(REFUSAL_MESSAGES).sort()).toEqual([...reasons].sort());
    for (const [language, namespaces] of Object.entries(resources)) {
      const translated = (namespaces.refusals ?? {}) as Record<string, unknown>;
      for (const reason of reasons) {
        const key = REFUSAL_MESSAGES[reason].replace('refusals:', '');
        expect(typeof translated[key], `${language} ${REFUSAL_MESSAGES[reason]}`).toBe('string');
      }
    }
  });
});

describe('isRefusal', () => {
  it('does tell a refusal for the given reason from other failures', () => {
    const duplicate = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: 'x',
      path: '/api/companies',
      details: { reason: 'DUPLICATE' },
    });
    expect(isRefusal(duplicate, 'DUPLICATE')).toBe(true);
    expect(isRefusal(duplicate, 'IN_USE')).toBe(false);
    expect(isRefusal(new Error('DUPLICATE'), 'DUPLICATE')).toBe(false);
  });
});
