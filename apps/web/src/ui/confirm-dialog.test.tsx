import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, useConfirm } from '@/ui/confirm-dialog';

const Harness = ({ onConfirm }: { onConfirm: () => Promise<void> | void }) => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete Ada Martin?"
        description="She will leave the lists."
        confirmLabel="Delete"
        onConfirm={onConfirm}
        danger
      />
    </>
  );
};

describe('ConfirmDialog', () => {
  it('does run the action with a loading button and close when it succeeds', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onConfirm={onConfirm} />);
    expect(screen.getByRole('alertdialog', { name: 'Delete Ada Martin?' })).toHaveAccessibleDescription(
      'She will leave the lists.',
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does stay open when the action fails', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={() => Promise.reject(new Error('409'))} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('does close without acting when cancelled', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

const Asker = ({ onAnswer }: { onAnswer: (answer: boolean) => void }) => {
  const { confirm, confirmDialog } = useConfirm();
  return (
    <>
      <button type="button" onClick={async () => onAnswer(await confirm({ title: 'Sure?' }))}>
        Ask
      </button>
      {confirmDialog}
    </>
  );
};

describe('useConfirm', () => {
  it('does resolve true on confirm and false on cancel', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<Asker onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(true));
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(false));
  });
});
