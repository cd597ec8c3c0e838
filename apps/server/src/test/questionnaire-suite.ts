import { afterAll, beforeAll, expect } from 'vitest';
import { seedCatalogue } from '@/db/seed/catalogue.ts';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { callerFor } from '@/test/record-fixtures.ts';

type SignedIn = Awaited<ReturnType<typeof signInWithPermissions>>;

/** An id no record has: for the 404 of a well-formed but unknown id. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export interface QuestionnaireSuite {
  /** The file's app; read inside tests and hooks (it exists once `beforeAll` ran). */
  readonly testApp: TestApp;
  /** The user the requests run as, holding the permissions the suite was given. */
  readonly admin: SignedIn;
  call: ReturnType<typeof callerFor>;
  /** POST /api/questions/categories, checked for 201; answers the new category's id. */
  createCategory: (name: string, order?: number) => Promise<string>;
}

/**
 * The questionnaire tests' common ground: one app per file, the insurers' catalogue seeded (the questions
 * point at its product lines), and a user holding `permissions`. Call it at the top of the file.
 */
export const questionnaireSuite = (permissions: string[]): QuestionnaireSuite => {
  let started: { testApp: TestApp; admin: SignedIn } | undefined;
  const current = () => {
    if (!started) throw new Error('questionnaireSuite: used before its beforeAll ran');
    return started;
  };
  beforeAll(async () => {
    const testApp = await buildTestApp();
    await seedCatalogue(testApp.db);
    started = { testApp, admin: await signInWithPermissions(testApp, permissions) };
  });
  afterAll(() => started?.testApp.close());

  const call = callerFor(() => ({ testApp: current().testApp, cookie: current().admin.cookie }));
  const createCategory = async (name: string, order?: number) => {
    const response = await call('POST', '/api/questions/categories', {
      name,
      ...(order === undefined ? {} : { order }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };
  return {
    get testApp() {
      return current().testApp;
    },
    get admin() {
      return current().admin;
    },
    call,
    createCategory,
  };
};
