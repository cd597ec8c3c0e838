import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '@/db/client.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Which table a versioned write targets; `sub` paths name the version in If-Match, the record itself in the body. */
const VERSIONED_PATHS: { pattern: RegExp; table: string }[] = [
  { pattern: new RegExp(`^/api/users/(${UUID})$`), table: 'users' },
  { pattern: new RegExp(`^/api/roles/(${UUID})$`), table: 'roles' },
  { pattern: new RegExp(`^/api/companies/(${UUID})(/provider-types.*)?$`), table: 'companies' },
  { pattern: new RegExp(`^/api/teams/(${UUID})(/provider-type.*|/gammes/.*)?$`), table: 'teams' },
  { pattern: new RegExp(`^/api/questions/categories/(${UUID})$`), table: 'question_categories' },
  { pattern: new RegExp(`^/api/questions/gammes/(${UUID})$`), table: 'gammes' },
  { pattern: new RegExp(`^/api/questions/additional/(${UUID})$`), table: 'questions' },
  { pattern: new RegExp(`^/api/questions/(${UUID})$`), table: 'questions' },
  { pattern: new RegExp(`^/api/project-objectives/(${UUID})$`), table: 'project_objectives' },
  { pattern: new RegExp(`^/api/products/(${UUID})(/tariffs/import)?$`), table: 'products' },
  { pattern: new RegExp(`^/api/ventes/(${UUID})$`), table: 'sales' },
];

/**
 * For tests that are not about concurrency: adds the record's current version to a write, as the web does
 * with the version it loaded (body for PUT/PATCH on the record, If-Match for its sub-resources). A write that
 * already names a version, a read, a delete of the record, or an unknown id is left as it is.
 */
export const withCurrentVersion = async (db: Database, options: InjectOptions): Promise<InjectOptions> => {
  const method = String(options.method ?? 'GET').toUpperCase();
  const url = String(options.url ?? '').split('?')[0] ?? '';
  if (method === 'GET' || method === 'HEAD') return options;
  for (const { pattern, table } of VERSIONED_PATHS) {
    const match = url.match(pattern);
    if (!match) continue;
    const [, id, sub] = match;
    if (!sub && !['PUT', 'PATCH'].includes(method)) return options;
    // Both drivers (node-postgres and PGlite) answer raw queries as `{ rows }`.
    const result = (await db.execute(sql`select version from ${sql.identifier(table)} where id = ${id}`)) as {
      rows: { version: number }[];
    };
    const version = result.rows[0]?.version;
    if (version === undefined) return options;
    if (sub) return { ...options, headers: { 'if-match': `"${version}"`, ...options.headers } };
    const payload = options.payload;
    if (payload !== undefined && (typeof payload !== 'object' || payload === null || Array.isArray(payload)))
      return options;
    if (payload && 'version' in payload) return options;
    return { ...options, payload: { ...(payload as object | undefined), version } };
  }
  return options;
};

/** `app.inject` with the current version added as `withCurrentVersion` says. */
export const injectWithVersion = async (
  testApp: { app: { inject: (options: InjectOptions) => Promise<LightMyRequestResponse> }; db: Database },
  options: InjectOptions,
) => testApp.app.inject(await withCurrentVersion(testApp.db, options));
