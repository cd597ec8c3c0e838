import { type CurrentUser, SALE_CHANNELS, SALE_STATUSES, type Sale } from '@brokerage/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SalePage } from '@/features/ventes/pages/sale-page';
import { resetApiClientForTests } from '@/lib/api-client';
import { resources } from '@/lib/i18n-resources';
import { GammeCacheProvider } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import { RequireAuth } from '@/lib/session/require-auth';
import { listReply, refusalReply } from '@/test/api-replies';
import { renderApp } from '@/test/auth-test-harness';
import { actudataGammes, providersResponse } from '@/test/catalogue-fixtures';
import { apiError, type FakeFetch, json } from '@/test/fake-fetch';
import { installSignedInFetch } from '@/test/page-harness';
import {
  agentPermissions,
  glassesQuestion,
  objective,
  prioritiesQuestion,
  quotedSale,
  saleCustomer,
  signedInWith,
} from '@/test/sale-page-fixtures';

let network: FakeFetch;
const sale = quotedSale();
const salePath = `/api/ventes/${sale.id}`;
const labelOf = ({ id, label, answerOptions }: typeof glassesQuestion) => ({ id, label, answerOptions });
const saleLabels = {
  questions: [labelOf(glassesQuestion), labelOf(prioritiesQuestion)],
  objectives: [{ id: objective.id, label: objective.label }],
};

