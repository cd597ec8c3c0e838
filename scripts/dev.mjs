// `npm run dev`: the server with reload on change, and Vite with hot reload proxying /api to it.
import { spawn } from 'node:child_process';
import { bin, root } from './lib.mjs';

const children = [
  spawn(
    bin('tsx'),
    ['watch', '--clear-screen=false', '--tsconfig', 'apps/server/tsconfig.json', 'apps/server/src/main.ts'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
  spawn(bin('vite'), [], { cwd: `${root}/apps/web`, stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) child.on('exit', () => stop('SIGTERM'));
console.log('Web app with hot reload at http://localhost:5173 (API on http://localhost:3000)');
