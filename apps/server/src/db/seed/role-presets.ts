import { ALL_PERMISSION_KEYS, type DataScope, type PermissionKey } from '@brokerage/shared';

export interface RolePreset {
  name: string;
  description: string;
  dataScope: DataScope;
  granted: readonly PermissionKey[];
}

const SALES_READ: PermissionKey[] = [
  'VenteModule:ventes:read',
  'VenteModule:produits:read',
  'VenteModule:contrats:read',
  'CustomerModule:customers:read',
  'InsuranceModule:insurance:read',
  'DocumentModule:documents:read',
  'SignatureModule:signatures:read',
];

/** The roles a new brokerage starts with; `root` needs no grants (it has every permission). */
export const ROLE_PRESETS: RolePreset[] = [
  {
    name: 'root',
    description: 'Every permission, including turning modules on and off.',
    dataScope: 'all',
    granted: [],
  },
  {
    name: 'admin',
    description: 'Runs the organisation, the questionnaire, the products and the settings.',
    dataScope: 'all',
    granted: ALL_PERMISSION_KEYS.filter((key) => key !== 'ModulesModule:modules:update'),
  },
  {
    name: 'manager',
    description: "Leads a team: sees and follows up the team's sales.",
    dataScope: 'team',
    granted: [
      ...SALES_READ,
      'VenteModule:ventes:update',
      'VenteModule:ventes:status',
      'VenteModule:quality-control:read',
      'UserModule:users:read',
      'TeamModule:teams:read',
      'QuestionsModule:questions:read',
      'QuestionsModule:categories:read',
      'QuestionsModule:gammes:read',
      'ResponsesModule:responses:read',
      'ProjectObjectiveModule:project-objectives:read',
    ],
  },
  {
    name: 'agent',
    description: 'Sells by phone: runs their own sales from first call to signature.',
    dataScope: 'own',
    granted: [
      ...SALES_READ,
      'VenteModule:ventes:create',
      'VenteModule:ventes:update',
      'VenteModule:ventes:delete',
      'VenteModule:ventes:status',
      'VenteModule:produits:quote',
      'CustomerModule:customers:update',
      'CustomerModule:customers:bank-details',
      'DocumentModule:documents:create',
      'SignatureModule:signatures:create',
      'QuestionsModule:questions:read',
      'QuestionsModule:categories:read',
      'QuestionsModule:gammes:read',
      'ProjectObjectiveModule:project-objectives:read',
    ],
  },
  {
    name: 'quality',
    description: 'Checks recorded calls and documents before a sale becomes a contract.',
    dataScope: 'company',
    granted: [
      ...SALES_READ,
      'VenteModule:quality-control:read',
      'VenteModule:quality-control:review',
      'ResponsesModule:responses:read',
    ],
  },
];
