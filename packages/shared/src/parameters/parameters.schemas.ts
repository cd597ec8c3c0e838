import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../lists/list.schemas.ts';
import { calendarDate } from '../text/calendar-date.schemas.ts';
import { multiLineText, singleLineText } from '../text/text.schemas.ts';
import { isValidCreditorIdentifier } from './parameters.rules.ts';

/**
 * The messages the parameters' own rules give (the generic ones come from zod): the web translates them by key
 * (`parameters:messages.<key>`).
 */
export const PARAMETER_MESSAGES = {
  clockTime: 'A time of day is HH:MM, 00:00 to 23:59',
  windowOrder: 'A window ends after it starts',
  checklistKey: 'A key is lowercase letters, digits and _',
  checklistKeyTwice: 'Each checklist key is used once',
  oriasNumber: 'An ORIAS number has eight digits',
  creditorIdentifier: 'A creditor identifier is FR, two check digits, three characters and six characters',
  smsSender: 'An SMS sender is 3 to 11 letters, digits or spaces, with at least one letter',
  emailSenderName: 'A sender name has no quotes, angle brackets or @',
} as const;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: PARAMETER_MESSAGES.clockTime });
const isoDate = calendarDate();

/** A span of the day in which calls are allowed, on the wall clock of the calling time zone; `end` excluded. */
export const callingWindowSchema = z
  .object({ start: clockTime, end: clockTime })
  .refine((window) => window.start < window.end, { message: PARAMETER_MESSAGES.windowOrder, path: ['end'] });
export type CallingWindow = z.infer<typeof callingWindowSchema>;

/**
 * The phone-selling rules (issue 11; décret 2022-1313, Code de la consommation L223-1 and following): when an
 * agent may call, on which days, how often, and how long after a refusal. Public holidays are those of
 * `holidayCountry` (and `holidayRegion`, such as Alsace-Moselle's `FR-57`), plus `extraClosedDates`.
 */
export const callingRulesSchema = z.object({
  timeZone: singleLineText().min(1).max(64),
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  windows: z.array(callingWindowSchema).min(1).max(6),
  holidayCountry: z.string().regex(/^[A-Z]{2}$/),
  holidayRegion: z
    .string()
    .regex(/^[A-Z0-9-]{1,6}$/)
    .nullable(),
  extraClosedDates: z.array(isoDate).max(100),
  /** At most this many attempts per prospect in `attemptWindowDays`. */
  maxAttempts: z.number().int().min(1).max(50),
  attemptWindowDays: z.number().int().min(1).max(365),
  /** After a refusal, no new attempt for this many days. */
  refusalCooldownDays: z.number().int().min(0).max(3650),
});
export type CallingRules = z.infer<typeof callingRulesSchema>;

/** One point a quality reviewer checks; `required` points must pass (or be not applicable) to validate. */
export const qualityChecklistItemSchema = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_]{0,49}$/, { message: PARAMETER_MESSAGES.checklistKey }),
  labels: z.object({
    en: singleLineText().min(1).max(200),
    fr: singleLineText().min(1).max(200),
    ar: singleLineText().min(1).max(200),
  }),
  required: z.boolean(),
});
export type QualityChecklistItem = z.infer<typeof qualityChecklistItemSchema>;

export const qualityChecklistSchema = z
  .array(qualityChecklistItemSchema)
  .min(1)
  .max(40)
  .refine((items) => new Set(items.map((item) => item.key)).size === items.length, {
    message: PARAMETER_MESSAGES.checklistKeyTwice,
  });

/** How long personal data and recordings are kept (issue 11; CNIL guidance on phone prospecting). */
export const retentionRulesSchema = z.object({
  recordingMonthsAfterSignature: z.number().int().min(1).max(120),
  recordingMonthsWithoutSignature: z.number().int().min(0).max(120),
  prospectMonthsWithoutContact: z.number().int().min(1).max(120),
});
export type RetentionRules = z.infer<typeof retentionRulesSchema>;

/**
 * The brokerage's parameters (SPEC §2 /parametres, issue 12 builds the page): who the brokerage is, as the
 * documents print it, its SEPA creditor identity, the signing delay, and the phone-selling, quality and
 * retention rules of issue 11. Stored key by key; a key never saved reads as its default
 * (`DEFAULT_PARAMETERS`, a fictitious brokerage for the demo).
 */
