import type { CurrentUser, EmailListQuery, EmailRecord } from '@brokerage/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { emails, sales, users } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import { scopeCondition } from '@/platform/data-scope.ts';
import { orderOf, pagedList, searchAcross } from '@/platform/lists.ts';

/** Who may see which email: the data scope of the sale it belongs to, copied onto it (owner, team, company). */
export const emailScope = (actor: CurrentUser): SQL | undefined =>
  scopeCondition(actor, { owner: emails.ownerId, team: emails.teamId, company: emails.companyId });

const creators = users;

const emailColumns = {
  email: emails,
  saleNumber: sales.number,
  creatorFirstName: creators.firstName,
  creatorLastName: creators.lastName,
};

type EmailRow = {
  email: typeof emails.$inferSelect;
  saleNumber: string | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
};

const toRecord = ({ email, saleNumber, creatorFirstName, creatorLastName }: EmailRow): EmailRecord => ({
  id: email.id,
  recipient: email.recipient,
  subject: email.subject,
  template: email.template,
  locale: email.locale,
  status: email.status,
  attempts: email.attempts,
  lastError: email.lastError,
  messageId: email.messageId,
  sentAt: email.sentAt?.toISOString() ?? null,
  sale: email.saleId ? { id: email.saleId, number: saleNumber ?? '' } : null,
  createdBy: email.createdById
    ? { id: email.createdById, name: `${creatorFirstName ?? ''} ${creatorLastName ?? ''}`.trim() }
    : null,
  createdAt: email.createdAt.toISOString(),
  updatedAt: email.updatedAt.toISOString(),
});

const selectEmails = (db: Executor) =>
  db
    .select(emailColumns)
    .from(emails)
    .leftJoin(sales, eq(sales.id, emails.saleId))
    .leftJoin(creators, eq(creators.id, emails.createdById));

/** `GET /emails`: a page of the emails of the actor's scope, newest first, filtered by status, template, sale, recipient. */
export const findEmails = ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: EmailListQuery;
}) => {
  const where = and(
    emailScope(actor),
    query.status ? eq(emails.status, query.status) : undefined,
    query.template ? eq(emails.template, query.template) : undefined,
    query.saleId ? eq(emails.saleId, query.saleId) : undefined,
    searchAcross(query.search, [emails.recipient]),
  );
  return pagedList({
    db,
    table: emails,
    where,
    query,
    readPage: (limit, offset) =>
      selectEmails(db)
        .where(where)
        .orderBy(
          ...orderOf(
            query,
            {
              createdAt: emails.createdAt,
              updatedAt: emails.updatedAt,
              sentAt: emails.sentAt,
              recipient: emails.recipient,
              status: emails.status,
            },
            { column: emails.createdAt, order: 'desc' },
            emails.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    toItem: toRecord,
  });
};

/** One email of the actor's scope; outside it, 404 like a missing one. */
export const getEmail = async ({ db, actor, id }: { db: Executor; actor: CurrentUser; id: string }) => {
  const [row] = await selectEmails(db).where(and(eq(emails.id, id), emailScope(actor)));
  if (!row) throw notFound('Email');
  return toRecord(row);
};

/** The same row locked for the rest of the transaction (a resend), in the actor's scope. */
export const lockEmailInScope = async (tx: Executor, actor: CurrentUser, id: string) => {
  const [email] = await tx
    .select()
    .from(emails)
    .where(and(eq(emails.id, id), emailScope(actor)))
    .for('update');
  if (!email) throw notFound('Email');
  return email;
};
