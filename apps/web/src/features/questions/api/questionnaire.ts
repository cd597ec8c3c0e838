/**
 * The needs-analysis questionnaire as the agent fills it, for the features that ask it (the sale form): the
 * form itself and its pure rules. Re-exported here, the questions feature's public surface (docs/decisions.md).
 */
export { QuestionnaireForm } from '@/features/questions/components/questionnaire-form';
export { answersOfVisible, missingRequired } from '@/features/questions/questionnaire.rules';
