import { describe, expect, it } from 'vitest';
import {
  buildGammeTree,
  coveredSubLines,
  type GammeTreeLine,
  isSubLineChecked,
  lineState,
  providerState,
  toggleLine,
  toggleProvider,
  toggleSubLine,
} from '@/lib/insurance/components/gamme-tree.rules';

const catalogue = [
  { code: 'SANTE_SENIOR', name: 'Santé Senior' },
  { code: 'SANTE_SENIOR.CONFORT', name: 'Confort' },
  { code: 'SANTE_SENIOR.ESSENTIEL', name: 'Essentiel' },
  { code: 'SANTE_SENIOR.EXCELLENCE', name: 'Excellence' },
  { code: 'HOSPI_PLUS', name: 'Hospi Plus' },
];

const tree = buildGammeTree(catalogue);
const senior = tree[0] as GammeTreeLine;
const hospi = tree[1] as GammeTreeLine;

describe('buildGammeTree', () => {
  it('does nest dotted codes under their bare line in catalogue order', () => {
    expect(tree.map((line) => [line.code, line.subLines.map((sub) => sub.code)])).toEqual([
      ['SANTE_SENIOR', ['SANTE_SENIOR.CONFORT', 'SANTE_SENIOR.ESSENTIEL', 'SANTE_SENIOR.EXCELLENCE']],
      ['HOSPI_PLUS', []],
    ]);
    expect(senior).toMatchObject({ name: 'Santé Senior', known: true });
  });

  it('does nest a sub-line listed before its line', () => {
    const lines = buildGammeTree([
      { code: 'A.X', name: 'X' },
      { code: 'A', name: 'A line' },
    ]);
    expect(lines).toEqual([
      { code: 'A', name: 'A line', known: true, subLines: [{ code: 'A.X', name: 'X', known: true }] },
    ]);
  });

  it('does add rows for assigned codes the catalogue does not list', () => {
    const lines = buildGammeTree(catalogue, ['OLD_LINE', 'SANTE_SENIOR.RETIRED', 'GONE.SUB']);
    expect(lines.map((line) => [line.code, line.known])).toEqual([
      ['SANTE_SENIOR', true],
      ['HOSPI_PLUS', true],
      ['OLD_LINE', false],
      ['GONE', false],
    ]);
    expect(lines[0]?.subLines.at(-1)).toEqual({
      code: 'SANTE_SENIOR.RETIRED',
      name: 'SANTE_SENIOR.RETIRED',
      known: false,
    });
    expect(lines[3]?.subLines).toEqual([{ code: 'GONE.SUB', name: 'GONE.SUB', known: false }]);
  });
});

describe('lineState', () => {
  it('is checked when the bare code is assigned', () => {
    expect(lineState(senior, ['SANTE_SENIOR'])).toBe('checked');
    expect(lineState(hospi, ['HOSPI_PLUS'])).toBe('checked');
  });

  it('is indeterminate when only some sub-lines are assigned', () => {
    expect(lineState(senior, ['SANTE_SENIOR.CONFORT'])).toBe('indeterminate');
  });

  it('is indeterminate, not whole, when every sub-line is assigned one by one', () => {
    const all = ['SANTE_SENIOR.CONFORT', 'SANTE_SENIOR.ESSENTIEL', 'SANTE_SENIOR.EXCELLENCE'];
    expect(lineState(senior, all)).toBe('indeterminate');
    expect(coveredSubLines(senior, all)).toBe(3);
  });

  it('is unchecked when nothing of the line is assigned, even a line that shares a prefix', () => {
    expect(lineState(senior, ['HOSPI_PLUS', 'SANTE_SENIOR_PLUS.A'])).toBe('unchecked');
  });
});

describe('isSubLineChecked', () => {
  it('is true for an assigned sub-line and for every sub-line of a whole line', () => {
    expect(isSubLineChecked('SANTE_SENIOR.CONFORT', ['SANTE_SENIOR.CONFORT'])).toBe(true);
    expect(isSubLineChecked('SANTE_SENIOR.EXCELLENCE', ['SANTE_SENIOR'])).toBe(true);
    expect(isSubLineChecked('SANTE_SENIOR.EXCELLENCE', ['SANTE_SENIOR.CONFORT'])).toBe(false);
    expect(coveredSubLines(senior, ['SANTE_SENIOR'])).toBe(3);
  });
});

