import { describe, expect, it } from 'vitest';
import {
  gammesOf,
  mergeAssignments,
  normalizeTeamPayload,
  pruneEmptyAssignments,
  withGammes,
} from './teams.rules.ts';

describe('normalizeTeamPayload', () => {
  it('rebuilds gammeAssignments from selectedGammes and drops selectedGammes when updating', () => {
    const payload = {
      name: 'Santé Paris',
      providerType: 'actudata',
      gammeAssignments: [{ providerType: 'actudata', gammes: ['OLD'] }],
      selectedGammes: { actudata: ['SANTE_SENIOR', 'HOSPI_PLUS'], santeplus: ['SP.X'] },
    };
    const result = normalizeTeamPayload(payload, { isUpdate: true });
    expect(result).toEqual({
      name: 'Santé Paris',
      providerType: 'actudata',
      gammeAssignments: [
        { providerType: 'actudata', gammes: ['SANTE_SENIOR', 'HOSPI_PLUS'] },
        { providerType: 'santeplus', gammes: ['SP.X'] },
      ],
    });
    expect('selectedGammes' in result).toBe(false);
    expect(payload.selectedGammes).toBeDefined();
  });

  it('keeps selectedGammes when creating', () => {
    const result = normalizeTeamPayload({ selectedGammes: { actudata: ['A'] } }, { isUpdate: false });
    expect(result).toEqual({
      selectedGammes: { actudata: ['A'] },
      gammeAssignments: [{ providerType: 'actudata', gammes: ['A'] }],
    });
  });

  it('adds an empty assignment when the provider type has none', () => {
    expect(normalizeTeamPayload({ providerType: 'actudata' }, { isUpdate: false })).toEqual({
      providerType: 'actudata',
      gammeAssignments: [{ providerType: 'actudata', gammes: [] }],
    });
    expect(
      normalizeTeamPayload(
        { providerType: 'actudata', gammeAssignments: [{ providerType: 'santeplus', gammes: ['X'] }] },
        { isUpdate: true },
      ).gammeAssignments,
    ).toEqual([
      { providerType: 'santeplus', gammes: ['X'] },
      { providerType: 'actudata', gammes: [] },
    ]);
  });

  it('leaves the payload alone when it has neither gammes nor a provider type', () => {
    expect(normalizeTeamPayload({ name: 'X', providerType: null }, { isUpdate: true })).toEqual({
      name: 'X',
      providerType: null,
    });
  });

  it('merges assignments per provider type and folds sub-lines under an assigned bare line', () => {
    expect(
      mergeAssignments([
        { providerType: 'actudata', gammes: ['SANTE_SENIOR.CONFORT'] },
        { providerType: 'santeplus', gammes: [] },
        { providerType: 'actudata', gammes: ['SANTE_SENIOR', 'HOSPI_PLUS'] },
      ]),
    ).toEqual([
      { providerType: 'actudata', gammes: ['SANTE_SENIOR', 'HOSPI_PLUS'] },
      { providerType: 'santeplus', gammes: [] },
    ]);
  });
});

describe('assignment helpers', () => {
  const assignments = [
    { providerType: 'actudata', gammes: ['A'] },
    { providerType: 'santeplus', gammes: [] },
  ];

  it('keeps the empty assignment of the team provider type only when pruning', () => {
    expect(pruneEmptyAssignments(assignments, 'santeplus')).toEqual(assignments);
    expect(pruneEmptyAssignments(assignments, 'actudata')).toEqual([
      { providerType: 'actudata', gammes: ['A'] },
    ]);
  });

  it('reads and replaces one provider type codes', () => {
    expect(gammesOf(assignments, 'actudata')).toEqual(['A']);
    expect(gammesOf(assignments, 'mutuelle-atlas')).toEqual([]);
    expect(withGammes(assignments, 'santeplus', ['B'])).toEqual([
      { providerType: 'actudata', gammes: ['A'] },
      { providerType: 'santeplus', gammes: ['B'] },
    ]);
    expect(withGammes(assignments, 'mutuelle-atlas', ['C'])).toHaveLength(3);
  });
});
