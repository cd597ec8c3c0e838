import type { CallBlockReason } from '../calls/calls.errors.ts';
import {
  type CallRecord,
  checkCallFrequency,
  checkCallingTime,
  checkOpposition,
} from '../calls/calls.rules.ts';
import type { CallOutcome, OppositionSource } from '../calls/calls.schemas.ts';
import type { CallingRules } from '../parameters/parameters.schemas.ts';
import type { QcDecision, RejectionReason } from '../quality/quality.rules.ts';
import { CALL_OPEN_MAX_HOURS } from '../ventes/ventes.rules.ts';
import type { SaleChannel } from '../ventes/ventes.schemas.ts';
import type {
  ComplianceAttempt,
  ComplianceFact,
  ComplianceReport,
  ComplianceRuleResult,
  ComplianceStatus,
} from './compliance.schemas.ts';

/**
 * The compliance report's evaluation (issue 11): pure, over the evidence the server gathered. The phone rules
 * are the calls rules (calls.rules.ts) applied to each past attempt at its own time, never re-implemented.
 */

const HOUR_MS = 3_600_000;

/** One attempt to reach the prospect (on this sale or another of theirs: the frequency counts every one). */
export interface EvidenceAttempt {
  id: string;
  at: string;
  outcome: CallOutcome;
  agentName: string | null;
  onThisSale: boolean;
}

export interface ComplianceEvidence {
  saleId: string;
  saleNumber: string;
  channel: SaleChannel | null;
  callConsentAt: string | null;
  recordingAnnouncedAt: string | null;
  callEndedAt: string | null;
  recordingsStored: number;
  attempts: readonly EvidenceAttempt[];
  callingRules: CallingRules;
  /** ISO dates closed to calls (public holidays, extra closed dates) over the attempts' period. */
  closedDates: ReadonlySet<string>;
  /** The sale's number on the do-not-call list, if it is. */
  opposition: { phoneNumber: string; listedAt: string; source: OppositionSource } | null;
  phoneNumber: string | null;
  underContract: boolean;
  documentsSentAt: string | null;
  signedAt: string | null;
  signatureDelayHours: number;
  qualityDecision: {
    decision: QcDecision;
    decidedAt: string;
    reviewerName: string | null;
    rejectionReasons: RejectionReason[];
  } | null;
  /** The sale was signed and waits for (or is in) the quality review. */
  awaitingReview: boolean;
}

const fact = (
  key: ComplianceFact['key'],
  format: ComplianceFact['format'],
  value: ComplianceFact['value'],
) => ({
  key,
  format,
  value,
});

const isPhoneSale = (evidence: ComplianceEvidence) =>
  evidence.channel === 'outbound_call' || evidence.channel === 'inbound_call';

/** The rule met when every attempt is, not applicable with no attempt. */
const statusOfAttempts = (attempts: ComplianceAttempt[]): ComplianceStatus => {
  if (attempts.length === 0) return 'not_applicable';
  return attempts.some((attempt) => attempt.status === 'not_met') ? 'not_met' : 'met';
};

const judgedAttempt = (attempt: EvidenceAttempt, reason: CallBlockReason | null): ComplianceAttempt => ({
  id: attempt.id,
  at: attempt.at,
  outcome: attempt.outcome,
  agentName: attempt.agentName,
  status: reason ? 'not_met' : 'met',
  reason,
});

const saleAttempts = (evidence: ComplianceEvidence) =>
  evidence.attempts.filter((attempt) => attempt.onThisSale);

/** The attempts made before `attempt` (every sale of the prospect): what the rules saw when it was made. */
const attemptsBefore = (evidence: ComplianceEvidence, attempt: EvidenceAttempt): CallRecord[] =>
  evidence.attempts
    .filter((other) => other.id !== attempt.id && Date.parse(other.at) < Date.parse(attempt.at))
    .map((other) => ({ at: other.at, outcome: other.outcome }));

