import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captchaUses } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { createAltchaCaptcha } from './altcha-captcha.ts';
import type { Captcha } from './captcha.ts';

let t: TestApp;
let captcha: Captcha;

beforeAll(async () => {
  t = await buildTestApp();
  captcha = createAltchaCaptcha({ db: t.db, appSecret: t.app.appSecret, cost: 10 });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const solved = async (from: Captcha = captcha) => {
  const challenge = await from.createChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
};

describe('createAltchaCaptcha', () => {
  it('accepts a solved challenge once and records its nonce', async () => {
    const payload = await solved();
    await expect(captcha.verify(payload)).resolves.toBe(true);
    await expect(captcha.verify(payload)).resolves.toBe(false);
    expect(await t.db.select().from(captchaUses)).toHaveLength(1);
  });

  it('refuses a challenge signed with another secret', async () => {
    const foreign = createAltchaCaptcha({ db: t.db, appSecret: 'z'.repeat(32), cost: 10 });
    await expect(captcha.verify(await solved(foreign))).resolves.toBe(false);
  });

  it('refuses a solution once its challenge is older than ten minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const payload = await solved();
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000);
    await expect(captcha.verify(payload)).resolves.toBe(false);
  });

  it('refuses anything that is not a payload', async () => {
    for (const payload of [
      '',
      '%%%',
      Buffer.from('null').toString('base64'),
      Buffer.from('[]').toString('base64'),
    ]) {
      await expect(captcha.verify(payload)).resolves.toBe(false);
    }
  });
});
