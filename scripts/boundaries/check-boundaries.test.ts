import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries.mjs';

// A miniature repository with one file per kind of violation, checked by the same function `npm test` runs.
const fixtures: Record<string, string> = {
  // Allowed: a feature reading another feature's api/ folder, a page reading lib/ and ui/.
  'apps/web/src/features/roles/api/get-roles.ts': 'export const getRoles = () => [];\n',
  'apps/web/src/features/users/pages/users-page.tsx':
    "import { getRoles } from '@/features/roles/api/get-roles';\nimport { session } from '@/lib/session';\nexport const page = () => [getRoles(), session];\n",
  'apps/web/src/lib/session.ts': "export const session = 'signed-in';\n",
  // A feature reaching into another feature's components.
  'apps/web/src/features/roles/components/role-badge.tsx': 'export const RoleBadge = () => null;\n',
  'apps/web/src/features/teams/pages/teams-page.tsx':
    "import { RoleBadge } from '@/features/roles/components/role-badge';\nexport const page = RoleBadge;\n",
  // ui/ importing a feature.
  'apps/web/src/ui/table.tsx':
    "import { RoleBadge } from '../features/roles/components/role-badge';\nexport const Table = RoleBadge;\n",
  // lib/ importing app/.
  'apps/web/src/app/router.tsx': 'export const router = {};\n',
  'apps/web/src/lib/links.ts': "import { router } from '@/app/router';\nexport const links = router;\n",
  // A server feature importing another feature's routes, and an import cycle.
  'apps/server/src/features/roles/roles.routes.ts': 'export const rolesRoutes = 1;\n',
  'apps/server/src/features/users/users.service.ts':
    "import { rolesRoutes } from '@/features/roles/roles.routes.ts';\nexport const users = rolesRoutes;\n",
  'apps/server/src/platform/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
  'apps/server/src/platform/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
  // 401 lines of source, and a 401-line test, which is exempt.
  'apps/server/src/platform/long.ts': 'export const line = 1;\n'.repeat(401),
  'apps/server/src/platform/long.test.ts': 'export const line = 1;\n'.repeat(401),
};

let root: string;
let violations: Array<{ rule: string; from: string; to: string }>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(fixtures)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  violations = await checkBoundaries({ root });
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const reported = (rule: string, from: string) => violations.some((v) => v.rule === rule && v.from === from);

describe('the boundary check', () => {
  it('does report a web feature importing another feature’s components', () => {
    expect(reported('feature-internals', 'apps/web/src/features/teams/pages/teams-page.tsx')).toBe(true);
  });

  it('does report a server feature importing another feature’s routes', () => {
    expect(reported('feature-internals', 'apps/server/src/features/users/users.service.ts')).toBe(true);
  });

  it('does report ui/ importing a feature', () => {
    expect(reported('shared-layer-imports-feature', 'apps/web/src/ui/table.tsx')).toBe(true);
  });

  it('does report lib/ importing app/', () => {
    expect(reported('imports-app', 'apps/web/src/lib/links.ts')).toBe(true);
  });

  it('does report an import cycle', () => {
    expect(reported('import-cycle', 'apps/server/src/platform/a.ts')).toBe(true);
  });

  it('does report a 401-line source file but not a 401-line test', () => {
    expect(reported('file-too-long', 'apps/server/src/platform/long.ts')).toBe(true);
    expect(violations.some((v) => v.from === 'apps/server/src/platform/long.test.ts')).toBe(false);
  });

  it('does accept a feature reading another feature’s api/ folder and lib/', () => {
    expect(violations.some((v) => v.from === 'apps/web/src/features/users/pages/users-page.tsx')).toBe(false);
  });
});
