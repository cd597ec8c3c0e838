import type { EmailTemplate } from '@brokerage/shared';
import { createSecretBox, type SecretBox } from '@/platform/secret-box.ts';

/**
 * The fields of a template that carry a credential: the customer's signing link (it opens their documents) and
 * a password reset link. An email's data waits in the database until sent and stays there after; these fields
 * are kept sealed with the app secret (platform/secret-box.ts) and opened only to render the email.
 */
const SEALED_FIELDS: Partial<Record<EmailTemplate, readonly string[]>> = {
  signature_request: ['signingUrl'],
  documents_sent: ['documentsUrl'],
  signature_completed: ['documentsUrl'],
  password_reset: ['resetUrl'],
};

export const emailDataBox = (secrets: { appSecret: string; previousAppSecret?: string | undefined }) =>
  createSecretBox('email-data', [
    secrets.appSecret,
    ...(secrets.previousAppSecret ? [secrets.previousAppSecret] : []),
  ]);

const mapSealedFields = (
  template: EmailTemplate,
  data: Record<string, unknown>,
  change: (value: string) => string,
): Record<string, unknown> => {
  const fields = SEALED_FIELDS[template] ?? [];
  return {
    ...data,
    ...Object.fromEntries(
      fields.flatMap((field) => (typeof data[field] === 'string' ? [[field, change(data[field])]] : [])),
    ),
  };
};

/** The data as stored: its credentials sealed. A template that holds one cannot be queued without the box. */
export const sealEmailData = (
  template: EmailTemplate,
  data: Record<string, unknown>,
  box: SecretBox | undefined,
): Record<string, unknown> => {
  if (!SEALED_FIELDS[template]) return data;
  if (!box)
    throw new Error(`The ${template} email holds a link that must be sealed: pass the email data box.`);
  return mapSealedFields(template, data, box.seal);
};

/** The data as rendered: its credentials opened (a web link stored before they were sealed is used as it is). */
export const openEmailData = (
  template: EmailTemplate,
  data: Record<string, unknown>,
  box: SecretBox,
): Record<string, unknown> =>
  mapSealedFields(template, data, (value) => (/^https?:\/\//.test(value) ? value : box.open(value)));
