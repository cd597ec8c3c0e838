import { expect, test } from '@playwright/test';
import { signIn, translations } from './support.ts';

const ADMIN = { national: '06 39 98 00 02', e164: '+33639980002' };
const IDENTITY_TOKEN = '**/api/identity/token';

test('a page left while its sign-in was being renewed does not end the session', async ({
  page,
  request,
}) => {
  await signIn(page, request, ADMIN.national, ADMIN.e164);
  const ventes = translations('en', 'entities/ventes');

  // Each page load renews the ID token from the refresh cookie. This one reaches the server, which rotates the
  // cookie, but its answer never reaches the browser, as when the agent moves on before it arrives.
  let rotatedUnseen = false;
  await page.route(IDENTITY_TOKEN, async (route) => {
    const asked = route.request();
    const headers = Object.fromEntries(
      Object.entries(await asked.allHeaders()).filter(([name]) => !/^(:|host$|content-length$)/.test(name)),
    );
    const answer = await request.post(asked.url(), { headers, data: asked.postData() ?? undefined });
    expect(answer.status()).toBe(200);
    rotatedUnseen = true;
    await route.abort('connectionaborted');
  });
  await page.goto('/en/ventes');
  await expect.poll(() => rotatedUnseen).toBe(true);
  await page.unroute(IDENTITY_TOKEN);

  // The next page presents the cookie the server has already rotated: a lost answer, not a stolen token.
  const renewed = page.waitForResponse((response) => response.url().endsWith('/api/identity/token'));
  await page.goto('/en/ventes?status=draft');
  expect((await renewed).status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/ventes\?status=draft$/);
  await expect(page.getByRole('heading', { level: 1, name: ventes.title })).toBeVisible();

  // The renewed cookie carries the sign-in on.
  await page.reload();
  await expect(page).toHaveURL(/\/en\/ventes\?status=draft$/);
  expect((await page.request.get('/api/auth/check-session')).status()).toBe(200);
});
