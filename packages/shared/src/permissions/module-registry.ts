/**
 * The permission vocabulary: modules, their controllers and each controller's actions (DESIGN §7).
 * Routes name a key from here; the role editor and `GET /api/modules` are built from it.
 */
export const MODULE_REGISTRY = {
  UserModule: { users: ['read', 'create', 'update', 'delete'] },
  CompanyModule: { companies: ['read', 'create', 'update', 'delete'] },
  TeamModule: { teams: ['read', 'create', 'update', 'delete'] },
  RoleModule: { roles: ['read', 'create', 'update', 'delete'] },
  ModulesModule: { modules: ['read', 'update'] },
  DocumentModule: { documents: ['read', 'create', 'delete'] },
  SignatureModule: { signatures: ['read', 'create'] },
  EmailModule: { emails: ['read', 'send'] },
  VenteModule: {
    ventes: ['read', 'create', 'update', 'delete', 'status'],
    'quality-control': ['read', 'review'],
    produits: ['read', 'create', 'update', 'delete', 'quote'],
    contrats: ['read', 'update'],
  },
  CustomerModule: { customers: ['read', 'update', 'bank-details'] },
  InsuranceModule: { insurance: ['read'] },
  QuestionsModule: {
    questions: ['read', 'create', 'update', 'delete'],
    categories: ['read', 'create', 'update', 'delete'],
    gammes: ['read', 'create', 'update', 'delete'],
  },
  ResponsesModule: { responses: ['read'] },
  ProjectObjectiveModule: { 'project-objectives': ['read', 'create', 'update', 'delete'] },
  AdminModule: {
    admin: ['read'],
    jobs: ['read', 'update'],
    sessions: ['read', 'delete'],
    'audit-log': ['read'],
  },
  ApiKeysModule: { 'api-keys': ['read', 'create', 'delete'] },
  ParametersModule: { parameters: ['read', 'update'] },
} as const satisfies Record<string, Record<string, readonly string[]>>;

type Registry = typeof MODULE_REGISTRY;
export type ModuleName = keyof Registry;
export type PermissionKey = {
  [M in ModuleName]: {
    [C in keyof Registry[M] &
      string]: `${M}:${C}:${Registry[M][C] extends readonly (infer A extends string)[] ? A : never}`;
  }[keyof Registry[M] & string];
}[ModuleName];

/** `Module:controller` of a record family whose read, create, update and delete keys all exist. */
export type RecordPermissionPrefix = {
  [Key in PermissionKey]: Key extends `${infer Prefix}:read`
    ? `${Prefix}:create` | `${Prefix}:update` | `${Prefix}:delete` extends PermissionKey
      ? Prefix
      : never
    : never;
}[PermissionKey];

export const MODULE_NAMES = Object.keys(MODULE_REGISTRY) as ModuleName[];

export const permissionKey = (module: string, controller: string, action: string): string =>
  `${module}:${controller}:${action}`;

export interface ModuleDescription {
  name: string;
  controllers: { name: string; actions: string[] }[];
}

export const describeModule = (name: ModuleName): ModuleDescription => ({
  name,
  controllers: Object.entries(MODULE_REGISTRY[name]).map(([controller, actions]) => ({
    name: controller,
    actions: (actions as readonly string[]).map((action) => permissionKey(name, controller, action)),
  })),
});

export const ALL_PERMISSION_KEYS: PermissionKey[] = MODULE_NAMES.flatMap((name) =>
  describeModule(name).controllers.flatMap((controller) => controller.actions),
) as PermissionKey[];
