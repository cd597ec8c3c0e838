import { PARAMETER_MESSAGES } from '@brokerage/shared';
import type { TFunction } from 'i18next';

const KEYS = new Map<string, string>(
  Object.entries(PARAMETER_MESSAGES).map(([key, message]) => [message, key]),
);

/** A message of the parameters' own rules (shared schema, or the server's 400) in the reader's language. */
export const translateParameterMessage = (t: TFunction, message: string): string => {
  const key = KEYS.get(message);
  return key ? t(`parameters:messages.${key}`) : message;
};
