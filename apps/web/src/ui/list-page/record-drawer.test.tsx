import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { TextField } from '@/ui/form/text-field';
import { useZodForm } from '@/ui/form/use-zod-form';
import { RecordDrawer } from '@/ui/list-page/record-drawer';
import { useRecordDrawer } from '@/ui/list-page/use-record-drawer';

interface Thing {
  id: string;
  name: string;
}

const rows: Thing[] = [{ id: 'a1', name: 'Alpha' }];
const nameSchema = z.object({ name: z.string() });

const ThingForm = ({
  thing,
  onCancel,
  onDone,
}: {
  thing?: Thing;
  onCancel: () => void;
  onDone: () => void;
}) => {
  const form = useZodForm(nameSchema, { name: thing?.name ?? '' });
  return (
    <Form form={form} onSubmit={onDone}>
      <TextField name="name" label="Name" />
      <FormActions onCancel={onCancel} />
    </Form>
  );
};

const Location = () => {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
};

const Page = ({ load }: { load?: (id: string) => Promise<Thing> }) => {
  const drawer = useRecordDrawer({ rows, getId: (thing) => thing.id, load });
  return (
    <>
      <button type="button" onClick={drawer.openCreate}>
        New thing
      </button>
      <button type="button" onClick={() => drawer.openRecord(rows[0] as Thing)}>
        Open Alpha
      </button>
      <RecordDrawer
        drawer={drawer}
        title={`${drawer.record?.name ?? 'New thing'}${drawer.section ? ` (${drawer.section})` : ''}`}
      >
        {(thing) => (
          <>
            <ThingForm thing={thing} onCancel={() => void drawer.requestClose()} onDone={drawer.close} />
            {thing && (
              <button type="button" onClick={() => drawer.openRecord(thing, 'prices')}>
                Prices
              </button>
            )}
          </>
        )}
      </RecordDrawer>
      <Location />
    </>
  );
};

const renderPage = (path = '/things', load?: (id: string) => Promise<Thing>) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Page load={load} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const location = () => screen.getByTestId('location').textContent;

describe('RecordDrawer with useRecordDrawer', () => {
  it('keeps the open record in the URL and clears it on close', async () => {
    const user = userEvent.setup();
    renderPage('/things?page=2');
    await user.click(screen.getByRole('button', { name: 'Open Alpha' }));
    const drawer = await screen.findByRole('dialog', { name: 'Alpha' });
    expect(location()).toBe('/things?page=2&record=a1');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/things?page=2');
  });

  it('keeps the section shown in the URL, and drops it with the record on close', async () => {
    const user = userEvent.setup();
    renderPage('/things');
    await user.click(screen.getByRole('button', { name: 'Open Alpha' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Alpha' })).getByRole('button', { name: 'Prices' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Alpha (prices)' });
    expect(location()).toBe('/things?record=a1&section=prices');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/things');
  });

  it('opens a linked record that is not on screen by loading it', async () => {
    const load = vi.fn(async (id: string) => ({ id, name: 'Loaded thing' }));
    renderPage('/things?record=z9', load);
    expect(await screen.findByRole('dialog', { name: 'Loaded thing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Loaded thing');
    expect(load).toHaveBeenCalledWith('z9', expect.anything());
  });

  it('says a linked record does not exist when it cannot be found', async () => {
    renderPage('/things?record=missing');
    expect(await screen.findByText('This record does not exist or has been deleted.')).toBeInTheDocument();
  });

  it('opens the create form from ?record=new', async () => {
    renderPage('/things?record=new');
    expect(await screen.findByRole('dialog', { name: 'New thing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'Cancel',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    [
      'the close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
  ])('asks before dropping unsaved changes when closed with %s', async (_how, close) => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Open Alpha' }));
    await user.type(await screen.findByLabelText('Name'), ' changed');
    await close(user);

    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Alpha' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Alpha changed');

    await close(user);
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/things');
  });

  it('closes at once when nothing changed, and after a save without asking', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Open Alpha' }));
    await screen.findByLabelText('Name');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open Alpha' }));
    await user.type(await screen.findByLabelText('Name'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('gives the focus back to the control that opened it', async () => {
    const user = userEvent.setup();
    renderPage();
    const opener = screen.getByRole('button', { name: 'New thing' });
    await user.click(opener);
    await screen.findByLabelText('Name');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
