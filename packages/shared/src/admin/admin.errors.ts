import { defineRefusals } from '../errors/refusals.ts';

/** Refusals of the admin console (issue 12). */
export const adminErrors = defineRefusals({
  /** Only a job that failed for good can be retried or discarded from the console (`details.state`: where it is). */
  JOB_NOT_FAILED: { status: 409, params: ['state'] },
  /**
   * The file sweep found too many stored files that no record names to be a few lost rows (a database that is not
   * the storage's, a restored backup): it deleted nothing (`details.unreferenced` of the `details.listed` files
   * older than the sweep's grace period).
   */
  TOO_MANY_UNREFERENCED_FILES: { status: 409, params: ['unreferenced', 'listed'] },
});
