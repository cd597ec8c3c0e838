import type { Executor, RawSqlResult } from '@/db/client.ts';

interface QueryClient {
  query: (text: string, values?: unknown[]) => Promise<RawSqlResult>;
}

/**
 * pg-boss's `db` option for one statement on a drizzle transaction (or database): its own SQL text and values,
 * sent as they are on the connection the transaction holds, so the job is written, or rolled back, with the
 * caller's rows.
 *
 * Drizzle offers no public way to run positional SQL text ($1…$n, some used several times) on a transaction:
 * `execute(sql)` numbers its parameters itself, which would type each use of a repeated parameter apart and
 * break pg-boss's statements. Its session's `client` (a node-postgres PoolClient or Pool, a PGlite Transaction
 * or PGlite) is private, so it is checked here and the job queue's tests exercise it on both drivers.
 */
export const executorSql = (
  executor: Executor,
): { executeSql: (text: string, values?: unknown[]) => Promise<RawSqlResult> } => {
  const client = (executor._.session as unknown as { client?: Partial<QueryClient> }).client;
  if (typeof client?.query !== 'function')
    throw new Error(
      'The drizzle session exposes no client to enqueue a job on (drizzle-orm internals changed).',
    );
  const queryClient = client as QueryClient;
  return { executeSql: (text, values) => queryClient.query(text, values) };
};
