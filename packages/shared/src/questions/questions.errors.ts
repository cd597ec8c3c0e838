import { defineRefusals } from '../errors/refusals.ts';

export const questionsErrors = defineRefusals({
  HAS_QUESTIONS: { status: 409, params: ['questionCount'] },
});
