import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GammeOption } from '@/lib/insurance/api/get-provider-gammes';
import { GammeCacheProvider, useGammeCache } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import type { FetchGammes } from '@/lib/insurance/gamme-cache/gamme-cache-store';
import { useProviderGammes } from '@/lib/insurance/gamme-cache/use-provider-gammes';
import { recordReply } from '@/test/api-replies';
import { fakeNetworkPerTest, json } from '@/test/fake-fetch';

const senior: GammeOption = { code: 'SANTE_SENIOR', name: 'Santé Senior' };

describe('useGammeCache', () => {
  it('does throw when used outside a GammeCacheProvider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useGammeCache())).toThrow(
      'useGammeCache must be used within a GammeCacheProvider',
    );
    error.mockRestore();
  });

  it('does re-render with each state of a provider type when its list is asked for', async () => {
    let release: (list: GammeOption[]) => void = () => {};
    const fetchGammes = vi.fn<FetchGammes>(() => new Promise((resolve) => (release = resolve)));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <GammeCacheProvider fetchGammes={fetchGammes}>{children}</GammeCacheProvider>
    );
    const { result } = renderHook(() => useGammeCache(), { wrapper });

    expect(result.current.entryOf('actudata')).toBeUndefined();
    let answer: Promise<GammeOption[]> = Promise.resolve([]);
    act(() => {
      answer = result.current.getGammes('actudata');
    });
    expect(result.current.entryOf('actudata')?.status).toBe('loading');

    await act(async () => {
      release([senior]);
      await answer;
    });
    expect(result.current.entries.actudata).toMatchObject({ status: 'loaded', gammes: [senior] });

    act(() => result.current.reset());
    expect(result.current.entries).toEqual({});
  });
});

/** Shows one provider type's entry as `status:codes:error`. */
const Lines = ({ providerType }: { providerType: string | null }) => {
  const { status, gammes, error } = useProviderGammes(providerType);
  return (
    <p>
      {status}:{gammes.map((gamme) => gamme.code).join(',')}:{error ?? ''}
    </p>
  );
};

describe('useProviderGammes in the app provider', () => {
  const network = fakeNetworkPerTest();

  it('does load once from the catalogue when two components ask for the same provider type', async () => {
    network.on('GET', '/api/insurance/providers/actudata/gammes', recordReply([senior]));

    render(
      <GammeCacheProvider>
        <Lines providerType="actudata" />
        <Lines providerType="actudata" />
      </GammeCacheProvider>,
    );

    await waitFor(() => expect(screen.getAllByText('loaded:SANTE_SENIOR:')).toHaveLength(2));
    expect(network.callsTo('GET', '/api/insurance/providers/actudata/gammes')).toHaveLength(1);
  });

  it('does stay idle without a request when no provider type is chosen', () => {
    render(
      <GammeCacheProvider>
        <Lines providerType={null} />
      </GammeCacheProvider>,
    );

    expect(screen.getByText('idle::')).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it('does show the stored message when the catalogue refuses', async () => {
    network.on('GET', '/api/insurance/providers/actudata/gammes', json(500, { message: 'Database down' }));

    render(
      <GammeCacheProvider>
        <Lines providerType="actudata" />
      </GammeCacheProvider>,
    );

    expect(await screen.findByText('error::Database down')).toBeInTheDocument();
  });
});
