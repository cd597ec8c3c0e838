import { isIP } from 'node:net';
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
