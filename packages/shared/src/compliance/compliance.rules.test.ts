import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from '../parameters/parameters.schemas.ts';
import { type ComplianceEvidence, type EvidenceAttempt, evaluateCompliance } from './compliance.rules.ts';
import type { ComplianceRuleKey } from './compliance.schemas.ts';

const NOW = new Date('2026-06-30T12:00:00Z');

const evidence = (overrides: Partial<ComplianceEvidence> = {}): ComplianceEvidence => ({
  saleId: '00000000-0000-4000-8000-000000000001',
  saleNumber: 'V-2026-000001',
  channel: 'outbound_call',
  callConsentAt: '2026-06-02T08:05:00Z',
  recordingAnnouncedAt: '2026-06-02T08:05:30Z',
  callEndedAt: '2026-06-02T08:40:00Z',
  recordingsStored: 1,
  attempts: [],
  callingRules: DEFAULT_PARAMETERS.callingRules,
  closedDates: new Set(),
  opposition: null,
  phoneNumber: '+33612345678',
  underContract: false,
  documentsSentAt: '2026-06-02T08:30:00Z',
  signedAt: '2026-06-03T09:00:00Z',
  signatureDelayHours: 24,
  qualityDecision: null,
  awaitingReview: true,
  ...overrides,
});

let sequence = 0;
const attempt = (at: string, overrides: Partial<EvidenceAttempt> = {}): EvidenceAttempt => {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    at,
    outcome: 'no_answer',
    agentName: 'Agent',
    onThisSale: true,
    ...overrides,
  };
};

const ruleOf = (input: ComplianceEvidence, rule: ComplianceRuleKey) => {
  const found = evaluateCompliance(input, NOW).rules.find((result) => result.rule === rule);
  if (!found) throw new Error(rule);
  return found;
};

