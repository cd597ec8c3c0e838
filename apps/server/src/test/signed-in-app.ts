import { afterAll, beforeAll } from 'vitest';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { callerFor } from '@/test/record-fixtures.ts';

export type SignedIn = Awaited<ReturnType<typeof signInWithPermissions>>;

export interface SignedInApp {
  /** The file's app; read inside tests and hooks (it exists once `beforeAll` ran). */
  readonly testApp: TestApp;
  /** The user the requests run as, holding the permissions the file was given. */
  readonly admin: SignedIn;
  call: ReturnType<typeof callerFor>;
}

/**
 * One app per test file and a user holding `permissions`, started in `beforeAll` (after `prepare`, e.g.
 * seeding the catalogue) and closed in `afterAll`. Call it at the top of the file.
 */
export const signedInAppPerFile = (
  permissions: string[],
  prepare: (testApp: TestApp) => Promise<unknown> = async () => undefined,
): SignedInApp => {
  let started: { testApp: TestApp; admin: SignedIn } | undefined;
  const current = () => {
    if (!started) throw new Error('signedInAppPerFile: used before its beforeAll ran');
    return started;
  };
  beforeAll(async () => {
    const testApp = await buildTestApp();
    await prepare(testApp);
    started = { testApp, admin: await signInWithPermissions(testApp, permissions) };
  });
  afterAll(() => started?.testApp.close());
  return {
    get testApp() {
      return current().testApp;
    },
    get admin() {
      return current().admin;
    },
    call: callerFor(() => ({ testApp: current().testApp, cookie: current().admin.cookie })),
  };
};
