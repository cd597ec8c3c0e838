import { expect } from 'vitest';
import type { TestApp } from './build-app.ts';
import { injectWithVersion } from './versions.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The four keys of a record family: `crudKeys('QuestionsModule:gammes')` → read, create, update, delete. */
export const crudKeys = (resource: string) =>
  (['read', 'create', 'update', 'delete'] as const).map((action) => `${resource}:${action}`);

/**
 * A test's request function: JSON payload, the record's current version added as the web would
 * (`injectWithVersion`), and the cookie `signedIn()` answers unless the call names another.
 */
export const callerFor =
  (signedIn: () => { testApp: TestApp; cookie: string }) =>
  (method: Method, url: string, payload?: object, cookie = signedIn().cookie) =>
    injectWithVersion(signedIn().testApp, {
      method,
      url,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });

/** Checks an answer's status (showing the body when it differs) and, when given, a subset of its JSON body. */
export const expectAnswer = (
  response: { statusCode: number; body: string; json: () => unknown },
  status: number,
  body?: object,
) => {
  expect(response.statusCode, response.body).toBe(status);
  if (body) expect(response.json()).toMatchObject(body);
};

export interface HistoryEntry {
  action: string;
  actor: { id: string };
  changes: Record<string, unknown>;
}

/** One record's audit history, oldest first, read with a cookie that holds AdminModule:audit-log:read. */
export const readHistory = async (
  testApp: TestApp,
  cookie: string,
  entity: string,
  entityId: string,
): Promise<HistoryEntry[]> => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/audit-log?entity=${entity}&entityId=${entityId}&sort=at`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as HistoryEntry[];
};
