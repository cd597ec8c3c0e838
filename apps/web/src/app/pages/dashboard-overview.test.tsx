import { buildPermissionsMap, type CurrentUser } from '@brokerage/shared';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardOverview } from '@/app/pages/dashboard-overview';
import { NAVIGATION, type NavGroup } from '@/app/shell/navigation';
import { visibleNavigation } from '@/app/shell/navigation-rules';

const agent: Pick<CurrentUser, 'firstName' | 'role' | 'company' | 'team'> = {
  firstName: 'Amina',
  role: {
    id: 'r1',
    name: 'agent',
    dataScope: 'own',
    permissions: buildPermissionsMap(['VenteModule:ventes:read']),
  },
  company: { id: 'c1', name: 'Courtage Durand' },
  team: null,
};

const renderAt = (groups: NavGroup[]) => {
  const router = createMemoryRouter(
    [{ path: '*', element: <DashboardOverview user={agent} groups={groups} /> }],
    { initialEntries: ['/fr'] },
  );
  render(<RouterProvider router={router} />);
};

describe('DashboardOverview', () => {
  it('greets the user by first name and shows role, company and team when rendered', () => {
    renderAt([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Amina' })).toBeInTheDocument();
    expect(screen.getByText('Role').nextElementSibling).toHaveTextContent('agent');
    expect(screen.getByText('Company').nextElementSibling).toHaveTextContent('Courtage Durand');
    expect(screen.getByText('Team').nextElementSibling).toHaveTextContent('Not assigned');
  });

  it('links to every page the user may open except the dashboard when some are visible', () => {
    const built = NAVIGATION.map((group) => ({
      ...group,
      items: group.items.map((item) => ({ ...item, available: true })),
    }));
    renderAt(visibleNavigation(built, agent, ['VenteModule']));
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/fr/ventes',
      '/fr/ventes/form',
      '/fr/quality-control',
      '/fr/produits',
      '/fr/contrats',
    ]);
  });

  it('shows an empty state when the user may open no page but the dashboard', () => {
    // The insurance catalogue has no page of its own, so a user who may only read it sees the dashboard alone.
    const insuranceOnly = {
      ...agent,
      role: { ...agent.role, permissions: buildPermissionsMap(['InsuranceModule:insurance:read']) },
    };
    renderAt(visibleNavigation(NAVIGATION, insuranceOnly, ['InsuranceModule']));
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('No pages available yet')).toBeInTheDocument();
  });
});
