import { createHash } from 'node:crypto';
import { PROFILE_PHOTO_TYPES, type Profile, type ProfilePhotoType } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Executor } from '@/db/client.ts';
import { userPhotos, users } from '@/db/schema/index.ts';
import { AppError, notFound } from '@/platform/app-error.ts';
import { recordAudit } from '@/platform/audit.ts';
import type { WriteContext } from '@/platform/request-context.ts';
import { getProfile } from './profile.service.ts';

/**
 * The profile photo (issue 12). The bytes' own type decides, not the declared one: only PNG, JPEG and WebP
 * pass (no SVG, which could carry a script). The size limit is the route's body limit (413 beyond).
 */

const isPhotoType = (type: string | undefined): type is ProfilePhotoType =>
  (PROFILE_PHOTO_TYPES as readonly string[]).includes(type ?? '');

/** The photo's address: the route that serves it, the hash making each new photo a new address. */
const photoUrlOf = (origin: string, userId: string, sha256: string) =>
  `${origin}/api/profile/photos/${userId}?v=${sha256.slice(0, 16)}`;

/** `PUT /profile/photo`: stores the image and points the user's `photoURL` at it, in one audited transaction. */
export const saveProfilePhoto = async ({
  db,
  actor,
  ip,
  bytes,
  origin,
}: WriteContext & { bytes: Buffer; origin: string }): Promise<Profile> => {
  if (bytes.length === 0) {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [{ path: 'body', message: 'The image is empty' }] },
    });
  }
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (!isPhotoType(detected)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'The photo must be a PNG, JPEG or WebP image.' });
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const values = { contentType: detected, size: bytes.length, sha256, bytes, updatedAt: new Date() };
  return db.transaction(async (tx) => {
    const before = await getProfile({ db: tx, userId: actor.id });
    await tx
      .insert(userPhotos)
      .values({ userId: actor.id, ...values })
      .onConflictDoUpdate({ target: userPhotos.userId, set: values });
    const photoUrl = photoUrlOf(origin, actor.id, sha256);
    await tx.update(users).set({ photoUrl }).where(eq(users.id, actor.id));
    await recordAudit({
      db: tx,
      actor,
      action: 'update',
      entity: 'user',
      entityId: actor.id,
      before: { photoURL: before.photoURL },
      after: { photoURL: photoUrl },
      ip,
    });
    return getProfile({ db: tx, userId: actor.id });
  });
};

/** `DELETE /profile/photo`: back to the initials. */
export const deleteProfilePhoto = async ({ db, actor, ip }: WriteContext): Promise<Profile> =>
  db.transaction(async (tx) => {
    const before = await getProfile({ db: tx, userId: actor.id });
    await tx.delete(userPhotos).where(eq(userPhotos.userId, actor.id));
    await tx.update(users).set({ photoUrl: null }).where(eq(users.id, actor.id));
    if (before.photoURL !== null) {
      await recordAudit({
        db: tx,
        actor,
        action: 'update',
        entity: 'user',
        entityId: actor.id,
        before: { photoURL: before.photoURL },
        after: { photoURL: null },
        ip,
      });
    }
    return getProfile({ db: tx, userId: actor.id });
  });

/** `GET /profile/photos/{userId}`: any signed-in user sees a colleague's avatar. */
export const readProfilePhoto = async ({ db, userId }: { db: Executor; userId: string }) => {
  const [photo] = await db
    .select({ contentType: userPhotos.contentType, bytes: userPhotos.bytes, sha256: userPhotos.sha256 })
    .from(userPhotos)
    .where(eq(userPhotos.userId, userId));
  if (!photo) throw notFound('Photo');
  return photo;
};