describe('evaluateCompliance', () => {
  it('lists every rule, in order, and sums them up', () => {
    const report = evaluateCompliance(evidence({ attempts: [attempt('2026-06-02T08:00:00Z')] }), NOW);
    expect(report.rules.map((rule) => rule.rule)).toEqual([
      'consent_and_recording',
      'calling_hours',
      'call_frequency',
      'refusal_cooldown',
      'opposition',
      'signature_delay',
      'no_signature_during_call',
      'quality_decision',
    ]);
    expect(report.overall).toBe('pending');
    expect(report.generatedAt).toBe(NOW.toISOString());
  });

  it('needs both the consent and the recording announcement on a phone sale; not applicable in person', () => {
    expect(ruleOf(evidence(), 'consent_and_recording').status).toBe('met');
    expect(ruleOf(evidence({ recordingAnnouncedAt: null }), 'consent_and_recording').status).toBe('not_met');
    expect(
      ruleOf(evidence({ channel: 'in_person', callConsentAt: null }), 'consent_and_recording').status,
    ).toBe('not_applicable');
  });

  it('judges each attempt at its own time: 09:59 and 20:00 Paris are out, 10:00 is in (summer time)', () => {
    const rule = ruleOf(
      evidence({
        attempts: [
          attempt('2026-06-02T07:59:00Z'),
          attempt('2026-06-02T08:00:00Z'),
          attempt('2026-06-02T18:00:00Z'),
        ],
      }),
      'calling_hours',
    );
    expect(rule.status).toBe('not_met');
    expect(rule.attempts.map((judged) => [judged.status, judged.reason])).toEqual([
      ['not_met', 'CALL_OUTSIDE_HOURS'],
      ['met', null],
      ['not_met', 'CALL_OUTSIDE_HOURS'],
    ]);
    expect(rule.facts).toContainEqual({ key: 'attemptsOutsideHours', format: 'count', value: 2 });
  });

  it('reads public holidays from the closed dates given', () => {
    const rule = ruleOf(
      evidence({ attempts: [attempt('2026-07-14T09:00:00Z')], closedDates: new Set(['2026-07-14']) }),
      'calling_hours',
    );
    expect(rule.attempts[0]?.reason).toBe('CALL_ON_PUBLIC_HOLIDAY');
  });

  it('allows the 4th attempt in 30 days and flags the 5th, counting the prospect’s other sales', () => {
    const earlier = [
      attempt('2026-06-01T08:00:00Z', { onThisSale: false }),
      attempt('2026-06-02T08:00:00Z', { onThisSale: false }),
      attempt('2026-06-03T08:00:00Z'),
    ];
    const fourth = attempt('2026-06-04T08:00:00Z');
    const fifth = attempt('2026-06-05T08:00:00Z');
    const rule = ruleOf(evidence({ attempts: [...earlier, fourth, fifth] }), 'call_frequency');
    expect(rule.attempts.map((judged) => judged.status)).toEqual(['met', 'met', 'not_met']);
    expect(rule.attempts[2]?.reason).toBe('CALL_ATTEMPTS_EXCEEDED');
  });

  it('flags a call on day 59 after a refusal and accepts it on day 60', () => {
    const refusal = attempt('2026-03-02T09:00:00Z', { outcome: 'refused', onThisSale: false });
    const day59 = ruleOf(
      evidence({ attempts: [refusal, attempt('2026-04-30T08:00:00Z')] }),
      'refusal_cooldown',
    );
    expect(day59.status).toBe('not_met');
    expect(day59.attempts[0]?.reason).toBe('CALL_AFTER_REFUSAL');
    const day60 = ruleOf(
      evidence({ attempts: [refusal, attempt('2026-05-01T09:00:00Z')] }),
      'refusal_cooldown',
    );
    expect(day60.status).toBe('met');
    expect(day60.facts).toContainEqual({ key: 'lastRefusalAt', format: 'datetime', value: refusal.at });
  });

  it('flags a call to a number listed before it, unless the customer is under contract', () => {
    const opposition = {
      phoneNumber: '+33612345678',
      listedAt: '2026-06-01T00:00:00Z',
      source: 'csv' as const,
    };
    const calls = [attempt('2026-05-29T08:00:00Z'), attempt('2026-06-02T08:00:00Z')];
    const rule = ruleOf(evidence({ attempts: calls, opposition }), 'opposition');
    expect(rule.attempts.map((judged) => judged.reason)).toEqual([null, 'NUMBER_OPPOSED']);
    expect(ruleOf(evidence({ attempts: calls, opposition, underContract: true }), 'opposition').status).toBe(
      'met',
    );
    expect(ruleOf(evidence(), 'opposition').status).toBe('not_applicable');
  });

  it('measures the gap between the documents and the signature against the delay, to the minute', () => {
    const sent = '2026-06-02T08:30:00Z';
    const met = ruleOf(
      evidence({ documentsSentAt: sent, signedAt: '2026-06-03T08:30:00Z' }),
      'signature_delay',
    );
    expect(met.status).toBe('met');
    expect(met.facts).toContainEqual({ key: 'gapHours', format: 'hours', value: 24 });
    expect(
      ruleOf(evidence({ documentsSentAt: sent, signedAt: '2026-06-03T08:29:00Z' }), 'signature_delay').status,
    ).toBe('not_met');
    expect(ruleOf(evidence({ signedAt: null }), 'signature_delay').status).toBe('pending');
  });

  it('needs the call ended before the signature; an unended call ends 4 hours after the consent', () => {
    expect(ruleOf(evidence(), 'no_signature_during_call').status).toBe('met');
    expect(ruleOf(evidence({ callEndedAt: '2026-06-03T10:00:00Z' }), 'no_signature_during_call').status).toBe(
      'not_met',
    );
    const unended = ruleOf(
      evidence({ callEndedAt: null, signedAt: '2026-06-02T11:00:00Z' }),
      'no_signature_during_call',
    );
    expect(unended.status).toBe('not_met');
    expect(unended.facts[0]).toEqual({
      key: 'callEndedAt',
      format: 'datetime',
      value: '2026-06-02T12:05:00.000Z',
    });
  });

  it('reads the quality decision: validated is met, rejected is not, waiting is pending', () => {
    const decided = { decidedAt: '2026-06-05T10:00:00Z', reviewerName: 'Reviewer', rejectionReasons: [] };
    expect(
      ruleOf(evidence({ qualityDecision: { ...decided, decision: 'validated' } }), 'quality_decision').status,
    ).toBe('met');
    const rejected = ruleOf(
      evidence({
        qualityDecision: { ...decided, decision: 'rejected', rejectionReasons: ['consent_missing'] },
      }),
      'quality_decision',
    );
    expect(rejected.status).toBe('not_met');
    expect(rejected.facts).toContainEqual({
      key: 'rejectionReasons',
      format: 'codes',
      value: ['consent_missing'],
    });
    expect(ruleOf(evidence(), 'quality_decision').status).toBe('pending');
    expect(ruleOf(evidence({ awaitingReview: false }), 'quality_decision').status).toBe('not_applicable');
  });

  it('is met overall when every rule is met or not applicable', () => {
    const report = evaluateCompliance(
      evidence({
        attempts: [attempt('2026-06-02T08:00:00Z')],
        qualityDecision: {
          decision: 'validated',
          decidedAt: '2026-06-05T10:00:00Z',
          reviewerName: null,
          rejectionReasons: [],
        },
      }),
      NOW,
    );
    expect(report.overall).toBe('met');
  });
});
