// The OpenAPI document is one real clients can consume (issue 7): it is built from the app in-process,
// linted with Redocly's recommended rules (0 errors), then turned into a typed client with openapi-typescript
// and a small file using that client is type-checked. Everything runs from node_modules, offline.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, root, run } from './lib.mjs';

const work = await mkdtemp(join(tmpdir(), 'openapi-check-'));
const documentPath = join(work, 'openapi.json');
try {
  await run(bin('tsx'), [
    '--tsconfig',
    'apps/server/tsconfig.json',
    'apps/server/scripts/write-openapi.ts',
    documentPath,
  ]);
  await run(bin('redocly'), ['lint', documentPath, '--config', join(root, 'redocly.yaml')], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  await run(bin('openapi-typescript'), [documentPath, '--output', join(work, 'api.d.ts')]);
  // A caller of the generated types: an operation by its operationId, its 200 body and an error body.
  await writeFile(
    join(work, 'client.ts'),
    `import type { operations, paths } from './api.js';
type UsersPage = operations['getUsers']['responses'][200]['content']['application/json'];
type Forbidden = operations['getUsers']['responses'][403]['content']['application/json'];
type CreateUserBody = NonNullable<operations['createUser']['requestBody']>['content']['application/json'];
export const firstUserId = (page: UsersPage): string | undefined => page.data[0]?.id;
export const forbiddenPath = (error: Forbidden): string => error.path;
export const healthPath: keyof paths = '/api/health';
export type { CreateUserBody };
`,
  );
  await run(bin('tsc'), [
    '--noEmit',
    '--strict',
    '--skipLibCheck',
    '--module',
    'nodenext',
    '--moduleResolution',
    'nodenext',
    '--target',
    'es2022',
    join(work, 'client.ts'),
  ]);
  console.log('OpenAPI document: lint clean, typed client generated and type-checked.');
} finally {
  await rm(work, { recursive: true, force: true });
}
