import type { CurrentUser, RoleUsersQuery, UserListQuery, UserRecord } from '@brokerage/shared';
import { and, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { companies, roles, teams, users } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import {
  isoTimestamp,
  jsonObject,
  jsonPageColumns,
  jsonPageOf,
  namedReference,
} from '@/platform/json-pages.ts';
import {
  containsPattern,
  executePrepared,
  filterKeyOf,
  fromBoundary,
  limitOffset,
  literalLimit,
  orderOf,
  type PageBoundary,
  pageBoundaryOf,
  rememberPageBoundaries,
  searchAcross,
  totalOf,
} from '@/platform/lists.ts';

import { userScope } from './users.service.ts';

/** Name, phone and email, including "first last" and a national phone notation (06 39 98 → +33639 98...). */
const searchUsers = (term: string | undefined): SQL | undefined => {
  if (!term) return undefined;
  const conditions = [
    searchAcross(term, [users.firstName, users.lastName, users.phone, users.email]),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(term)),
  ];
  const digits = term.replace(/\D/g, '').replace(/^0+/, '');
  if (/^[\d\s+().-]+$/.test(term) && digits.length >= 3)
    conditions.push(ilike(users.phone, containsPattern(digits)));
  return or(...conditions);
};

/** A page of the live users the actor's data scope reaches, with their role and, on request, company and team. */
export const findUsers = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: UserListQuery | (RoleUsersQuery & { roleId: string });
}) => {
  const roleName = 'role' in query ? query.role : undefined;
  const where = and(
    isNull(users.deletedAt),
    userScope(actor),
    query.roleId ? eq(users.roleId, query.roleId) : undefined,
    roleName
      ? inArray(users.roleId, db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName)))
      : undefined,
    query.companyId ? eq(users.companyId, query.companyId) : undefined,
    query.teamId ? eq(users.teamId, query.teamId) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    searchUsers(query.search),
  );
  const { limit, offset } = limitOffset(query);
  const sortable = {
    lastName: users.lastName,
    firstName: users.firstName,
    createdAt: users.createdAt,
    status: users.status,
  };
  const sortKey = query.sort ?? 'lastName';
  const order = orderOf(query, sortable, { column: users.lastName }, users.id);
  const direction = query.sort ? query.order : 'asc';
  const listKey = `${filterKeyOf(db, users, where)}\u0000${sortKey} ${direction} ${query.pageSize}`;
  const remembered = pageBoundaryOf(listKey, query.page);
  const relations = query.relations ?? [];
  // PostgreSQL writes the page's records as JSON in the order of the record schema (`toUserRecord`), so Node
  // neither parses the joined rows nor serialises them again.
  const record = jsonObject([
    ['id', users.id],
    ['firstName', users.firstName],
    ['lastName', users.lastName],
    ['name', sql`btrim(${users.firstName} || ' ' || ${users.lastName})`],
    ['phone', users.phone],
    ['email', users.email],
    ['photoURL', users.photoUrl],
    ['status', users.status],
    ['roleId', users.roleId],
    ['companyId', users.companyId],
    ['teamId', users.teamId],
    ['role', namedReference(roles.id, roles.name)],
    ...(relations.includes('company')
      ? [['company', namedReference(companies.id, companies.name)] as const]
      : []),
    ...(relations.includes('team') ? [['team', namedReference(teams.id, teams.name)] as const] : []),
    ['createdAt', isoTimestamp(users.createdAt)],
    ['updatedAt', isoTimestamp(users.updatedAt)],
    ['version', users.version],
  ]);
  // Deferred join: the page's ids come from the (sort column, id) index alone, so only the page's rows are read
  // and joined. A large list's page already seen starts at its remembered boundary instead of an OFFSET.
  const pageRows = (boundary: PageBoundary | undefined) => {
    // The first page and a page from a boundary have no OFFSET: prepared with a literal LIMIT, planned once.
    const seeks = boundary !== undefined || offset === 0;
    const pageIds = db
      .select({ pageId: sql<string>`${users.id}`.as('page_id') })
      .from(users)
      .where(
        boundary
          ? and(where, fromBoundary(users, [sortable[sortKey], users.id], boundary, direction))
          : where,
      )
      .orderBy(...order)
      .limit(seeks ? literalLimit(limit) : limit)
      // A literal OFFSET 0 keeps the text of a seeking query free of parameters other than the boundary.
      .offset(seeks ? (sql.raw('0') as unknown as number) : offset)
      .as('page_ids');
    const page = db
      .select(jsonPageColumns(record, users.id, order))
      .from(users)
      .innerJoin(pageIds, eq(pageIds.pageId, users.id))
      .leftJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(teams, eq(teams.id, users.teamId));
    return (seeks ? executePrepared(page) : page).then(([aggregate]) => aggregate);
  };
  let [rows, total] = await Promise.all([pageRows(remembered), totalOf(db, users, where)]);
  // The boundary row was deleted since: count from the start again.
  if (remembered && !rows?.rowCount) rows = await pageRows(undefined);
  const pageJson = rows ?? { dataJson: '[]', rowCount: 0, firstId: null, lastId: null };
  if (total.totalIsEstimate)
    rememberPageBoundaries(listKey, query.page, pageJson.firstId ?? undefined, pageJson.lastId ?? undefined);
  return jsonPageOf<UserRecord>(pageJson, total, query);
};

/** The users holding a role (404 when the role does not exist). */
export const findRoleUsers = async ({
  db,
  actor,
  roleId,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  roleId: string;
  query: RoleUsersQuery;
}) => {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw notFound('Role');
  return findUsers({ db, actor, query: { ...query, roleId } });
};
