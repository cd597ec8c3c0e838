import { defineRefusals } from '../errors/refusals.ts';

export const emailsErrors = defineRefusals({
  /** The email is still queued or being sent; resending it now would send it twice. `details.status`. */
  EMAIL_IN_PROGRESS: { status: 409, params: ['status'] },
  /** The development mail outbox answers only callers on the server machine itself. */
  MAIL_OUTBOX_LOOPBACK_ONLY: { status: 403 },
});
