import {
  type CurrentUser,
  fileDownloadPath,
  hasPermission,
  type PermissionKey,
  type Recording,
} from '@brokerage/shared';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { files, saleDocuments, sales, users } from '@/db/schema/index.ts';
import { saleScope } from '@/features/ventes/ventes-access.service.ts';
import { notFound } from '@/platform/app-error.ts';
import { qualityControlReach, scopeCondition } from '@/platform/data-scope.ts';

/**
 * Call recordings (issue 11): audio files of kind `recording` attached to a sale. They are heard by sales
 * (`ventes:read`, within the role's data scope) and by quality control (`quality-control:read`, within
 * `qualityControlReach`: company-wide for reviewers), besides whoever reads documents (`documents:read`, within scope). Each check reads
 * the route's usable keys (`routeKeysOf`: held and module switched on), not `hasPermission`, so a switched-off
 * module grants nothing here.
 */

const NOTHING_READABLE = sql`false`;

/**
 * A file a document of a sale in the reviewer's reach points at (`sale_documents`): the review screen opens the
 * sale's documents without `documents:read`.
 */
const reviewedSaleDocument = (actor: CurrentUser): SQL => {
  const reach = qualityControlReach(actor, {
    owner: sales.sellerId,
    team: sales.teamId,
    company: sales.companyId,
  });
  return sql`exists (select 1 from ${saleDocuments} inner join ${sales} on ${sales.id} = ${saleDocuments.saleId}
    where ${saleDocuments.fileId} = ${files.id} and ${sales.deletedAt} is null and ${reach ?? sql`true`})`;
};

/** The condition on `files` of the recordings (and, with `documents:read`, any file) the actor may read. */
export const readableFileCondition = (actor: CurrentUser, routeKeys: ReadonlySet<PermissionKey>): SQL => {
  const fileScope = scopeCondition(actor, {
    owner: files.ownerId,
    team: files.teamId,
    company: files.companyId,
  });
  const anyOf: (SQL | undefined)[] = [];
  const inScope = fileScope ?? sql`true`;
  if (routeKeys.has('DocumentModule:documents:read')) anyOf.push(inScope);
  const recording = eq(files.kind, 'recording');
  if (routeKeys.has('VenteModule:ventes:read')) anyOf.push(and(recording, inScope));
  if (routeKeys.has('VenteModule:quality-control:read')) {
    const reach = qualityControlReach(actor, {
      owner: files.ownerId,
      team: files.teamId,
      company: files.companyId,
    });
    anyOf.push(reach ? and(recording, reach) : recording);
    if (hasPermission(actor, 'VenteModule:quality-control:review')) anyOf.push(reviewedSaleDocument(actor));
  }
  return (anyOf.length > 0 ? or(...anyOf) : NOTHING_READABLE) as SQL;
};

/** The live file `id` if the actor may read it (`readableFileCondition`); otherwise 404 like a missing one. */
export const findReadableFile = async (
  db: Executor,
  actor: CurrentUser,
  routeKeys: ReadonlySet<PermissionKey>,
  id: string,
) => {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deletedAt), readableFileCondition(actor, routeKeys)));
  if (!row) throw notFound('File');
  return row;
};

/** The sale `id` if the actor may hear its recordings: in the sales scope, or quality control's reach. */
const assertSaleHeard = async (
  db: Executor,
  actor: CurrentUser,
  routeKeys: ReadonlySet<PermissionKey>,
  saleId: string,
) => {
  const anyOf: (SQL | undefined)[] = [];
  const everything = sql`true`;
  if (routeKeys.has('VenteModule:ventes:read')) anyOf.push(saleScope(actor) ?? everything);
  if (routeKeys.has('VenteModule:quality-control:read')) {
    const reach = qualityControlReach(actor, {
      owner: sales.sellerId,
      team: sales.teamId,
      company: sales.companyId,
    });
    anyOf.push(reach ?? everything);
  }
  if (anyOf.length === 0) throw notFound('Sale');
  const [sale] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.id, saleId), isNull(sales.deletedAt), or(...anyOf)));
  if (!sale) throw notFound('Sale');
};

/** A sale's recordings, newest first, without any access check: for a caller that already checked the sale. */
export const readSaleRecordings = async (db: Executor, saleId: string): Promise<Recording[]> => {
  const rows = await db
    .select({
      id: files.id,
      name: files.name,
      contentType: files.contentType,
      size: files.size,
      createdAt: files.createdAt,
      uploaderId: users.id,
      uploaderFirstName: users.firstName,
      uploaderLastName: users.lastName,
    })
    .from(files)
    .leftJoin(users, eq(users.id, files.uploadedById))
    .where(and(eq(files.saleId, saleId), eq(files.kind, 'recording'), isNull(files.deletedAt)))
    .orderBy(desc(files.createdAt), desc(files.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    uploadedBy:
      row.uploaderId === null
        ? null
        : {
            id: row.uploaderId,
            firstName: row.uploaderFirstName ?? '',
            lastName: row.uploaderLastName ?? '',
          },
    createdAt: row.createdAt.toISOString(),
    downloadUrl: fileDownloadPath(row.id),
  }));
};

/** `GET /ventes/{id}/recordings`: 404 for a sale the actor may not hear, like a missing one. */
export const listSaleRecordings = async ({
  db,
  actor,
  routeKeys,
  saleId,
}: {
  db: Executor;
  actor: CurrentUser;
  routeKeys: ReadonlySet<PermissionKey>;
  saleId: string;
}): Promise<Recording[]> => {
  await assertSaleHeard(db, actor, routeKeys, saleId);
  return readSaleRecordings(db, saleId);
};
