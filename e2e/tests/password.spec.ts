import { expect, test } from '@playwright/test';
import { translations } from './support.ts';

/** A demo manager (seed.ts): a staff user with a role and an email address of her own. */
const MANAGER_EMAIL = 'sophie.dubois@example.com';
const NEW_PASSWORD = 'marble heron beside the quiet canal';

test('a user asks for a reset link, reads it from the email outbox, sets a password and signs in by email', async ({
  page,
  request,
}) => {
  const auth = translations('en', 'auth');
  const passwordTexts = translations('en', 'password');

  // From the login page's email tab to "Forgot your password?".
  await page.goto('/en/login');
  await page.getByRole('tab', { name: auth.method.email }).click();
  await page.getByRole('link', { name: passwordTexts.email.forgot }).click();
  await expect(page).toHaveURL(/\/en\/forgot-password$/);
  // The router keeps the sign-in page, whose email field has the same label, on screen while this one loads.
  await expect(page.getByRole('heading', { name: passwordTexts.forgot.title })).toBeVisible();
  await page.getByLabel(passwordTexts.email.label).fill(MANAGER_EMAIL);
  await page.getByRole('button', { name: passwordTexts.forgot.submit }).click();
  await expect(page.getByRole('status')).toContainText(MANAGER_EMAIL);

  // The link arrives through the email outbox (the delivery job runs in the server).
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/emails/outbox', { params: { to: MANAGER_EMAIL } });
        const { data } = (await response.json()) as { data: { text: string }[] };
        link = data
          .map((message) => message.text.match(/https?:\/\/\S+\/reset-password#oobCode=[\w-]+/)?.[0])
          .find(Boolean);
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  const { pathname, hash } = new URL(link as string);
  expect(pathname).toBe('/en/reset-password');

  await page.goto(`${pathname}${hash}`);
  await page.getByLabel(passwordTexts.reset.password, { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(passwordTexts.reset.confirm).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: passwordTexts.reset.submit }).click();
  await expect(page.getByRole('status')).toHaveText(passwordTexts.reset.done);

  // The link was single use (a fresh load: the same address with its fragment would not reload the page).
  await page.goto('about:blank');
  await page.goto(`${pathname}${hash}`);
  await page.getByLabel(passwordTexts.reset.password, { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(passwordTexts.reset.confirm).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: passwordTexts.reset.submit }).click();
  await expect(page.getByRole('alert')).toContainText('not valid or was already used');

  // Signing in by email.
  await page.getByRole('link', { name: passwordTexts.reset.askAgain }).click();
  await page.getByRole('link', { name: passwordTexts.forgot.backToLogin }).click();
  await page.getByRole('tab', { name: auth.method.email }).click();
  await page.getByLabel(passwordTexts.email.label).fill(MANAGER_EMAIL);
  await page.getByLabel(passwordTexts.email.password).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: passwordTexts.email.submit }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
