import { type ComplianceReport, type CurrentUser, evaluateCompliance } from '@brokerage/shared';
import type { Executor } from '@/db/client.ts';
import { now } from '@/platform/clock.ts';
import { gatherComplianceEvidence } from './compliance-evidence.service.ts';

/** The compliance report of a sale in the actor's scope (404 outside it), judged at the server clock's now. */
export const complianceReport = async ({
  db,
  actor,
  saleId,
}: {
  db: Executor;
  actor: CurrentUser;
  saleId: string;
}): Promise<ComplianceReport> =>
  evaluateCompliance(await gatherComplianceEvidence({ db, actor, saleId }), now());
