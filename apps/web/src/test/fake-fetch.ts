import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';

/**
 * A stand-in for the network edge in web tests: routes answer by method and path, every call is recorded.
 * It is the only thing the tests replace; the API client and everything above it run for real.
 */

export interface FakeCall {
  method: string;
  url: string;
  path: string;
  body: unknown;
  credentials?: RequestCredentials;
  headers: Record<string, string>;
}

export type FakeReply =
  | { status?: number; body?: unknown; headers?: Record<string, string> }
  | { networkError: true }
  | { hang: true }
  | ((call: FakeCall) => FakeReply | Promise<FakeReply>);

export interface FakeFetch {
  /** Queues replies for `METHOD /path`; the last one keeps answering once the others are used. */
  on: (method: string, path: string, ...replies: FakeReply[]) => FakeFetch;
  calls: FakeCall[];
  callsTo: (method: string, path: string) => FakeCall[];
  fetch: ReturnType<typeof vi.fn>;
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

const toResponse = async (
  reply: FakeReply,
  call: FakeCall,
  signal?: AbortSignal | null,
): Promise<Response> => {
  if (typeof reply === 'function') return toResponse(await reply(call), call, signal);
  if ('networkError' in reply) throw new TypeError('Failed to fetch');
  if ('hang' in reply) {
    return new Promise<Response>((_resolve, reject) => {
      if (signal?.aborted) reject(abortError());
      signal?.addEventListener('abort', () => reject(abortError()), { once: true });
    });
  }
  const status = reply.status ?? 200;
  const hasBody = reply.body !== undefined && status !== 204;
  return new Response(hasBody ? JSON.stringify(reply.body) : null, {
    status,
    headers: { ...(hasBody ? { 'content-type': 'application/json; charset=utf-8' } : {}), ...reply.headers },
  });
};

export const json = (status: number, body?: unknown): FakeReply => ({ status, body });

/** The API's error shape (DESIGN §5). */
export const apiError = (status: number, code: string, message: string, path = '/api'): FakeReply =>
  json(status, { statusCode: status, error: 'Error', message, code, path });

export const installFakeFetch = (): FakeFetch => {
  const routes = new Map<string, FakeReply[]>();
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const rawBody = typeof init.body === 'string' ? init.body : undefined;
    const call: FakeCall = {
      method,
      url,
      path,
      body: rawBody ? JSON.parse(rawBody) : init.body,
      credentials: init.credentials,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const queue = routes.get(`${method} ${path}`);
    const reply = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (init.signal?.aborted) throw abortError();
    return toResponse(
      reply ?? apiError(404, 'NOT_FOUND', `No fake route for ${method} ${path}`, path),
      call,
      init.signal,
    );
  });
  vi.stubGlobal('fetch', fetchMock);

  const fake: FakeFetch = {
    on: (method, path, ...replies) => {
      routes.set(`${method.toUpperCase()} ${path}`, replies);
      return fake;
    },
    calls,
    callsTo: (method, path) =>
      calls.filter((call) => call.method === method.toUpperCase() && call.path === path),
    fetch: fetchMock,
  };
  return fake;
};

/**
 * A fresh API client and fake network for each test of the enclosing file or `describe` block, removed after it;
 * `install` sets the network up (a signed-in user, the page's replies).
 * The answer stands for whichever network the running test has, so it can be kept in a `const`.
 */
export const fakeNetworkPerTest = (install: () => FakeFetch = installFakeFetch): FakeFetch => {
  let current: FakeFetch | undefined;
  beforeEach(() => {
    resetApiClientForTests();
    current = install();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const active = () => {
    if (!current) throw new Error('fakeNetworkPerTest: the network exists only while a test runs');
    return current;
  };
  const network: FakeFetch = {
    on: (method, path, ...replies) => {
      active().on(method, path, ...replies);
      return network;
    },
    get calls() {
      return active().calls;
    },
    callsTo: (method, path) => active().callsTo(method, path),
    get fetch() {
      return active().fetch;
    },
  };
  return network;
};

/** Waits until `METHOD path` has been called exactly once and answers the body it sent. */
export const sentBody = async (network: FakeFetch, method: string, path: string): Promise<unknown> => {
  await waitFor(() => expect(network.callsTo(method, path)).toHaveLength(1));
  return network.callsTo(method, path)[0]?.body;
};

/** A JWT with the given claims; the signature is irrelevant to the browser, which never verifies it. */
export const fakeJwt = (claims: Record<string, unknown>): string => {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode(claims)}.signature`;
};
