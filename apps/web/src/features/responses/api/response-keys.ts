import { recordKeys } from '@/lib/record-keys';

/** Query keys of the responses list (read only: nothing invalidates it but a new visit). */
export const responseKeys = recordKeys('responses');