export const parametersSchema = z.object({
  brokerageName: singleLineText().min(1).max(200),
  brokerageAddress: multiLineText().min(1).max(500),
  oriasNumber: singleLineText().regex(/^\d{8}$/, { message: PARAMETER_MESSAGES.oriasNumber }),
  phone: singleLineText().min(1).max(30),
  email: z.email().max(254),
  complaintsAddress: multiLineText().min(1).max(500),
  mediatorName: singleLineText().min(1).max(200),
  mediatorAddress: multiLineText().min(1).max(500),
  sepaCreditorName: singleLineText().min(1).max(70),
  sepaCreditorAddress: multiLineText().min(1).max(500),
  sepaCreditorIdentifier: singleLineText()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine(isValidCreditorIdentifier, {
      message: PARAMETER_MESSAGES.creditorIdentifier,
    }),
  /** Phone sales: hours between the documents being sent and the signature opening (issue 10). */
  signatureDelayHours: z.number().int().min(0).max(720),
  callingRules: callingRulesSchema,
  qualityChecklist: qualityChecklistSchema,
  retention: retentionRulesSchema,
  /** The page size a list answers when its request names none (issue 12). */
  defaultPageSize: z.number().int().min(1).max(MAX_PAGE_SIZE),
  /**
   * The alphanumeric sender of the SMS (what the phone shows instead of a number): operators accept 3 to 11
   * letters, digits or spaces, with at least one letter.
   */
  smsSenderName: z.string().regex(/^(?=.*[A-Za-z])[A-Za-z0-9 ]{3,11}$/, {
    message: PARAMETER_MESSAGES.smsSender,
  }),
  /** The display name of the emails' sender, before the configured address (`Name <address>`). */
  emailSenderName: singleLineText()
    .min(1)
    .max(100)
    .regex(/^[^"<>@]*$/, { message: PARAMETER_MESSAGES.emailSenderName }),
});
export type Parameters = z.infer<typeof parametersSchema>;
export type ParameterKey = keyof Parameters;
export const PARAMETER_KEYS = Object.keys(parametersSchema.shape) as ParameterKey[];

export const DEFAULT_PARAMETERS: Parameters = {
  brokerageName: 'Horizon Courtage (démonstration)',
  brokerageAddress: '10 rue de l’Exemple\n75009 Paris',
  oriasNumber: '12345678',
  phone: '+33 1 23 45 67 89',
  email: 'contact@horizon-courtage.example',
  complaintsAddress: 'Service réclamations, Horizon Courtage\n10 rue de l’Exemple\n75009 Paris',
  mediatorName: 'Médiation de l’Assurance (exemple)',
  mediatorAddress: 'TSA 50110\n75441 Paris Cedex 09',
  sepaCreditorName: 'Horizon Courtage',
  sepaCreditorAddress: '10 rue de l’Exemple\n75009 Paris',
  // The EPC's documented example identifier: valid check digits, no real creditor.
  sepaCreditorIdentifier: 'FR72ZZZ123456',
  signatureDelayHours: 24,
  callingRules: {
    timeZone: 'Europe/Paris',
    weekdays: [1, 2, 3, 4, 5],
    windows: [
      { start: '10:00', end: '13:00' },
      { start: '14:00', end: '20:00' },
    ],
    holidayCountry: 'FR',
    holidayRegion: null,
    extraClosedDates: [],
    maxAttempts: 4,
    attemptWindowDays: 30,
    refusalCooldownDays: 60,
  },
  qualityChecklist: [
    {
      key: 'consent_recording',
      labels: {
        en: 'Recording announced and consent given',
        fr: 'Enregistrement annoncé et consentement recueilli',
        ar: 'تم الإعلان عن التسجيل والحصول على الموافقة',
      },
      required: true,
    },
    {
      key: 'identity_confirmed',
      labels: { en: 'Identity confirmed', fr: 'Identité confirmée', ar: 'تم التحقق من الهوية' },
      required: true,
    },
    {
      key: 'needs_read_back',
      labels: {
        en: 'Needs read back to the customer',
        fr: 'Besoins relus au client',
        ar: 'تمت إعادة قراءة الاحتياجات على العميل',
      },
      required: true,
    },
    {
      key: 'guarantees_price_stated',
      labels: {
        en: 'Guarantees and price stated',
        fr: 'Garanties et prix annoncés',
        ar: 'تم توضيح الضمانات والسعر',
      },
      required: true,
    },
    {
      key: 'delay_respected',
      labels: { en: '24 h delay respected', fr: 'Délai de 24 h respecté', ar: 'تم احترام مهلة 24 ساعة' },
      required: true,
    },
    {
      key: 'no_signature_during_call',
      labels: {
        en: 'No signature during the call',
        fr: 'Aucune signature pendant l’appel',
        ar: 'لا توقيع أثناء المكالمة',
      },
      required: true,
    },
  ],
  retention: {
    recordingMonthsAfterSignature: 24,
    recordingMonthsWithoutSignature: 1,
    prospectMonthsWithoutContact: 36,
  },
  defaultPageSize: DEFAULT_PAGE_SIZE,
  smsSenderName: 'Horizon',
  emailSenderName: 'Horizon Courtage',
};
