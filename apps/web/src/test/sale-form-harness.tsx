import type { CurrentUser } from '@brokerage/shared';
import { SaleFormPage } from '@/features/ventes/pages/sale-form-page';
import { resetApiClientForTests } from '@/lib/api-client';
import { GammeCacheProvider } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import { testUser } from '@/test/auth-test-harness';
import { providersResponse } from '@/test/catalogue-fixtures';
import { type FakeFetch, json } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { productGammes } from '@/test/product-fixtures';

export const agent: CurrentUser = { ...testUser, role: { ...testUser.role, name: 'agent' } };

/** The signed-in agent's network with the catalogue the form reads; add the sale's own calls. */
export const installSaleFormFetch = (): FakeFetch => {
  resetApiClientForTests();
  sessionStorage.clear();
  return installSignedInFetch(agent)
    .on('GET', '/api/insurance/providers', json(200, providersResponse))
    .on('GET', '/api/insurance/providers/actudata/gammes', json(200, { data: productGammes }))
    .on('GET', '/api/project-objectives', json(200, { data: [], total: 0, page: 1, pageSize: 100 }));
};

/** /ventes/form, new or with `?id=`. */
export const renderSaleForm = (search = '') =>
  renderSignedInPage(
    `/en/ventes/form${search}`,
    <GammeCacheProvider>
      <SaleFormPage />
    </GammeCacheProvider>,
  );
