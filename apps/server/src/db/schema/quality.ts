import type {
  ChecklistAnswer,
  QcDecision,
  QcReviewStatus,
  RejectionOutcome,
  RejectionReason,
} from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, moment, timestamps, version } from './columns.ts';
import { companies } from './companies.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';
import { sales } from './ventes.ts';

/**
 * One quality review of a signed sale (issue 11): opened when a reviewer takes the sale, then `released` (handed
 * back to the queue) or `decided`. Reviews are kept: a sale called back and reviewed again has several, the
 * newest carrying the earlier answers forward. The seller, team and company are the sale's, copied when the
 * review opens, so figures and scope read the review alone.
 */
export const qualityReviews = pgTable(
  'quality_reviews',
  {
    id: id(),
    saleId: uuid()
      .notNull()
      .references(() => sales.id),
    status: text().$type<QcReviewStatus>().notNull().default('open'),
    reviewerId: uuid()
      .notNull()
      .references(() => users.id),
    answers: jsonb().$type<ChecklistAnswer[]>().notNull().default([]),
    decision: text().$type<QcDecision>(),
    rejectionReasons: jsonb().$type<RejectionReason[]>().notNull().default([]),
    rejectionOutcome: text().$type<RejectionOutcome>(),
    comment: text(),
    /** For a `call_back` outcome: the agent's task. */
    callBackDueDate: date({ mode: 'string' }),
    callBackNote: text(),
    /** The contract a validation created (no foreign key: contracts reference reviews' sales already). */
    contractId: uuid(),
    takenAt: moment().notNull().defaultNow(),
    releasedAt: moment(),
    decidedAt: moment(),
    sellerId: uuid().references(() => users.id),
    teamId: uuid().references(() => teams.id),
    companyId: uuid().references(() => companies.id),
    version: version(),
    ...timestamps,
  },
  (table) => [
    index('quality_reviews_sale_idx').on(table.saleId, table.takenAt),
    // One review in progress per sale: a second "take" loses the race on this index.
    uniqueIndex('quality_reviews_one_open_per_sale').on(table.saleId).where(sql`${table.status} = 'open'`),
    index('quality_reviews_decided_idx').on(table.decidedAt).where(sql`${table.status} = 'decided'`),
  ],
);
