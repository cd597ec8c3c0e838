import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { displaySeeded, seededTexts } from '@/lib/seeded-text';

const texts = seededTexts({ 'roles:presets.admin.description': 'Runs the organisation.' });
const t = ((key: string) => `translated ${key}`) as unknown as TFunction;

describe('displaySeeded', () => {
  it('does show a text still as seeded through its key', () => {
    expect(displaySeeded(t, 'Runs the organisation.', texts)).toBe(
      'translated roles:presets.admin.description',
    );
  });

  it("does show an administrator's own text as typed", () => {
    expect(displaySeeded(t, 'Runs the organisation, mostly.', texts)).toBe('Runs the organisation, mostly.');
    expect(displaySeeded(t, '', texts)).toBe('');
  });
});
