import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CategoriesPage } from '@/features/questions/pages/categories-page';
import { emptyHistoryReply, listReply, recordReply } from '@/test/api-replies';
import { rootUser } from '@/test/auth-test-harness';
import { fakeNetworkPerTest, json, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { besoinsCategory, situationCategory } from '@/test/question-fixtures';
import { expectRefusedDelete, rowWith } from '@/test/row-actions';

const inactive = { ...besoinsCategory, active: false, questionCount: 0 };

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(rootUser)
    .on('GET', '/api/questions/categories', listReply([situationCategory, inactive]))
    .on('GET', '/api/audit-log', emptyHistoryReply),
);

const renderPage = () => renderSignedInPage('/en/categories', <CategoriesPage />);

describe('CategoriesPage', () => {
  it('does list the categories with their order, activity and question count', async () => {
    renderPage();
    const situation = await rowWith('Situation');
    expect(within(situation).getByText('La situation du souscripteur.')).toBeInTheDocument();
    expect(within(situation).getByText('Active')).toBeInTheDocument();
    expect(within(situation).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(await rowWith('Besoins')).getByText('Inactive')).toBeInTheDocument();
  });

  it('does create a category at a given place when the form is saved', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/questions/categories',
      recordReply({ ...situationCategory, id: 'c0000000-0000-4000-8000-000000000003', name: 'Budget' }, 201),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const sheet = await screen.findByRole('dialog', { name: 'New category' });
    await user.type(await within(sheet).findByLabelText(/^Name/), 'Budget');
    await user.type(within(sheet).getByLabelText('Order'), '1');
    await user.click(within(sheet).getByRole('button', { name: 'New category' }));

    expect(await sentBody(network, 'POST', '/api/questions/categories')).toEqual({
      name: 'Budget',
      description: '',
      order: 1,
      active: true,
    });
    expect(await screen.findByText('The category Budget was added.')).toBeInTheDocument();
  });

  it('does put a taken name on the name field when the server answers 409 DUPLICATE', async () => {
    const user = userEvent.setup();
    network.on(
      'PUT',
      `/api/questions/categories/${situationCategory.id}`,
      json(409, {
        statusCode: 409,
        error: 'Conflict',
        code: 'CONFLICT',
        message: 'A category named Besoins already exists.',
        path: `/api/questions/categories/${situationCategory.id}`,
        details: { reason: 'DUPLICATE' },
      }),
    );
    renderPage();
    await user.click(await rowWith('Situation'));
    const sheet = await screen.findByRole('dialog', { name: 'Edit Situation' });
    const name = await within(sheet).findByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Besoins');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('A category with this name already exists.'),
    );
  });

  it('does warn before and explain after when a category that has questions is deleted', () =>
    expectRefusedDelete(network, renderPage, {
      path: `/api/questions/categories/${situationCategory.id}`,
      row: 'Situation',
      dialogName: 'Delete the category Situation?',
      warning: /still has questions \(3\)/,
      reason: 'HAS_QUESTIONS',
      serverMessage: 'The category Situation still has 3 question(s).',
      details: { questionCount: 3 },
      shown: 'This category still has questions (3). Move or delete them first, or deactivate the category.',
    }));
});
