import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { useConfirmDelete } from '@/ui/list-page/use-confirm-delete';

const Page = ({ run }: { run: () => Promise<unknown> }) => {
  const { confirmDelete, deleteDialog } = useConfirmDelete();
  return (
    <>
      <button
        type="button"
        onClick={() => confirmDelete({ title: 'Delete Alpha?', run, success: 'Alpha was deleted.' })}
      >
        Delete Alpha
      </button>
      {deleteDialog}
      <Toaster />
    </>
  );
};

describe('useConfirmDelete', () => {
  it('deletes only once confirmed, then says so', async () => {
    const user = userEvent.setup();
    const run = vi.fn(async () => undefined);
    render(<Page run={run} />);
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Alpha?' });
    expect(run).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Alpha was deleted.')).toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('does nothing when cancelled', async () => {
    const user = userEvent.setup();
    const run = vi.fn(async () => undefined);
    render(<Page run={run} />);
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(run).not.toHaveBeenCalled();
  });

  it('keeps the dialog open and explains a refusal', async () => {
    const user = userEvent.setup();
    const run = vi.fn(async () => {
      throw new ApiError({ status: 403, message: 'Forbidden resource', path: '/api/things/1' });
    });
    render(<Page run={run} />);
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Permission Denied: "Forbidden resource" (/api/things/1)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete Alpha?' })).toBeInTheDocument();
  });
});
