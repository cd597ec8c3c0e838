import type { SaleListItem } from '@brokerage/shared';
import { expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, signedInContext, signIn, translations } from './support.ts';

// An agent the other journeys leave alone (they sell as Karim, 04), and root, who decides as quality control.
const AGENT = { national: '06 39 98 00 06', e164: '+33639980006' };
const ROOT = { national: '06 39 98 00 01', e164: '+33639980001' };
const en = translations('en', 'notifications');

const bell = (tab: Page) => tab.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** The opened bell in the three languages, both themes, a 375 px phone and a desktop: nothing scrolls sideways. */
const bellGallery = async (tab: Page) => {
  for (const viewport of [
    { name: 'phone', width: 375, height: 812 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    await tab.setViewportSize(viewport);
    for (const theme of ['light', 'dark'] as const) {
      await tab.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
      for (const locale of ['en', 'fr', 'ar'] as const) {
        const texts = translations(locale, 'notifications');
        await tab.goto(`/${locale}`);
        await expect(tab.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        if (theme === 'dark') await expect(tab.locator('html')).toHaveClass(/\bdark\b/);
        await tab
          .getByRole('banner')
          .getByRole('button', { name: new RegExp(`^${texts.open}`) })
          .click();
        const menu = tab.getByRole('menu');
        await expect(menu.getByRole('menuitem', { name: texts.markAllRead })).toBeVisible();
        const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ locale, viewport: viewport.name, overflow }).toEqual({
          locale,
          viewport: viewport.name,
          overflow: 0,
        });
        const box = await menu.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
        await tab.screenshot({
          path: `${ARTIFACTS}gallery/${viewport.name}-${theme}-${locale}-notifications.png`,
        });
        await tab.keyboard.press('Escape');
      }
    }
  }
  await tab.evaluate(() => localStorage.setItem('theme', 'light'));
  await tab.setViewportSize({ width: 1280, height: 800 });
};

/**
 * Issue 12, acceptance 3 (third part): root returns the agent's signed sale to them from quality control in a
 * browser of their own; the agent's bell, open in another, shows it without a reload. Opening it marks it read
 * and leads to the sale; "mark all as read" empties the badge.
 */
test('a quality return by root shows in the agent’s bell without a reload', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, request, AGENT.national, AGENT.e164);
  const listed = await page.request.get('/api/ventes', { params: { status: 'signed', pageSize: 1 } });
  expect(listed.status()).toBe(200);
  const [sale] = ((await listed.json()) as { data: SaleListItem[] }).data;
  if (!sale) throw new Error('the demo agent has no signed sale');
  await expect(bell(page)).toBeVisible();
  // A reload would lose this mark: the notification must arrive in the page as it stands.
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  const root = await signedInContext(browser, request, ROOT);
  const taken = await root.page.request.post(`/api/quality-control/${sale.id}/take`, {
    data: { version: sale.version },
  });
  expect(taken.status(), await taken.text()).toBe(200);
  const { review } = ((await taken.json()) as { data: { review: { version: number } } }).data;
  const decided = await root.page.request.post(`/api/quality-control/${sale.id}/decision`, {
    data: {
      version: review.version,
      decision: 'rejected',
      reasons: ['price_not_stated'],
      outcome: 'correction',
    },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  await root.context.close();

  // The bell polls every 15 s: the badge and the message arrive within that, in the same page.
  await expect(bell(page)).toHaveAccessibleName(/^Notifications: \d+ unread$/, { timeout: 30_000 });
  expect(
    await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
  ).toBe(true);
  const message = en.kinds.quality_decision.correction.replace('{{saleNumber}}', sale.number);
  await bell(page).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: new RegExp(message) })).toBeVisible();
  await page.keyboard.press('Escape');

  await bellGallery(page);

  // Opening the notification marks it read and leads to the sale.
  await page.goto('/en');
  const before = Number((await bell(page).getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
  await bell(page).click();
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: new RegExp(message) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/ventes/${sale.id}$`));
  await expect(bell(page)).toHaveAccessibleName(before > 1 ? `Notifications: ${before - 1} unread` : en.open);

  // Mark all as read empties the badge.
  if (before > 1) {
    await bell(page).click();
    await page.getByRole('menu').getByRole('menuitem', { name: en.markAllRead }).click();
  }
  await expect(bell(page)).toHaveAccessibleName(en.open);
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
});
