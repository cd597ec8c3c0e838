import { type EmailRecord, emailRecordSchema } from '@brokerage/shared';
import { emailKeys } from '@/features/emails/api/email-keys';
import { recordCall, useChangeMutation } from '@/lib/record-api';

/** POST /api/emails/{id}/resend: a sent or failed email goes back in the queue (409 while it is in progress). */
export const resendEmail = recordCall<Record<string, never>, EmailRecord>(
  'POST',
  '/api/emails',
  emailRecordSchema,
  'resend',
);

export const useResendEmail = () => useChangeMutation(resendEmail, emailKeys.all);
