import {
  type CurrentUser,
  ERROR_MESSAGES,
  hasPermission,
  isRoot,
  isRouteClosedToApiKeys,
  looksLikeApiKey,
  modulesErrors,
  type PermissionKey,
} from '@brokerage/shared';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { type ApiKeyCaller, authenticateApiKey, readBearerSecret } from './api-key-auth.ts';
import { AppError } from './app-error.ts';
import { loadSessionUser } from './current-user.ts';
import { createModuleSwitches, loadDisabledModules } from './module-switches.ts';
import { isPublicRoute, routeId } from './public-routes.ts';
import { refuser } from './refusals.ts';
import { requireSecondFactorIfDemanded } from './second-factor-gate.ts';
import { sha256 } from './secrets.ts';
import { readSessionCookie } from './session-cookie.ts';

const refuseModule = refuser(modulesErrors);

/**
 * A route's guard: one key, 'authenticated' for any signed-in user, or a list of keys any one of which lets the
 * caller in (a call recording is heard by quality control and by sales); the service then narrows by the keys
 * the caller holds.
 */
export type RoutePermission = PermissionKey | 'authenticated' | readonly PermissionKey[];

export interface RegisteredRoute {
  method: string;
  url: string;
  permission: RoutePermission | undefined;
  /** The route's validation schemas, so tests can walk every input (the fuzz test builds requests from them). */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A `module:controller:action` key, several (any one suffices), or 'authenticated' for any signed-in user;
     * absent only on public routes.
     */
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    auth: {
      user: CurrentUser;
      /** The session's id hash; null when the caller came with an API key instead. */
      sessionIdHash: string | null;
      /** The API key of a `Authorization: Bearer` caller (who then acts as the key's narrowed creator). */
      apiKey: ApiKeyCaller | null;
      /**
       * The route's keys the caller holds AND whose module is switched on (root: every held key). A service
       * behind several keys narrows by these, never by `hasPermission`, which ignores module switches.
       */
      routeKeys: ReadonlySet<PermissionKey>;
    } | null;
  }
  interface FastifyInstance {
    routeCatalogue: RegisteredRoute[];
  }
}

/** The signed-in user of a route that declared a permission; the access hook guarantees one is there. */
export const actorOf = (request: FastifyRequest): CurrentUser => {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth.user;
};

/** The route's keys the caller may use (held, module on): see `FastifyRequest.auth.routeKeys`. */
export const routeKeysOf = (request: FastifyRequest): ReadonlySet<PermissionKey> => {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth.routeKeys;
};

/** The module a `module:controller:action` key belongs to. */
export const moduleOfPermission = (permission: PermissionKey): string => permission.split(':')[0] ?? '';

/** Who the caller is: an API key when the request carries `Authorization: Bearer`, else the session cookie. */
const signInCaller = async (
  app: FastifyInstance,
  request: FastifyRequest,
  bearer: string | undefined,
): Promise<NonNullable<FastifyRequest['auth']>> => {
  if (bearer !== undefined) {
    const { user, apiKey } = await authenticateApiKey(app.db, bearer);
    return { user, sessionIdHash: null, apiKey, routeKeys: new Set() };
  }
  const sessionId = readSessionCookie(request);
  if (!sessionId) throw new AppError('UNAUTHENTICATED');
  const sessionIdHash = sha256(sessionId);
  const user = await loadSessionUser(app.db, sessionIdHash);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return { user, sessionIdHash, apiKey: null, routeKeys: new Set() };
};

/**
 * Session or API key → user → the route's permission key → the key's module switched on (non-root callers
 * only), checked before anything else runs (DESIGN §4, §7). An API key never opens the identity, session and
 * API-key routes, public ones included (platform/api-key-auth.ts).
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('routeCatalogue', [] as RegisteredRoute[]);
    app.decorateRequest('auth', null);
    app.decorate('moduleSwitches', createModuleSwitches({ load: () => loadDisabledModules(app.db) }));

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        app.routeCatalogue.push({
          method,
          url: route.url,
          permission: route.config?.permission,
          schema: route.schema,
        });
      }
    });

    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      if (!url) return; // unknown route: the not-found handler answers
      const permission = request.routeOptions.config.permission;
      const bearer = readBearerSecret(request);
      if (bearer !== undefined && looksLikeApiKey(bearer) && isRouteClosedToApiKeys(url)) {
        throw new AppError('FORBIDDEN', {
          message: 'API keys cannot be used on sign-in, session or API key routes.',
        });
      }
      if (permission === undefined) {
        if (isPublicRoute(request.method, url)) return;
        request.log.error(
          { route: routeId(request.method, url) },
          'route declares no permission and is not public',
        );
        throw new AppError('FORBIDDEN');
      }
      request.auth = await signInCaller(app, request, bearer);
      const { user } = request.auth;
      // A caller whose role demands a second factor reaches nothing but enrolment until they have one; a key
      // acts as its creator, so it waits for the same.
      requireSecondFactorIfDemanded(user, request.method, url);
      if (permission === 'authenticated') return;
      const keys: readonly PermissionKey[] = typeof permission === 'string' ? [permission] : permission;
      const held = keys.filter((key) => hasPermission(user, key));
      if (held.length === 0) throw new AppError('FORBIDDEN');
      if (isRoot(user)) {
        request.auth.routeKeys = new Set(held);
        return;
      }
      const modules = [...new Set(held.map(moduleOfPermission))];
      const usable: PermissionKey[] = [];
      for (const key of held) {
        if (await app.moduleSwitches.isEnabled(moduleOfPermission(key))) usable.push(key);
      }
      if (usable.length === 0) {
        throw refuseModule('MODULE_DISABLED', ERROR_MESSAGES.FORBIDDEN, {
          module: modules[0] ?? '',
        });
      }
      request.auth.routeKeys = new Set(usable);
    });
  },
  { name: 'access', dependencies: ['errors'] },
);
