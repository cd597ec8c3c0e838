import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedCatalogue } from './db/seed/catalogue.ts';
import { seedDemoSales } from './db/seed/demo-sales.ts';
import { seedQuestionnaire } from './db/seed/questionnaire.ts';
import { demoAccountLines, demoAccountsExist, isDemoSeeded, seedDemo, seedRoles } from './db/seed/seed.ts';
import { seedTariffs } from './db/seed/tariffs.ts';
import { queueDemoDocuments } from './features/documents/documents-demo.service.ts';
import { getSealKey } from './features/signatures/seal-key.service.ts';
import { assertNameCollation } from './platform/lists.ts';
import { assertDemoNotExposed } from './platform/loopback.ts';
import { resolveAppSecret } from './platform/secrets.ts';

const start = async () => {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, ...(config.DATABASE_SESSION_LIMITS ? {} : { sessionLimits: false }) }
      : { dataDir: join(config.DATA_DIR, 'pglite') },
  );
  await database.migrate();
  await assertNameCollation(database.db);
  await seedRoles(database.db);
  await seedCatalogue(database.db);
  await seedTariffs(database.db);
  await seedQuestionnaire(database.db);
  if (config.SEED_DEMO) {
    await seedDemo(database.db);
    // Bank details are sealed with the app's secret, which the server resolves the same way when it builds.
    await seedDemoSales(database.db, { appSecret: await resolveAppSecret(database.db, config) });
  }
  try {
    assertDemoNotExposed(config, await demoAccountsExist(database.db));
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({ config, database });
  // After buildApp: the job queue's schema exists from then on; the workers render them once listening.
  if (config.SEED_DEMO) await queueDemoDocuments(database.db, app.jobs);
  // The brokerage's seal exists from the first start (issue 10), not from the first signature.
  await getSealKey({
    db: database.db,
    appSecret: app.appSecret,
    previousAppSecret: config.APP_SECRET_PREVIOUS,
  });
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
    await database.close();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  const url = `http://${config.HOST === '0.0.0.0' || config.HOST === '127.0.0.1' ? 'localhost' : config.HOST}:${config.PORT}`;
  const lines = [
    '',
    `  Back office ready at ${url}`,
    `  API docs at ${url}/api/docs`,
    `  Database: ${database.driver === 'pglite' ? `embedded (${join(config.DATA_DIR, 'pglite')})` : 'PostgreSQL'}`,
  ];
  if (await isDemoSeeded(database.db)) {
    lines.push(
      '',
      '  Demo accounts (sign in with the phone number; the SMS code is printed in this log):',
      ...demoAccountLines(),
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
