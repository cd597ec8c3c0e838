import type { ModuleName } from '@brokerage/shared';
import {
  Boxes,
  Building,
  ClipboardCheck,
  FilePlus,
  FileText,
  FolderTree,
  Headphones,
  KeyRound,
  Layers,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Mail,
  MessageSquareText,
  Package,
  ShieldCheck,
  ShoppingCart,
  Signature,
  SlidersHorizontal,
  Target,
  Users,
  UsersRound,
  Wrench,
} from 'lucide-react';

export interface NavItem {
  /** Translation key under layout:nav.items and the first path segment's title on mobile. */
  id: string;
  /** Path without the locale. */
  path: string;
  /** Null only for the dashboard, which everyone sees (SPEC §6). */
  module: ModuleName | null;
  icon: LucideIcon;
  /** False until the page exists: the sidebar never links to a page that is not built. */
  available: boolean;
}

export interface NavGroup {
  /** Translation key under layout:nav.groups. */
  id: string;
  icon: LucideIcon;
  items: NavItem[];
  /** Rendered as plain links, without a collapsible heading. */
  standalone?: boolean;
}

const item = (
  id: string,
  path: string,
  module: ModuleName | null,
  icon: LucideIcon,
  available = false,
): NavItem => ({
  id,
  path,
  module,
  icon,
  available,
});

export const NAVIGATION: NavGroup[] = [
  {
    id: 'dashboard',
    icon: LayoutDashboard,
    standalone: true,
    items: [item('dashboard', '/', null, LayoutDashboard, true)],
  },
  {
    id: 'organization',
    icon: Building,
    items: [
      item('users', '/users', 'UserModule', Users, true),
      item('companies', '/companies', 'CompanyModule', Building, true),
      item('teams', '/teams', 'TeamModule', UsersRound, true),
      item('roles', '/roles', 'RoleModule', ShieldCheck, true),
    ],
  },
  {
    id: 'documents',
    icon: FileText,
    items: [
      item('documents', '/documents', 'DocumentModule', FileText),
      item('signatures', '/signatures', 'SignatureModule', Signature),
      item('emails', '/emails', 'EmailModule', Mail),
    ],
  },
  {
    id: 'sales',
    icon: ShoppingCart,
    items: [
      item('ventes', '/ventes', 'VenteModule', ShoppingCart),
      item('newVente', '/ventes/form', 'VenteModule', FilePlus),
      item('qualityControl', '/quality-control', 'VenteModule', Headphones),
      item('produits', '/produits', 'VenteModule', Package, true),
      item('contrats', '/contrats', 'VenteModule', ClipboardCheck),
    ],
  },
  {
    id: 'forms',
    icon: ListChecks,
    items: [
      item('questions', '/questions', 'QuestionsModule', ListChecks, true),
      item('categories', '/categories', 'QuestionsModule', FolderTree, true),
      item('gammes', '/gammes', 'QuestionsModule', Layers, true),
      item('responses', '/responses', 'ResponsesModule', MessageSquareText),
      item('projectObjectives', '/project-objectives', 'ProjectObjectiveModule', Target, true),
    ],
  },
  {
    id: 'administration',
    icon: Wrench,
    items: [
      item('apiKeys', '/api-keys', 'ApiKeysModule', KeyRound),
      item('parameters', '/parameters', 'ParametersModule', SlidersHorizontal),
      item('admin', '/admin', 'AdminModule', Wrench),
      item('modules', '/modules', 'ModulesModule', Boxes, true),
    ],
  },
];
