import { ID_TOKEN_LIFETIME_SECONDS } from '@brokerage/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '@/db/schema/index.ts';
import { sha256 } from '@/platform/secrets.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { insertStaffUser, obtainIdToken, refreshCookieOf, resetRateLimits } from '@/test/identity-helpers.ts';
import { waitForLockWaits } from '@/test/lock-waits.ts';
import { onPostgres } from '@/test/two-instances.ts';
import { verifyIdToken } from './id-token.service.ts';
import { revokeIdentitySessions } from './identity-accounts.service.ts';
import { REFRESH_TOKEN_REUSE_GRACE_MS } from './identity-limits.ts';
import { isRefreshFamilyLive, issueRefreshToken, revokeRefreshFamilies } from './refresh-tokens.service.ts';

const AGENT = '+33639983001';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await insertStaffUser(t.db, AGENT);
});
afterAll(() => t.close());
beforeEach(() => resetRateLimits(t.db));

const refresh = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/identity/token', headers: cookie ? { cookie } : {} });
const signOut = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/identity/sign-out', headers: cookie ? { cookie } : {} });

const expectInvalidAndCleared = (response: Awaited<ReturnType<typeof refresh>>) => {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ code: 'REFRESH_TOKEN_INVALID', path: '/api/identity/token' });
  expect(String(response.headers['set-cookie'])).toMatch(/^identity_rt=;.*Path=\/api\/identity/);
};

const tokenHashOf = (cookie: string) => sha256(cookie.split('=')[1] ?? '');

/** Moves a token's rotation back past the reuse grace: from then on, its return reads as theft. */
const rotatedBeforeTheGrace = (cookie: string) =>
  t.db
    .update(refreshTokens)
    .set({ rotatedAt: new Date(Date.now() - REFRESH_TOKEN_REUSE_GRACE_MS - 1_000) })
    .where(eq(refreshTokens.tokenHash, tokenHashOf(cookie)));

const liveTokensOfFamilyOf = async (cookie: string) => {
  const [presented] = await t.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHashOf(cookie)));
  return t.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, presented?.familyId ?? ''),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    );
};

/** A user of their own per test, so one test's revocations never reach another's. */
const signedInUser = async (phone = AGENT) => obtainIdToken(t, phone);

describe('POST /api/identity/token', () => {
  it('answers a new ID token and rotates the refresh cookie when the cookie is live', async () => {
    const { refreshCookie } = await signedInUser();
    const response = await refresh(refreshCookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ idToken: expect.any(String), expiresIn: ID_TOKEN_LIFETIME_SECONDS });
    await expect(verifyIdToken(t.app, body.idToken)).resolves.toMatchObject({ phoneNumber: AGENT });

    const rotated = refreshCookieOf(response.headers['set-cookie']);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(refreshCookie);
    expect(String(response.headers['set-cookie'])).toContain('SameSite=Strict');
    // The successor keeps working.
    expect((await refresh(rotated)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token comes back after the grace', async () => {
    const { refreshCookie: first } = await signedInUser();
    const second = refreshCookieOf((await refresh(first)).headers['set-cookie']);
    await rotatedBeforeTheGrace(first);

    expectInvalidAndCleared(await refresh(first));
    // The thief and the client cannot be told apart, so the successor dies too.
    expectInvalidAndCleared(await refresh(second));
  });

  it('renews a token rotated moments ago whose answer was lost, and keeps one live token in the family', async () => {
    const { refreshCookie: first } = await signedInUser();
    // The server rotates, but the page that asked is gone before the new cookie arrives.
    const lost = refreshCookieOf((await refresh(first)).headers['set-cookie']);

    const again = await refresh(first);
    expect(again.statusCode).toBe(200);
    const third = refreshCookieOf(again.headers['set-cookie']);
    expect(third).toBeDefined();
    expect([first, lost]).not.toContain(third);
    expect(await liveTokensOfFamilyOf(first)).toHaveLength(1);
    expect((await refresh(third)).statusCode).toBe(200);
  });

  it('keeps one live token in the family when lost answers come back at the same time', async () => {
    const { refreshCookie: first } = await signedInUser();
    await refresh(first);

    const answers = await Promise.all([refresh(first), refresh(first), refresh(first)]);
    // On PostgreSQL a return that finds the current token already taken is refused; PGlite runs them in turn.
    expect(answers.map((answer) => answer.statusCode).sort()).toContain(200);
    for (const answer of answers) expect([200, 401]).toContain(answer.statusCode);
    expect(await liveTokensOfFamilyOf(first)).toHaveLength(1);
  });

  it('does not reopen a signed-out sign-in within the grace', async () => {
    const { refreshCookie: first } = await signedInUser();
    const second = refreshCookieOf((await refresh(first)).headers['set-cookie']);
    expect((await signOut(second)).statusCode).toBe(200);

    expectInvalidAndCleared(await refresh(first));
  });

  it('leaves other sign-ins of the same number alone when one family is revoked', async () => {
    const { refreshCookie: laptop } = await signedInUser();
    await resetRateLimits(t.db);
    const { refreshCookie: phone } = await signedInUser();
    await refresh(laptop);
    await rotatedBeforeTheGrace(laptop);
    expectInvalidAndCleared(await refresh(laptop));
    expect((await refresh(phone)).statusCode).toBe(200);
  });

  it('answers 401 REFRESH_TOKEN_INVALID when there is no cookie or an unknown one', async () => {
    expectInvalidAndCleared(await refresh());
    expectInvalidAndCleared(await refresh('identity_rt=never-issued'));
  });

  it('answers 401 REFRESH_TOKEN_INVALID when the refresh token has expired', async () => {
    const { refreshCookie } = await signedInUser();
    const token = refreshCookie.split('=')[1] ?? '';
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(refreshTokens.tokenHash, sha256(token)));
    expectInvalidAndCleared(await refresh(refreshCookie));
  });

  it('answers 403 USER_DISABLED and ends the family when the staff user was disabled meanwhile', async () => {
    const phone = '+33639983002';
    await insertStaffUser(t.db, phone);
    const { refreshCookie } = await signedInUser(phone);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.phone, phone));

    const response = await refresh(refreshCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('USER_DISABLED');
    await t.db.update(users).set({ status: 'active' }).where(eq(users.phone, phone));
    expectInvalidAndCleared(await refresh(refreshCookie));
  });

  it('answers 401 for every sign-in of a number when revokeIdentitySessions ran for it', async () => {
    const phone = '+33639983003';
    await insertStaffUser(t.db, phone);
    const { refreshCookie: first } = await signedInUser(phone);
    await resetRateLimits(t.db);
    const { refreshCookie: second } = await signedInUser(phone);

    await revokeIdentitySessions(t.db, phone);
    expectInvalidAndCleared(await refresh(first));
    expectInvalidAndCleared(await refresh(second));
    // Other numbers are untouched.
    await resetRateLimits(t.db);
    expect((await refresh((await signedInUser()).refreshCookie)).statusCode).toBe(200);
  });
});

