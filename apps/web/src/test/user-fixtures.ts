import type { RoleRecord, UserRecord } from '@brokerage/shared';
import { savedRecord } from '@/test/saved-record';

export const agentRole: RoleRecord = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'agent',
  description: 'Sells by phone',
  permissions: { UserModule: { users: { 'UserModule:users:read': true, 'UserModule:users:update': false } } },
  dataScope: 'team',
  requireSecondFactor: false,
  userCount: 2,
  ...savedRecord,
};

export const rootRole: RoleRecord = {
  ...agentRole,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'root',
  description: 'Everything',
  permissions: {},
  dataScope: 'all',
  userCount: 1,
};

export const acme = { id: '33333333-3333-4333-8333-333333333333', name: 'Acme Courtage' };
export const paris = { id: '44444444-4444-4444-8444-444444444444', name: 'Paris Nord', companyId: acme.id };

export const claire: UserRecord = {
  id: '55555555-5555-4555-8555-555555555555',
  firstName: 'Claire',
  lastName: 'Dubois',
  name: 'Claire Dubois',
  phone: '+33612345678',
  email: 'claire@example.com',
  photoURL: null,
  status: 'active',
  roleId: agentRole.id,
  companyId: acme.id,
  teamId: paris.id,
  role: { id: agentRole.id, name: 'agent' },
  company: acme,
  team: { id: paris.id, name: paris.name },
  ...savedRecord,
};

export const pendingSam: UserRecord = {
  ...claire,
  id: '66666666-6666-4666-8666-666666666666',
  firstName: 'Sam',
  lastName: 'Martin',
  name: 'Sam Martin',
  phone: '+33698765432',
  email: 'sam@example.com',
  status: 'pending',
  roleId: null,
  companyId: null,
  teamId: null,
  role: null,
  company: null,
  team: null,
};
