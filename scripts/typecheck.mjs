// Type-checks each workspace (no emit: the server runs on tsx, the web app is built by Vite).
import { bin, run } from './lib.mjs';

for (const project of ['packages/shared', 'apps/server', 'apps/web', 'e2e']) {
  await run(bin('tsc'), ['-p', project, '--noEmit']);
}
