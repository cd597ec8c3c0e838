import { buildPermissionsMap, type CurrentUser } from '@brokerage/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import { RecordHistory } from '@/lib/audit-log/components/record-history';
import { RequireAuth } from '@/lib/session/require-auth';
import { renderApp, testUser } from '@/test/auth-test-harness';
import { type FakeFetch, installFakeFetch, json } from '@/test/fake-fetch';

const auditor: CurrentUser = {
  ...testUser,
  role: { ...testUser.role, permissions: buildPermissionsMap(['AdminModule:audit-log:read']) },
};

const entry = (index: number) => ({
  id: `e${index}`,
  at: '2025-03-01T09:30:00.000Z',
  // The oldest was written by the customer on the signing page: no staff actor, an automation the API names.
  actor: index === 11 ? null : { id: 'a1', name: 'Root Admin' },
  automatedActor: index === 11 ? 'signing-page' : null,
  action: index === 0 ? 'update' : 'create',
  entity: 'user',
  entityId: 'u1',
  changes:
    index === 0
      ? { status: { before: 'active', after: 'disabled' }, email: { before: null, after: 'a@b.fr' } }
      : { firstName: { before: null, after: `Name ${index}` } },
  ip: null,
});

let network: FakeFetch;

const setup = (user: CurrentUser) => {
  network = installFakeFetch()
    .on('GET', '/api/auth/check-session', json(200, { authenticated: true, user }))
    .on(
      'GET',
      '/api/audit-log',
      json(200, {
        data: Array.from({ length: 10 }, (_, index) => entry(index)),
        total: 12,
        page: 1,
        pageSize: 10,
      }),
      json(200, { data: [entry(10), entry(11)], total: 12, page: 2, pageSize: 10 }),
    );
  return renderApp({
    path: '/en/users',
    routes: {
      users: (
        <RequireAuth>
          <p>Page</p>
          <RecordHistory
            entity="user"
            entityId="u1"
            formatValue={(field, value) => (field === 'status' ? String(value).toUpperCase() : undefined)}
          />
        </RequireAuth>
      ),
    },
  });
};

beforeEach(() => resetApiClientForTests());
afterEach(() => vi.unstubAllGlobals());

describe('RecordHistory', () => {
  it('does show who changed which field from what to what, and load older entries on demand', async () => {
    const user = userEvent.setup();
    setup(auditor);
    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect((await screen.findAllByText('Root Admin')).length).toBe(10);
    expect(screen.getByText('ACTIVE')).toBeInTheDocument();
    expect(screen.getByText('DISABLED')).toBeInTheDocument();
    expect(screen.getByText('a@b.fr')).toBeInTheDocument();
    const first = network.callsTo('GET', '/api/audit-log')[0]?.url ?? '';
    expect(first).toContain('entity=user');
    expect(first).toContain('entityId=u1');

    await user.click(screen.getByRole('button', { name: 'Show older changes' }));
    expect(await screen.findByText('Name 11')).toBeInTheDocument();
    expect(screen.getByText('Customer, on the signing page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older changes' })).toBeNull());
  });

  it('does render nothing and ask nothing when the user may not read the audit log', async () => {
    setup(testUser);
    expect(await screen.findByText('Page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
    expect(network.callsTo('GET', '/api/audit-log')).toHaveLength(0);
  });
});
