import { describe, expect, it } from 'vitest';
import {
  addGamme,
  baseCodeOf,
  covers,
  diffGammes,
  isGammeCode,
  isGammeOpen,
  isSubLine,
  normalizeGammes,
  removeGamme,
} from './gamme-codes.rules.ts';

describe('dotted gamme codes', () => {
  it('answers the bare line when the code is a sub-line, and the code itself when it is bare', () => {
    expect(baseCodeOf('SANTE_SENIOR.CONFORT')).toBe('SANTE_SENIOR');
    expect(baseCodeOf('SANTE_SENIOR')).toBe('SANTE_SENIOR');
    expect(isSubLine('SANTE_SENIOR.CONFORT')).toBe(true);
    expect(isSubLine('SANTE_SENIOR')).toBe(false);
  });

  it('accepts upper-case codes with at most one dot and refuses anything else', () => {
    for (const code of ['SANTE_SENIOR', 'SANTE_SENIOR.CONFORT', 'HOSPI_PLUS', 'TNS_2024.N1']) {
      expect(isGammeCode(code)).toBe(true);
    }
    for (const code of ['', 'sante', 'SANTE-SENIOR', 'A.B.C', '.CONFORT', 'SANTE.', 'A B', 'X'.repeat(65)]) {
      expect(isGammeCode(code)).toBe(false);
    }
  });
});

describe('isGammeOpen', () => {
  it('opens what the team covers, and a bare line of which it holds a sub-line', () => {
    expect(isGammeOpen(['SANTE_SENIOR'], 'SANTE_SENIOR.CONFORT')).toBe(true);
    expect(isGammeOpen(['SANTE_SENIOR.CONFORT'], 'SANTE_SENIOR')).toBe(true);
    expect(isGammeOpen(['SANTE_SENIOR.CONFORT'], 'SANTE_SENIOR.EXCELLENCE')).toBe(false);
    expect(isGammeOpen(['SANTE_SENIOR'], 'SANTE_FAMILLE')).toBe(false);
  });
});

describe('covers', () => {
  it('covers a code and all its sub-lines when the bare line is assigned', () => {
    expect(covers(['SANTE_SENIOR'], 'SANTE_SENIOR')).toBe(true);
    expect(covers(['SANTE_SENIOR'], 'SANTE_SENIOR.CONFORT')).toBe(true);
  });

  it('covers only itself when a sub-line is assigned', () => {
    expect(covers(['SANTE_SENIOR.CONFORT'], 'SANTE_SENIOR.CONFORT')).toBe(true);
    expect(covers(['SANTE_SENIOR.CONFORT'], 'SANTE_SENIOR')).toBe(false);
    expect(covers(['SANTE_SENIOR.CONFORT'], 'SANTE_SENIOR.EXCELLENCE')).toBe(false);
  });

  it('does not confuse lines that share a prefix', () => {
    expect(covers(['SANTE'], 'SANTE_SENIOR')).toBe(false);
    expect(covers(['SANTE'], 'SANTE_SENIOR.CONFORT')).toBe(false);
    expect(covers([], 'SANTE')).toBe(false);
  });
});

describe('addGamme', () => {
  it('replaces all sub-lines when the bare line is added', () => {
    expect(
      addGamme(['SANTE_SENIOR.CONFORT', 'HOSPI_PLUS', 'SANTE_SENIOR.EXCELLENCE'], 'SANTE_SENIOR'),
    ).toEqual(['HOSPI_PLUS', 'SANTE_SENIOR']);
  });

  it('changes nothing when a sub-line is added under its assigned bare line', () => {
    expect(addGamme(['SANTE_SENIOR'], 'SANTE_SENIOR.CONFORT')).toEqual(['SANTE_SENIOR']);
  });

  it('changes nothing when the code is already there and does not mutate its input', () => {
    const list = ['HOSPI_PLUS'];
    expect(addGamme(list, 'HOSPI_PLUS')).toEqual(['HOSPI_PLUS']);
    expect(addGamme(list, 'SANTE_TNS.SOLO')).toEqual(['HOSPI_PLUS', 'SANTE_TNS.SOLO']);
    expect(list).toEqual(['HOSPI_PLUS']);
  });

  it('keeps lines that only share a prefix when a bare line is added', () => {
    expect(addGamme(['SANTE_SENIOR_PLUS.A'], 'SANTE_SENIOR')).toEqual([
      'SANTE_SENIOR_PLUS.A',
      'SANTE_SENIOR',
    ]);
  });
});

describe('removeGamme', () => {
  it('removes all sub-lines when the bare line is removed', () => {
    expect(
      removeGamme(['SANTE_SENIOR.CONFORT', 'HOSPI_PLUS', 'SANTE_SENIOR.EXCELLENCE'], 'SANTE_SENIOR'),
    ).toEqual(['HOSPI_PLUS']);
    expect(removeGamme(['SANTE_SENIOR', 'HOSPI_PLUS'], 'SANTE_SENIOR')).toEqual(['HOSPI_PLUS']);
  });

  it('removes only itself when a sub-line is removed', () => {
    expect(removeGamme(['SANTE_SENIOR.CONFORT', 'SANTE_SENIOR.EXCELLENCE'], 'SANTE_SENIOR.CONFORT')).toEqual([
      'SANTE_SENIOR.EXCELLENCE',
    ]);
  });

  it('keeps the bare line when a sub-line it covers is removed', () => {
    expect(removeGamme(['SANTE_SENIOR'], 'SANTE_SENIOR.CONFORT')).toEqual(['SANTE_SENIOR']);
  });
});

describe('normalizeGammes and diffGammes', () => {
  it('removes duplicates and folds sub-lines into their bare line when normalising', () => {
    expect(normalizeGammes(['A.X', 'B', 'A.X', 'A', 'B.Y'])).toEqual(['B', 'A']);
  });

  it('answers nothing to do when the lists are equal after normalising', () => {
    expect(diffGammes(['A', 'B.X'], ['B.X', 'A', 'A.Z'])).toEqual({ toAdd: [], toRemove: [] });
  });

  it('answers the additions and removals when the lists differ', () => {
    expect(diffGammes(['A', 'B.X'], ['A', 'C'])).toEqual({ toAdd: ['C'], toRemove: ['B.X'] });
  });

  it('reaches the wanted list when removals are applied before additions', () => {
    const cases: [string[], string[]][] = [
      [['A'], ['A.X', 'A.Y']],
      [['A.X'], ['A']],
      [
        ['A.X', 'B'],
        ['A', 'B.Z'],
      ],
      [[], ['A', 'B.Y']],
      [['A', 'B'], []],
    ];
    for (const [current, wanted] of cases) {
      const { toAdd, toRemove } = diffGammes(current, wanted);
      const afterRemovals = toRemove.reduce(removeGamme, current);
      const result = toAdd.reduce(addGamme, afterRemovals);
      expect([...result].sort()).toEqual([...normalizeGammes(wanted)].sort());
    }
  });
});
