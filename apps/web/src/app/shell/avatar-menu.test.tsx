import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AvatarMenu, type AvatarMenuUser } from '@/app/shell/avatar-menu';

const Where = () => {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
};

const jean: AvatarMenuUser = {
  name: 'Jean Dupont',
  email: 'jean@example.com',
  phone: '+33612345678',
  photoURL: null,
};

const openMenu = async (user: AvatarMenuUser = jean, onLogout = vi.fn()) => {
  render(
    <MemoryRouter initialEntries={['/en/ventes']}>
      <Routes>
        <Route path="/:locale/*" element={<AvatarMenu user={user} onLogout={onLogout} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: `Account menu for ${user.name}` }));
  return { menu: await screen.findByRole('menu'), onLogout };
};

describe('AvatarMenu', () => {
  it('shows the name and email with profile, settings, help and logout when opened', async () => {
    const { menu } = await openMenu();
    expect(menu).toHaveTextContent('Jean Dupont');
    expect(menu).toHaveTextContent('jean@example.com');
    for (const name of ['Profile', 'Settings', 'Help', 'Log out']) {
      expect(screen.getByRole('menuitem', { name })).toBeInTheDocument();
    }
  });

  it('shows the phone number when the user has no email', async () => {
    const { menu } = await openMenu({ ...jean, email: null });
    expect(menu).toHaveTextContent('+33612345678');
  });

  it('calls logout when "Log out" is chosen', async () => {
    const { onLogout } = await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it.each([
    ['Profile', '/en/profile'],
    ['Settings', '/en/profile#preferences'],
    ['Help', '/en/help'],
  ])('opens the page of "%s" under the current locale', async (name, path) => {
    const { onLogout } = await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name }));
    expect(screen.getByTestId('where')).toHaveTextContent(path);
    expect(onLogout).not.toHaveBeenCalled();
  });
});
