import { z } from 'zod';
import { CALL_BLOCK_REASONS } from '../calls/calls.errors.ts';
import { callOutcomeSchema } from '../calls/calls.schemas.ts';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts';

/**
 * The compliance report of a sale (issue 11): each phone-selling rule, whether the sale met it, and the
 * evidence. `GET /api/ventes/{id}/compliance`; the PDF prints the same report.
 */

export const COMPLIANCE_RULE_KEYS = [
  'consent_and_recording',
  'calling_hours',
  'call_frequency',
  'refusal_cooldown',
  'opposition',
  'signature_delay',
  'no_signature_during_call',
  'quality_decision',
] as const;
export type ComplianceRuleKey = (typeof COMPLIANCE_RULE_KEYS)[number];

/** `pending`: the rule applies but its moment has not come (nothing signed yet, the review not decided). */
export const COMPLIANCE_STATUSES = ['met', 'not_met', 'not_applicable', 'pending'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];
export const complianceStatusSchema = z.enum(COMPLIANCE_STATUSES);

/** How a fact's value reads: an instant, a number of hours or of things, a coded value to translate, a phone. */
export const COMPLIANCE_FACT_FORMATS = [
  'datetime',
  'hours',
  'count',
  'code',
  'codes',
  'phone',
  'text',
  'yes_no',
] as const;

export const COMPLIANCE_FACT_KEYS = [
  'channel',
  'consentAt',
  'recordingAnnouncedAt',
  'recordingsStored',
  'attemptsOnSale',
  'attemptsOutsideHours',
  'maxAttempts',
  'attemptWindowDays',
  'refusalCooldownDays',
  'lastRefusalAt',
  'phoneNumber',
  'listedAt',
  'oppositionSource',
  'underContract',
  'documentsSentAt',
  'signedAt',
  'gapHours',
  'requiredHours',
  'callEndedAt',
  'decision',
  'decidedAt',
  'reviewer',
  'rejectionReasons',
] as const;
export type ComplianceFactKey = (typeof COMPLIANCE_FACT_KEYS)[number];

export const complianceFactSchema = z.object({
  key: z.enum(COMPLIANCE_FACT_KEYS),
  format: z.enum(COMPLIANCE_FACT_FORMATS),
  /** ISO instants for `datetime`; codes (`outbound_call`, `validated`) for `code`; null when unknown. */
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]),
});
export type ComplianceFact = z.infer<typeof complianceFactSchema>;

/** One call attempt as a rule judged it. */
export const complianceAttemptSchema = z.object({
  id: z.uuid(),
  at: z.string(),
  outcome: callOutcomeSchema,
  agentName: z.string().nullable(),
  status: complianceStatusSchema,
  /** Why the rule was not met by this attempt. */
  reason: z.enum(CALL_BLOCK_REASONS).nullable(),
});
export type ComplianceAttempt = z.infer<typeof complianceAttemptSchema>;

export const complianceRuleResultSchema = z.object({
  rule: z.enum(COMPLIANCE_RULE_KEYS),
  status: complianceStatusSchema,
  facts: z.array(complianceFactSchema),
  /** The sale's attempts, for the rules judged attempt by attempt. */
  attempts: z.array(complianceAttemptSchema),
});
export type ComplianceRuleResult = z.infer<typeof complianceRuleResultSchema>;

export const complianceReportSchema = z.object({
  saleId: z.uuid(),
  saleNumber: z.string(),
  generatedAt: z.string(),
  /** `not_met` when any rule is, `pending` when none is but one waits, otherwise `met`. */
  overall: complianceStatusSchema,
  rules: z.array(complianceRuleResultSchema),
});
export type ComplianceReport = z.infer<typeof complianceReportSchema>;
export const complianceReportResponseSchema = z.object({ data: complianceReportSchema });

/** `GET /api/ventes/{id}/compliance.pdf?locale=`: the reader's language (the page's), English when absent. */
export const compliancePdfQuerySchema = z.object({ locale: z.enum(LOCALES).default(DEFAULT_LOCALE) });
