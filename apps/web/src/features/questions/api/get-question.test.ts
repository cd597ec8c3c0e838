import { describe, expect, it } from 'vitest';
import {
  fetchAdditionalQuestion,
  fetchQuestion,
  QuestionNotFoundError,
} from '@/features/questions/api/get-question';
import { listReply, recordReply } from '@/test/api-replies';
import { actudataGammes } from '@/test/catalogue-fixtures';
import { apiError, fakeNetworkPerTest, json } from '@/test/fake-fetch';
import {
  additionalQuestion,
  besoinsCategory,
  childrenQuestion,
  prioritiesQuestion,
  situationCategory,
  situationQuestion,
} from '@/test/question-fixtures';

const NOT_FOUND = 'Question with ID not found - response did not contain data';
const missing = (path: string) => apiError(404, 'NOT_FOUND', 'Question not found.', path);

const network = fakeNetworkPerTest();

/** The fallback's sources: two categories, the catalogue's gammes, each with its questionnaire. */
const withFallbackSources = (gammeQuestions: Record<string, unknown[]> = {}) => {
  network
    .on(
      'GET',
      '/api/questions/categories',
      listReply([situationCategory, besoinsCategory], { pageSize: 100 }),
    )
    .on('GET', `/api/questions/by-category/${situationCategory.id}`, recordReply([childrenQuestion]))
    .on(
      'GET',
      `/api/questions/by-category/${besoinsCategory.id}`,
      missing(`/api/questions/by-category/${besoinsCategory.id}`),
    )
    .on('GET', '/api/insurance/gammes', listReply(actudataGammes, { pageSize: 100 }));
  for (const gamme of actudataGammes) {
    network.on('GET', `/api/questions/by-gamme/${gamme.id}`, recordReply(gammeQuestions[gamme.id] ?? []));
  }
};

describe('fetchQuestion', () => {
  it('does answer the question from the direct call when the server has it', async () => {
    network.on('GET', `/api/questions/${situationQuestion.id}`, recordReply(situationQuestion));

    expect(await fetchQuestion(situationQuestion.id)).toEqual(situationQuestion);
    expect(network.calls).toHaveLength(1);
  });

  it('does find the question in a category when the direct call answers 404', async () => {
    network.on(
      'GET',
      `/api/questions/${childrenQuestion.id}`,
      missing(`/api/questions/${childrenQuestion.id}`),
    );
    withFallbackSources();

    expect(await fetchQuestion(childrenQuestion.id)).toEqual(childrenQuestion);
    expect(network.calls.map((call) => call.path)).toEqual([
      `/api/questions/${childrenQuestion.id}`,
      '/api/questions/categories',
      `/api/questions/by-category/${situationCategory.id}`,
    ]);
    expect(network.callsTo('GET', '/api/questions/categories')[0]?.url).toContain('pageSize=100');
  });

  it('does find the question in a gamme when no category holds it', async () => {
    const confort = actudataGammes[1];
    network.on(
      'GET',
      `/api/questions/${prioritiesQuestion.id}`,
      missing(`/api/questions/${prioritiesQuestion.id}`),
    );
    withFallbackSources({ [confort?.id ?? '']: [prioritiesQuestion] });

    expect(await fetchQuestion(prioritiesQuestion.id)).toEqual(prioritiesQuestion);
    // Every category first (a vanished one is skipped), then the gammes in turn until the hit.
    expect(network.callsTo('GET', `/api/questions/by-category/${besoinsCategory.id}`)).toHaveLength(1);
    expect(network.callsTo('GET', '/api/insurance/gammes')[0]?.url).toContain('pageSize=100');
    expect(network.callsTo('GET', `/api/questions/by-gamme/${actudataGammes[0]?.id}`)).toHaveLength(1);
    expect(network.callsTo('GET', `/api/questions/by-gamme/${confort?.id}`)).toHaveLength(1);
    expect(network.callsTo('GET', `/api/questions/by-gamme/${actudataGammes[2]?.id}`)).toHaveLength(0);
  });

  it('does search too when the direct call answers without data', async () => {
    network.on('GET', `/api/questions/${childrenQuestion.id}`, json(200, {}));
    withFallbackSources();

    expect(await fetchQuestion(childrenQuestion.id)).toEqual(childrenQuestion);
  });

  it("does reject with the spec's message when no category and no gamme holds the question", async () => {
    const id = 'f0000000-0000-4000-8000-00000000000f';
    network.on('GET', `/api/questions/${id}`, missing(`/api/questions/${id}`));
    withFallbackSources();

    const failure = fetchQuestion(id);
    await expect(failure).rejects.toThrow(NOT_FOUND);
    await expect(failure).rejects.toBeInstanceOf(QuestionNotFoundError);
    expect(network.callsTo('GET', `/api/questions/by-gamme/${actudataGammes[3]?.id}`)).toHaveLength(1);
  });

  it('does rethrow other failures without searching when the direct call is refused', async () => {
    network.on(
      'GET',
      `/api/questions/${childrenQuestion.id}`,
      apiError(403, 'FORBIDDEN', 'Forbidden resource', `/api/questions/${childrenQuestion.id}`),
    );

    await expect(fetchQuestion(childrenQuestion.id)).rejects.toMatchObject({ status: 403 });
    expect(network.calls).toHaveLength(1);
  });
});

describe('fetchAdditionalQuestion', () => {
  it('does answer the additional question when the server has it', async () => {
    network.on('GET', `/api/questions/additional/${additionalQuestion.id}`, recordReply(additionalQuestion));

    expect(await fetchAdditionalQuestion(additionalQuestion.id)).toEqual(additionalQuestion);
  });

  it("does reject with the spec's message when the server answers 404", async () => {
    network.on(
      'GET',
      `/api/questions/additional/${additionalQuestion.id}`,
      missing(`/api/questions/additional/${additionalQuestion.id}`),
    );

    await expect(fetchAdditionalQuestion(additionalQuestion.id)).rejects.toThrow(NOT_FOUND);
    expect(network.calls).toHaveLength(1);
  });

  it("does reject with the spec's message when the answer has no data", async () => {
    network.on('GET', `/api/questions/additional/${additionalQuestion.id}`, recordReply(null));

    await expect(fetchAdditionalQuestion(additionalQuestion.id)).rejects.toThrow(NOT_FOUND);
  });
});
