import { type SQL, sql } from 'drizzle-orm';
import { customers, sales } from '@/db/schema/index.ts';

/**
 * The SQL the retention job reads its facts with (decisions.md "Retention"), in one place so the recordings
 * and the prospects agree on what a refusal, a signature and a contact are.
 */

/** Sales whose documents were signed, or that went on past the signature (seeded sales have no request). */
const SIGNED_SALE_STATUSES = sql.raw(`('signed', 'quality_review', 'validated', 'contract')`);

/**
 * When the customer refused the sale: the sale `lost` (when it became so), its latest signature request
 * declined, or its latest call attempt `refused` (a later attempt that was not refused supersedes it). Null
 * otherwise. A declined request or a refused call counts only while the sale can no longer be signed: not
 * signed or later, and no live request (sent or opened, not expired) the customer may still sign
 * (decisions.md "Retention").
 */
export const saleRefusedAt = (now: Date): SQL<unknown> => sql`case
  when ${sales.status} = 'lost' then ${sales.statusChangedAt}
  when ${sales.status} in ${SIGNED_SALE_STATUSES} then null
  when exists (select 1 from signature_requests live where live.sale_id = ${sales.id}
    and live.status in ('sent', 'opened')
    and (live.expires_at is null or live.expires_at > ${now.toISOString()}::timestamptz)) then null
  else coalesce(
    (select sr.updated_at from signature_requests sr where sr.sale_id = ${sales.id}
      and sr.status = 'declined'
      and not exists (select 1 from signature_requests later where later.sale_id = sr.sale_id
                      and later.created_at > sr.created_at)),
    (select ca.at from call_attempts ca where ca.sale_id = ${sales.id} and ca.outcome = 'refused'
      and not exists (select 1 from call_attempts later where later.sale_id = ca.sale_id and later.at > ca.at)))
end`;

/** A sale of the customer was signed: they are a customer, not a prospect, and this job never purges them. */
export const customerHasSignedSale = (): SQL<boolean> => sql<boolean>`exists (
  select 1 from sales s where s.customer_id = ${customers.id}
    and (s.status in ${SIGNED_SALE_STATUSES}
      or exists (select 1 from signature_requests sr where sr.sale_id = s.id and sr.status = 'signed')))`;

/** The latest contact with the customer: their record written, one of their sales, or a call attempt to them. */
export const customerLastContactAt = (): SQL<unknown> => sql`greatest(
  ${customers.createdAt}, ${customers.updatedAt},
  (select max(greatest(s.updated_at, s.status_changed_at)) from sales s where s.customer_id = ${customers.id}),
  (select max(ca.at) from call_attempts ca where ca.customer_id = ${customers.id}
    or ca.sale_id in (select s.id from sales s where s.customer_id = ${customers.id})))`;
