import { expect } from 'vitest';
import { seedCatalogue } from '@/db/seed/catalogue.ts';
import { type SignedInApp, signedInAppPerFile } from '@/test/signed-in-app.ts';

/** An id no record has: for the 404 of a well-formed but unknown id. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export interface QuestionnaireSuite extends SignedInApp {
  /** POST /api/questions/categories, checked for 201; answers the new category's id. */
  createCategory: (name: string, order?: number) => Promise<string>;
}

/**
 * The questionnaire tests' common ground: one app per file with the insurers' catalogue seeded (the
 * questions point at its product lines), and a user holding `permissions`. Call it at the top of the file.
 */
export const questionnaireSuite = (permissions: string[]): QuestionnaireSuite => {
  const app = signedInAppPerFile(permissions, (testApp) => seedCatalogue(testApp.db));
  const createCategory = async (name: string, order?: number) => {
    const response = await app.call('POST', '/api/questions/categories', {
      name,
      ...(order === undefined ? {} : { order }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };
  return Object.assign(app, { createCategory });
};
