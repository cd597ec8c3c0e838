import { isIP } from 'node:net';
import { SIGNATURE_PROVIDERS } from '@brokerage/shared';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** `10.0.0.1`, `::1`, `10.0.0.0/8` or `fd00::/8`. */
const isAddressOrCidr = (value: string) => {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Which peers may tell us the client's address through X-Forwarded-For: a hop count (the proxies in front of
 * the server) or a comma-separated list of proxy addresses/CIDRs, as Fastify's `trustProxy` takes them.
 * `true` would believe any client's header, so rate limits keyed by address could be dodged with a new header
 * on each request; it is refused.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): number | string[] | false => {
    if (value === 'false') return false;
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          "'true' would trust the X-Forwarded-For any client sends, so anyone could dodge the sign-in limits. " +
          'Give the number of proxies in front of the server (for example 1) or their addresses/CIDRs ' +
          '(for example 10.0.0.1,192.168.0.0/16).',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops === 0 ? false : hops;
    }
    const proxies = value.split(',').map((entry) => entry.trim());
    const bad = proxies.filter((entry) => !isAddressOrCidr(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `expected false, a hop count (0 to 10) or proxy addresses/CIDRs; not understood: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return proxies;
  });

const perHourLimit = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** A PostgreSQL URL; when unset, the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * Whether the pool's sessions carry their limits (`SessionLimits`, db/client.ts) as startup parameters. Off behind
   * a pooler that refuses them (PgBouncer): set them on the database role instead.
   */
  DATABASE_SESSION_LIMITS: booleanFromEnv.default(true),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Extra origins allowed to send cookie-authenticated writes, besides the server's own (comma-separated). */
  APP_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** Secret for keyed hashes (codes, sessions) and key encryption; generated and kept in the database when unset outside production. */
  APP_SECRET: z.string().min(32).optional(),
  /** The secret before the last rotation: values sealed under it (bank details) still open; new ones use APP_SECRET. */
  APP_SECRET_PREVIOUS: z.string().min(32).optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).optional(),
  SMS_TRANSPORT: z.enum(['log']).default('log'),
  /** Who seals signed documents (integrations/signature/signature-provider.ts); only the built-in one exists. */
  SIGNATURE_PROVIDER: z.enum(SIGNATURE_PROVIDERS).default('builtin'),
  /** Mail goes out over SMTP when SMTP_URL or SMTP_HOST is set, otherwise to the development outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(587),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: booleanFromEnv.default(false),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  /** The From of every email: `Brokerage <no-reply@example.fr>`. Required with SMTP. */
  MAIL_FROM: z.string().min(3).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema.default(false),
  /** Demo accounts sign in with codes the development outbox shows: only on a loopback HOST unless this says so. */
  ALLOW_DEMO_ON_NETWORK: booleanFromEnv.default(false),
  /**
   * Per-address limits, sized for an office of 200 agents behind one NAT address signing in within the same
   * hour (a code or two each, and a mistyped code now and then); the captcha and the per-number limits stop bots.
   */
  CODE_REQUESTS_PER_IP_PER_HOUR: perHourLimit(600),
  SIGN_IN_ATTEMPTS_PER_IP_PER_HOUR: perHourLimit(1_000),
  /** Where the built web app lives; the server serves it when the folder exists. */
  WEB_DIST: z.string().default(new URL('../../web/dist', import.meta.url).pathname),
  SEED_DEMO: booleanFromEnv.default(true),
  /** Run background jobs in this instance (every instance may: each job runs once). Tests turn it off and call runDue(). */
  JOBS_WORKERS: booleanFromEnv.default(true),
  /** How often an idle worker looks for a due job; small, so a queued email or PDF follows at once. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  /** Where uploaded and generated files live: a folder under DATA_DIR, or an S3-compatible bucket. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The S3-compatible endpoint (MinIO, Garage...); unset for AWS itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `bucket` in the path rather than the host name, as most self-hosted S3 servers need. */
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  /** The largest file an upload may carry (bytes); larger ones answer 413. 25 MiB by default. */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1_024)
    .max(1024 * 1024 * 1024)
    .default(25 * 1024 * 1024),
});

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export interface S3Config {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export type Config = z.infer<typeof configSchema> & {
  captchaCost: number;
  isProduction: boolean;
  /** The bucket's settings when STORAGE=s3, else null. */
  s3: S3Config | null;
};

export class ConfigError extends Error {}

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  // An empty variable means "unset", as in most shells' `VAR= command`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const isProduction = config.NODE_ENV === 'production';
  if (isProduction && !config.APP_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  APP_SECRET: required in production (at least 32 characters)',
    );
  }
  if ((config.SMTP_URL || config.SMTP_HOST) && !config.MAIL_FROM) {
    throw new ConfigError(
      'Invalid configuration:\n  MAIL_FROM: required when SMTP is configured (for example "Brokerage <no-reply@example.fr>")',
    );
  }
  const missingS3 = config.STORAGE === 's3' ? S3_REQUIRED.filter((name) => !config[name]) : [];
  if (missingS3.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${missingS3.map((name) => `  ${name}: required when STORAGE=s3`).join('\n')}`,
    );
  }
  const s3: S3Config | null =
    config.STORAGE === 's3' && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: config.S3_ENDPOINT,
          region: config.S3_REGION,
          bucket: config.S3_BUCKET,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
        }
      : null;
  // A low proof-of-work cost keeps development and tests fast; production makes bots pay for each code.
  const captchaCost = config.CAPTCHA_COST ?? (isProduction ? 5_000 : config.NODE_ENV === 'test' ? 10 : 1_000);
  return { ...config, captchaCost, isProduction, s3 };
};
