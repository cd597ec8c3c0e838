import { expect, test } from '@playwright/test';
import { ARTIFACTS, signIn, translations } from './support.ts';

// The demo month of sales (apps/server/src/db/seed/demo-sales.ts) on the fresh database of the run.
const MANAGER = { national: '06 39 98 00 03', e164: '+33639980003' };
const AGENT = { national: '06 39 98 00 04', e164: '+33639980004' };
const en = translations('en', 'dashboard');

test.setTimeout(180_000);

test("a manager sees the team's month, a row per agent of the team, in every language and theme", async ({
  page,
  request,
}) => {
  await signIn(page, request, MANAGER.national, MANAGER.e164);
  await expect(page.getByText(en.scope.team)).toBeVisible();
  await expect(page.getByRole('img', { name: /^This month's sales by status: Draft: \d+/ })).toBeVisible();
  const agents = page.getByRole('region', { name: en.agents.title }).getByRole('rowheader');
  await expect(agents).toHaveText([/Karim Haddad|Nadia Benali/, /Karim Haddad|Nadia Benali/]);

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 375, height: 812 },
  ]) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
      for (const locale of ['en', 'fr', 'ar'] as const) {
        await page.goto(`/${locale}`);
        const texts = translations(locale, 'dashboard');
        await expect(page.getByRole('region', { name: texts.agents.title })).toBeVisible();
        await expect(page.getByRole('img', { name: texts.chart.summary.split('{{')[0] })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ locale, viewport: viewport.name, overflow }).toEqual({
          locale,
          viewport: viewport.name,
          overflow: 0,
        });
        await page.screenshot({
          path: `${ARTIFACTS}dashboard/manager-${viewport.name}-${theme}-${locale}.png`,
          fullPage: true,
        });
      }
    }
  }
});

test('an agent sees their own month and pipeline, and no table of other agents', async ({
  page,
  request,
}) => {
  await signIn(page, request, AGENT.national, AGENT.e164);
  await expect(page.getByText(en.scope.own)).toBeVisible();
  await expect(page.getByRole('region', { name: en.pipeline.title }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('region', { name: en.agents.title })).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}dashboard/agent-desktop-light-en.png`, fullPage: true });
});
