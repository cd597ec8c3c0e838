import { CLIENT_MESSAGES, isErrorCode } from '@brokerage/shared';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * The shared zod schemas carry English defaults; the forms show translated messages instead. The resolver of
 * `useZodForm` parses with `validationErrorMap`, which turns each issue into an encoded `validation:*` key and
 * its values (`validation:tooLong|{"maximum":100}`); `translateFieldError` decodes it when the field renders.
 * Messages a schema sets itself win over the map (zod's precedence): they are error codes (`INVALID_PHONE_NUMBER`)
 * or client messages (`Invalid gammes data format`), translated through the errors namespace.
 */

const SEPARATOR = '|';
const PREFIX = 'validation:';

export const encodeValidationMessage = (key: string, values?: Record<string, unknown>): string =>
  values ? `${PREFIX}${key}${SEPARATOR}${JSON.stringify(values)}` : `${PREFIX}${key}`;

export const decodeValidationMessage = (
  message: string,
): { key: string; values: Record<string, unknown> } | null => {
  if (!message.startsWith(PREFIX)) return null;
  const [key = '', json] = message.slice(PREFIX.length).split(SEPARATOR, 2);
  try {
    return { key: `${PREFIX}${key}`, values: json ? (JSON.parse(json) as Record<string, unknown>) : {} };
  } catch {
    return { key: `${PREFIX}${key}`, values: {} };
  }
};

const isBlank = (input: unknown): boolean =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** The zod error map of the forms: issue code → `validation:*` key (see above). */
export const validationErrorMap: z.core.$ZodErrorMap = (issue: Issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return encodeValidationMessage(isBlank(issue.input) ? 'required' : 'invalid');
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        return encodeValidationMessage(minimum <= 1 ? 'required' : 'tooShort', { minimum });
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return encodeValidationMessage(minimum <= 1 ? 'selectOne' : 'tooFew', { minimum });
      }
      return encodeValidationMessage('tooSmall', { minimum });
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return encodeValidationMessage('tooLong', { maximum });
      if (issue.origin === 'array' || issue.origin === 'set') {
        return encodeValidationMessage('tooMany', { maximum });
      }
      return encodeValidationMessage('tooBig', { maximum });
    }
    case 'invalid_format': {
      if (isBlank(issue.input)) return encodeValidationMessage('required');
      if (issue.format === 'email') return encodeValidationMessage('email');
      if (issue.format === 'url') return encodeValidationMessage('url');
      return encodeValidationMessage('invalid');
    }
    case 'invalid_value':
      return encodeValidationMessage(isBlank(issue.input) ? 'required' : 'invalidOption');
    default:
      return encodeValidationMessage('invalid');
  }
};

const CLIENT_MESSAGE_KEYS = new Map<string, string>(
  Object.entries(CLIENT_MESSAGES).map(([key, message]) => [message, `errors:client.${key}`]),
);

export interface FieldErrorLike {
  message?: string;
  type?: string;
}

/**
 * The text to show under a field. `kind` refines the generic "not valid" of an input whose type says more
 * (an e-mail field reads "Enter a valid email address").
 */
export const translateFieldError = (
  t: TFunction,
  error: FieldErrorLike | undefined,
  kind?: 'email' | 'url',
): string | undefined => {
  const message = error?.message;
  if (!message) return error ? t('validation:invalid') : undefined;
  const decoded = decodeValidationMessage(message);
  if (decoded) {
    if (kind && (decoded.key === 'validation:invalid' || decoded.key === 'validation:invalidOption')) {
      return t(`validation:${kind}`);
    }
    return t(decoded.key, decoded.values);
  }
  if (isErrorCode(message)) return t(`errors:${message}`);
  const clientKey = CLIENT_MESSAGE_KEYS.get(message);
  if (clientKey) return t(clientKey);
  // A server-side field message (e.g. "The team must belong to the user's company."): shown as written.
  return message;
};
