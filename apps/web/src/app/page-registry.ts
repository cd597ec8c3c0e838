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
import type { ComponentType } from 'react';

/** A sidebar group; its title is `layout:nav.groups.<id>`. */
export interface PageGroup {
  id: 'dashboard' | 'organization' | 'documents' | 'sales' | 'forms' | 'administration';
  icon: LucideIcon;
  /** Rendered as plain links, without a collapsible heading. */
  standalone?: boolean;
}

/**
 * One page of the shell, declared once: the router, the sidebar, the header search, the mobile title and the
 * dashboard shortcuts are all built from this entry (docs/architecture.md, "adding a page").
 */
export interface PageEntry {
  /** Title key `layout:nav.items.<id>` (en, fr and ar; the registry test checks all three). */
  id: string;
  /** Path without the locale; '/' is the dashboard. */
  path: string;
  /** The module whose access shows the page (SPEC §6); null only for the dashboard. */
  module: ModuleName | null;
  group: PageGroup['id'];
  icon: LucideIcon;
  /**
   * The page's own chunk, loaded when the route is first visited. Absent while the page is only planned: the
   * sidebar never links to it and no route exists.
   */
  load?: () => Promise<ComponentType>;
  /** Pages inside this one that the sidebar does not list, such as a record's own page. */
  subPages?: readonly SubPage[];
}

/**
 * A page reached from its parent rather than the sidebar (`/ventes/:id`): routed under the parent's module,
 * titled and highlighted as the parent (its path starts with the parent's).
 */
export interface SubPage {
  /** Full path without the locale, with its parameters: `/ventes/:id`. */
  path: string;
  load: () => Promise<ComponentType>;
}

export const PAGE_GROUPS: readonly PageGroup[] = [
  { id: 'dashboard', icon: LayoutDashboard, standalone: true },
  { id: 'organization', icon: Building },
  { id: 'documents', icon: FileText },
  { id: 'sales', icon: ShoppingCart },
  { id: 'forms', icon: ListChecks },
  { id: 'administration', icon: Wrench },
];

