import { expect, test } from '@playwright/test';
import { ARTIFACTS, latestCode, requestCode, signIn, translations } from './support.ts';

const AGENT = { national: '06 39 98 00 04', e164: '+33639980004', firstName: 'Karim' };
const QUALITY = { national: '06 39 98 00 05', e164: '+33639980005' };

test('an agent signs in by SMS code, switches to dark and Arabic, keeps both on reload, and logs out', async ({
  page,
  request,
}) => {
  const auth = translations('en', 'auth');
  const layoutAr = translations('ar', 'layout');

  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/login/);
  await page.screenshot({ path: `${ARTIFACTS}login.png`, fullPage: true });

  await requestCode(page, AGENT.national);
  const code = await latestCode(request, AGENT.e164);
  const wrong = code.replace(/.$/, (digit) => String((Number(digit) + 1) % 10));
  await page.getByLabel(auth.code.label).fill(wrong);
  await page.getByRole('button', { name: auth.code.confirm }).click();
  await expect(page.getByText('Invalid verification code. Please check and try again.')).toBeVisible();

  await page.getByLabel(auth.code.label).fill(code);
  await page.getByRole('button', { name: auth.code.confirm }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(AGENT.firstName);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}dashboard-light.png`, fullPage: true });

  await page.getByRole('button', { name: 'Switch to dark mode' }).first().click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.screenshot({ path: `${ARTIFACTS}dashboard-dark.png`, fullPage: true });

  // The switch navigates, then fully reloads 100 ms later (SPEC §4): wait for that reload to finish.
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('button', { name: /العربية/ })
    .first()
    .click();
  await reloaded;
  await expect(page).toHaveURL(/\/ar\/?$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(AGENT.firstName);
  await page.screenshot({ path: `${ARTIFACTS}dashboard-arabic.png`, fullPage: true });

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(AGENT.firstName);

  await page.goto('/');
  await expect(page).toHaveURL(/\/ar\/?$/);

  await page
    .getByRole('button', { name: new RegExp(layoutAr.avatarMenu.open.replace('{{name}}', '.*')) })
    .click();
  await page.getByRole('menuitem', { name: layoutAr.avatarMenu.logout }).click();
  await expect(page).toHaveURL(/\/ar\/login/);
  const session = await page.request.get('/api/auth/check-session');
  expect(session.status()).toBe(401);
});

test('the phone layout shows the sidebar as an overlay', async ({ browser, request }) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'en-US',
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, request, QUALITY.national, QUALITY.e164);
  const layout = translations('en', 'layout');
  await expect(page.getByRole('navigation', { name: layout.sidebar.label })).toBeHidden();
  await page.screenshot({ path: `${ARTIFACTS}dashboard-phone.png`, fullPage: true });
  await page.getByRole('button', { name: layout.sidebar.open }).click();
  const overlay = page.getByRole('navigation', { name: layout.sidebar.label });
  await expect(overlay).toBeVisible();
  const box = await overlay.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${ARTIFACTS}sidebar-phone.png`, fullPage: true });
  await context.close();
});
