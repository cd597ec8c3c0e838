import {
  addYears,
  pricingRulesSchema,
  productCodeSchema,
  quotationInputSchema,
  todayInFrance,
} from '@brokerage/shared';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { serverFieldErrors } from '@/ui/form/apply-server-errors';

/**
 * The shared schemas of products and quotations carry their own English messages for their business rules
 * ("Only one person can be the main insured"); zod lets them win over the forms' error map. Each is read here
 * from the schema itself, by parsing a value that breaks that one rule (as gamme-code-field does), and mapped to
 * a translation key, so a reworded schema falls back to its English text rather than to a wrong translation.
 */

const messageAt = (schema: z.ZodType, input: unknown, path: readonly (string | number)[]) =>
  schema.safeParse(input).error?.issues.find((issue) => issue.path.join('.') === path.join('.'))?.message;

const today = todayInFrance();
const main = { role: 'main', birthDate: '1980-06-15', regime: 'general' };
const household = (changes: Record<string, unknown>) => ({
  effectiveDate: today,
  postcode: '75011',
  people: [main],
  ...changes,
});

export const SCHEMA_MESSAGE_KEYS: ReadonlyMap<string, string> = new Map<string, string>(
  (
    [
      [productCodeSchema.safeParse('not a code').error?.issues[0]?.message, 'products:validation.codeFormat'],
      [
        messageAt(
          pricingRulesSchema,
          { freeFromChildRank: null, childMaxAge: 20, spouseDiscountPercent: 1.234 },
          ['spouseDiscountPercent'],
        ),
        'products:validation.twoDecimals',
      ],
      [
        messageAt(quotationInputSchema, household({ people: [main, main] }), ['people', 1, 'role']),
        'products:validation.oneMain',
      ],
      [
        messageAt(quotationInputSchema, household({ people: [{ ...main, role: 'child' }] }), ['people']),
        'products:validation.mainRequired',
      ],
      [
        messageAt(
          quotationInputSchema,
          household({ people: [main, { ...main, role: 'spouse' }, { ...main, role: 'spouse' }] }),
          ['people', 2, 'role'],
        ),
        'products:validation.oneSpouse',
      ],
      [
        messageAt(quotationInputSchema, household({ people: [{ ...main, birthDate: addYears(today, 1) }] }), [
          'people',
          0,
          'birthDate',
        ]),
        'products:validation.birthDatePast',
      ],
      [
        messageAt(quotationInputSchema, household({ people: [{ ...main, birthDate: '1850-01-01' }] }), [
          'people',
          0,
          'birthDate',
        ]),
        'products:validation.tooOld',
      ],
      [
        messageAt(quotationInputSchema, household({ effectiveDate: '2000-01-01' }), ['effectiveDate']),
        'products:validation.effectiveDatePast',
      ],
      [
        messageAt(quotationInputSchema, household({ effectiveDate: addYears(today, 3) }), ['effectiveDate']),
        'products:validation.effectiveDateTooFar',
      ],
      [
        messageAt(quotationInputSchema, household({ postcode: '7501' }), ['postcode']),
        'products:validation.postcodeFormat',
      ],
      [
        messageAt(quotationInputSchema, household({ postcode: '98000' }), ['postcode']),
        'products:validation.postcodeNotFrench',
      ],
    ] as const
  ).flatMap(([message, key]) => (message ? [[message, key] as [string, string]] : [])),
);

/** The translated text of a schema or server message when it is one of the rules above, else the message. */
export const translateSchemaMessage = (t: TFunction, message: string): string => {
  const key = SCHEMA_MESSAGE_KEYS.get(message);
  return key ? t(key) : message;
};

/**
 * Like applyServerErrors, with the rules' messages translated: puts each `details.fields[]` failure on its field
 * (`people.1.role`). With `fields`, only names for which the predicate holds are mapped. True when any was.
 */
export const applyTranslatedServerErrors = <T extends FieldValues>(
  t: TFunction,
  setError: UseFormSetError<T>,
  error: unknown,
  accepts: (path: string) => boolean = () => true,
): boolean => {
  let mapped = false;
  for (const failure of serverFieldErrors(error)) {
    if (!accepts(failure.path)) continue;
    setError(
      failure.path as Path<T>,
      { type: 'server', message: translateSchemaMessage(t, failure.message) },
      { shouldFocus: !mapped },
    );
    mapped = true;
  }
  return mapped;
};
