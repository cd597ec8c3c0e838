import type { CurrentUser } from '@brokerage/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from '@/lib/session/auth-provider';

export const testUser: CurrentUser = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Martin',
  name: 'Ada Martin',
  phone: '+33612345678',
  email: 'ada@example.com',
  photoURL: null,
  status: 'active',
  role: { id: 'r1', name: 'agent', permissions: {}, dataScope: 'own' },
  company: null,
  team: null,
};

/** The root role: every permission, every record (SPEC §6). */
export const rootUser: CurrentUser = { ...testUser, role: { ...testUser.role, name: 'root' } };

/** The test's view of the address bar. */
const LocationProbe = () => {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
};

export interface RenderAppOptions {
  path: string;
  /** Route path (under /:locale) → element. */
  routes: Record<string, ReactNode>;
}

/** The app's providers around the given routes, with a fresh query cache and client-side navigation. */
export const renderApp = ({ path, routes }: RenderAppOptions) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>
          <Routes>
            {Object.entries(routes).map(([routePath, element]) => (
              <Route key={routePath} path={`/:locale/${routePath}`} element={element} />
            ))}
          </Routes>
          <LocationProbe />
        </AuthProvider>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
};

/** A stand-in for the ALTCHA element: the real widget (workers, crypto) is not loaded in happy-dom. */
export const defineFakeCaptchaWidget = (): void => {
  if (!customElements.get('altcha-widget'))
    customElements.define('altcha-widget', class extends HTMLElement {});
};

/** Does what the widget does once its proof of work is done. */
export const solveCaptcha = (payload = 'captcha-payload', index = -1): void => {
  const widgets = document.querySelectorAll('altcha-widget');
  const widget = widgets[index < 0 ? widgets.length + index : index];
  if (!widget) throw new Error('No captcha widget on the page');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
};
