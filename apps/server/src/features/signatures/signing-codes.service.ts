import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  SIGNATURE_CODE_LENGTH,
  SIGNATURE_CODE_MAX_WRONG_TRIES,
  SIGNATURE_CODE_TTL_MS,
  signaturesErrors,
} from '@brokerage/shared';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { signatureCodes } from '@/db/schema/index.ts';
import { refuser } from '@/platform/refusals.ts';
import { keyedHash } from '@/platform/secrets.ts';

const refuse = refuser(signaturesErrors);

export type SignatureCodeRow = typeof signatureCodes.$inferSelect;

/** Keyed with the app secret and bound to the request and the code row: six digits are too few to hash bare. */
const hashCode = (appSecret: string, requestId: string, codeId: string, code: string) =>
  keyedHash(appSecret, `signature-code:${requestId}:${codeId}:${code}`);

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A new six-digit code for the request, valid five minutes from `at`; the caller texts `code`. */
export const createSigningCode = async ({
  executor,
  appSecret,
  requestId,
  at,
}: {
  executor: Executor;
  appSecret: string;
  requestId: string;
  at: Date;
}) => {
  const id = randomUUID();
  const code = randomInt(0, 10 ** SIGNATURE_CODE_LENGTH)
    .toString()
    .padStart(SIGNATURE_CODE_LENGTH, '0');
  const expiresAt = new Date(at.getTime() + SIGNATURE_CODE_TTL_MS);
  await executor.insert(signatureCodes).values({
    id,
    requestId,
    codeHash: hashCode(appSecret, requestId, id, code),
    expiresAt,
    createdAt: at,
  });
  return { code, expiresAt };
};

export type CodeCheck =
  | { ok: true; code: SignatureCodeRow }
  | { ok: false; failed: SignatureCodeRow; remaining: number };

/**
 * Checks the typed code against the request's latest one. Refuses a code already used (any of the request's
 * codes), a spent one (CODE_LOCKED) and an expired one. A wrong code is counted by one conditional update
 * committed on its own (the caller's executor is the database, not a transaction), so concurrent guesses cannot
 * exceed the allowance; the caller records `code_failed` and answers CODE_INVALID or, at the last try, CODE_LOCKED.
 */
export const checkSigningCode = async ({
  db,
  appSecret,
  requestId,
  typed,
  at,
}: {
  db: Executor;
  appSecret: string;
  requestId: string;
  typed: string;
  at: Date;
}): Promise<CodeCheck> => {
  const codes = await db
    .select()
    .from(signatureCodes)
    .where(eq(signatureCodes.requestId, requestId))
    .orderBy(desc(signatureCodes.createdAt), desc(signatureCodes.id));
  const matches = (row: SignatureCodeRow) =>
    sameHash(row.codeHash, hashCode(appSecret, requestId, row.id, typed));
  if (codes.some((row) => row.consumedAt && matches(row)))
    throw refuse('CODE_ALREADY_USED', 'This code has already been used.');
  const [latest] = codes;
  if (!latest) throw refuse('CODE_EXPIRED', 'No code was sent; ask for one.');
  if (latest.consumedAt) throw refuse('CODE_ALREADY_USED', 'The last code has already been used.');
  if (latest.failedAttempts >= SIGNATURE_CODE_MAX_WRONG_TRIES)
    throw refuse('CODE_LOCKED', 'Too many wrong codes; ask for a new one.');
  if (latest.expiresAt.getTime() <= at.getTime()) throw refuse('CODE_EXPIRED', 'The code has expired.');
  if (matches(latest)) return { ok: true, code: latest };
  const [counted] = await db
    .update(signatureCodes)
    .set({ failedAttempts: sql`${signatureCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(signatureCodes.id, latest.id),
        isNull(signatureCodes.consumedAt),
        lt(signatureCodes.failedAttempts, SIGNATURE_CODE_MAX_WRONG_TRIES),
      ),
    )
    .returning();
  if (!counted) throw refuse('CODE_LOCKED', 'Too many wrong codes; ask for a new one.');
  return { ok: false, failed: counted, remaining: SIGNATURE_CODE_MAX_WRONG_TRIES - counted.failedAttempts };
};

/** Marks the code used inside the signing transaction; only one of two concurrent signatures gets past it. */
export const consumeSigningCode = async (executor: Executor, id: string, at: Date) => {
  const [consumed] = await executor
    .update(signatureCodes)
    .set({ consumedAt: at })
    .where(and(eq(signatureCodes.id, id), isNull(signatureCodes.consumedAt)))
    .returning({ id: signatureCodes.id });
  if (!consumed) throw refuse('CODE_ALREADY_USED', 'This code has already been used.');
};
