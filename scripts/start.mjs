// `npm start`: install what is missing, build the web app when stale, then migrate, seed once and serve.
import { spawn } from 'node:child_process';
import { bin, ensureInstall, ensureWebBuild, root } from './lib.mjs';

await ensureInstall();
await ensureWebBuild();

const server = spawn(bin('tsx'), ['--tsconfig', 'apps/server/tsconfig.json', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
