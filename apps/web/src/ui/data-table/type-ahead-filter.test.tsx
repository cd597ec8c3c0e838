import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TypeAheadFilter, type TypeAheadOption } from '@/ui/data-table/type-ahead-filter';

const PEOPLE: TypeAheadOption[] = [
  { value: 'u1', label: 'Claire Dubois' },
  { value: 'u2', label: 'Clément Roux' },
];

/** A caller that answers the people whose name holds what is typed, as the API's search would. */
const Harness = () => {
  const [value, setValue] = useState<string | undefined>();
  const [term, setTerm] = useState('');
  const options = term
    ? PEOPLE.filter((person) => person.label.toLowerCase().includes(term.toLowerCase()))
    : [];
  return (
    <>
      <p data-testid="value">{value ?? 'none'}</p>
      <TypeAheadFilter
        label="Seller"
        allLabel="All sellers"
        value={value}
        valueLabel={PEOPLE.find((person) => person.value === value)?.label}
        onChange={setValue}
        term={term}
        onTermChange={setTerm}
        options={options}
        loading={false}
      />
    </>
  );
};

describe('TypeAheadFilter', () => {
  it('does choose with the arrow keys and Enter, then show the choice and clear it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Seller' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'cl');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Clément Roux' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('u2');
    expect(screen.getByText('Clément Roux')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear the filter Seller' }));
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    expect(screen.getByRole('combobox', { name: 'Seller' })).toHaveValue('');
  });

  it('does say when nothing matches, and close on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Seller' });
    await user.type(box, 'zz');
    expect(screen.getByRole('status')).toHaveTextContent('No match');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });
});
