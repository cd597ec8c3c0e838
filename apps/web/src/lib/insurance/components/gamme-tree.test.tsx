import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GammeOption } from '@/lib/insurance/api/get-provider-gammes';
import { type GammeSelection, GammeTree } from '@/lib/insurance/components/gamme-tree';
import { GammeCacheProvider } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import type { FetchGammes } from '@/lib/insurance/gamme-cache/gamme-cache-store';

const catalogue: Record<string, GammeOption[]> = {
  actudata: [
    { code: 'SANTE_SENIOR', name: 'Santé Senior' },
    { code: 'SANTE_SENIOR.CONFORT', name: 'Confort' },
    { code: 'SANTE_SENIOR.EXCELLENCE', name: 'Excellence' },
    { code: 'HOSPI_PLUS', name: 'Hospi Plus' },
  ],
  'mutuelle-atlas': [{ code: 'ATLAS_TNS', name: 'Atlas TNS' }],
};

const providers = [
  { code: 'actudata', name: 'Actudata' },
  { code: 'mutuelle-atlas', name: 'Mutuelle Atlas' },
];

interface HarnessProps {
  initial: GammeSelection;
  readOnly: boolean;
  onChange: (next: GammeSelection) => void;
}

/** The tree under a caller that keeps the selection, as a form would. */
const Harness = ({ initial, readOnly, onChange }: HarnessProps) => {
  const [value, setValue] = useState<GammeSelection>(initial);
  return (
    <GammeTree
      providers={providers}
      value={value}
      readOnly={readOnly}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
};

const renderTree = ({
  initial = {},
  readOnly = false,
  fetchGammes = async (providerType: string) => catalogue[providerType] ?? [],
}: {
  initial?: GammeSelection;
  readOnly?: boolean;
  fetchGammes?: FetchGammes;
} = {}) => {
  const changes: GammeSelection[] = [];
  render(
    <GammeCacheProvider fetchGammes={fetchGammes}>
      <Harness initial={initial} readOnly={readOnly} onChange={(next) => changes.push(next)} />
    </GammeCacheProvider>,
  );
  return { changes, last: () => changes.at(-1) };
};

const box = (name: RegExp | string) => screen.getByRole('checkbox', { name });

describe('GammeTree', () => {
  it('does show each provider with its lines and the sub-lines under them', async () => {
    renderTree();

    expect(await screen.findByRole('checkbox', { name: /Santé Senior/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Atlas TNS/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Santé Senior' }));
    expect(box(/Confort/)).toBeVisible();
    expect(box(/Excellence/)).toBeVisible();
  });

  it('does assign the bare code in place of the sub-lines when a line is checked', async () => {
    const { last } = renderTree({ initial: { actudata: ['SANTE_SENIOR.CONFORT'] } });

    const line = await screen.findByRole('checkbox', { name: /Santé Senior/ });
    expect(line).toBePartiallyChecked();
    await userEvent.click(line);

    expect(last()).toEqual({ actudata: ['SANTE_SENIOR'] });
    expect(line).toBeChecked();
    expect(box(/Confort/)).toBeChecked();
    expect(box(/Excellence/)).toBeChecked();
  });

  it('does keep sub-lines one by one when each is checked individually', async () => {
    const { last } = renderTree();
    await userEvent.click(await screen.findByRole('button', { name: 'Show Santé Senior' }));

    await userEvent.click(box(/Confort/));
    await userEvent.click(box(/Excellence/));

    expect(last()).toEqual({ actudata: ['SANTE_SENIOR.CONFORT', 'SANTE_SENIOR.EXCELLENCE'] });
    expect(box(/Santé Senior/)).toBePartiallyChecked();
    expect(screen.getByText('2/2 sub-lines')).toBeInTheDocument();
  });

  it('does turn the whole line into the other sub-lines when one of its sub-lines is unchecked', async () => {
    const { last } = renderTree({ initial: { actudata: ['SANTE_SENIOR', 'HOSPI_PLUS'] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Show Santé Senior' }));

    await userEvent.click(box(/Confort/));

    expect(last()).toEqual({ actudata: ['HOSPI_PLUS', 'SANTE_SENIOR.EXCELLENCE'] });
    expect(box(/Santé Senior/)).toBePartiallyChecked();
  });

  it('does select every line of a provider whole, then clear them, from the provider checkbox', async () => {
    const { last } = renderTree({ initial: { 'mutuelle-atlas': ['ATLAS_TNS'] } });
    await screen.findByRole('checkbox', { name: /Santé Senior/ });

    await userEvent.click(box('All product lines of Actudata'));
    expect(last()).toEqual({ 'mutuelle-atlas': ['ATLAS_TNS'], actudata: ['SANTE_SENIOR', 'HOSPI_PLUS'] });
    expect(box('All product lines of Actudata')).toBeChecked();

    await userEvent.click(box('All product lines of Actudata'));
    expect(last()).toEqual({ 'mutuelle-atlas': ['ATLAS_TNS'], actudata: [] });
  });

  it('does toggle a line with the keyboard', async () => {
    const { last } = renderTree();
    const line = await screen.findByRole('checkbox', { name: /Hospi Plus/ });

    line.focus();
    await userEvent.keyboard(' ');

    expect(last()).toEqual({ actudata: ['HOSPI_PLUS'] });
  });

  it('does open the lines assigned sub-line by sub-line at first', async () => {
    renderTree({ initial: { actudata: ['SANTE_SENIOR.EXCELLENCE'] } });

    expect(await screen.findByRole('button', { name: 'Hide Santé Senior' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(box(/Excellence/)).toBeChecked();
    expect(box(/Confort/)).not.toBeChecked();
  });

  it('does show an assigned code the catalogue lacks and drop it when unchecked', async () => {
    const { last } = renderTree({ initial: { actudata: ['OLD_LINE'] } });

    const old = await screen.findByRole('checkbox', { name: /OLD_LINE/ });
    expect(within(old.closest('li') as HTMLElement).getByText('Not in the catalogue')).toBeInTheDocument();
    await userEvent.click(old);

    expect(last()).toEqual({ actudata: [] });
    // Once removed it cannot be assigned again, so the row goes.
    expect(screen.queryByRole('checkbox', { name: /OLD_LINE/ })).not.toBeInTheDocument();
  });

  it('does not change anything when read-only', async () => {
    const { changes } = renderTree({ initial: { actudata: ['HOSPI_PLUS'] }, readOnly: true });

    const line = await screen.findByRole('checkbox', { name: /Hospi Plus/ });
    expect(line).toBeChecked();
    expect(line).toBeDisabled();
    await userEvent.click(line);
    expect(changes).toEqual([]);
  });

  it('does show the failure and load again when asked to retry', async () => {
    const fetchGammes = vi
      .fn<FetchGammes>()
      .mockRejectedValueOnce(new Error('down'))
      .mockImplementation(async (providerType) => catalogue[providerType] ?? []);
    render(
      <GammeCacheProvider fetchGammes={fetchGammes}>
        <GammeTree providers={[providers[0] as (typeof providers)[number]]} value={{}} onChange={() => {}} />
      </GammeCacheProvider>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product lines');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('checkbox', { name: /Hospi Plus/ })).toBeInTheDocument();
  });
});
