import { describe, expect, it } from 'vitest';
import { assignedGammeCount, otherAssignments, selectionFor } from '@/features/teams/team-form.rules';

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

  it('does name the non-empty assignments of other provider types that saving drops', () => {
    const assignments = [
      { providerType: 'actudata', gammes: ['A'] },
      { providerType: 'mutuelle-atlas', gammes: ['B'] },
      { providerType: 'vita', gammes: [] },
    ];
    expect(otherAssignments(assignments, 'actudata')).toEqual([
      { providerType: 'mutuelle-atlas', gammes: ['B'] },
    ]);
    expect(assignedGammeCount(assignments)).toBe(2);
  });
});
