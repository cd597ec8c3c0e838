import {
  blockingChecklistItems,
  calendarDateIn,
  type QcDecisionInput,
  type QcWriteResult,
  qualityErrors,
  REJECTION_REASONS,
  type RejectionReason,
} from '@brokerage/shared';
import type { Executor } from '@/db/client.ts';
import { qualityReviews } from '@/db/schema/index.ts';
import { createContractForSale } from '@/features/contracts/contracts-create.service.ts';
import type { EmailJobQueue } from '@/features/emails/emails.service.ts';
import { notifyQualityDecision } from '@/features/notifications/notifications-events.service.ts';
import { readParameters } from '@/features/parameters/parameters.service.ts';
import { applySaleTransition } from '@/features/ventes/ventes-transitions.service.ts';
import { auditedUpdate } from '@/platform/audited-writes.ts';
import { now } from '@/platform/clock.ts';
import { refuser } from '@/platform/refusals.ts';
import { invalidField } from '@/platform/service-errors.ts';
import { assertVersion } from '@/platform/versioned-update.ts';
import {
  assertNotOwnSale,
  heldReviewOf,
  lockQcSale,
  type SaleRow,
} from './quality-control-access.service.ts';
import { notifyAgentOfRejection } from './quality-control-notify.service.ts';
import {
  checkedAnswers,
  currentDetail,
  type QcWriteContext,
  writeResult,
} from './quality-control-write.service.ts';

const refuse = refuser(qualityErrors);

export type DecisionContext = QcWriteContext & {
  input: QcDecisionInput;
  jobs: EmailJobQueue;
  /** Where the agent's email links to (the web app's origin). */
  origin: string;
};

/** The reason a lost sale keeps (`sales.lost_reason`): the reviewer's reasons and comment. */
const lostReasonOf = (reasons: readonly RejectionReason[], comment: string | null) =>
  [`Quality control: ${reasons.join(', ')}`, comment].filter(Boolean).join(' — ');

/**
 * `validated`: the sale goes validated → contract and its contract is created, in this one transaction (both
 * moves audited, the sale gains `contractId`). 409 CHECKLIST_NOT_PASSED while a required item neither passed
 * nor was not applicable.
 */
const validate = async (tx: Executor, context: DecisionContext, sale: SaleRow, at: Date) => {
  const { actor, ip } = context;
  const current = currentDetail(tx, context);
  const validated = await applySaleTransition(tx, {
    actor,
    ip,
    sale,
    to: 'validated',
    expected: sale.version,
    current,
  });
  const contract = await createContractForSale(tx, { actor, ip, sale: validated, at });
  const moved = await applySaleTransition(tx, {
    actor,
    ip,
    sale: validated,
    to: 'contract',
    expected: validated.version,
    set: { contractId: contract.id },
    current,
  });
  return { moved, review: { decision: 'validated' as const, contractId: contract.id } };
};

/**
 * `rejected`: `correction` → the sale is `rejected` (back to the agent), `lost` → `lost` with the reasons,
 * `call_back` → back to `signed` with a task for the agent. The agent is emailed in each case.
 */
const reject = async (tx: Executor, context: DecisionContext, sale: SaleRow, at: Date) => {
  const { actor, ip, input } = context;
  const reasons = input.reasons ?? [];
  const outcome = input.outcome ?? 'correction';
  const comment = input.comment ?? null;
  const callBackDueDate = outcome === 'call_back' ? (input.callBackDueDate ?? null) : null;
  const callBackNote = outcome === 'call_back' ? (input.callBackNote ?? null) : null;
  if (callBackDueDate && callBackDueDate < calendarDateIn(at)) {
    throw invalidField('callBackDueDate', 'The call-back cannot be due in the past.');
  }
  const to = outcome === 'correction' ? 'rejected' : outcome === 'lost' ? 'lost' : 'signed';
  const moved = await applySaleTransition(tx, {
    actor,
    ip,
    sale,
    to,
    expected: sale.version,
    reason: to === 'lost' ? lostReasonOf(reasons, comment) : undefined,
    current: currentDetail(tx, context),
  });
  const notice = { reasons, outcome, comment, callBackDueDate, callBackNote };
  await notifyAgentOfRejection(tx, context, moved, notice);
  return {
    moved,
    review: {
      decision: 'rejected' as const,
      rejectionReasons: [...reasons].sort(
        (left, right) => REJECTION_REASONS.indexOf(left) - REJECTION_REASONS.indexOf(right),
      ),
      rejectionOutcome: outcome,
      callBackDueDate,
      callBackNote,
    },
  };
};

/** `POST /quality-control/{saleId}/decision`: the open review is decided, audited, in one transaction. */
export const decideSale = async (context: DecisionContext): Promise<QcWriteResult> =>
  context.db.transaction(async (tx) => {
    const { actor, ip, input } = context;
    const sale = await lockQcSale(tx, actor, context.saleId);
    assertNotOwnSale(actor, sale);
    const review = await heldReviewOf(tx, actor, sale);
    const current = currentDetail(tx, context);
    await assertVersion(review, input.version, current);
    const answers = input.answers ? await checkedAnswers(tx, input.answers) : review.answers;
    if (input.decision === 'validated') {
      const { qualityChecklist } = await readParameters({ db: tx });
      const keys = blockingChecklistItems(qualityChecklist, answers);
      if (keys.length > 0) {
        throw refuse('CHECKLIST_NOT_PASSED', `Required points not passed: ${keys.join(', ')}.`, { keys });
      }
    }
    const at = now();
    const outcome =
      input.decision === 'validated'
        ? await validate(tx, context, sale, at)
        : await reject(tx, context, sale, at);
    await notifyQualityDecision(
      tx,
      actor,
      sale,
      input.decision === 'validated' ? 'validated' : (input.outcome ?? 'correction'),
    );
    const decided = await auditedUpdate(tx, {
      table: qualityReviews,
      id: review.id,
      expected: input.version,
      set: {
        ...outcome.review,
        answers,
        comment: input.comment ?? null,
        status: 'decided',
        decidedAt: at,
      },
      current,
      entity: 'quality_review',
      actor,
      ip,
      before: review,
    });
    return writeResult(tx, decided, outcome.moved);
  });
