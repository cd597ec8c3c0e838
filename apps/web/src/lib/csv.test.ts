import { describe, expect, it, vi } from 'vitest';
import { csvDelimiterFor, downloadCsv, fetchAllPages, toCsv, UTF8_BOM } from '@/lib/csv';

interface Person {
  name: string;
  phone: string;
  note: string | null;
  age?: number;
}

const columns = [
  { header: 'Name', value: (row: Person) => row.name },
  { header: 'Phone', value: (row: Person) => row.phone },
  { header: 'Note', value: (row: Person) => row.note },
  { header: 'Age', value: (row: Person) => row.age },
];

describe('toCsv', () => {
  it('does quote separators and quotes and leave empty cells empty when rows are converted', () => {
    const csv = toCsv(
      [
        { name: 'Dupont, Jean', phone: '+33612345678', note: 'say "hi"', age: 41 },
        { name: 'Ada', phone: '+33600000000', note: null },
      ],
      columns,
    );
    expect(csv).toBe(
      'Name,Phone,Note,Age\r\n"Dupont, Jean",+33612345678,"say ""hi""",41\r\nAda,+33600000000,,',
    );
  });

  it('does neutralise a formula when a cell starts with =', () => {
    const csv = toCsv([{ name: '=HYPERLINK("x")', phone: '-', note: '@cmd' }], columns);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",-,'@cmd,`);
  });
});

describe('csvDelimiterFor', () => {
  it('separates with ; in French and , in English and Arabic', () => {
    expect(csvDelimiterFor('fr')).toBe(';');
    expect(csvDelimiterFor('en')).toBe(',');
    expect(csvDelimiterFor('ar')).toBe(',');
    const csv = toCsv([{ name: 'Dupont; Jean', phone: '+33612345678', note: '1,5' }], columns, ';');
    expect(csv).toBe('Name;Phone;Note;Age\r\n"Dupont; Jean";+33612345678;1,5;');
  });
});

describe('downloadCsv', () => {
  it('does download a Blob that starts with a BOM when called', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:x';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    downloadCsv('users', 'a,b');
    expect(click).toHaveBeenCalledOnce();
    const text = await created[0]?.text();
    expect(text?.charCodeAt(0)).toBe(UTF8_BOM.charCodeAt(0));
    expect(text?.slice(1)).toBe('a,b');
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});

describe('fetchAllPages', () => {
  it('does fetch every page when the total spans several', async () => {
    const all = Array.from({ length: 250 }, (_, index) => index);
    const fetchPage = vi.fn(async (page: number, pageSize: number) => ({
      data: all.slice((page - 1) * pageSize, page * pageSize),
      total: all.length,
      page,
      pageSize,
    }));
    await expect(fetchAllPages(fetchPage)).resolves.toEqual(all);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(fetchPage).toHaveBeenCalledWith(1, 100);
  });
});
