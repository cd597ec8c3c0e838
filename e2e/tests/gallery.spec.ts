import { expect, test } from '@playwright/test';
import { ARTIFACTS, signIn } from './support.ts';

const ROOT = { national: '06 39 98 00 01', e164: '+33639980001' };
const PAGES = [
  '',
  'users',
  'companies',
  'teams',
  'roles',
  'modules',
  'gammes',
  'questions',
  'categories',
  'project-objectives',
  'produits',
  'ventes',
];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

test.setTimeout(240_000);

// One signed-in page throughout: a second browser context holding a copy of the session would present a
// refresh token the first one has already rotated, which the identity service treats as theft.
test('every page renders in en, fr and ar, light and dark, on a desktop and a 375 px phone', async ({
  page: tab,
  request,
}) => {
  await signIn(tab, request, ROOT.national, ROOT.e164);

  for (const viewport of VIEWPORTS) {
    await tab.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const theme of ['light', 'dark'] as const) {
      await tab.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
      for (const locale of ['en', 'fr', 'ar'] as const) {
        for (const path of PAGES) {
          await tab.goto(`/${locale}/${path}`);
          await expect(tab.getByRole('main')).toBeVisible();
          await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(tab.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
          if (theme === 'dark') await expect(tab.locator('html')).toHaveClass(/\bdark\b/);
          const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect({ page: `/${locale}/${path}`, viewport: viewport.name, overflow }).toEqual({
            page: `/${locale}/${path}`,
            viewport: viewport.name,
            overflow: 0,
          });
          await tab.screenshot({
            path: `${ARTIFACTS}gallery/${viewport.name}-${theme}-${locale}-${path || 'dashboard'}.png`,
          });
        }
      }
    }
  }
});
