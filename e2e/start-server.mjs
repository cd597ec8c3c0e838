// The real server on a fresh embedded database for each end-to-end run, serving the built web app.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const server = spawn(
  join(root, 'node_modules/.bin/tsx'),
  ['--tsconfig', 'apps/server/tsconfig.json', 'apps/server/src/main.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: process.env.E2E_PORT ?? '3100',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'brokerage-e2e-')),
      LOG_LEVEL: 'warn',
      CAPTCHA_COST: '500',
      DATABASE_URL: '',
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
