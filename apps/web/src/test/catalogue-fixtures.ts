import type { ProviderType } from '@brokerage/shared';
import { savedRecord } from '@/test/saved-record';

/** A small fictional catalogue for web tests: two provider types, one line with sub-lines. */
export const providerFixtures: ProviderType[] = [
  { code: 'actudata', name: 'Actudata', active: true },
  { code: 'mutuelle-atlas', name: 'Mutuelle Atlas', active: true },
];

export const providersResponse = { data: providerFixtures, total: 2, page: 1, pageSize: 100 };

export const gammeFixture = (providerType: string, code: string, name: string, id: string) => ({
  id,
  providerType,
  code,
  name,
  description: '',
  active: true,
  ...savedRecord,
});

export const actudataGammes = [
  gammeFixture('actudata', 'SANTE_SENIOR', 'Santé Senior', '00000000-0000-4000-8000-000000000001'),
  gammeFixture('actudata', 'SANTE_SENIOR.CONFORT', 'Confort', '00000000-0000-4000-8000-000000000002'),
  gammeFixture('actudata', 'SANTE_SENIOR.EXCELLENCE', 'Excellence', '00000000-0000-4000-8000-000000000003'),
  gammeFixture('actudata', 'HOSPI_PLUS', 'Hospi Plus', '00000000-0000-4000-8000-000000000004'),
];
