import { describe, expect, it } from 'vitest';
import { SCHEMA_MESSAGE_KEYS, translateSchemaMessage } from '@/features/products/components/schema-messages';
import { i18next } from '@/lib/i18n';

describe('schema messages', () => {
  it('does find every business rule of the shared schemas when they are parsed', () => {
    // A rule whose message the schema no longer produces drops out of the map: this count then fails.
    expect(SCHEMA_MESSAGE_KEYS.size).toBe(11);
    for (const key of SCHEMA_MESSAGE_KEYS.values()) expect(i18next.exists(key)).toBe(true);
  });

  it('does translate a known rule and keep any other message when one is shown', () => {
    const t = i18next.getFixedT('fr');
    expect(translateSchemaMessage(t, 'Only one person can be the main insured')).toBe(
      'Une seule personne peut être l’assuré principal.',
    );
    expect(translateSchemaMessage(t, 'Unknown product line X for actudata.')).toBe(
      'Unknown product line X for actudata.',
    );
  });
});
