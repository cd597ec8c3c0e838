import type { RejectionOutcome, RejectionReason } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { customers, users } from '@/db/schema/index.ts';
import { type EmailJobQueue, queueEmail } from '@/features/emails/emails.service.ts';
import { readParameters } from '@/features/parameters/parameters.service.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import type { SaleRow } from './quality-control-access.service.ts';

export interface RejectionNotice {
  reasons: RejectionReason[];
  outcome: RejectionOutcome;
  comment: string | null;
  callBackDueDate: string | null;
  callBackNote: string | null;
}

/**
 * Tells the selling agent that quality control rejected their sale or asks for a call-back: an email queued in
 * the decision's transaction (a rolled-back decision sends nothing). Staff have no language of their own yet,
 * so it is written in French, the brokerage's language. An agent without an email address gets none.
 */
export const notifyAgentOfRejection = async (
  tx: Executor,
  { actor, ip, jobs, origin }: Pick<WriteContext, 'actor' | 'ip'> & { jobs: EmailJobQueue; origin: string },
  sale: SaleRow,
  notice: RejectionNotice,
) => {
  if (!sale.sellerId) return;
  const [agent] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, sale.sellerId));
  if (!agent?.email) return;
  const [customer] = sale.customerId
    ? await tx
        .select({ firstName: customers.firstName, lastName: customers.lastName })
        .from(customers)
        .where(eq(customers.id, sale.customerId))
    : [];
  const { brokerageName } = await readParameters({ db: tx });
  const locale = 'fr';
  const common = {
    customerName: `${agent.firstName} ${agent.lastName}`.trim() || agent.email,
    brokerageName,
    saleNumber: sale.number,
    saleCustomerName: customer ? `${customer.firstName} ${customer.lastName}`.trim() : null,
    reasons: notice.reasons,
    comment: notice.comment,
    saleUrl: `${origin}/${locale}/ventes/${sale.id}`,
  };
  const email = { executor: tx, jobs, actor, ip, saleId: sale.id, to: agent.email, locale } as const;
  if (notice.outcome === 'call_back') {
    await queueEmail({
      ...email,
      template: 'quality_call_back',
      data: { ...common, dueDate: notice.callBackDueDate ?? '', note: notice.callBackNote ?? '' },
    });
    return;
  }
  await queueEmail({ ...email, template: 'quality_rejected', data: { ...common, outcome: notice.outcome } });
};
