import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes.ts';
import { auditLogRoutes } from './features/audit-log/audit-log.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { callsRoutes } from './features/calls/calls.routes.ts';
import { oppositionRoutes } from './features/calls/opposition.routes.ts';
import { companiesRoutes } from './features/companies/companies.routes.ts';
import { complianceRoutes } from './features/compliance/compliance.routes.ts';
import { retentionRoutes } from './features/compliance/retention.routes.ts';
import { contractsRoutes } from './features/contracts/contracts.routes.ts';
import { customersRoutes } from './features/customers/customers.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { documentsRoutes } from './features/documents/documents.routes.ts';
import { emailsRoutes } from './features/emails/emails.routes.ts';
import { filesRoutes } from './features/files/files.routes.ts';
import { gammesRoutes } from './features/gammes/gammes.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { identityRoutes } from './features/identity/identity.routes.ts';
import { passwordRoutes } from './features/identity/password.routes.ts';
import { insuranceRoutes } from './features/insurance/insurance.routes.ts';
import { jobsRoutes } from './features/jobs/jobs.routes.ts';
import { modulesRoutes } from './features/modules/modules.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { fillDefaultPageSize } from './features/parameters/default-page-size.ts';
import { parametersRoutes } from './features/parameters/parameters.routes.ts';
import { mailWithParameterSender, smsWithParameterSender } from './features/parameters/parameters-senders.ts';
import { productsRoutes } from './features/products/products.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { projectObjectivesRoutes } from './features/project-objectives/project-objectives.routes.ts';
import { qualityControlRoutes } from './features/quality-control/quality-control.routes.ts';
import { additionalQuestionsRoutes } from './features/questions/additional-questions.routes.ts';
import { questionCategoriesRoutes } from './features/questions/categories.routes.ts';
import { questionsRoutes } from './features/questions/questions.routes.ts';
import { quotesRoutes } from './features/quotes/quotes.routes.ts';
import { responsesRoutes } from './features/responses/responses.routes.ts';
import { rolesRoutes } from './features/roles/roles.routes.ts';
import { publicSigningRoutes } from './features/signatures/public-signing.routes.ts';
import { signaturesRoutes } from './features/signatures/signatures.routes.ts';
import { teamsRoutes } from './features/teams/teams.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { ventesRoutes } from './features/ventes/ventes.routes.ts';
import { createMailTransport } from './integrations/mail/create-mail-transport.ts';
import type { MailTransport } from './integrations/mail/mail-transport.ts';
import { createLogSmsTransport } from './integrations/sms/log-sms-transport.ts';
import type { SmsTransport } from './integrations/sms/sms-transport.ts';
import type { ObjectStorage } from './integrations/storage/object-storage.ts';
import { storageFromConfig } from './integrations/storage/storage-from-config.ts';
import { accessPlugin } from './platform/access.ts';
import { devClockRoutes } from './platform/clock.routes.ts';
import { compressionPlugin } from './platform/compression.ts';
import { errorsPlugin } from './platform/errors.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import { createJobQueue } from './platform/jobs/pg-boss-queue.ts';
import { loggerOptions } from './platform/logger.ts';
import { openapiPlugin } from './platform/openapi.ts';
import { createSecretBox, type SecretBox } from './platform/secret-box.ts';
import { resolveAppSecret } from './platform/secrets.ts';
import { securityPlugin } from './platform/security.ts';
import { staticWebPlugin } from './platform/static-web.ts';
import { APP_VERSION } from './version.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    databaseDriver: DatabaseHandle['driver'];
    appSecret: string;
    /** Seals customers' bank details at rest (platform/secret-box.ts). */
    bankDetailsBox: SecretBox;
    sms: SmsTransport;
    /** SMTP when configured, the development outbox otherwise (integrations/mail). */
    mail: MailTransport;
    /** Background jobs (platform/jobs/job-queue.ts): enqueue in a transaction, register handlers with the routes. */
    jobs: JobQueue;
    /** Where file bytes live (integrations/storage): DATA_DIR/files or an S3-compatible bucket. */
    storage: ObjectStorage;
    /** The application's version (Fastify's own `version` is the framework's). */
    appVersion: string;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Tests pass a capturing transport; otherwise the configured one. */
  sms?: SmsTransport;
  /** Tests may pass their own; otherwise the configured one. */
  mail?: MailTransport;
  /** Tests may pass their own storage; otherwise the configured one. */
  storage?: ObjectStorage;
  logger?: FastifyServerOptions['logger'];
}