describe('toggleLine', () => {
  it('does replace the assigned sub-lines with the bare code when the line is checked', () => {
    expect(toggleLine(['SANTE_SENIOR.CONFORT', 'HOSPI_PLUS'], senior, true)).toEqual([
      'HOSPI_PLUS',
      'SANTE_SENIOR',
    ]);
  });

  it('does remove the bare code and every sub-line when the line is unchecked', () => {
    expect(toggleLine(['SANTE_SENIOR', 'HOSPI_PLUS'], senior, false)).toEqual(['HOSPI_PLUS']);
    expect(toggleLine(['SANTE_SENIOR.CONFORT', 'SANTE_SENIOR.EXCELLENCE'], senior, false)).toEqual([]);
  });

  it('does not mutate the selection it is given', () => {
    const selected = ['SANTE_SENIOR.CONFORT'];
    toggleLine(selected, senior, true);
    expect(selected).toEqual(['SANTE_SENIOR.CONFORT']);
  });
});

describe('toggleSubLine', () => {
  it('does add only the sub-line when it is checked', () => {
    expect(toggleSubLine(['HOSPI_PLUS'], senior, 'SANTE_SENIOR.CONFORT', true)).toEqual([
      'HOSPI_PLUS',
      'SANTE_SENIOR.CONFORT',
    ]);
  });

  it('does keep sub-lines one by one when every sub-line is checked individually', () => {
    let selected: string[] = [];
    for (const sub of senior.subLines) selected = toggleSubLine(selected, senior, sub.code, true);
    expect(selected).toEqual(['SANTE_SENIOR.CONFORT', 'SANTE_SENIOR.ESSENTIEL', 'SANTE_SENIOR.EXCELLENCE']);
    expect(lineState(senior, selected)).toBe('indeterminate');
  });

  it('does remove only the sub-line when it is unchecked and the line is not whole', () => {
    expect(
      toggleSubLine(
        ['SANTE_SENIOR.CONFORT', 'SANTE_SENIOR.EXCELLENCE'],
        senior,
        'SANTE_SENIOR.CONFORT',
        false,
      ),
    ).toEqual(['SANTE_SENIOR.EXCELLENCE']);
  });

  it('does turn the bare code into the other sub-lines when a sub-line of a whole line is unchecked', () => {
    expect(toggleSubLine(['HOSPI_PLUS', 'SANTE_SENIOR'], senior, 'SANTE_SENIOR.ESSENTIEL', false)).toEqual([
      'HOSPI_PLUS',
      'SANTE_SENIOR.CONFORT',
      'SANTE_SENIOR.EXCELLENCE',
    ]);
  });

  it('does not re-add a sub-line when checking it under a whole line', () => {
    expect(toggleSubLine(['SANTE_SENIOR'], senior, 'SANTE_SENIOR.CONFORT', true)).toEqual(['SANTE_SENIOR']);
  });
});

describe('providerState and toggleProvider', () => {
  it('is unchecked when nothing is assigned', () => {
    expect(providerState(tree, [])).toBe('unchecked');
  });

  it('is checked when every line is whole', () => {
    expect(providerState(tree, ['HOSPI_PLUS', 'SANTE_SENIOR'])).toBe('checked');
  });

  it('is indeterminate when some lines or sub-lines are assigned', () => {
    expect(providerState(tree, ['HOSPI_PLUS'])).toBe('indeterminate');
    expect(providerState(tree, ['HOSPI_PLUS', 'SANTE_SENIOR.CONFORT'])).toBe('indeterminate');
  });

  it('does assign every catalogue line whole when checked and clear everything when unchecked', () => {
    const withUnknown = buildGammeTree(catalogue, ['OLD_LINE']);
    expect(toggleProvider(withUnknown, true)).toEqual(['SANTE_SENIOR', 'HOSPI_PLUS']);
    expect(toggleProvider(withUnknown, false)).toEqual([]);
  });
});
