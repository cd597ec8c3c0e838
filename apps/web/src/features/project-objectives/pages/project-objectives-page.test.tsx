import type { ProjectObjective } from '@brokerage/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProjectObjectivesPage } from '@/features/project-objectives/pages/project-objectives-page';
import { emptyHistoryReply, listReply, recordReply } from '@/test/api-replies';
import { rootUser } from '@/test/auth-test-harness';
import { fakeNetworkPerTest, json, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { rowWith } from '@/test/row-actions';
import { savedRecord } from '@/test/saved-record';

const lowerPremium: ProjectObjective = {
  id: 'd0000000-0000-4000-8000-000000000001',
  label: 'Réduire la cotisation',
  description: 'Payer moins pour des garanties équivalentes.',
  order: 0,
  active: true,
  ...savedRecord,
};
const dental: ProjectObjective = {
  ...lowerPremium,
  id: 'd0000000-0000-4000-8000-000000000002',
  label: 'Mieux couvrir le dentaire',
  description: '',
  order: 1,
  active: false,
};

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(rootUser)
    .on('GET', '/api/project-objectives', listReply([lowerPremium, dental]))
    .on('GET', '/api/audit-log', emptyHistoryReply),
);

const renderPage = () => renderSignedInPage('/en/project-objectives', <ProjectObjectivesPage />);

describe('ProjectObjectivesPage', () => {
  it('does list the objectives with their description, order and activity', async () => {
    renderPage();
    const row = await rowWith('Réduire la cotisation');
    expect(within(row).getByText('Payer moins pour des garanties équivalentes.')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(await rowWith('Mieux couvrir le dentaire')).getByText('Inactive')).toBeInTheDocument();
  });

  it('does create an objective at the end of the list when no order is given', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/project-objectives',
      recordReply(
        { ...lowerPremium, id: 'd0000000-0000-4000-8000-000000000003', label: 'Premier contrat' },
        201,
      ),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New objective' }));
    const sheet = await screen.findByRole('dialog', { name: 'New project objective' });
    await user.type(await within(sheet).findByLabelText(/^Objective/), 'Premier contrat');
    await user.type(within(sheet).getByLabelText('Description'), 'Une première complémentaire santé.');
    await user.click(within(sheet).getByRole('button', { name: 'New objective' }));

    expect(await sentBody(network, 'POST', '/api/project-objectives')).toEqual({
      label: 'Premier contrat',
      description: 'Une première complémentaire santé.',
      active: true,
    });
    expect(await screen.findByText('The objective Premier contrat was added.')).toBeInTheDocument();
  });

  it('does deactivate an objective when its box is unticked and the form saved', async () => {
    const user = userEvent.setup();
    network.on(
      'PUT',
      `/api/project-objectives/${lowerPremium.id}`,
      recordReply({ ...lowerPremium, active: false }),
    );
    renderPage();
    await user.click(await rowWith('Réduire la cotisation'));
    const sheet = await screen.findByRole('dialog', { name: 'Edit Réduire la cotisation' });
    await user.click(within(sheet).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(network.callsTo('PUT', `/api/project-objectives/${lowerPremium.id}`)).toHaveLength(1),
    );
    expect(network.callsTo('PUT', `/api/project-objectives/${lowerPremium.id}`)[0]?.body).toEqual({
      label: 'Réduire la cotisation',
      description: 'Payer moins pour des garanties équivalentes.',
      order: 0,
      active: false,
      version: 1,
    });
  });

  it('does put a taken label on the label field when the server answers 409 DUPLICATE', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/project-objectives',
      json(409, {
        statusCode: 409,
        error: 'Conflict',
        code: 'CONFLICT',
        message: 'A project objective labelled Réduire la cotisation already exists.',
        path: '/api/project-objectives',
        details: { reason: 'DUPLICATE' },
      }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New objective' }));
    const sheet = await screen.findByRole('dialog', { name: 'New project objective' });
    const label = await within(sheet).findByLabelText(/^Objective/);
    await user.type(label, 'Réduire la cotisation');
    await user.click(within(sheet).getByRole('button', { name: 'New objective' }));
    await waitFor(() =>
      expect(label).toHaveAccessibleDescription('An objective with this label already exists.'),
    );
  });

  it('does delete an objective once confirmed', async () => {
    const user = userEvent.setup();
    network.on('DELETE', `/api/project-objectives/${dental.id}`, json(204));
    renderPage();
    const row = await rowWith('Mieux couvrir le dentaire');
    await user.click(within(row).getByRole('button', { name: 'Row actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the objective Mieux couvrir le dentaire?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('The objective Mieux couvrir le dentaire was deleted.'),
    ).toBeInTheDocument();
    expect(network.callsTo('DELETE', `/api/project-objectives/${dental.id}`)).toHaveLength(1);
  });
});