describe('POST /api/identity/sign-out', () => {
  it('revokes the family and clears the cookie when a refresh cookie is sent', async () => {
    const { refreshCookie } = await signedInUser();
    const rotated = refreshCookieOf((await refresh(refreshCookie)).headers['set-cookie']);

    const response = await signOut(rotated);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(String(response.headers['set-cookie'])).toMatch(/^identity_rt=;.*Path=\/api\/identity/);
    expectInvalidAndCleared(await refresh(rotated));
  });

  it('answers success when no cookie is sent', async () => {
    const response = await signOut();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });
});

describe.skipIf(!onPostgres)('a revocation during a renewal (PostgreSQL only)', () => {
  it('also ends the successor the renewal writes', async () => {
    const { refreshCookie } = await signedInUser();
    const [spent] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHashOf(refreshCookie)));
    if (!spent) throw new Error('the sign-in wrote no refresh token');
    let commitRenewal = () => {};
    const renewalMayCommit = new Promise<void>((resolve) => {
      commitRenewal = resolve;
    });
    let tokenSpent = () => {};
    const spentButNotCommitted = new Promise<void>((resolve) => {
      tokenSpent = resolve;
    });
    // A renewal as `rotateRefreshToken` runs it: the token spent, its successor written, then the commit.
    const renewal = t.db.transaction(async (tx) => {
      await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, spent.id));
      tokenSpent();
      await renewalMayCommit;
      await issueRefreshToken({ db: tx, accountId: spent.accountId, familyId: spent.familyId });
    });
    // A renewal that fails before spending the token ends the test instead of leaving it waiting.
    await Promise.race([spentButNotCommitted, renewal]);

    const revocation = revokeRefreshFamilies({ db: t.db, familyIds: [spent.familyId] });
    try {
      // The revocation waits on the renewal's lock, as it would on a busy server.
      await waitForLockWaits(t.db, 1);
    } finally {
      commitRenewal();
    }
    await Promise.all([renewal, revocation]);

    expect(await isRefreshFamilyLive({ db: t.db, familyId: spent.familyId })).toBe(false);
  });

  it("ends a disabled account's family without deadlocking with a revocation that holds its older token", async () => {
    const phone = '+33639983004';
    await insertStaffUser(t.db, phone);
    const { refreshCookie: first } = await signedInUser(phone);
    const second = refreshCookieOf((await refresh(first)).headers['set-cookie']);
    if (!second) throw new Error('the renewal rotated nothing');
    const [live] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHashOf(second)));
    if (!live) throw new Error('no refresh token for the second cookie');
    // Ids are random; the older token sorts first here, so a revocation locks it before the live one.
    const [older] = await t.db
      .update(refreshTokens)
      .set({ id: '00000000-0000-4000-8000-000000000000' })
      .where(eq(refreshTokens.tokenHash, tokenHashOf(first)))
      .returning();
    if (!older) throw new Error('no refresh token for the first cookie');
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.phone, phone));

    // A revocation as `revokeRefreshTokens` runs it: the older token locked, then the live one. The renewal spends
    // the live token first and must not wait on the older one while it holds it.
    let renewal: ReturnType<typeof refresh> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.select().from(refreshTokens).where(eq(refreshTokens.id, older.id)).for('update');
      renewal = refresh(second);
      await waitForLockWaits(t.db, 1);
      await tx.select().from(refreshTokens).where(eq(refreshTokens.id, live.id)).for('update');
    });
    const response = await renewal;
    expect(response?.statusCode).toBe(403);
    expect(response?.json().code).toBe('USER_DISABLED');
    expect(await isRefreshFamilyLive({ db: t.db, familyId: live.familyId })).toBe(false);
  });
});
