import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readListParams, toListQuery, useListParams } from '@/lib/list-params';

const setup = (url: string, options: Parameters<typeof useListParams<'status' | 'roleId'>>[0] = {}) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const list = useListParams<'status' | 'roleId'>({ filters: ['status', 'roleId'], ...options });
      const location = useLocation();
      return { list, search: location.search };
    },
    { wrapper },
  );
};

describe('useListParams', () => {
  it('does read page, size, sort, search and filters when the URL carries them', () => {
    const { result } = setup(
      '/en/users?page=3&pageSize=50&sort=lastName&order=desc&search=ada&status=active&x=1',
    );
    expect(result.current.list.params).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'lastName',
      order: 'desc',
      search: 'ada',
      filters: { status: 'active' },
    });
    expect(result.current.list.query).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'lastName',
      order: 'desc',
      search: 'ada',
      status: 'active',
    });
    expect(result.current.list.isFiltered).toBe(true);
  });

  it('does use the defaults when the URL is bare or holds nonsense', () => {
    const { result } = setup('/en/users?page=-2&pageSize=9999&order=sideways', { defaultSort: 'createdAt' });
    expect(result.current.list.params).toEqual({
      page: 1,
      pageSize: 100,
      sort: 'createdAt',
      order: 'asc',
      filters: {},
    });
    expect(result.current.list.isFiltered).toBe(false);
  });

  it('does write changes to the URL and reset the page when a filter, the search or the sort changes', () => {
    const { result } = setup('/en/users?page=4&x=1');
    act(() => result.current.list.setFilter('status', 'pending'));
    expect(new URLSearchParams(result.current.search).get('page')).toBeNull();
    expect(result.current.list.params.filters).toEqual({ status: 'pending' });

    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setSearch('  dupont '));
    expect(result.current.list.params).toMatchObject({ page: 1, search: 'dupont' });

    act(() => result.current.list.setSort('lastName', 'desc'));
    act(() => result.current.list.setPageSize(50));
    expect(result.current.search).toBe(
      '?x=1&status=pending&search=dupont&sort=lastName&order=desc&pageSize=50',
    );

    // A new hook reading the same URL sees the same view (reload, shared link).
    const reread = readListParams(new URLSearchParams(result.current.search), { filters: ['status'] });
    expect(toListQuery(reread)).toEqual(result.current.list.query);
  });

  it('does change several filters in one URL write', () => {
    const { result } = setup('/en/users?status=active&page=3');
    act(() => result.current.list.setFilters({ status: undefined, roleId: 'r1' }));
    expect(result.current.search).toBe('?roleId=r1');
  });

  it('does drop values equal to the defaults and keep foreign params when reset', () => {
    const { result } = setup('/en/users?x=1&status=active&search=a&page=2', { defaultPageSize: 10 });
    act(() => result.current.list.setPageSize(10));
    expect(new URLSearchParams(result.current.search).get('pageSize')).toBeNull();
    act(() => result.current.list.setSort(undefined));
    act(() => result.current.list.reset());
    expect(result.current.search).toBe('?x=1');
  });

  it('does refuse a filter named like a paging param when one is set', () => {
    const { result } = renderHook(() => useListParams<'page'>({ filters: ['page'] }), {
      wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter>,
    });
    expect(() => result.current.setFilter('page', '2')).toThrow(/reserved/);
  });
});
