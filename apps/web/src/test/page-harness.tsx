import type { CurrentUser } from '@brokerage/shared';
import type { ReactNode } from 'react';
import { RequireAuth } from '@/lib/session/require-auth';
import { renderApp } from '@/test/auth-test-harness';
import { type FakeFetch, installFakeFetch, json } from '@/test/fake-fetch';

/** The fake network of a signed-in `user`: the session check answers with them; add the page's calls. */
export const installSignedInFetch = (user: CurrentUser): FakeFetch =>
  installFakeFetch().on('GET', '/api/auth/check-session', json(200, { authenticated: true, user }));

/** A page at `path` (`/en/companies`, with a query if any) behind RequireAuth, as the router mounts it. */
export const renderSignedInPage = (path: string, page: ReactNode) => {
  const route = path.split('?')[0]?.split('/').slice(2).join('/') ?? '';
  return renderApp({ path, routes: { [route]: <RequireAuth>{page}</RequireAuth> } });
};
