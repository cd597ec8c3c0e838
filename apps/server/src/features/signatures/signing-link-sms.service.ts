import { isSignatureActive } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client.ts';
import { signatureRequests } from '@/db/schema/index.ts';
import { readParameters } from '@/features/parameters/parameters.service.ts';
import type { SmsTransport } from '@/integrations/sms/sms-transport.ts';
import type { JobQueue } from '@/platform/jobs/job-queue.ts';
import type { SealSecrets } from './seal-key.service.ts';
import { signingLinkBox } from './signature-links.ts';
import { signingLinkSms } from './signing-sms-text.ts';

/** The job that texts a request's signing link; its payload names the link, never holds it. */
export const SIGNATURE_TEXT_LINK_JOB = 'signatures.text-link';

export interface TextLinkPayload {
  requestId: string;
  /** Which link the job was queued for: the start of its token's hash (absent in jobs queued before it existed). */
  linkId?: string;
}

const linkIdOf = (tokenHash: string) => tokenHash.slice(0, 16);

/**
 * Texted when asked, or when the customer has no email (the link must reach them somehow): enqueued in the
 * transaction that sends or resends the request, so the SMS leaves once, after the commit, retried by the
 * queue while the provider fails.
 */
export const queueSigningLinkSms = async (
  jobs: Pick<JobQueue, 'enqueue'>,
  tx: Executor,
  request: { id: string; tokenHash: string | null },
  notice: { sendSms: boolean; to: { email: string | null } },
) => {
  if (!notice.sendSms && notice.to.email) return;
  const payload: TextLinkPayload = {
    requestId: request.id,
    ...(request.tokenHash ? { linkId: linkIdOf(request.tokenHash) } : {}),
  };
  await jobs.enqueue(tx, SIGNATURE_TEXT_LINK_JOB, payload);
};

/**
 * `signatures.text-link`: the link it was queued for, while the customer may still act on it. A link replaced
 * meanwhile (a resend, which queues its own text) sends nothing: a first text still being retried when the agent
 * resends must not reach the customer twice. A request cancelled, signed or expired sends nothing either.
 */
export const textSigningLink = async ({
  db,
  sms,
  secrets,
  payload,
}: {
  db: Database;
  sms: SmsTransport;
  secrets: SealSecrets;
  payload: TextLinkPayload;
}) => {
  const [request] = await db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.id, payload.requestId));
  if (!request?.linkSealed || !isSignatureActive(request.status)) return;
  if (payload.linkId && (!request.tokenHash || linkIdOf(request.tokenHash) !== payload.linkId)) return;
  const link = signingLinkBox(secrets.appSecret, secrets.previousAppSecret).open(request.linkSealed);
  const { brokerageName } = await readParameters({ db });
  await sms.send({ to: request.signerPhone, body: signingLinkSms(request.locale, brokerageName, link) });
};
