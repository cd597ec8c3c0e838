import {
  buildPermissionsMap,
  type CurrentUser,
  DEFAULT_PARAMETERS,
  PARAMETER_MESSAGES,
  type ParameterSet,
} from '@brokerage/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ParametersPage } from '@/features/parameters/pages/parameters-page';
import { resetApiClientForTests } from '@/lib/api-client';
import { recordReply, refusalReply, validationReply } from '@/test/api-replies';
import { testUser } from '@/test/auth-test-harness';
import { type FakeFetch, installFakeFetch, json, sentBody } from '@/test/fake-fetch';
import { renderSignedInPage } from '@/test/page-harness';

const userWith = (keys: string[]): CurrentUser => ({
  ...testUser,
  role: { ...testUser.role, name: 'administrator', permissions: buildPermissionsMap(keys) },
});
const editor = userWith(['ParametersModule:parameters:read', 'ParametersModule:parameters:update']);
const reader = userWith(['ParametersModule:parameters:read']);

const stored: ParameterSet = { ...DEFAULT_PARAMETERS, version: 3, updatedAt: '2026-11-20T10:00:00.000Z' };

let network: FakeFetch;

const setup = (user: CurrentUser, set: ParameterSet = stored) => {
  resetApiClientForTests();
  network = installFakeFetch()
    .on('GET', '/api/auth/check-session', json(200, { authenticated: true, user }))
    .on('GET', '/api/parameters', recordReply(set));
  return renderSignedInPage('/en/parameters', <ParametersPage />);
};

beforeEach(() => resetApiClientForTests());
afterEach(() => vi.unstubAllGlobals());

describe('ParametersPage', () => {
  it('saves the edited set with the version it loaded', async () => {
    const user = userEvent.setup();
    setup(editor);
    const name = await screen.findByRole('textbox', { name: /Brokerage name/ });
    expect(name).toHaveValue(DEFAULT_PARAMETERS.brokerageName);
    await user.clear(name);
    await user.type(name, 'Courtage du Nord');
    await user.clear(screen.getAllByLabelText('To')[0] as HTMLElement);
    await user.type(screen.getAllByLabelText('To')[0] as HTMLElement, '12:30');
    network.on(
      'PUT',
      '/api/parameters',
      recordReply({ ...stored, brokerageName: 'Courtage du Nord', version: 4 }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const sent = (await sentBody(network, 'PUT', '/api/parameters')) as Record<string, unknown>;
    expect(sent).toMatchObject({
      version: 3,
      brokerageName: 'Courtage du Nord',
      callingRules: {
        windows: [
          { start: '10:00', end: '12:30' },
          { start: '14:00', end: '20:00' },
        ],
      },
    });
    expect(await screen.findByText('Parameters saved.')).toBeInTheDocument();
  });

  it('shows the schema message, translated, under an invalid creditor identifier and sends nothing', async () => {
    const user = userEvent.setup();
    setup(editor);
    const ics = await screen.findByRole('textbox', { name: /Creditor identifier/ });
    await user.clear(ics);
    await user.type(ics, 'FR00ZZZ123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'A creditor identifier is FR, two check digits, three characters and six characters.',
      ),
    ).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/parameters')).toHaveLength(0);
  });

  it("puts the server's field errors on their fields", async () => {
    const user = userEvent.setup();
    setup(editor);
    await screen.findByRole('textbox', { name: /SMS sender name/ });
    network.on(
      'PUT',
      '/api/parameters',
      validationReply('/api/parameters', [{ path: 'smsSenderName', message: PARAMETER_MESSAGES.smsSender }]),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'An SMS sender is 3 to 11 letters, digits or spaces, with at least one letter.',
      ),
    ).toBeInTheDocument();
  });

  it('opens the stale-write dialog on 409 and reloads the newer set into the form', async () => {
    const user = userEvent.setup();
    setup(editor);
    await screen.findByRole('textbox', { name: /Brokerage name/ });
    const theirs = { ...stored, brokerageName: 'Saved by someone else', version: 4 };
    network.on(
      'PUT',
      '/api/parameters',
      refusalReply(409, '/api/parameters', {
        code: 'STALE_WRITE',
        message: 'The record was changed by someone else.',
        details: { current: theirs },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByTestId('stale-write-dialog');
    await user.click(within(dialog).getByRole('button', { name: /Reload/ }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Brokerage name/ })).toHaveValue('Saved by someone else'),
    );
  });

  it('bounds the calling and retention numbers as the shared schema does, with their stored values', async () => {
    setup(editor);
    const maxAttempts = await screen.findByLabelText(/Attempts at most/);
    expect(maxAttempts).toHaveAttribute('min', '1');
    expect(maxAttempts).toHaveAttribute('max', '50');
    expect(maxAttempts).toHaveValue(stored.callingRules.maxAttempts);
    const keptWithoutSignature = screen.getByLabelText(/Recordings without signature/);
    expect(keptWithoutSignature).toHaveAttribute('min', '0');
    expect(keptWithoutSignature).toHaveAttribute('max', '120');
    expect(keptWithoutSignature).toHaveValue(stored.retention.recordingMonthsWithoutSignature);
  });

  it('adds, reorders and removes checklist points', async () => {
    const user = userEvent.setup();
    setup(editor);
    await screen.findByRole('group', { name: 'Point 1' });
    const count = DEFAULT_PARAMETERS.qualityChecklist.length;
    await user.click(screen.getByRole('button', { name: 'Add a point' }));
    expect(screen.getByRole('group', { name: `Point ${count + 1}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Remove Point ${count + 1}` }));
    await user.click(screen.getByRole('button', { name: 'Move Point 2 up' }));
    const first = screen.getByRole('group', { name: 'Point 1' });
    expect(within(first).getByRole('textbox', { name: /Key/ })).toHaveValue('identity_confirmed');
  });

  it('shows the set read-only to a user who may only read', async () => {
    setup(reader);
    expect(await screen.findByRole('textbox', { name: /Brokerage name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