const consentRule = (evidence: ComplianceEvidence): ComplianceRuleResult => {
  const facts = [
    fact('channel', 'code', evidence.channel),
    fact('consentAt', 'datetime', evidence.callConsentAt),
    fact('recordingAnnouncedAt', 'datetime', evidence.recordingAnnouncedAt),
    fact('recordingsStored', 'count', evidence.recordingsStored),
  ];
  if (!isPhoneSale(evidence))
    return { rule: 'consent_and_recording', status: 'not_applicable', facts, attempts: [] };
  const met = evidence.callConsentAt !== null && evidence.recordingAnnouncedAt !== null;
  return { rule: 'consent_and_recording', status: met ? 'met' : 'not_met', facts, attempts: [] };
};

const callingHoursRule = (evidence: ComplianceEvidence): ComplianceRuleResult => {
  const attempts = saleAttempts(evidence).map((attempt) => {
    const verdict = checkCallingTime(evidence.callingRules, evidence.closedDates, new Date(attempt.at));
    return judgedAttempt(attempt, verdict.allowed ? null : verdict.reason);
  });
  const outside = attempts.filter((attempt) => attempt.status === 'not_met').length;
  return {
    rule: 'calling_hours',
    status: statusOfAttempts(attempts),
    facts: [fact('attemptsOnSale', 'count', attempts.length), fact('attemptsOutsideHours', 'count', outside)],
    attempts,
  };
};

/** The attempt limit alone: earlier refusals count as plain attempts here (the cooldown is its own rule). */
const frequencyRule = (evidence: ComplianceEvidence): ComplianceRuleResult => {
  const attempts = saleAttempts(evidence).map((attempt) => {
    const before = attemptsBefore(evidence, attempt).map((other) => ({
      ...other,
      outcome: 'no_answer' as const,
    }));
    const verdict = checkCallFrequency(evidence.callingRules, before, new Date(attempt.at));
    return judgedAttempt(attempt, verdict.allowed ? null : verdict.reason);
  });
  return {
    rule: 'call_frequency',
    status: statusOfAttempts(attempts),
    facts: [
      fact('attemptsOnSale', 'count', attempts.length),
      fact('maxAttempts', 'count', evidence.callingRules.maxAttempts),
      fact('attemptWindowDays', 'count', evidence.callingRules.attemptWindowDays),
    ],
    attempts,
  };
};

/** The cooldown alone: only the earlier refusals are read. */
const refusalCooldownRule = (evidence: ComplianceEvidence): ComplianceRuleResult => {
  const attempts = saleAttempts(evidence).map((attempt) => {
    const refusals = attemptsBefore(evidence, attempt).filter((other) => other.outcome === 'refused');
    const verdict = checkCallFrequency(evidence.callingRules, refusals, new Date(attempt.at));
    return judgedAttempt(
      attempt,
      !verdict.allowed && verdict.reason === 'CALL_AFTER_REFUSAL' ? verdict.reason : null,
    );
  });
  const lastRefusal = evidence.attempts
    .filter((attempt) => attempt.outcome === 'refused')
    .map((attempt) => attempt.at)
    .sort()
    .at(-1);
  return {
    rule: 'refusal_cooldown',
    status: statusOfAttempts(attempts),
    facts: [
      fact('refusalCooldownDays', 'count', evidence.callingRules.refusalCooldownDays),
      fact('lastRefusalAt', 'datetime', lastRefusal ?? null),
    ],
    attempts,
  };
};

/** An attempt broke the list when the number was on it before the attempt and the customer had no contract. */
const oppositionRule = (evidence: ComplianceEvidence): ComplianceRuleResult => {
  const { opposition } = evidence;
  const attempts = saleAttempts(evidence).map((attempt) => {
    const opposed = opposition !== null && Date.parse(opposition.listedAt) < Date.parse(attempt.at);
    const verdict = checkOpposition({ opposed, underContract: evidence.underContract });
    return judgedAttempt(attempt, verdict.allowed ? null : verdict.reason);
  });
  return {
    rule: 'opposition',
    status: statusOfAttempts(attempts),
    facts: [
      fact('phoneNumber', 'phone', opposition?.phoneNumber ?? evidence.phoneNumber),
      fact('listedAt', 'datetime', opposition?.listedAt ?? null),
      fact('oppositionSource', 'code', opposition?.source ?? null),
      fact('underContract', 'yes_no', evidence.underContract),
    ],
    attempts,
  };
};

