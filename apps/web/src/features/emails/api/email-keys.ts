import { recordKeys } from '@/lib/record-keys';

/** Query keys of the emails feature; a resend invalidates `emailKeys.all`. */
export const emailKeys = recordKeys('emails');
