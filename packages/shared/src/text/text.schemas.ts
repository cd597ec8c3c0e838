import { z } from 'zod';

/**
 * The one family of string schemas for text people type (issue 8). PostgreSQL refuses NUL (0x00) and no
 * field has a use for other control characters, so they answer 400 instead of reaching the database.
 */

/** C0 and C1 controls and DEL (Unicode's Cc category); single-line text refuses all of them. */
const ANY_CONTROL = /\p{Cc}/u;
/** The same, except tab, line feed and carriage return, which a multi-line field keeps. */
const CONTROL_EXCEPT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;
/**
 * Zero-width characters, bidi embeddings, overrides and isolates, and the byte-order mark: invisible in a
 * name, they let two names look alike or reorder what a reader sees.
 */
const INVISIBLE_OR_BIDI = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

export const CONTROL_CHARACTER_MESSAGE = 'Control characters are not allowed.';
export const INVISIBLE_CHARACTER_MESSAGE = 'Invisible or text-direction characters are not allowed.';

/** True when the string holds no lone surrogate (invalid UTF-16 cannot be stored as UTF-8). */
const isWellFormed = (value: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u.test(value);

const refuseControls = (schema: z.ZodString, pattern: RegExp) =>
  schema
    .refine((value) => !pattern.test(value), { message: CONTROL_CHARACTER_MESSAGE })
    .refine(isWellFormed, { message: 'The text is not valid Unicode.' });

/** One line of text, trimmed: codes, labels, e-mail-like values, tokens. Chain `.min()`/`.max()`. */
export const singleLineText = () => refuseControls(z.string().trim(), ANY_CONTROL);

/** Text that may span lines (descriptions, help texts, CSV uploads): tab and line breaks allowed. */
export const multiLineText = () => refuseControls(z.string().trim(), CONTROL_EXCEPT_LINE_BREAKS);

/**
 * A name people read and compare (role, user, company, team, category, product...): one line, NFC-normalised
 * so 'é' typed two ways is one name, without zero-width or bidi-override characters.
 */
export const displayName = () =>
  refuseControls(z.string().trim().normalize('NFC'), ANY_CONTROL).refine(
    (value) => !INVISIBLE_OR_BIDI.test(value),
    { message: INVISIBLE_CHARACTER_MESSAGE },
  );

/** The `search` of a list's query string. */
export const searchTerm = () => singleLineText().max(200);
