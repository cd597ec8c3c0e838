import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** A PostgreSQL URL; when unset, the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
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
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).optional(),
  SMS_TRANSPORT: z.enum(['log']).default('log'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  /** Where the built web app lives; the server serves it when the folder exists. */
  WEB_DIST: z.string().default(new URL('../../web/dist', import.meta.url).pathname),
  SEED_DEMO: booleanFromEnv.default(true),
});

export type Config = z.infer<typeof configSchema> & { captchaCost: number; isProduction: boolean };

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
  // A low proof-of-work cost keeps development and tests fast; production makes bots pay for each code.
  const captchaCost = config.CAPTCHA_COST ?? (isProduction ? 5_000 : config.NODE_ENV === 'test' ? 10 : 1_000);
  return { ...config, captchaCost, isProduction };
};
