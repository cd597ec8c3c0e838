import type { Question, QuestionCategory } from '@brokerage/shared';
import { savedRecord } from '@/test/saved-record';

/** A small fictional questionnaire for web tests: two categories, a condition, one sub-line assignment. */

export const situationCategory: QuestionCategory = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Situation',
  description: 'La situation du souscripteur.',
  order: 0,
  active: true,
  questionCount: 3,
  ...savedRecord,
};

export const besoinsCategory: QuestionCategory = {
  ...situationCategory,
  id: 'c0000000-0000-4000-8000-000000000002',
  name: 'Besoins',
  description: 'Les postes prioritaires.',
  order: 1,
  questionCount: 1,
};

const categoryRef = (category: QuestionCategory) => ({
  id: category.id,
  name: category.name,
  order: category.order,
});

export const question = (overrides: Partial<Question> & Pick<Question, 'id' | 'label'>): Question => ({
  kind: 'standard',
  categoryId: situationCategory.id,
  category: categoryRef(situationCategory),
  helpText: '',
  type: 'text',
  answerOptions: [],
  required: false,
  order: 0,
  active: true,
  condition: null,
  providerGammes: {},
  ...savedRecord,
  ...overrides,
});

export const situationQuestion = question({
  id: 'a0000000-0000-4000-8000-000000000001',
  label: 'Quelle est votre situation familiale ?',
  type: 'radio',
  required: true,
  answerOptions: [
    { value: 'celibataire', label: 'Célibataire' },
    { value: 'couple', label: 'En couple' },
  ],
  order: 0,
});

export const spouseQuestion = question({
  id: 'a0000000-0000-4000-8000-000000000002',
  label: 'Votre conjoint est-il déjà couvert ?',
  helpText: 'Par la mutuelle de son employeur.',
  type: 'yes_no',
  order: 1,
  condition: { questionId: situationQuestion.id, equals: 'couple' },
});

export const childrenQuestion = question({
  id: 'a0000000-0000-4000-8000-000000000003',
  label: 'Combien d’enfants à charge ?',
  type: 'number',
  order: 2,
});

export const prioritiesQuestion = question({
  id: 'a0000000-0000-4000-8000-000000000004',
  label: 'Quels postes sont prioritaires ?',
  type: 'checkbox',
  categoryId: besoinsCategory.id,
  category: categoryRef(besoinsCategory),
  answerOptions: [
    { value: 'optique', label: 'Optique' },
    { value: 'dentaire', label: 'Dentaire' },
  ],
  providerGammes: { actudata: ['SANTE_SENIOR.CONFORT'] },
});

export const additionalQuestion = question({
  id: 'b0000000-0000-4000-8000-000000000001',
  kind: 'additional',
  label: 'Un commentaire pour le conseiller ?',
  type: 'long_text',
  categoryId: null,
  category: null,
});