/** The whole server as one Fastify instance, without listen(): main.ts serves it, tests inject into it. */
export const buildApp = async ({ config, database, sms, mail, storage, logger }: BuildAppOptions) => {
  const trustedProxies = config.TRUST_PROXY;
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    trustProxy:
      // A hop count trusts that many proxies in front of us, as Fastify does for a number (which its types omit).
      typeof trustedProxies === 'number'
        ? (_address: string, hop: number) => hop < trustedProxies
        : trustedProxies,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseDriver', database.driver);
  const appSecret = await resolveAppSecret(database.db, config);
  app.decorate('appSecret', appSecret);
  app.decorate(
    'bankDetailsBox',
    createSecretBox('bank-details', [
      appSecret,
      ...(config.APP_SECRET_PREVIOUS ? [config.APP_SECRET_PREVIOUS] : []),
    ]),
  );
  app.decorate('appVersion', APP_VERSION);
  // The configured transports send under the parameters' sender names; a test's own transport is kept as given.
  app.decorate(
    'sms',
    sms ??
      smsWithParameterSender(
        createLogSmsTransport({ logger: app.log, db: database.db, keepOutbox: !config.isProduction }),
        database.db,
      ),
  );

  const mailTransport =
    mail ??
    mailWithParameterSender(createMailTransport(config, { logger: app.log, db: database.db }), database.db);
  app.decorate('mail', mailTransport);
  app.addHook('onClose', async () => {
    await mailTransport.close?.();
  });
  const jobs = createJobQueue({
    executeSql: database.executeSql,
    log: app.log.child({ component: 'jobs' }),
    workers: config.JOBS_WORKERS,
    pollIntervalSeconds: config.JOBS_POLL_SECONDS,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.startWorkers());
  app.addHook('onClose', () => jobs.stop());
  app.decorate('storage', storage ?? (await storageFromConfig(config)));

  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(accessPlugin);
  await app.register(openapiPlugin, { version: APP_VERSION });

  app.addHook('preValidation', fillDefaultPageSize(database.db));

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(modulesRoutes);
      await api.register(parametersRoutes);
      await api.register(identityRoutes, { prefix: '/identity' });
      await api.register(passwordRoutes, { prefix: '/identity' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(apiKeysRoutes);
      await api.register(auditLogRoutes);
      await api.register(jobsRoutes);
      await api.register(adminRoutes);
      await api.register(usersRoutes);
      await api.register(rolesRoutes);
      await api.register(insuranceRoutes, { prefix: '/insurance' });
      await api.register(gammesRoutes);
      await api.register(companiesRoutes);
      await api.register(teamsRoutes);
      await api.register(questionsRoutes);
      await api.register(questionCategoriesRoutes);
      await api.register(additionalQuestionsRoutes);
      await api.register(projectObjectivesRoutes);
      await api.register(productsRoutes);
      await api.register(ventesRoutes);
      await api.register(filesRoutes);
      await api.register(customersRoutes);
      await api.register(quotesRoutes);
      await api.register(dashboardRoutes);
      await api.register(emailsRoutes);
      await api.register(documentsRoutes);
      await api.register(signaturesRoutes);
      await api.register(callsRoutes);
      await api.register(oppositionRoutes);
      await api.register(qualityControlRoutes);
      await api.register(contractsRoutes);
      await api.register(notificationsRoutes);
      await api.register(publicSigningRoutes);
      await api.register(complianceRoutes);
      await api.register(retentionRoutes);
      await api.register(devClockRoutes);
      await api.register(responsesRoutes);
      await api.register(profileRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(staticWebPlugin, { root: config.WEB_DIST, serveSourceMaps: !config.isProduction });
  // Every feature has registered its jobs: pg-boss's schema (after our migrations) and one queue per job.
  await jobs.start();
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
