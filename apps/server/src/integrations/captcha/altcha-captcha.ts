import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/db/client.ts';
import { captchaUses } from '@/db/schema/index.ts';
import { keyedHash } from '@/platform/secrets.ts';
import type { Captcha } from './captcha.ts';

/** PBKDF2 runs natively in browsers (WebCrypto) and in Node, so the widget's work costs the server one derivation to check. */
const ALGORITHM = 'PBKDF2/SHA-256';
export const CAPTCHA_TTL_MS = 10 * 60_000;

/** The widget's payload: base64 of JSON { challenge, solution } (altcha-lib v2 frameworks/shared.js). */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{16,128}$/),
      salt: z.string(),
      cost: z.number().int(),
      keyLength: z.number().int().max(64),
      keyPrefix: z.string(),
      // Every challenge we issue expires; one without expiry was not made here.
      expiresAt: z.number(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number().int(), derivedKey: z.string() }),
});

const decode = (payload: string) => {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))).data ?? null;
  } catch {
    return null;
  }
};

/**
 * ALTCHA (self-hosted proof of work). `cost` is the PBKDF2 iteration count of one attempt; the default key
 * prefix of one byte means about 256 attempts on average. The challenge is signed with a secret derived from
 * the application secret, so any instance can check it; its nonce goes into `captcha_uses` on success, so a
 * solution buys exactly one use even across instances.
 */
export const createAltchaCaptcha = ({
  db,
  appSecret,
  cost,
}: {
  db: Executor;
  appSecret: string;
  cost: number;
}): Captcha => {
  const hmacSignatureSecret = keyedHash(appSecret, 'altcha-challenge-signature');

  return {
    createChallenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost,
        deriveKey,
        expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
        hmacSignatureSecret,
      }),

    async verify(payload) {
      const decoded = decode(payload);
      if (!decoded) return false;
      const result = await verifySolution({ ...decoded, deriveKey, hmacSignatureSecret }).catch(() => null);
      if (!result?.verified) return false;

      // A challenge past its expiry can no longer verify, so older uses need not be remembered.
      await db.delete(captchaUses).where(lt(captchaUses.usedAt, new Date(Date.now() - CAPTCHA_TTL_MS)));
      const spent = await db
        .insert(captchaUses)
        .values({ challengeId: decoded.challenge.parameters.nonce })
        .onConflictDoNothing()
        .returning({ challengeId: captchaUses.challengeId });
      return spent.length === 1;
    },
  };
};
