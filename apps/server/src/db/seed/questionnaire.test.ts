import { appliesToGamme } from '@brokerage/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/client.ts';
import { gammes, projectObjectives, questionCategories, questions } from '@/db/schema/index.ts';
import { openTestDatabase } from '@/test/test-database.ts';
import { seedCatalogue } from './catalogue.ts';
import {
  SEED_ADDITIONAL_QUESTIONS,
  SEED_PROJECT_OBJECTIVES,
  SEED_QUESTIONNAIRE,
  seedQuestionnaire,
} from './questionnaire.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogue(database.db);
});
afterAll(() => database.close());

describe('seedQuestionnaire', () => {
  it('writes the categories, questions and project objectives once when started twice', async () => {
    await seedQuestionnaire(database.db);
    await seedQuestionnaire(database.db);
    const seededQuestions = SEED_QUESTIONNAIRE.flatMap((category) => category.questions).length;
    expect(await database.db.select().from(questionCategories)).toHaveLength(SEED_QUESTIONNAIRE.length);
    expect(await database.db.select().from(questions)).toHaveLength(
      seededQuestions + SEED_ADDITIONAL_QUESTIONS.length,
    );
    expect(await database.db.select().from(projectObjectives)).toHaveLength(SEED_PROJECT_OBJECTIVES.length);
  });

  it('links the conditional question to the answer it depends on', async () => {
    const rows = await database.db.select().from(questions);
    const conditional = rows.filter((row) => row.condition);
    expect(conditional).toHaveLength(1);
    const parent = rows.find((row) => row.id === conditional[0]?.condition?.questionId);
    expect(parent?.answerOptions.map((option) => option.value)).toContain(conditional[0]?.condition?.equals);
  });

  it('assigns only gammes of the catalogue, some of them sub-lines', async () => {
    const rows = await database.db.select().from(questions);
    const assigned = rows.flatMap((row) =>
      Object.entries(row.providerGammes).flatMap(([provider, codes]) =>
        codes.map((code) => ({ provider, code })),
      ),
    );
    expect(assigned.some(({ code }) => code.includes('.'))).toBe(true);
    for (const { provider, code } of assigned) {
      const [gamme] = await database.db
        .select()
        .from(gammes)
        .where(and(eq(gammes.providerType, provider), eq(gammes.code, code)));
      expect(gamme, `${provider} ${code}`).toBeDefined();
    }
    const confort = rows.filter((row) =>
      appliesToGamme(row.providerGammes, 'actudata', 'SANTE_SENIOR.CONFORT'),
    );
    const excellence = rows.filter((row) =>
      appliesToGamme(row.providerGammes, 'actudata', 'SANTE_SENIOR.EXCELLENCE'),
    );
    expect(excellence.length).not.toBe(confort.length);
  });
});
