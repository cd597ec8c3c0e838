import type { TFunction } from 'i18next';
import { QuestionNotFoundError } from '@/features/questions/api/get-question';
import { apiErrorMessage } from '@/lib/mutation-toasts';

/** Why a question could not be opened: SPEC §8's not-found message (translated), or the API failure's meaning. */
export const questionLoadMessage = (t: TFunction, error: unknown): string =>
  error instanceof QuestionNotFoundError ? t('errors:client.questionNotFound') : apiErrorMessage(t, error);
