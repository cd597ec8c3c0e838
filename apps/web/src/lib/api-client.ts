import { REQUEST_TIMEOUTS, SHARED_REQUEST_RELEASE_MS } from '@brokerage/shared';
import { ApiError, NETWORK_ERROR_CODE, TIMEOUT_CODE, toApiError } from '@/lib/api-error';

/**
 * The one way the web app talks to the API (DESIGN §4): cookies sent, JSON in and out, a timeout per call,
 * shared identical GETs, and a single-flight silent refresh on 401. It never touches the UI: redirects go
 * through the handler the auth layer registers, toasts live in query callbacks.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

export interface ApiRequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Defaults to REQUEST_TIMEOUTS.base; slow endpoints pass their own from REQUEST_TIMEOUTS. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * GET only: identical requests in flight share one response (SPEC §7, sale/customer/quotation).
   * A shared request ignores the callers' signals, since one caller leaving must not cancel the others.
   */
  share?: boolean;
  /** Answer a 401 as is, without the silent refresh: for callers that run their own recovery. */
  skipAuthRefresh?: boolean;
  /** The record version a sub-resource write names (`If-Match`); a stale one answers 409 STALE_WRITE. */
  ifMatch?: number;
  /** An ID token for the identity service's calls that take one as a bearer (second-factor enrolment). */
  bearerToken?: string;
  /** Not with `share`: receives the successful answer's headers (an export's `X-Export-Truncated`). */
  onHeaders?: (headers: Headers) => void;
}

export interface SessionExpiredInfo {
  /** The API path whose 401 could not be recovered. */
  path: string;
}

type SessionRefresher = () => Promise<boolean>;
type SessionExpiredHandler = (info: SessionExpiredInfo) => void;

let sessionRefresher: SessionRefresher | null = null;
let sessionExpiredHandler: SessionExpiredHandler | null = null;

/** The auth layer tells the client how to renew the session; true means the retry may go. */
export const setSessionRefresher = (refresher: SessionRefresher | null): void => {
  sessionRefresher = refresher;
};

/** Called once per failed refresh: the auth layer redirects to login, subject to the redirect limit. */
export const setSessionExpiredHandler = (handler: SessionExpiredHandler | null): void => {
  sessionExpiredHandler = handler;
};

/**
 * Calls that must answer 401 as is: they are the session's own plumbing (SPEC §4), or authenticate by
 * the token in their body rather than the session cookie (register). A refresh there would recurse.
 */
const NO_REFRESH_PATHS = new Set([
  '/api/auth/login',
  '/api/auth/refresh-token',
  '/api/auth/logout',
  '/api/auth/set-cookie',
  '/api/auth/register',
]);
const NO_REFRESH_PREFIX = '/api/identity/';

export const isRefreshExempt = (path: string): boolean =>
  NO_REFRESH_PATHS.has(path) || path.startsWith(NO_REFRESH_PREFIX);

/** SPEC §7's paths are relative to /api (DESIGN §5); both '/users' and '/api/users' are accepted. */
export const toApiPath = (path: string): string => {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return absolute === '/api' || absolute.startsWith('/api/') ? absolute : `/api${absolute}`;
};

const buildUrl = (path: string, query?: Record<string, QueryValue>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const isRawBody = (body: unknown): body is BodyInit =>
  body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;

interface Attempt {
  url: string;
  path: string;
  method: HttpMethod;
  body: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
  ifMatch?: number | undefined;
  bearerToken?: string | undefined;
  onHeaders?: ((headers: Headers) => void) | undefined;
}

/** One HTTP exchange under its own timeout; the timer also covers reading the body. */
const send = async ({
  url,
  path,
  method,
  body,
  timeoutMs,
  signal,
  ifMatch,
  bearerToken,
  onHeaders,
}: Attempt): Promise<unknown> => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (ifMatch !== undefined) headers['If-Match'] = `"${ifMatch}"`;
  if (bearerToken !== undefined) headers.Authorization = `Bearer ${bearerToken}`;
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      payload = body;
    } else {
      // Only with a body: Fastify rejects an empty body declared as JSON.
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }

  try {
    const response = await fetch(url, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: controller.signal,
    });
    const parsed = await readBody(response);
    if (!response.ok) throw toApiError(response, parsed, path);
    onHeaders?.(response.headers);
    return parsed;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) {
      throw new ApiError({
        status: 0,
        code: TIMEOUT_CODE,
        message: 'The request timed out',
        path,
        cause: error,
      });
    }
    // The caller cancelled (a query unmounted): rethrow as is so React Query treats it as a cancellation.
    if (signal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      code: NETWORK_ERROR_CODE,
      message: 'Network request failed',
      path,
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
};

