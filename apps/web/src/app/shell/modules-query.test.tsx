import { buildPermissionsMap, type PermissionHolder } from '@brokerage/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModuleNames } from '@/app/shell/modules-query';

const agent: PermissionHolder = {
  role: { name: 'agent', permissions: buildPermissionsMap(['UserModule:users:read']) },
};
const root: PermissionHolder = { role: { name: 'root', permissions: {} } };

// The network edge: the server's answer to GET /api/modules.
const stubModulesEndpoint = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(
        JSON.stringify({
          modules: [
            { name: 'UserModule', controllers: [] },
            { name: 'VenteModule', controllers: [] },
          ],
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

afterEach(() => vi.restoreAllMocks());

describe('useModuleNames', () => {
  it('returns the module names from GET /api/modules when the user is not root', async () => {
    const fetch = stubModulesEndpoint();
    const { result } = renderHook(() => useModuleNames(agent), { wrapper });
    await waitFor(() => expect(result.current).toEqual(['UserModule', 'VenteModule']));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/modules');
  });

  it('does not fetch when the user is root or signed out', () => {
    const fetch = stubModulesEndpoint();
    renderHook(() => useModuleNames(root), { wrapper });
    renderHook(() => useModuleNames(null), { wrapper });
    expect(fetch).not.toHaveBeenCalled();
  });
});
