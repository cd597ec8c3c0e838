import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const serverProject = (database: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve: { alias: { '@': here('./apps/server/src') } },
  test: {
    name: `server-${database}`,
    root: here('./apps/server'),
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: database, NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The PostgreSQL run is added only where a server is configured (CI exports TEST_DATABASE_URL).
const databases: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: here('./packages/shared'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tooling',
          root: here('.'),
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      ...databases.map(serverProject),
      {
        plugins: [react()],
        resolve: { alias: { '@': here('./apps/web/src') } },
        test: {
          name: 'web',
          root: here('./apps/web'),
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // Page tests click through whole journeys; on CI's two busy cores one can take several seconds.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