/** The signature's `signatureDelayHours` after the documents were sent (issue 10's 24 hours). */
const signatureDelayRule = (evidence: ComplianceEvidence): ComplianceRuleResult => {
  const { documentsSentAt, signedAt } = evidence;
  // Rounded down: a gap a minute short of 24 h reads 23.9, never "24" beside "not met".
  const gapHours =
    documentsSentAt && signedAt
      ? Math.floor(((Date.parse(signedAt) - Date.parse(documentsSentAt)) / HOUR_MS) * 10) / 10
      : null;
  const facts = [
    fact('documentsSentAt', 'datetime', documentsSentAt),
    fact('signedAt', 'datetime', signedAt),
    fact('gapHours', 'hours', gapHours),
    fact('requiredHours', 'hours', evidence.signatureDelayHours),
  ];
  const status: ComplianceStatus = !isPhoneSale(evidence)
    ? 'not_applicable'
    : !signedAt || !documentsSentAt
      ? 'pending'
      : Date.parse(signedAt) - Date.parse(documentsSentAt) >= evidence.signatureDelayHours * HOUR_MS
        ? 'met'
        : 'not_met';
  return { rule: 'signature_delay', status, facts, attempts: [] };
};

/** The call ended ("End call", or CALL_OPEN_MAX_HOURS after the consent) before the signature. */
const noSignatureDuringCallRule = (evidence: ComplianceEvidence): ComplianceRuleResult => {
  const { callConsentAt, callEndedAt, signedAt } = evidence;
  const endedAt =
    callEndedAt ??
    (callConsentAt
      ? new Date(Date.parse(callConsentAt) + CALL_OPEN_MAX_HOURS * HOUR_MS).toISOString()
      : null);
  const facts = [fact('callEndedAt', 'datetime', endedAt), fact('signedAt', 'datetime', signedAt)];
  const status: ComplianceStatus = !isPhoneSale(evidence)
    ? 'not_applicable'
    : !signedAt
      ? 'pending'
      : endedAt !== null && Date.parse(endedAt) <= Date.parse(signedAt)
        ? 'met'
        : 'not_met';
  return { rule: 'no_signature_during_call', status, facts, attempts: [] };
};

const qualityDecisionRule = (evidence: ComplianceEvidence): ComplianceRuleResult => {
  const decision = evidence.qualityDecision;
  const facts = [
    fact('decision', 'code', decision?.decision ?? null),
    fact('decidedAt', 'datetime', decision?.decidedAt ?? null),
    fact('reviewer', 'text', decision?.reviewerName ?? null),
    fact('rejectionReasons', 'codes', decision?.rejectionReasons ?? []),
  ];
  const status: ComplianceStatus = decision
    ? decision.decision === 'validated'
      ? 'met'
      : 'not_met'
    : evidence.awaitingReview
      ? 'pending'
      : 'not_applicable';
  return { rule: 'quality_decision', status, facts, attempts: [] };
};

/** `not_met` when a rule is, `pending` when none is but one waits, `met` otherwise. */
export const overallStatus = (rules: readonly ComplianceRuleResult[]): ComplianceStatus => {
  if (rules.some((rule) => rule.status === 'not_met')) return 'not_met';
  if (rules.some((rule) => rule.status === 'pending')) return 'pending';
  return 'met';
};

/** The whole report, every rule in the order of COMPLIANCE_RULE_KEYS. */
export const evaluateCompliance = (evidence: ComplianceEvidence, now: Date): ComplianceReport => {
  const rules = [
    consentRule(evidence),
    callingHoursRule(evidence),
    frequencyRule(evidence),
    refusalCooldownRule(evidence),
    oppositionRule(evidence),
    signatureDelayRule(evidence),
    noSignatureDuringCallRule(evidence),
    qualityDecisionRule(evidence),
  ];
  return {
    saleId: evidence.saleId,
    saleNumber: evidence.saleNumber,
    generatedAt: now.toISOString(),
    overall: overallStatus(rules),
    rules,
  };
};
