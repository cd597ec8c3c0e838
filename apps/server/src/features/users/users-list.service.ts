import type { CurrentUser, RoleUsersQuery, UserRecord } from '@brokerage/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { companies, roles, teams, users } from '@/db/schema/index.ts';
import { notFound } from '@/platform/app-error.ts';
import {
  EMPTY_JSON_PAGE,
  isoTimestamp,
  jsonPageColumns,
  jsonPageOf,
  jsonRecord,
  namedReference,
} from '@/platform/json-pages.ts';
import { boundedCountOf, estimatedRows, totalByKey } from '@/platform/list-totals.ts';
import { orderOf } from '@/platform/lists.ts';
import {
  type PageStart,
  pageBoundaryOf,
  pageIdsOf,
  pageStartOf,
  readFromBoundary,
  rememberPageBoundaries,
} from '@/platform/seek-pages.ts';
import { statementOf } from '@/platform/statements.ts';
import {
  FILTER_PLACEHOLDERS,
  type FilterShape,
  filterOf,
  filterSql,
  type UserListFilterQuery,
} from './users-list-filter.ts';

const SORTABLE = {
  lastName: users.lastName,
  firstName: users.firstName,
  createdAt: users.createdAt,
  status: users.status,
};

/** What makes the SQL of a page of users: its filter, order, size, relations, and where the page starts. */
interface PageShape {
  filter: FilterShape;
  sort: keyof typeof SORTABLE;
  direction: 'asc' | 'desc';
  pageSize: number;
  company: boolean;
  team: boolean;
  start: PageStart;
}

/**
 * A page of users written by PostgreSQL as JSON, in the order of the record schema (`toUserRecord`), so Node
 * neither parses the joined rows nor serialises them again. Deferred join: the page's ids come from the
 * (sort column, id) index alone, so only the page's rows are read and joined.
 */
const buildPage = (db: Executor, shape: PageShape) => {
  const order = orderOf(
    { sort: shape.sort, order: shape.direction },
    SORTABLE,
    { column: SORTABLE.lastName },
    users.id,
  );
  const record = jsonRecord([
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
    ...(shape.company ? [['company', namedReference(companies.id, companies.name)] as const] : []),
    ...(shape.team ? [['team', namedReference(teams.id, teams.name)] as const] : []),
    ['createdAt', isoTimestamp(users.createdAt)],
    ['updatedAt', isoTimestamp(users.updatedAt)],
    ['version', users.version],
  ]);
  const pageIds = pageIdsOf(db, users, {
    seek: [SORTABLE[shape.sort], users.id],
    where: filterSql(db, shape.filter, FILTER_PLACEHOLDERS),
    order,
    direction: shape.direction,
    pageSize: shape.pageSize,
    start: shape.start,
  });
  return db
    .select(jsonPageColumns(record, users.id, order))
    .from(users)
    .innerJoin(pageIds, eq(pageIds.pageId, users.id))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(teams, eq(teams.id, users.teamId));
};

const buildCount = (db: Executor, shape: FilterShape) =>
  boundedCountOf(db, users, filterSql(db, shape, FILTER_PLACEHOLDERS));

/**
 * A page of the live users the actor's data scope reaches, with their role and, on request, company and team.
 * Its queries are built once per shape (`statementOf`): a request only fills in its values.
 */
export const findUsers = async ({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: CurrentUser;
  query: UserListFilterQuery;
}) => {
  const filter = filterOf(actor, query);
  const filterKey = `users ${JSON.stringify(filter)}`;
  const sort = query.sort ?? 'lastName';
  const direction = query.sort ? query.order : 'asc';
  const listKey = `${filterKey}\u0000${sort} ${direction} ${query.pageSize}`;
  const remembered = pageBoundaryOf(listKey, query.page);
  const relations = query.relations ?? [];
  const offset = (query.page - 1) * query.pageSize;
  const pageRows = async (boundary: typeof remembered) => {
    const start = pageStartOf(boundary, offset);
    const shape: PageShape = {
      filter: filter.shape,
      sort,
      direction,
      pageSize: query.pageSize,
      company: relations.includes('company'),
      team: relations.includes('team'),
      start,
    };
    const statement = statementOf(db, buildPage, shape, { named: start !== 'offset' });
    const [aggregate] = await statement.execute({ ...filter.values, boundaryId: boundary?.id, offset });
    return aggregate;
  };
  const total = totalByKey(filterKey, {
    countBounded: async () => {
      const [bounded] = await statementOf(db, buildCount, filter.shape, { named: false }).execute(
        filter.values,
      );
      return bounded?.total ?? 0;
    },
    estimate: () => estimatedRows(db, users, filterSql(db, filter.shape, filter.values)),
  });
  const [rows, counted] = await Promise.all([readFromBoundary(remembered, pageRows), total]);
  const pageJson = rows ?? EMPTY_JSON_PAGE;
  if (counted.totalIsEstimate) rememberPageBoundaries(listKey, query.page, pageJson);
  return jsonPageOf<UserRecord>(pageJson, counted, query);
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