let refreshInFlight: Promise<boolean> | null = null;
/** Bumped by each successful refresh, so a 401 to a request sent before it retries without another refresh. */
let refreshGeneration = 0;

/** One refresh at a time: every 401 arriving meanwhile waits for the same outcome. */
const refreshOnce = (path: string): Promise<boolean> => {
  if (!refreshInFlight) {
    refreshInFlight = (async () => {
      let renewed = false;
      try {
        renewed = sessionRefresher ? await sessionRefresher() : false;
      } catch {
        renewed = false;
      }
      if (renewed) refreshGeneration += 1;
      else sessionExpiredHandler?.({ path });
      return renewed;
    })().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
};

const execute = async (attempt: Attempt, skipAuthRefresh: boolean): Promise<unknown> => {
  const generation = refreshGeneration;
  try {
    return await send(attempt);
  } catch (error) {
    const recoverable =
      error instanceof ApiError && error.status === 401 && !skipAuthRefresh && !isRefreshExempt(attempt.path);
    if (!recoverable) throw error;
    const renewed = generation !== refreshGeneration || (await refreshOnce(attempt.path));
    if (!renewed) throw error;
    try {
      return await send(attempt);
    } catch (retryError) {
      // A fresh session that is still refused will not heal by itself: send the user to sign in.
      if (retryError instanceof ApiError && retryError.status === 401)
        sessionExpiredHandler?.({ path: attempt.path });
      throw retryError;
    }
  }
};

const sharedRequests = new Map<string, Promise<unknown>>();

export const apiRequest = <T>(path: string, options: ApiRequestOptions = {}): Promise<T> => {
  const method = options.method ?? 'GET';
  const apiPath = toApiPath(path);
  const url = buildUrl(apiPath, options.query);
  const attempt: Attempt = {
    url,
    path: apiPath.split('?')[0] ?? apiPath,
    method,
    body: options.body,
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUTS.base,
    ifMatch: options.ifMatch,
    bearerToken: options.bearerToken,
  };
  const skipAuthRefresh = options.skipAuthRefresh ?? false;

  if (method !== 'GET') {
    const write = execute(
      { ...attempt, signal: options.signal, onHeaders: options.onHeaders },
      skipAuthRefresh,
    );
    // A read that starts after a write must see it: an answer kept for the burst may predate the write.
    const forgetSharedReads = () => sharedRequests.clear();
    write.then(forgetSharedReads, forgetSharedReads);
    return write as Promise<T>;
  }
  if (!options.share) {
    return execute(
      { ...attempt, signal: options.signal, onHeaders: options.onHeaders },
      skipAuthRefresh,
    ) as Promise<T>;
  }

  const existing = sharedRequests.get(url);
  if (existing) return existing as Promise<T>;
  const request = execute(attempt, skipAuthRefresh);
  sharedRequests.set(url, request);
  const release = () => {
    // Kept a little after it settles so callers arriving in the same burst still share it (SPEC §9).
    setTimeout(() => {
      if (sharedRequests.get(url) === request) sharedRequests.delete(url);
    }, SHARED_REQUEST_RELEASE_MS);
  };
  request.then(release, release);
  return request as Promise<T>;
};

/** Test support: forget shared requests, the refresh in flight and the registered hooks. */
export const resetApiClientForTests = (): void => {
  sharedRequests.clear();
  refreshInFlight = null;
  refreshGeneration = 0;
  sessionRefresher = null;
  sessionExpiredHandler = null;
};
