import {
  bankDetailsInputSchema,
  customerDataSchema,
  quotationPersonSchema,
  saleCallSchema,
  saleHouseholdSchema,
  todayInFrance,
} from '@brokerage/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * The shared schemas of a sale carry their own English messages for their business rules; each is read from
 * the schema itself (by parsing a value that breaks that one rule) and mapped to a `sale-form:validation.*`
 * key, so a reworded schema falls back to its English text rather than to a wrong translation.
 */
const messagesAt = (schema: z.ZodType, input: unknown, path: string) =>
  schema.safeParse(input).error?.issues.find((issue) => issue.path.join('.') === path)?.message;

const customer = {
  civility: 'mr',
  firstName: 'A',
  lastName: 'B',
  address: '1 rue',
  postcode: '75011',
  city: 'Paris',
  phone: '+33612345678',
  regime: 'general',
};
const bank = {
  iban: 'FR7630006000011234567890189',
  bic: 'BNPAFRPP',
  holder: 'A',
  debitDay: 5,
  frequency: 'monthly',
};
const household = { postcode: '75011', effectiveDate: todayInFrance(), people: [] };

export const SCHEMA_MESSAGE_KEYS = new Map<string, string>(
  (
    [
      [
        messagesAt(
          saleCallSchema,
          { channel: 'inbound_call', callConsentAt: null, recordingAnnouncedAt: 'x' },
          'callConsentAt',
        ),
        'consentRequired',
      ],
      [
        messagesAt(
          saleCallSchema,
          { channel: 'inbound_call', callConsentAt: 'x', recordingAnnouncedAt: null },
          'recordingAnnouncedAt',
        ),
        'recordingRequired',
      ],
      [messagesAt(customerDataSchema, { ...customer, postcode: '7501' }, 'postcode'), 'postcodeFormat'],
      [messagesAt(customerDataSchema, { ...customer, postcode: '96000' }, 'postcode'), 'postcodeUnknown'],
      [messagesAt(customerDataSchema, { ...customer, phone: '12' }, 'phone'), 'phone'],
      [messagesAt(bankDetailsInputSchema, { ...bank, iban: 'FR76' }, 'iban'), 'iban'],
      [
        messagesAt(bankDetailsInputSchema, { ...bank, iban: 'BR1800360305000010009795493C1' }, 'iban'),
        'ibanSepa',
      ],
      [messagesAt(bankDetailsInputSchema, { ...bank, bic: '12' }, 'bic'), 'bic'],
      [
        messagesAt(
          quotationPersonSchema,
          { role: 'main', birthDate: '2999-01-01', regime: 'general' },
          'birthDate',
        ),
        'birthDateFuture',
      ],
      [
        messagesAt(saleHouseholdSchema, { ...household, effectiveDate: '2000-01-01' }, 'effectiveDate'),
        'effectiveDatePast',
      ],
      [
        messagesAt(saleHouseholdSchema, { ...household, effectiveDate: '2999-01-01' }, 'effectiveDate'),
        'effectiveDateFar',
      ],
    ] as const
  ).flatMap(([message, key]) =>
    message ? [[message, `sale-form:validation.${key}`] as [string, string]] : [],
  ),
);

/** `translateMessage` for useZodForm: a schema's own rule message in the agent's language. */
export const useSaleFormMessages = () => {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const key = SCHEMA_MESSAGE_KEYS.get(message);
      return key ? t(key) : message;
    },
    [t],
  );
};
