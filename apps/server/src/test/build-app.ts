import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import type { DatabaseHandle } from '@/db/client.ts';
import type { SmsTransport } from '@/integrations/sms/sms-transport.ts';
import { openTestDatabase } from './test-database.ts';

export interface SentSms {
  to: string;
  body: string;
}

/** A transport that keeps what it sends, so tests read the code as a person reads their phone. */
export const createCapturingSms = (): SmsTransport & {
  sent: SentSms[];
  lastCodeFor: (to: string) => string;
} => {
  const sent: SentSms[] = [];
  return {
    name: 'capture',
    sent,
    async send(message) {
      sent.push(message);
    },
    lastCodeFor(to) {
      const message = sent.findLast((entry) => entry.to === to);
      const code = message?.body.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code was sent to ${to}`);
      return code;
    },
  };
};

/** A fresh app on a fresh migrated database; call `close()` in afterAll. `extraApiRoutes` mount under /api. */
export const buildTestApp = async (env: Record<string, string> = {}, extraApiRoutes?: FastifyPluginAsync) =>
  buildTestAppOn(await openTestDatabase(), env, extraApiRoutes);

/** An app on a database the caller opened (two instances on one database, for instance); `close()` closes both. */
export const buildTestAppOn = async (
  database: DatabaseHandle,
  env: Record<string, string> = {},
  extraApiRoutes?: FastifyPluginAsync,
) => {
  // Jobs run when a test calls `app.jobs.runDue()`, not behind its back (JOBS_WORKERS: 'true' to test workers).
  // Stored files go to a folder of this app's own, removed on close (the database itself is not in DATA_DIR here).
  const dataDir = env.DATA_DIR ? undefined : await mkdtemp(join(tmpdir(), 'brokerage-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    JOBS_WORKERS: 'false',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...env,
  });
  const sms = createCapturingSms();
  const app = await buildApp({ config, database, sms, logger: false });
  if (extraApiRoutes) await app.register(extraApiRoutes, { prefix: '/api' });
  await app.ready();
  return {
    app,
    db: database.db,
    sms,
    close: async () => {
      await app.close();
      await database.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
