import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fieldDifferences, staleWriteCurrent } from '@/ui/stale-write/stale-write';
import { useStaleWrite } from '@/ui/stale-write/use-stale-write';

interface Person {
  id: string;
  email: string;
  firstName: string;
  version: number;
}

const theirs: Person = { id: 'p1', email: 'first@example.com', firstName: 'Ada', version: 4 };
const staleError = new ApiError({
  status: 409,
  message: 'changed',
  path: '/api/users/p1',
  code: 'STALE_WRITE',
  details: { current: theirs },
});

const Harness = ({ save, onReload }: { save: () => Promise<void>; onReload: (current: Person) => void }) => {
  const [outcome, setOutcome] = useState('idle');
  const { handleStaleWrite, staleWriteDialog } = useStaleWrite<Person>({
    onReload,
    fieldLabel: (field) => ({ email: 'Email', firstName: 'First name' })[field] ?? field,
  });
  const sent = { email: 'second@example.com', firstName: 'Ada', version: 3 };
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          try {
            await save();
            setOutcome('saved');
          } catch (error) {
            setOutcome(handleStaleWrite(error, sent) ? 'conflict' : 'other failure');
          }
        }}
      >
        Save
      </button>
      <p>{outcome}</p>
      {staleWriteDialog}
    </>
  );
};

describe('useStaleWrite', () => {
  it('opens the dialog on 409 STALE_WRITE, shows yours against theirs, and reloads the server record', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    render(<Harness save={() => Promise.reject(staleError)} onReload={onReload} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Someone else changed this record' });
    expect(screen.getByText('conflict')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Review differences' }));
    const row = within(dialog).getByRole('row', { name: /Email/ });
    expect(row).toHaveTextContent('second@example.com');
    expect(row).toHaveTextContent('first@example.com');
    // Unchanged fields and the version are not differences.
    expect(within(dialog).queryByRole('row', { name: /First name/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Reload the record' }));
    expect(onReload).toHaveBeenCalledWith(theirs);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('leaves other failures to the form and keeps the changes when the user keeps editing', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const { rerender } = render(
      <Harness
        save={() =>
          Promise.reject(new ApiError({ status: 409, message: 'dup', path: '/x', code: 'CONFLICT' }))
        }
        onReload={onReload}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('other failure')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    rerender(<Harness save={() => Promise.reject(staleError)} onReload={onReload} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onReload).not.toHaveBeenCalled();
  });
});

describe('stale-write helpers', () => {
  it('reads the current record only from a STALE_WRITE error', () => {
    expect(staleWriteCurrent(staleError)).toEqual(theirs);
    expect(staleWriteCurrent(new Error('x'))).toBeNull();
  });

  it('treats empty, null and absent alike and compares lists by value', () => {
    expect(
      fieldDifferences(
        { email: '', tags: ['a', 'b'], name: 'New', version: 1 },
        { email: null, tags: ['a', 'b'], name: 'Old', version: 2 },
      ),
    ).toEqual([{ field: 'name', yours: 'New', theirs: 'Old' }]);
  });
});
