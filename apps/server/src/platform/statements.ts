import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';

/** A prepared statement's value `name` (`execute({ name })`), usable anywhere a query takes SQL. */
export const placeholderSql = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** A query built and rendered once: `execute` fills its placeholders (`sql.placeholder`) and runs it. */
export interface Statement<Result> {
  execute: (values?: Record<string, unknown>) => Promise<Result>;
}

/** A Drizzle query that can be prepared (a select, an insert...). */
interface PreparableQuery<Result> {
  toSQL: () => { sql: string };
  prepare: (name: string) => Statement<Result>;
}

/**
 * Builds the query of one shape. It reads nothing but `db` and `shape`: every value that differs between two
 * requests of the same shape is a `sql.placeholder`, so the shape alone determines the SQL text.
 */
export type StatementBuilder<Shape, Result> = (db: Executor, shape: Shape) => PreparableQuery<Result>;

/** Enough for every combination of filters, sorts and page sizes in use; beyond it the cache starts again. */
const MAX_SHAPES_PER_BUILDER = 500;

// biome-ignore lint/suspicious/noExplicitAny: one cache for builders of any shape and result; typed by statementOf.
type AnyBuilder = StatementBuilder<any, any>;
const statements = new WeakMap<AnyBuilder, WeakMap<Executor, Map<string, Statement<unknown>>>>();

/**
 * The statement `build` makes for `shape`, built and rendered once per executor and shape instead of on every
 * request: Drizzle renders a list's query in a tenth of a millisecond or more, which a list paid several times.
 *
 * A `named` statement is named after its SQL text, so PostgreSQL parses and plans it once per connection and
 * reuses that plan: only for queries whose generic plan is good (no OFFSET, a literal LIMIT). The others stay
 * unnamed and are planned with their values on each run. Only SQL text is cached, never data, so any number
 * of instances stay consistent.
 */
export const statementOf = <Shape, Result>(
  db: Executor,
  build: StatementBuilder<Shape, Result>,
  shape: Shape,
  { named }: { named: boolean },
): Statement<Result> => {
  let byExecutor = statements.get(build);
  if (!byExecutor) {
    byExecutor = new WeakMap();
    statements.set(build, byExecutor);
  }
  let byShape = byExecutor.get(db);
  if (!byShape) {
    byShape = new Map();
    byExecutor.set(db, byShape);
  }
  const key = `${named ? 'named' : 'unnamed'} ${JSON.stringify(shape)}`;
  const cached = byShape.get(key);
  if (cached) return cached as Statement<Result>;
  const query = build(db, shape);
  const name = named
    ? `q_${createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 24)}`
    : // Drizzle's own `execute()` prepares without a name too: node-postgres then uses the unnamed statement.
      (undefined as unknown as string);
  const statement = query.prepare(name);
  if (byShape.size >= MAX_SHAPES_PER_BUILDER) byShape.clear();
  byShape.set(key, statement);
  return statement;
};
