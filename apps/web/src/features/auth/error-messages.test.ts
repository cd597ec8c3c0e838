import { CLIENT_MESSAGES, ERROR_MESSAGES, ERROR_STATUSES, LOCALES } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { resources } from '@/lib/i18n-resources';

type Messages = Record<string, unknown> & { client?: Record<string, unknown> };

describe('errors namespace', () => {
  it('does hold every catalogue message word for word when the locale is English', () => {
    const english = resources.en.errors as Messages;

    for (const [code, message] of Object.entries(ERROR_MESSAGES)) {
      expect(english[code], code).toBe(message);
    }
  });

  it('does hold every client message word for word when the locale is English', () => {
    expect((resources.en.errors as Messages).client).toEqual(CLIENT_MESSAGES);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('does translate every message into %s', (locale) => {
    const translated = resources[locale].errors as Messages;

    for (const code of Object.keys(ERROR_STATUSES)) expect(typeof translated[code], code).toBe('string');
    for (const key of Object.keys(CLIENT_MESSAGES))
      expect(typeof translated.client?.[key], key).toBe('string');
  });
});
