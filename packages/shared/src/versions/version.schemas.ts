import { z } from 'zod';

/** The optimistic-concurrency version every updatable record carries; it starts at 1 and grows by one per write. */
export const recordVersionSchema = z.number().int().min(1);

/**
 * The version a PUT/PATCH body names: the one the client loaded. It is optional in the schema only so that a
 * missing version answers 409 STALE_WRITE with the current record (like a stale one) rather than a 400.
 */
export const expectedVersionFields = { version: recordVersionSchema.max(2_147_483_647).optional() };

/** The `details` of a 409 STALE_WRITE: the record as it stands now, so the client can reload or compare. */
export interface StaleWriteDetails<Record = unknown> {
  current: Record;
}
