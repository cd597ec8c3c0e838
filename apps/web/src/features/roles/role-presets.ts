import { seededTexts } from '@/lib/seeded-text';

/** The descriptions the seed gives its preset roles (apps/server/src/db/seed/role-presets.ts), by key. */
export const SEEDED_ROLE_DESCRIPTIONS = seededTexts({
  'roles:presets.root.description': 'Every permission, including turning modules on and off.',
  'roles:presets.admin.description':
    'Runs the organisation, the questionnaire, the products and the settings.',
  'roles:presets.manager.description': "Leads a team: sees and follows up the team's sales.",
  'roles:presets.agent.description': 'Sells by phone: runs their own sales from first call to signature.',
  'roles:presets.quality.description':
    'Checks recorded calls and documents before a sale becomes a contract.',
});
