import {
  type createSaleInputSchema,
  isSaleEditable,
  type Sale,
  type SaleStatus,
  type updateSaleInputSchema,
  ventesErrors,
} from '@brokerage/shared';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { sales } from '@/db/schema/index.ts';
import { recordFirstStepAttempt } from '@/features/calls/calls-write.service.ts';
import { notifySaleAssigned } from '@/features/notifications/notifications-events.service.ts';
import { AppError } from '@/platform/app-error.ts';
import { recordAudit } from '@/platform/audit.ts';
import { auditedInsert, auditedUpdate } from '@/platform/audited-writes.ts';
import { now } from '@/platform/clock.ts';
import { refuser } from '@/platform/refusals.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { invalidField } from '@/platform/service-errors.ts';
import { assertVersion } from '@/platform/versioned-update.ts';
import { lockSaleInScope, type SaleRow } from './ventes-access.service.ts';
import { assertSaleContent } from './ventes-checks.service.ts';
import { readSale } from './ventes-read.service.ts';

/** `POST`, `PUT` and `DELETE /ventes[/{id}]`: the draft, the form's autosave, the soft delete. */

const refuse = refuser(ventesErrors);
const ENTITY = 'sale';

/** Statuses a sale may be deleted in: nothing was subscribed yet, or it is lost. */
const DELETABLE_STATUSES: readonly SaleStatus[] = ['draft', 'quoted', 'lost'];

/** The earliest plausible moment of a call, and how far ahead of the server's clock a client's may run. */
const EARLIEST_CALL = Date.parse('2000-01-01T00:00:00Z');
const CLOCK_SKEW_MS = 5 * 60_000;

/** A consent or notice time: a moment of this call, not a typo years away nor in the future. */
const callMoment = (value: string | null, field: 'callConsentAt' | 'recordingAnnouncedAt') => {
  if (value === null) return null;
  const moment = new Date(value);
  if (moment.getTime() < EARLIEST_CALL || moment.getTime() > Date.now() + CLOCK_SKEW_MS) {
    throw invalidField(`call.${field}`, 'This time must be the moment of the call, not in the future.');
  }
  return moment;
};

const callColumns = (call: z.output<typeof createSaleInputSchema>['call']) =>
  call
    ? {
        channel: call.channel,
        callConsentAt: callMoment(call.callConsentAt, 'callConsentAt'),
        recordingAnnouncedAt: callMoment(call.recordingAnnouncedAt, 'recordingAnnouncedAt'),
      }
    : {};

/** `POST /ventes`: a draft sold by the caller, in their team and company (what the data scope reads later). */
export const createSale = async ({
  db,
  actor,
  ip,
  input,
}: WriteContext & { input: z.output<typeof createSaleInputSchema> }): Promise<Sale> =>
  db.transaction(async (tx) => {
    const row = await auditedInsert(tx, {
      table: sales,
      values: {
        sellerId: actor.id,
        teamId: actor.team?.id ?? null,
        companyId: actor.company?.id ?? null,
        ...callColumns(input.call),
      },
      // The number comes from a sequence; a clash means the sequence was reset under existing sales.
      duplicate: () => new AppError('CONFLICT', { message: 'The sale number is already taken. Try again.' }),
      entity: ENTITY,
      actor,
      ip,
    });
    await recordFirstStepAttempt(tx, { actor, ip, sale: row });
    await notifySaleAssigned(tx, actor, row);
    return readSale(tx, row.id);
  });

/** 409 SALE_NOT_EDITABLE when the sale's content is frozen in its status (from the signature on). */
export const assertSaleEditable = (sale: SaleRow) => {
  if (!isSaleEditable(sale.status)) {
    throw refuse('SALE_NOT_EDITABLE', `A sale in status ${sale.status} can no longer be changed.`, {
      status: sale.status,
    });
  }
};

/**
 * `PUT /ventes/{id}`: the guided form's autosave. Each step present replaces that step (call, product line and
 * answers, objectives, household, recommendation); absent steps are kept. The status does not change here:
 * a changed household or product line is priced again by a new quote, which the quote step links.
 */
export const updateSale = async ({
  db,
  actor,
  ip,
  id,
  input,
}: WriteContext & { id: string; input: z.output<typeof updateSaleInputSchema> }): Promise<Sale> =>
  db.transaction(async (tx) => {
    const row = await lockSaleInScope(tx, actor, id);
    const current = () => readSale(tx, id);
    await assertVersion(row, input.version, current);
    assertSaleEditable(row);
    await assertSaleContent(tx, actor, input);
    const set: PgUpdateSetSource<typeof sales> = {
      ...callColumns(input.call),
      ...(input.formData
        ? {
            providerType: input.formData.providerType,
            gammeCode: input.formData.gammeCode,
            answers: input.formData.answers,
          }
        : {}),
      ...(input.objectiveIds ? { objectiveIds: [...new Set(input.objectiveIds)] } : {}),
      ...(input.household ? { household: input.household } : {}),
      ...(input.recommendationReason ? { recommendationReason: input.recommendationReason } : {}),
    };
    const updated = await auditedUpdate(tx, {
      table: sales,
      id,
      expected: input.version,
      set,
      current,
      entity: ENTITY,
      actor,
      ip,
      before: row,
    });
    if (input.call) await recordFirstStepAttempt(tx, { actor, ip, sale: updated });
    return readSale(tx, id);
  });

/**
 * `DELETE /ventes/{id}`: a soft delete (the sale leaves every list and read) of a sale that holds no
 * subscription: draft, quoted or lost; otherwise 409 SALE_NOT_EDITABLE. The version is bumped so an editor
 * still holding the sale gets 409 rather than writing into a deleted one.
 */
export const deleteSale = async ({ db, actor, ip, id }: WriteContext & { id: string }): Promise<void> =>
  db.transaction(async (tx) => {
    const row = await lockSaleInScope(tx, actor, id);
    if (!DELETABLE_STATUSES.includes(row.status)) {
      throw refuse('SALE_NOT_EDITABLE', `A sale in status ${row.status} cannot be deleted.`, {
        status: row.status,
      });
    }
    await tx
      .update(sales)
      .set({ deletedAt: now(), version: sql`${sales.version} + 1` })
      .where(eq(sales.id, id));
    await recordAudit({ db: tx, actor, action: 'delete', entity: ENTITY, entityId: id, before: row, ip });
  });
