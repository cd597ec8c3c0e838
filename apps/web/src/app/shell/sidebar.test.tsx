import { buildPermissionsMap, type PermissionHolder } from '@brokerage/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION, type NavGroup } from '@/app/shell/navigation';
import { Sidebar, type SidebarProps } from '@/app/shell/sidebar';

// Every page of the real config, as if all were built.
const ALL_AVAILABLE: NavGroup[] = NAVIGATION.map((group) => ({
  ...group,
  items: group.items.map((item) => ({ ...item, available: true })),
}));

const ALL_MODULES = [
  ...new Set(NAVIGATION.flatMap((group) => group.items.map((item) => item.module))),
].filter((name): name is NonNullable<typeof name> => name !== null);

const userWith = (...keys: string[]): PermissionHolder => ({
  role: { name: 'agent', permissions: buildPermissionsMap(keys) },
});
const root: PermissionHolder = { role: { name: 'root', permissions: {} } };

// The browser edge: which side of the 768 px breakpoint the window is on.
const viewport = (desktop: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media: string) =>
      ({
        media,
        matches: media.includes('min-width') ? desktop : false,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

const renderSidebar = (path: string, props: Partial<SidebarProps> = {}) => {
  const onMobileOpenChange = props.onMobileOpenChange ?? vi.fn();
  const element = (
    <Sidebar
      groups={ALL_AVAILABLE}
      user={root}
      moduleNames={ALL_MODULES}
      mobileOpen={false}
      {...props}
      onMobileOpenChange={onMobileOpenChange}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, onMobileOpenChange };
};

const desktopNav = () => screen.getByRole('navigation', { name: 'Main navigation' });
// Links inside closed groups count too: visibility is about what the user may open, not what is expanded.
const linkNames = () =>
  within(desktopNav())
    .queryAllByRole('link', { hidden: true })
    .map((link) => link.textContent);

beforeEach(() => {
  viewport(true);
});
afterEach(() => vi.restoreAllMocks());

describe('Sidebar visibility', () => {
  it('lists only the dashboard when a non-root user holds no module permission', () => {
    renderSidebar('/en', { user: userWith() });
    expect(linkNames()).toEqual(['Dashboard']);
  });

  it('lists an item when its module is in the server list and the role grants it', () => {
    renderSidebar('/en', {
      user: userWith('UserModule:users:read', 'VenteModule:ventes:read'),
      moduleNames: ['UserModule', 'VenteModule'],
    });
    expect(linkNames()).toEqual([
      'Dashboard',
      'Users',
      'Sales',
      'New sale',
      'Quality control',
      'Products',
      'Contracts',
    ]);
  });

  it('hides an item when its module is granted but missing from the server list', () => {
    renderSidebar('/en', {
      user: userWith('UserModule:users:read', 'TeamModule:teams:read'),
      moduleNames: ['UserModule'],
    });
    expect(linkNames()).toEqual(['Dashboard', 'Users']);
    expect(screen.queryByRole('button', { name: 'Documents' })).not.toBeInTheDocument();
  });

  it('hides an item when its module is listed but the role grants nothing in it', () => {
    renderSidebar('/en', { user: userWith('UserModule:users:read'), moduleNames: ALL_MODULES });
    expect(linkNames()).toEqual(['Dashboard', 'Users']);
  });

  it('hides everything but the dashboard while the module list is unknown for a non-root user', () => {
    renderSidebar('/en', { user: userWith('UserModule:users:read'), moduleNames: undefined });
    expect(linkNames()).toEqual(['Dashboard']);
  });

  it('lists every available item when the user is root, even without a module list', () => {
    renderSidebar('/en', { user: root, moduleNames: undefined });
    expect(linkNames()).toHaveLength(ALL_AVAILABLE.flatMap((group) => group.items).length);
  });

  it('never links to a page that does not exist yet, even for root', () => {
    const partlyBuilt = NAVIGATION.map((group) => ({
      ...group,
      items: group.items.map((item) => ({ ...item, available: item.path === '/' || item.path === '/users' })),
    }));
    renderSidebar('/en', { groups: partlyBuilt, user: root });
    expect(linkNames()).toEqual(['Dashboard', 'Users']);
    expect(screen.queryByRole('button', { name: 'Administration' })).not.toBeInTheDocument();
  });
});

describe('Sidebar groups and active item', () => {
  it('opens the group whose route starts the current path and keeps the others closed', () => {
    renderSidebar('/fr/ventes/42');
    expect(screen.getByRole('button', { name: 'Sales' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Organization' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a group when the user navigates into it', async () => {
    const { router } = renderSidebar('/en');
    expect(screen.getByRole('button', { name: 'Administration' })).toHaveAttribute('aria-expanded', 'false');
    await act(() => router.navigate('/en/api-keys'));
    expect(screen.getByRole('button', { name: 'Administration' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes and reopens a group when its heading is clicked', async () => {
    renderSidebar('/en/users');
    const heading = screen.getByRole('button', { name: 'Organization' });
    await userEvent.click(heading);
    expect(heading).toHaveAttribute('aria-expanded', 'false');
    expect(within(desktopNav()).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    await userEvent.click(heading);
    expect(within(desktopNav()).getByRole('link', { name: 'Users' })).toBeVisible();
  });

  it('highlights the item whose route prefixes the path when on a nested page', () => {
    renderSidebar('/en/ventes/42/edit');
    expect(within(desktopNav()).getByRole('link', { name: 'Sales' })).toHaveAttribute('aria-current', 'page');
    expect(within(desktopNav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('highlights the most specific item when two routes prefix the path', () => {
    renderSidebar('/en/ventes/form');
    expect(within(desktopNav()).getByRole('link', { name: 'New sale' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(desktopNav()).getByRole('link', { name: 'Sales' })).not.toHaveAttribute('aria-current');
  });

  it('highlights the dashboard only when the path is exactly its route', () => {
    renderSidebar('/en');
    expect(within(desktopNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('links every item under the current locale when the path is Arabic', () => {
    renderSidebar('/ar/users');
    expect(within(desktopNav()).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/ar/users');
    expect(within(desktopNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/ar');
  });
});

describe('Sidebar collapse', () => {
  it('narrows to icons, keeps the names accessible and remembers it when collapsed', async () => {
    renderSidebar('/en/users');
    const aside = desktopNav().closest('aside');
    expect(aside).toHaveClass('w-64');

    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));

    expect(aside).toHaveClass('w-20');
    expect(within(desktopNav()).getByRole('link', { name: 'Users' })).toHaveAttribute('title', 'Users');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem('sidebar-collapsed')).toBe('true');
  });

  it('starts collapsed when the user collapsed it last time', () => {
    localStorage.setItem('sidebar-collapsed', 'true');
    renderSidebar('/en');
    expect(desktopNav().closest('aside')).toHaveClass('w-20');
  });
});

describe('Sidebar on mobile', () => {
  it('shows the navigation in a dialog and closes it on Escape when opened below 768 px', async () => {
    viewport(false);
    const { onMobileOpenChange } = renderSidebar('/en/users', { mobileOpen: true });
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('group', { name: 'Language' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onMobileOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes the overlay when an item is followed', async () => {
    viewport(false);
    const { onMobileOpenChange, router } = renderSidebar('/en/users', { mobileOpen: true });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Teams' }));
    expect(router.state.location.pathname).toBe('/en/teams');
    expect(onMobileOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes the overlay when the window widens past the breakpoint', () => {
    viewport(true);
    const { onMobileOpenChange } = renderSidebar('/en', { mobileOpen: true });
    expect(onMobileOpenChange).toHaveBeenCalledWith(false);
  });
});
