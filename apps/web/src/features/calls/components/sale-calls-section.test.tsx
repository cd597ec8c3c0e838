import type { CallAttempt, CallEligibility } from '@brokerage/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SaleCallsSection } from '@/features/calls/components/sale-calls-section';
import { conflictReply, recordReply } from '@/test/api-replies';
import { fakeNetworkPerTest, json, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { agentPermissions, quotedSale, signedInWith } from '@/test/sale-page-fixtures';

const sale = quotedSale();
const callsPath = `/api/ventes/${sale.id}/calls`;
const eligibilityPath = `${callsPath}/eligibility`;

const attempt: CallAttempt = {
  id: '55555555-5555-4555-8555-555555555555',
  saleId: sale.id,
  customerId: sale.customerId,
  agent: { id: '44444444-4444-4444-8444-444444444444', name: 'Ada Martin' },
  phoneNumber: '+33612345678',
  at: '2026-12-14T09:00:00.000Z',
  outcome: 'call_back',
  callBackAt: '2026-12-15T09:30:00.000Z',
  note: 'Rappeler demain matin',
  createdAt: '2026-12-14T09:00:00.000Z',
};

const allowed: CallEligibility = {
  phoneNumber: '+33612345678',
  allowed: true,
  reason: null,
  allowedFrom: null,
  attemptsInWindow: 1,
  maxAttempts: 4,
  underContract: false,
  opposed: false,
};

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(signedInWith(agentPermissions))
    .on('GET', callsPath, json(200, { data: [attempt] }))
    .on('GET', eligibilityPath, recordReply(allowed)),
);

const renderSection = () => renderSignedInPage(`/en/ventes/${sale.id}`, <SaleCallsSection sale={sale} />);

describe('SaleCallsSection', () => {
  it('does show the call log with time, agent, outcome, call back and note, and that calling is allowed', async () => {
    renderSection();
    const region = await screen.findByRole('region', { name: 'Calls' }, { timeout: 5_000 });
    expect(await within(region).findByText('Ada Martin')).toBeInTheDocument();
    expect(within(region).getByText('Call back')).toBeInTheDocument();
    expect(within(region).getByText('Rappeler demain matin')).toBeInTheDocument();
    expect(within(region).getByText(/^call back /)).toBeInTheDocument();
    expect(await within(region).findByText('Calling is allowed now.')).toBeInTheDocument();
    expect(within(region).getByText('Attempts in the period: 1 of 4 allowed.')).toBeInTheDocument();
  });

  it('does say why calling is blocked and from when', async () => {
    network.on(
      'GET',
      eligibilityPath,
      recordReply({
        ...allowed,
        allowed: false,
        reason: 'CALL_OUTSIDE_HOURS',
        allowedFrom: '2026-12-15T09:00:00.000Z',
      }),
    );
    renderSection();
    expect(
      await screen.findByText('Calling is not allowed now.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Calls are not allowed at this hour\. Calling is allowed again from Dec 15, 2026/),
    ).toBeInTheDocument();
  });

  it('does record an attempt and send the outcome, note and do-not-call choice', async () => {
    const user = userEvent.setup();
    network.on('POST', callsPath, recordReply({ ...attempt, outcome: 'refused' }, 201));
    renderSection();
    await user.click(
      await screen.findByRole('button', { name: 'Record a call attempt' }, { timeout: 5_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(/Outcome/), 'Refused');
    await user.type(within(dialog).getByLabelText('Note'), 'Ne plus appeler');
    await user.click(within(dialog).getByLabelText('Add the number to the do-not-call list'));
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('The call attempt is recorded.')).toBeInTheDocument();
    expect(await sentBody(network, 'POST', callsPath)).toEqual({
      outcome: 'refused',
      note: 'Ne plus appeler',
      addToOppositionList: true,
    });
  });

  it('does show a refused attempt with its translated reason and date, and keep the dialog open', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      callsPath,
      conflictReply(callsPath, 'CALL_ATTEMPTS_EXCEEDED', 'Too many', {
        allowedFrom: '2027-01-13T10:00:00.000Z',
      }),
    );
    renderSection();
    await user.click(
      await screen.findByRole('button', { name: 'Record a call attempt' }, { timeout: 5_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(
      await within(dialog).findByText(
        /^The maximum number of call attempts for this prospect has been reached\. Calling is allowed again from Jan 13, 2027/,
      ),
    ).toBeInTheDocument();
  });

  it('does ask for the call-back time before sending a call back', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(
      await screen.findByRole('button', { name: 'Record a call attempt' }, { timeout: 5_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(/Outcome/), 'Call back');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Give the time to call back.')).toBeInTheDocument();
    expect(network.callsTo('POST', callsPath)).toHaveLength(0);
  });

  it("does put the customer's number on the do-not-call list after confirmation", async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(
      await screen.findByRole('button', { name: 'Customer asks not to be called' }, { timeout: 5_000 }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Stop calling this customer?' });
    network.on(
      'POST',
      `/api/ventes/${sale.id}/opposition`,
      recordReply(
        {
          id: '66666666-6666-4666-8666-666666666666',
          phoneNumber: '+33612345678',
          source: 'customer_request',
          reason: null,
          saleId: sale.id,
          createdAt: '2026-12-14T09:00:00.000Z',
          createdBy: null,
        },
        201,
      ),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Add to the do-not-call list' }));
    expect(await screen.findByText('The number is on the do-not-call list.')).toBeInTheDocument();
  });

  it('does not offer to record without VenteModule:ventes:update', async () => {
    network.on(
      'GET',
      '/api/auth/check-session',
      json(200, { authenticated: true, user: signedInWith(['VenteModule:ventes:read']) }),
    );
    renderSection();
    await screen.findByText('Ada Martin', {}, { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: 'Record a call attempt' })).not.toBeInTheDocument();
  });
});
