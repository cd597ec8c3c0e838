import { describe, expect, it } from 'vitest';
import { assignedGammeCount, diffGammes, selectionFor } from '@/features/teams/team-form.rules';

describe('team form rules', () => {
  it('does keep only the chosen provider type when the selection is saved', () => {
    expect(selectionFor({ actudata: ['A'], 'mutuelle-atlas': ['B'] }, 'actudata')).toEqual({
      actudata: ['A'],
    });
    expect(selectionFor({ 'mutuelle-atlas': ['B'] }, 'actudata')).toEqual({ actudata: [] });
  });

  it('does assign nothing when no provider type is chosen', () => {
    expect(selectionFor({ actudata: ['A'] }, null)).toEqual({});
  });

  it('does turn the wanted list into the codes to add and to remove, leaving the kept ones', () => {
    expect(diffGammes(['A', 'B.1', 'C'], ['C', 'D', 'A'])).toEqual({ add: ['D'], remove: ['B.1'] });
    expect(diffGammes([], ['A'])).toEqual({ add: ['A'], remove: [] });
    expect(diffGammes(['A'], ['A'])).toEqual({ add: [], remove: [] });
  });

  it('does count the codes over every assignment', () => {
    const assignments = [
      { providerType: 'actudata', gammes: ['A'] },
      { providerType: 'mutuelle-atlas', gammes: ['B'] },
      { providerType: 'vita', gammes: [] },
    ];
    expect(assignedGammeCount(assignments)).toBe(2);
  });
});
