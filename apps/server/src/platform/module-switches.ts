import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { moduleSettings } from '@/db/schema/index.ts';

/** How long an instance trusts its copy of the disabled modules. */
export const MODULE_SWITCHES_TTL_MS = 5_000;

/**
 * The modules root switched off, read on every guarded request and therefore cached in memory. The instance
 * that changes a switch invalidates its copy at once; every other instance sees the change within the TTL
 * (DESIGN §9: nothing another instance needs lives only in memory, the table is the truth).
 */
export interface ModuleSwitches {
  disabledModules: () => Promise<ReadonlySet<string>>;
  isEnabled: (module: string) => Promise<boolean>;
  invalidate: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    moduleSwitches: ModuleSwitches;
  }
}

export const loadDisabledModules = async (db: Executor): Promise<ReadonlySet<string>> => {
  const rows = await db
    .select({ name: moduleSettings.name })
    .from(moduleSettings)
    .where(eq(moduleSettings.enabled, false));
  return new Set(rows.map((row) => row.name));
};

export const createModuleSwitches = ({
  load,
  ttlMs = MODULE_SWITCHES_TTL_MS,
  now = Date.now,
}: {
  load: () => Promise<ReadonlySet<string>>;
  ttlMs?: number;
  now?: () => number;
}): ModuleSwitches => {
  let cached: { modules: ReadonlySet<string>; expiresAt: number } | null = null;
  let inFlight: Promise<ReadonlySet<string>> | null = null;
  // A load that started before an invalidation must not store what it read.
  let generation = 0;

  const disabledModules = () => {
    if (cached && cached.expiresAt > now()) return Promise.resolve(cached.modules);
    if (inFlight) return inFlight;
    const startedAt = generation;
    const loading = load()
      .then((modules) => {
        if (startedAt === generation) cached = { modules, expiresAt: now() + ttlMs };
        return modules;
      })
      .finally(() => {
        if (inFlight === loading) inFlight = null;
      });
    inFlight = loading;
    return loading;
  };

  return {
    disabledModules,
    isEnabled: async (module) => !(await disabledModules()).has(module),
    invalidate: () => {
      generation += 1;
      cached = null;
      inFlight = null;
    },
  };
};
