import type { ListResponse } from '@brokerage/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import * as csv from '@/lib/csv';
import { useListParams } from '@/lib/list-params';
import { DataTable, type DataTableProps } from '@/ui/data-table/data-table';

interface Person {
  id: string;
  name: string;
  city: string;
}

const people = (count: number, offset = 0): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${index + offset}`,
    name: `Person ${index + offset}`,
    city: index % 2 ? 'Lyon' : 'Paris',
  }));

const page = (data: Person[], total: number, pageNumber = 1, pageSize = 20): ListResponse<Person> => ({
  data,
  total,
  page: pageNumber,
  pageSize,
});

const columns: ColumnDef<Person, string>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name', meta: { sortKey: 'name', hideable: false } },
  { id: 'city', accessorKey: 'city', header: 'City' },
];

const Probe = () => <p data-testid="search">{useLocation().search}</p>;

type Props = Partial<Omit<DataTableProps<Person>, 'listParams'>>;
type Query = DataTableProps<Person>['query'];

/** A settled list query with no page yet; the fields given override. */
const query = (fields: Partial<Query> = {}): Query => ({
  data: undefined,
  isPending: false,
  isFetching: false,
  error: null,
  refetch: vi.fn(),
  ...fields,
});

const Harness = (props: Props) => {
  const listParams = useListParams({ filters: ['city'] });
  return (
    <>
      <DataTable<Person>
        tableId="people"
        columns={columns}
        query={query()}
        getRowId={(row) => row.id}
        listParams={listParams}
        {...props}
      />
      <Probe />
    </>
  );
};

const renderTable = (props: Props, url = '/en/people') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness {...props} />
    </MemoryRouter>,
  );

const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('does show the rows and the range when a page arrives', () => {
    renderTable({ query: query({ data: page(people(2), 2) }) });
    expect(screen.getByRole('cell', { name: 'Person 0' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Person 1' })).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('does show an estimated total as "about", rounded, and still page to the last page', async () => {
    const user = userEvent.setup();
    renderTable(
      { query: query({ data: { ...page(people(20, 1980), 98_321, 100), totalIsEstimate: true } }) },
      '/en/people?page=100',
    );
    expect(screen.getByText('1,981–2,000 of about 98,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(search().get('page')).toBe(String(Math.ceil(98_321 / 20)));
  });

  it('does move to the next page and change the page size in the URL when the pager is used', async () => {
    const user = userEvent.setup();
    renderTable({ query: query({ data: page(people(20), 45) }) });
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(search().get('page')).toBe('2');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(search().get('pageSize')).toBe('50');
    expect(search().get('page')).toBeNull();
  });

  it('does cycle the server sort when a sortable header is clicked', async () => {
    const user = userEvent.setup();
    renderTable({ query: query({ data: page(people(2), 2) }) });
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    expect(search().get('sort')).toBe('name');
    expect(search().get('order')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(search().get('order')).toBe('desc');
    await user.click(within(header).getByRole('button'));
    expect(search().get('sort')).toBeNull();
    // City has no sortKey: a plain header.
    expect(within(screen.getByRole('columnheader', { name: 'City' })).queryByRole('button')).toBeNull();
  });

  it('does put the search in the URL 300 ms after typing stops', async () => {
    const user = userEvent.setup();
    renderTable({ query: query({ data: page(people(2), 2) }) }, '/en/people?page=3');
    await user.type(screen.getByRole('searchbox'), 'ada');
    expect(search().get('search')).toBeNull();
    await waitFor(() => expect(search().get('search')).toBe('ada'));
    expect(search().get('page')).toBeNull();
  });

  it('does show skeleton rows while the first page loads', () => {
    renderTable({ query: query({ isPending: true }) });
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
  });

  it('does show the empty message, or offer to clear the filters when filtered', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable({ query: query({ data: page([], 0) }), emptyMessage: 'No people yet.' });
    expect(screen.getByText('No people yet.')).toBeInTheDocument();
    // The pager says the list is empty rather than "0–0 of 0".
    expect(screen.getByText('No rows')).toBeInTheDocument();
    expect(screen.queryByText(/0–0/)).not.toBeInTheDocument();
    unmount();
    renderTable({ query: query({ data: page([], 0) }) }, '/en/people?city=Nice&search=zz');
    expect(screen.getByText('No result matches your search or filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(search().toString()).toBe('');
  });

  it('does show the error with a retry, and Permission Denied for a 403', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { unmount } = renderTable({
      query: query({
        error: new ApiError({ status: 500, code: 'INTERNAL', message: 'boom', path: '/api/people' }),
        refetch: onRetry,
      }),
    });
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    unmount();

    renderTable({
      query: query({
        error: new ApiError({
          status: 403,
          code: 'FORBIDDEN',
          message: 'Forbidden resource',
          path: '/api/people',
        }),
      }),
    });
    expect(screen.getByRole('heading', { name: 'Permission Denied' })).toBeInTheDocument();
    expect(screen.getByText('/api/people')).toBeInTheDocument();
  });

  it('does run a row action and open a row when it is clicked', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onRowClick = vi.fn();
    renderTable({
      query: query({ data: page(people(1), 1) }),
      onRowClick,
      rowActions: (row) => [
        { label: 'Edit', onSelect: () => onEdit(row.id) },
        { label: 'Hidden', onSelect: () => {}, hidden: true },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Row actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Hidden' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith('p0');
    expect(onRowClick).not.toHaveBeenCalled();
    await user.click(screen.getByRole('cell', { name: 'Person 0' }));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'p0' }));
  });

  it('does hide a column and remember it when the columns menu is used', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable({ query: query({ data: page(people(1), 1) }) });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.queryByRole('menuitemcheckbox', { name: /Name/ })).toBeNull();
    await user.click(screen.getByRole('menuitemcheckbox', { name: /City/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('columnheader', { name: 'City' })).toBeNull();
    unmount();
    renderTable({ query: query({ data: page(people(1), 1) }) });
    expect(screen.queryByRole('columnheader', { name: 'City' })).toBeNull();
  });

  it('does export every row of the current filter as CSV when Export is clicked', async () => {
    const user = userEvent.setup();
    const download = vi.spyOn(csv, 'downloadCsv').mockImplementation(() => {});
    const fetchAll = vi.fn(async () => people(3));
    renderTable({
      query: query({ data: page(people(1), 3) }),
      exportCsv: {
        fileName: 'people',
        fetchAll,
        columns: [
          { header: 'Name', value: (row) => row.name },
          { header: 'City', value: (row) => row.city },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledOnce());
    expect(fetchAll).toHaveBeenCalledOnce();
    expect(download).toHaveBeenCalledWith(
      'people',
      'Name,City\r\nPerson 0,Paris\r\nPerson 1,Lyon\r\nPerson 2,Paris',
    );
  });
});
