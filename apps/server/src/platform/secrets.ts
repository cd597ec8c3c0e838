import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import { appSettings } from '@/db/schema/index.ts';

const GENERATED_SECRET_KEY = 'app_secret';

/** The configured secret, or (outside production) one generated on first start and kept in the database. */
export const resolveAppSecret = async (db: Database, config: Config): Promise<string> => {
  if (config.APP_SECRET) return config.APP_SECRET;
  const candidate = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: GENERATED_SECRET_KEY, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, GENERATED_SECRET_KEY));
  if (!row) throw new Error('The application secret could not be stored.');
  return row.value;
};

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A keyed hash, for short secrets (SMS codes) that a plain hash would not protect against guessing. */
export const keyedHash = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');