beforeEach(() => {
  resetApiClientForTests();
  network = installSignedInFetch(signedInWith(agentPermissions))
    .on('GET', salePath, json(200, { data: sale }))
    .on('GET', `/api/customers/${sale.customerId}/with-bank-details`, json(200, { data: saleCustomer }))
    .on('GET', '/api/insurance/providers', json(200, providersResponse))
    .on('GET', '/api/insurance/providers/actudata/gammes', json(200, { data: actudataGammes }))
    .on('GET', `${salePath}/labels`, json(200, { data: saleLabels }))
    .on('GET', '/api/audit-log', listReply([]));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const signInAs = (user: CurrentUser) =>
  network.on('GET', '/api/auth/check-session', json(200, { authenticated: true, user }));

const renderPage = (id = sale.id) =>
  renderApp({
    path: `/en/ventes/${id}`,
    routes: {
      'ventes/:id': (
        <RequireAuth>
          <GammeCacheProvider>
            <SalePage />
          </GammeCacheProvider>
        </RequireAuth>
      ),
      ventes: <p>Sales list</p>,
    },
  });

const section = async (name: string) => screen.findByRole('region', { name });

describe('SalePage', () => {
  it('does show the whole sale, its customer with masked bank details, needs, household and offer when opened', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sale V-2026-000123', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText('Quoted').length).toBeGreaterThan(0);

    const call = await section('Call');
    expect(within(call).getByText('Outbound call')).toBeInTheDocument();
    expect(
      within(call)
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual([sale.callConsentAt, sale.recordingAnnouncedAt]);
    expect(within(call).getByText('Consent to continue the call')).toBeInTheDocument();
    expect(within(call).queryByText('Not given')).not.toBeInTheDocument();

    const customer = await section('Customer');
    // The customer, and the holder of the account.
    expect(await within(customer).findAllByText('Louise Bernard')).toHaveLength(2);
    expect(within(customer).getByText('+33 6 12 34 56 78')).toBeInTheDocument();
    expect(await within(customer).findByText('12 rue Oberkampf, 75011 Paris')).toBeInTheDocument();
    expect(within(customer).getByText('FR76 •••• … 189')).toBeInTheDocument();
    expect(within(customer).getByText('Masked: you may not see bank details in full.')).toBeInTheDocument();
    expect(within(customer).getByRole('link', { name: 'Edit the customer in the form' })).toHaveAttribute(
      'href',
      `/en/ventes/form?id=${sale.id}`,
    );
    const bankCall = network.callsTo('GET', `/api/customers/${sale.customerId}/with-bank-details`);
    expect(bankCall).toHaveLength(1);

    const product = await section('Product line and needs');
    expect(await within(product).findByText('Does the customer wear glasses?')).toBeInTheDocument();
    expect(within(product).getByText('Yes')).toBeInTheDocument();
    expect(within(product).getByText('Dental, Hospital')).toBeInTheDocument();
    expect(await within(product).findByText('Santé Senior')).toBeInTheDocument();
    expect(await within(product).findByText('Better dental cover')).toBeInTheDocument();

    expect(network.callsTo('GET', '/api/questions/provider/actudata/gamme/SANTE_SENIOR')).toHaveLength(0);

    const household = await section('Insured people');
    expect(within(household).getByText('Main insured')).toBeInTheDocument();
    expect(within(household).getByText('Spouse')).toBeInTheDocument();
    expect(within(household).getByText('Child')).toBeInTheDocument();

    const offer = await section('Chosen offer');
    expect(within(offer).getByText('Santé Senior Confort')).toBeInTheDocument();
    expect(within(offer).getByText('€145.90')).toBeInTheDocument();
    expect(within(offer).getByText('€1,750.80')).toBeInTheDocument();
    expect(within(offer).getByText('Best dental cover within the budget.')).toBeInTheDocument();
  });

  it('does show a sale whose effective date has passed since it was quoted', async () => {
    const household = sale.household ?? { postcode: '75011', people: [] };
    network.on(
      'GET',
      salePath,
      json(200, { data: { ...sale, household: { ...household, effectiveDate: '2025-01-01' } } }),
    );
    renderPage();
    const people = await section('Insured people');
    expect(within(people).getByText('Jan 1, 2025')).toBeInTheDocument();
  });

  it('does offer only the moves its status allows when the sale is open, and none once it is a contract', async () => {
    const { unmount } = renderPage();
    const actions = await section('What you can do next');
    expect(within(actions).getByRole('link', { name: 'Resume in the form' })).toHaveAttribute(
      'href',
      `/en/ventes/form?id=${sale.id}`,
    );
    expect(within(actions).getByRole('button', { name: 'Mark as lost' })).toBeInTheDocument();
    // No delete permission for this agent.
    expect(within(actions).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    unmount();

    // A subscribed sale may still be lost or resumed, but no longer deleted, even with the permission.
    signInAs(signedInWith([...agentPermissions, 'VenteModule:ventes:delete']));
    network.on('GET', salePath, json(200, { data: { ...sale, status: 'subscribed' } satisfies Sale }));
    const second = renderPage();
    const subscribed = await section('What you can do next');
    expect(within(subscribed).getByRole('button', { name: 'Mark as lost' })).toBeInTheDocument();
    expect(within(subscribed).getByRole('link', { name: 'Resume in the form' })).toBeInTheDocument();
    expect(within(subscribed).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    second.unmount();

    network.on('GET', salePath, json(200, { data: { ...sale, status: 'contract' } satisfies Sale }));
    renderPage();
    const closed = await section('What you can do next');
    expect(within(closed).getByText('No action is open in this status.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit the customer in the form' })).not.toBeInTheDocument();
  });

  it('does mark the sale lost with its reason and version when the reason is given', async () => {
    const user = userEvent.setup();
    const lost: Sale = { ...sale, status: 'lost', version: 5, lostReason: 'Chose another insurer' };
    network.on('PUT', `${salePath}/status`, json(200, { data: lost }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark as lost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark sale V-2026-000123 as lost' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAttribute('aria-invalid', 'true');
    expect(network.callsTo('PUT', `${salePath}/status`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason/), 'Chose another insurer');
    network.on('GET', salePath, json(200, { data: lost }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    await waitFor(() => expect(network.callsTo('PUT', `${salePath}/status`)).toHaveLength(1));
    expect(network.callsTo('PUT', `${salePath}/status`)[0]?.body).toEqual({
      status: 'lost',
      reason: 'Chose another insurer',
      version: 4,
    });
    expect(await screen.findByText('Sale V-2026-000123 is marked as lost.')).toBeInTheDocument();
    expect(await screen.findByText('Chose another insurer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as lost' })).not.toBeInTheDocument();
  });

  it('does open the conflict dialog and reload the sale when someone changed it meanwhile', async () => {
    const user = userEvent.setup();
    const newer: Sale = { ...sale, status: 'subscribed', version: 6 };
    network.on(
      'PUT',
      `${salePath}/status`,
      refusalReply(409, `${salePath}/status`, {
        code: 'STALE_WRITE',
        message: 'The sale was changed by someone else.',
        details: { current: newer },
      }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark as lost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark sale V-2026-000123 as lost' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'No answer');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    const conflict = await screen.findByTestId('stale-write-dialog');
    network.on('GET', salePath, json(200, { data: newer }));
    await user.click(within(conflict).getByRole('button', { name: /Reload/ }));
    await waitFor(() => expect(screen.getAllByText('Subscribed').length).toBeGreaterThan(0));
  });

  it('does delete the sale and go back to the list when the user may delete', async () => {
    const user = userEvent.setup();
    signInAs(signedInWith([...agentPermissions, 'VenteModule:ventes:delete']));
    network.on('DELETE', salePath, { status: 204 });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete sale V-2026-000123?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sales list')).toBeInTheDocument();
    expect(network.callsTo('DELETE', salePath)[0]?.headers['If-Match']).toBe('"4"');
  });

  it('does show the status history from the audit log to those who may read it', async () => {
    signInAs(signedInWith([...agentPermissions, 'AdminModule:audit-log:read'], 'all'));
    network.on(
      'GET',
      '/api/audit-log',
      listReply([
        {
          id: 'h2',
          at: '2026-03-02T10:00:00.000Z',
          actor: { id: 'u1', name: 'Ada Martin' },
          automatedActor: null,
          action: 'update',
          entity: 'sale',
          entityId: sale.id,
          changes: { status: { before: 'draft', after: 'quoted' } },
          ip: null,
        },
        {
          id: 'h1',
          at: '2026-03-02T09:15:00.000Z',
          actor: { id: 'u1', name: 'Ada Martin' },
          automatedActor: null,
          action: 'create',
          entity: 'sale',
          entityId: sale.id,
          changes: {},
          ip: null,
        },
      ]),
    );
    renderPage();
    const history = await section('Status history');
    const steps = await within(history).findAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(within(steps[0] as HTMLElement).getByText('Quoted')).toBeInTheDocument();
    expect(within(steps[1] as HTMLElement).getByText('Draft')).toBeInTheDocument();
    expect(within(history).getAllByText('by Ada Martin')).toHaveLength(2);
    const query = new URL(network.callsTo('GET', '/api/audit-log')[0]?.url ?? '', 'http://x').searchParams;
    expect(query.get('entity')).toBe('sale');
    expect(query.get('entityId')).toBe(sale.id);
  });

  it('does say the sale is not found when it is outside the scope, and Permission Denied on 403', async () => {
    network.on('GET', salePath, apiError(404, 'NOT_FOUND', 'Sale not found', salePath));
    const { unmount } = renderPage();
    expect(
      await screen.findByText('This sale does not exist, or it is outside your scope.'),
    ).toBeInTheDocument();
    unmount();

    network.on('GET', salePath, apiError(403, 'FORBIDDEN', 'Forbidden resource', salePath));
    renderPage();
    expect(await screen.findByText('Permission Denied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as lost' })).not.toBeInTheDocument();
  });

  it('does link the contract its quality validation created', async () => {
    const contractId = 'f0000000-0000-4000-8000-000000000001';
    network.on('GET', salePath, json(200, { data: { ...sale, status: 'contract', contractId } }));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Open its contract' })).toHaveAttribute(
      'href',
      `/en/contrats/${contractId}`,
    );
  });

  it('does not ask the server for an id that is not a sale id', async () => {
    renderPage('not-a-sale');
    expect(
      await screen.findByText('This sale does not exist, or it is outside your scope.'),
    ).toBeInTheDocument();
    expect(network.calls.some((call) => call.path.startsWith('/api/ventes/'))).toBe(false);
  });
});

describe('sale texts', () => {
  it.each(['en', 'fr', 'ar'] as const)('does name every status and channel in %s', (locale) => {
    const texts = resources[locale]['entities/ventes'] as {
      status: Record<string, string>;
      channels: Record<string, string>;
    };
    for (const status of SALE_STATUSES) expect(texts.status[status], status).toBeTruthy();
    for (const channel of SALE_CHANNELS) expect(texts.channels[channel], channel).toBeTruthy();
  });

  it("does name the answers and objectives for a reader without the questionnaire's permissions (quality)", async () => {
    signInAs(signedInWith(['VenteModule:ventes:read'], 'all'));
    renderPage();
    const product = await section('Product line and needs');
    expect(await within(product).findByText('Does the customer wear glasses?')).toBeInTheDocument();
    expect(within(product).getByText('Which costs matter most?')).toBeInTheDocument();
    expect(within(product).getByText('Dental, Hospital')).toBeInTheDocument();
    expect(within(product).getByText('Better dental cover')).toBeInTheDocument();
    expect(within(product).queryByText('#1')).not.toBeInTheDocument();
  });
});