export const PAGES: readonly PageEntry[] = [
  {
    id: 'dashboard',
    path: '/',
    module: null,
    group: 'dashboard',
    icon: LayoutDashboard,
    load: () => import('@/app/pages/dashboard-page').then((m) => m.DashboardPage),
  },
  {
    id: 'users',
    path: '/users',
    module: 'UserModule',
    group: 'organization',
    icon: Users,
    load: () => import('@/features/users/pages/users-page').then((m) => m.UsersPage),
  },
  {
    id: 'companies',
    path: '/companies',
    module: 'CompanyModule',
    group: 'organization',
    icon: Building,
    load: () => import('@/features/companies/pages/companies-page').then((m) => m.CompaniesPage),
  },
  {
    id: 'teams',
    path: '/teams',
    module: 'TeamModule',
    group: 'organization',
    icon: UsersRound,
    load: () => import('@/features/teams/pages/teams-page').then((m) => m.TeamsPage),
  },
  {
    id: 'roles',
    path: '/roles',
    module: 'RoleModule',
    group: 'organization',
    icon: ShieldCheck,
    load: () => import('@/features/roles/pages/roles-page').then((m) => m.RolesPage),
  },
  {
    id: 'documents',
    path: '/documents',
    module: 'DocumentModule',
    group: 'documents',
    icon: FileText,
    load: () => import('@/features/documents/pages/documents-page').then((m) => m.DocumentsPage),
  },
  {
    id: 'signatures',
    path: '/signatures',
    module: 'SignatureModule',
    group: 'documents',
    icon: Signature,
    load: () => import('@/features/signatures/pages/signatures-page').then((m) => m.SignaturesPage),
  },
  {
    id: 'emails',
    path: '/emails',
    module: 'EmailModule',
    group: 'documents',
    icon: Mail,
    load: () => import('@/features/emails/pages/emails-page').then((m) => m.EmailsPage),
  },
  {
    id: 'ventes',
    path: '/ventes',
    module: 'VenteModule',
    group: 'sales',
    icon: ShoppingCart,
    load: () => import('@/features/ventes/pages/ventes-page').then((m) => m.VentesPage),
    subPages: [
      {
        path: '/ventes/:id',
        // The sale page with the documents and signature sections (app/pages: it composes three features).
        load: () => import('@/app/pages/sale-with-documents-page').then((m) => m.SaleWithDocumentsPage),
      },
    ],
  },
  {
    id: 'newVente',
    path: '/ventes/form',
    module: 'VenteModule',
    group: 'sales',
    icon: FilePlus,
    load: () => import('@/features/ventes/pages/sale-form-page').then((m) => m.SaleFormPage),
  },
  {
    id: 'qualityControl',
    path: '/quality-control',
    module: 'VenteModule',
    group: 'sales',
    icon: Headphones,
    load: () =>
      import('@/features/quality-control/pages/quality-control-page').then((m) => m.QualityControlPage),
    subPages: [
      {
        path: '/quality-control/opposition',
        load: () => import('@/features/calls/pages/opposition-page').then((m) => m.OppositionPage),
      },
      {
        path: '/quality-control/:saleId',
        // The review with the signature's evidence (app/pages: it composes the signatures feature).
        load: () =>
          import('@/app/pages/quality-review-with-evidence-page').then(
            (m) => m.QualityReviewWithEvidencePage,
          ),
      },
    ],
  },
  {
    id: 'produits',
    path: '/produits',
    module: 'VenteModule',
    group: 'sales',
    icon: Package,
    load: () => import('@/features/products/pages/products-page').then((m) => m.ProductsPage),
  },
  {
    id: 'contrats',
    path: '/contrats',
    module: 'VenteModule',
    group: 'sales',
    icon: ClipboardCheck,
    load: () => import('@/features/contracts/pages/contracts-page').then((m) => m.ContractsPage),
    subPages: [
      {
        path: '/contrats/:id',
        load: () => import('@/features/contracts/pages/contract-page').then((m) => m.ContractPage),
      },
    ],
  },
  {
    id: 'questions',
    path: '/questions',
    module: 'QuestionsModule',
    group: 'forms',
    icon: ListChecks,
    load: () => import('@/features/questions/pages/questions-page').then((m) => m.QuestionsPage),
  },
  {
    id: 'categories',
    path: '/categories',
    module: 'QuestionsModule',
    group: 'forms',
    icon: FolderTree,
    load: () => import('@/features/questions/pages/categories-page').then((m) => m.CategoriesPage),
  },
  {
    id: 'gammes',
    path: '/gammes',
    module: 'QuestionsModule',
    group: 'forms',
    icon: Layers,
    load: () => import('@/features/gammes/pages/gammes-page').then((m) => m.GammesPage),
  },
  {
    id: 'responses',
    path: '/responses',
    module: 'ResponsesModule',
    group: 'forms',
    icon: MessageSquareText,
    load: () => import('@/features/responses/pages/responses-page').then((m) => m.ResponsesPage),
  },
  {
    id: 'projectObjectives',
    path: '/project-objectives',
    module: 'ProjectObjectiveModule',
    group: 'forms',
    icon: Target,
    load: () =>
      import('@/features/project-objectives/pages/project-objectives-page').then(
        (m) => m.ProjectObjectivesPage,
      ),
  },
  {
    id: 'apiKeys',
    path: '/api-keys',
    module: 'ApiKeysModule',
    group: 'administration',
    icon: KeyRound,
    load: () => import('@/features/api-keys/pages/api-keys-page').then((m) => m.ApiKeysPage),
  },
  {
    id: 'parameters',
    path: '/parameters',
    module: 'ParametersModule',
    group: 'administration',
    icon: SlidersHorizontal,
    load: () => import('@/features/parameters/pages/parameters-page').then((m) => m.ParametersPage),
  },
  {
    id: 'admin',
    path: '/admin',
    module: 'AdminModule',
    group: 'administration',
    icon: Wrench,
    load: () => import('@/features/admin/pages/admin-page').then((m) => m.AdminPage),
  },
  {
    id: 'modules',
    path: '/modules',
    module: 'ModulesModule',
    group: 'administration',
    icon: Boxes,
    load: () => import('@/features/modules/pages/modules-page').then((m) => m.ModulesPage),
  },
];

/**
 * A page of the signed-in user themselves, reached from the avatar menu (issue 12): no module (everyone has a
 * profile and may read the help), no sidebar item; titled `layout:avatarMenu.<id>`. "Settings" is the profile
 * page's `#preferences` section, not a page of its own (docs/decisions.md).
 */
export interface AccountPage {
  id: 'profile' | 'help';
  path: string;
  load: () => Promise<ComponentType>;
}

export const ACCOUNT_PAGES: readonly AccountPage[] = [
  {
    id: 'profile',
    path: '/profile',
    load: () => import('@/app/pages/account-profile-page').then((m) => m.AccountProfilePage),
  },
  {
    id: 'help',
    path: '/help',
    load: () => import('@/features/profile/pages/help-page').then((m) => m.HelpPage),
  },
];
