import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavSearch } from '@/app/shell/nav-search';
import { NAVIGATION, type NavGroup } from '@/app/shell/navigation';

const groups: NavGroup[] = NAVIGATION.map((group) => ({
  ...group,
  items: group.items.filter((item) => ['/', '/users', '/teams', '/ventes'].includes(item.path)),
})).filter((group) => group.items.length > 0);

const renderSearch = () => {
  const router = createMemoryRouter([{ path: '*', element: <NavSearch groups={groups} /> }], {
    initialEntries: ['/en'],
  });
  render(<RouterProvider router={router} />);
  return router;
};

describe('NavSearch', () => {
  it('offers only the pages it was given whose name matches when the user types', async () => {
    renderSearch();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search pages' }), 'TEA');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Teams']);
  });

  it('says nothing matches when no page name contains the text', async () => {
    renderSearch();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search pages' }), 'invoices');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No page matches your search')).toBeInTheDocument();
  });

  it('opens the highlighted page under the current locale when Enter is pressed', async () => {
    const router = renderSearch();
    const input = screen.getByRole('combobox', { name: 'Search pages' });
    await userEvent.type(input, 's');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Dashboard',
      'Users',
      'Teams',
      'Sales',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Teams' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/en/teams');
    expect(input).toHaveValue('');
  });
});
