import { defineRefusals } from '../errors/refusals.ts';

/** Refusals of the admin console (issue 12). */
export const adminErrors = defineRefusals({
  /** Only a job that failed for good can be retried or discarded from the console (`details.state`: where it is). */
  JOB_NOT_FAILED: { status: 409, params: ['state'] },
});
