import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, latestCode, requestCode, signIn, translations, waitForCodeWindow } from './support.ts';

const ROOT = { national: '06 39 98 00 01', e164: '+33639980001' };
const suffix = String(5_000 + Math.floor(Math.random() * 4_000));
const MEMBER = {
  national: `06 39 98 ${suffix.slice(0, 2)} ${suffix.slice(2)}`,
  e164: `+3363998${suffix}`,
  firstName: 'Salomé',
};

/** RFC 6238 as an authenticator app computes it: HMAC-SHA1 of the 30 s step, 6 digits. */
const totp = (base32: string, atMs = Date.now()) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...base32.replace(/=+$/, '')]
    .map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => Number.parseInt(byte, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
};

const smsStep = async (page: Page, request: Parameters<typeof signIn>[1]) => {
  const auth = translations('en', 'auth');
  await waitForCodeWindow(request, MEMBER.e164);
  await page.goto('/en/login');
  await requestCode(page, MEMBER.national);
  await page.getByLabel(auth.code.label).fill(await latestCode(request, MEMBER.e164));
  await page.getByRole('button', { name: auth.code.confirm }).click();
};

test('a member of a role that requires it enrols TOTP, signs out, and signs in again through the second step', async ({
  browser,
  page,
  request,
}) => {
  const auth = translations('en', 'auth');
  const mfa = translations('en', 'mfa');

  // An administrator creates a role that requires a second factor, and a user holding it.
  await signIn(page, request, ROOT.national, ROOT.e164);
  const role = await page.request.post('/api/roles', {
    data: { name: `MFA required ${suffix}`, requireSecondFactor: true },
  });
  expect(role.status()).toBe(201);
  const created = await page.request.post('/api/users', {
    data: {
      phone: MEMBER.e164,
      firstName: MEMBER.firstName,
      lastName: 'Garnier',
      status: 'active',
      roleId: (await role.json()).data.id,
    },
  });
  expect(created.status()).toBe(201);

  const context = await browser.newContext({ locale: 'en-US' });
  const member = await context.newPage();
  await smsStep(member, request);

  // Asked to enrol before anything else.
  await expect(member.getByRole('heading', { name: mfa.secondFactor.requiredTitle })).toBeVisible();
  await member.getByRole('button', { name: mfa.secondFactor.setUp }).click();
  await expect(member.getByRole('img', { name: mfa.secondFactor.qrAlt })).toBeVisible();
  const secret = (await member.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await member.screenshot({ path: `${ARTIFACTS}mfa-enrol.png`, fullPage: true });
  await member.getByLabel(mfa.secondFactor.firstCode).fill(totp(secret));
  await member.getByRole('button', { name: mfa.secondFactor.confirm }).click();
  await expect(
    member.getByRole('list', { name: mfa.secondFactor.recoveryTitle }).getByRole('listitem'),
  ).toHaveCount(10);
  await member.getByRole('button', { name: mfa.secondFactor.saved }).click();
  await expect(member.getByRole('heading', { level: 1 })).toContainText(MEMBER.firstName);

  // Signed out, the next sign-in asks for the app's code after the SMS code. The next step's code: the one
  // that confirmed the enrolment cannot be replayed.
  await member.request.post('/api/auth/logout');
  await member.request.post('/api/identity/sign-out');
  await context.clearCookies();
  await smsStep(member, request);
  await expect(member.getByLabel(mfa.step.codeLabel)).toBeVisible();
  await member.screenshot({ path: `${ARTIFACTS}mfa-second-step.png`, fullPage: true });
  await member.getByLabel(mfa.step.codeLabel).fill(totp(secret, Date.now() + 30_000));
  await member.getByRole('button', { name: auth.code.confirm }).click();
  await expect(member).toHaveURL(/\/en\/?$/);
  await expect(member.getByRole('heading', { level: 1 })).toContainText(MEMBER.firstName);
  await context.close();
});
