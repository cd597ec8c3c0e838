import type { ResponseListResponse, ResponseRow } from '@brokerage/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResponsesPage } from '@/features/responses/pages/responses-page';
import { GammeCacheProvider } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import { listReply, refusalReply } from '@/test/api-replies';
import { actudataGammes } from '@/test/catalogue-fixtures';
import { type FakeCall, fakeNetworkPerTest, json } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { signedInAs } from '@/test/quality-fixtures';
import { claire } from '@/test/user-fixtures';

const reader = signedInAs(['ResponsesModule:responses:read'], 'own');
const searchOf = (call: FakeCall | undefined) => new URL(call?.url ?? '', 'http://localhost').searchParams;

const smokerId = 'b1000000-0000-4000-8000-000000000001';
const needsId = 'b1000000-0000-4000-8000-000000000002';
const row = (overrides: Partial<ResponseRow> = {}): ResponseRow => ({
  saleId: 'a1000000-0000-4000-8000-000000000001',
  saleNumber: 'V-2026-000123',
  createdAt: '2026-04-02T10:00:00.000Z',
  status: 'draft',
  providerType: 'actudata',
  gammeCode: 'SANTE_SENIOR',
  agent: { id: 'a9000000-0000-4000-8000-000000000009', name: 'Karim Haddad' },
  answers: { [smokerId]: 'no', [needsId]: ['dental', 'optical'] },
  ...overrides,
});
const reply: ResponseListResponse = {
  data: [row()],
  total: 1,
  page: 1,
  pageSize: 20,
  questions: [
    {
      id: smokerId,
      label: 'Smoker',
      kind: 'standard',
      type: 'radio',
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
    },
    {
      id: needsId,
      label: 'Needs',
      kind: 'standard',
      type: 'checkbox',
      options: [
        { value: 'dental', label: 'Dental care' },
        { value: 'optical', label: 'Glasses' },
      ],
    },
  ],
};

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(reader)
    .on('GET', '/api/responses', json(200, reply))
    .on(
      'GET',
      '/api/insurance/providers',
      json(200, {
        data: [{ code: 'actudata', name: 'Actudata', active: true }],
        total: 1,
        page: 1,
        pageSize: 100,
      }),
    )
    .on('GET', '/api/insurance/providers/actudata/gammes', json(200, { data: actudataGammes })),
);

const renderPage = (search = '') =>
  renderSignedInPage(
    `/en/responses${search}`,
    <GammeCacheProvider>
      <ResponsesPage />
    </GammeCacheProvider>,
  );

describe('ResponsesPage', () => {
  it('does show one column per question, choices by their labels', async () => {
    renderPage();
    const sale = (await screen.findByRole('link', { name: 'V-2026-000123' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: 'Smoker' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Needs' })).toBeInTheDocument();
    expect(within(sale).getByText('No')).toBeInTheDocument();
    expect(within(sale).getByText('Dental care, Glasses')).toBeInTheDocument();
    expect(sale).toHaveTextContent('Karim Haddad');
    expect(within(sale).getByRole('link')).toHaveAttribute('href', `/en/ventes/${row().saleId}`);
  });

  it('does send the filters of the URL and keep new ones in it', async () => {
    const user = userEvent.setup();
    renderPage(`?gammeCode=SANTE_SENIOR&providerType=actudata&from=2026-04-01`);
    await screen.findByRole('link', { name: 'V-2026-000123' });
    const first = searchOf(network.callsTo('GET', '/api/responses')[0]);
    expect(first.get('gammeCode')).toBe('SANTE_SENIOR');
    expect(first.get('from')).toBe('2026-04-01');
    expect(first.get('sort')).toBe('createdAt');

    await user.selectOptions(screen.getByLabelText('Question'), smokerId);
    // A choice question's answer is picked among its options, by label.
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Answer' }), 'Yes');
    await waitFor(() =>
      expect(
        network
          .callsTo('GET', '/api/responses')
          .some(
            (call) => searchOf(call).get('questionId') === smokerId && searchOf(call).get('answer') === 'yes',
          ),
      ).toBe(true),
    );
  });

  it('does drop the question and its answer when the gamme changes, and send the gamme with its insurer', async () => {
    const user = userEvent.setup();
    renderPage(`?questionId=${smokerId}&answer=yes`);
    await screen.findByRole('link', { name: 'V-2026-000123' });
    await user.selectOptions(await screen.findByLabelText('Gamme'), 'HOSPI_PLUS');
    await waitFor(() =>
      expect(searchOf(network.callsTo('GET', '/api/responses').at(-1)).get('gammeCode')).toBe('HOSPI_PLUS'),
    );
    const last = searchOf(network.callsTo('GET', '/api/responses').at(-1));
    // One insurer: its filter is not shown, but the gamme's columns are that insurer's.
    expect(last.get('providerType')).toBe('actudata');
    expect([last.has('questionId'), last.has('answer')]).toEqual([false, false]);
  });

  it("does drop the answer when another question is chosen: it was the other question's", async () => {
    const user = userEvent.setup();
    renderPage(`?questionId=${smokerId}&answer=yes`);
    await screen.findByRole('link', { name: 'V-2026-000123' });
    await user.selectOptions(screen.getByLabelText('Question'), needsId);
    await waitFor(() =>
      expect(searchOf(network.callsTo('GET', '/api/responses').at(-1)).get('questionId')).toBe(needsId),
    );
    expect(searchOf(network.callsTo('GET', '/api/responses').at(-1)).has('answer')).toBe(false);
  });

  it("does filter by an agent found by name, for a manager who may read users, and by nobody's for an agent", async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage();
    await screen.findByRole('link', { name: 'V-2026-000123' });
    expect(screen.queryByRole('combobox', { name: 'Agent' })).not.toBeInTheDocument();
    unmount();

    const manager = signedInAs(['ResponsesModule:responses:read', 'UserModule:users:read'], 'company');
    network.on('GET', '/api/auth/check-session', json(200, { authenticated: true, user: manager }));
    network.on('GET', '/api/users', listReply([claire]));
    network.on('GET', `/api/users/${claire.id}`, json(200, { data: claire }));
    renderPage();
    await user.type(await screen.findByRole('combobox', { name: 'Agent' }), 'Cla');
    await user.click(await screen.findByRole('option', { name: 'Claire Dubois' }));
    await waitFor(() =>
      expect(searchOf(network.callsTo('GET', '/api/responses').at(-1)).get('agentId')).toBe(claire.id),
    );
    // The responses have no team filter: the teams are not asked for.
    expect(network.callsTo('GET', '/api/teams')).toHaveLength(0);
  });

  it('does download the server CSV of the current filters', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:responses'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    network.on('GET', '/api/responses/export', json(200, 'sale_number,Smoker\r\nV-2026-000123,No'));
    renderPage('?gammeCode=SANTE_SENIOR&page=2');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Responses exported.')).toBeInTheDocument();
    const query = searchOf(network.callsTo('GET', '/api/responses/export')[0]);
    expect(query.get('gammeCode')).toBe('SANTE_SENIOR');
    expect(query.has('page')).toBe(false);
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it('does show Permission Denied and no export on a 403', async () => {
    network.on(
      'GET',
      '/api/responses',
      refusalReply(403, '/api/responses', { code: 'FORBIDDEN', message: 'Permission Denied' }),
    );
    renderPage();
    expect((await screen.findAllByText(/Permission Denied/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
