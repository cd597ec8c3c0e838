import { buildEvidence, type Evidence, type EvidenceInput } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { signatureRequests } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { listSignatureEvents, sha256Hex } from './signature-events.service.ts';

/**
 * The evidence of one request, read from the database: the request, its signer and every event, with the
 * chain checked. The documents' hashes (before and after sealing) and the seal come from the caller, which
 * holds the documents.
 */
export const loadEvidence = async ({
  executor,
  requestId,
  documents,
  seal = null,
}: {
  executor: Executor;
  requestId: string;
  documents: EvidenceInput['documents'];
  seal?: EvidenceInput['seal'];
}): Promise<Evidence> => {
  const [request] = await executor
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.id, requestId));
  if (!request) throw notFound('Signature request');
  const events = await listSignatureEvents({ executor, requestId });
  return buildEvidence(
    {
      request,
      signer: {
        customerId: request.signerCustomerId,
        name: request.signerName,
        phone: request.signerPhone,
        email: request.signerEmail,
      },
      events,
      documents,
      seal,
    },
    sha256Hex,
  );
};
