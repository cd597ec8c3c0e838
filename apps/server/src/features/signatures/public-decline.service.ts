import { type DeclineSigningInput, isSignatureActive, signaturesErrors } from '@brokerage/shared';
import type { Database } from '@/db/client.ts';
import { now } from '@/platform/clock.ts';
import { consumeRateLimit } from '@/platform/rate-limit.ts';
import { refuser } from '@/platform/refusals.ts';
import type { Visitor } from './public-signing.service.ts';
import { declineRequest } from './signatures-lifecycle.service.ts';
import { CUSTOMER_ACTOR, findRequestByToken } from './signing-checks.service.ts';

const refuse = refuser(signaturesErrors);

const HOUR_MS = 3_600_000;

/**
 * `POST /public/sign/{token}/decline`: the customer refuses to sign. Allowed whenever the request is live,
 * before the signing delay too (saying no needs no cooling-off); the adviser sees `declined` and may send
 * the documents again after talking to the customer.
 */
export const declineWithLink = async ({
  db,
  token,
  input,
  visitor,
}: {
  db: Database;
  token: string;
  input: DeclineSigningInput;
  visitor: Visitor;
}) => {
  await consumeRateLimit({
    db,
    bucket: `signing:decline:ip:${visitor.ip}`,
    rules: [{ max: 60, windowMs: HOUR_MS }],
  });
  await db.transaction(async (tx) => {
    const { request } = await findRequestByToken(tx, token, true);
    if (!isSignatureActive(request.status) || (request.expiresAt && now() >= request.expiresAt))
      throw refuse('REQUEST_NOT_ACTIVE', `The signature request is ${request.status}.`, {
        status: request.status,
      });
    await declineRequest(tx, request, {
      actor: CUSTOMER_ACTOR,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      reason: input.reason?.trim() || null,
    });
  });
  return { status: 'declined' as const };
};
