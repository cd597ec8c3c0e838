import type { CurrentUser } from '@brokerage/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@/db/client.ts';
import { actorOf } from './access.ts';

/** Who asks, from where, under which request id: what a service needs to check, audit and log a write. */
export interface RequestContext {
  actor: CurrentUser;
  ip: string | undefined;
  requestId: string;
}

/** The context services that write take, with the database they write to: `{ db, ...requestContext(request) }`. */
export interface WriteContext extends RequestContext {
  db: Database;
}

/** The request's context; only for routes behind a permission, whose access hook has signed the caller in. */
export const requestContext = (request: FastifyRequest): RequestContext => ({
  actor: actorOf(request),
  ip: request.ip,
  requestId: request.id,
});
