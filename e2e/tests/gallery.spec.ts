import type { SaleListItem } from '@brokerage/shared';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
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
  'ventes/form',
  'emails',
  'documents',
  'signatures',
  'quality-control',
  'quality-control/opposition',
  'contrats',
  'admin',
  'api-keys',
  'parameters',
  'responses',
  'profile',
  'help',
  'forgot-password',
  'reset-password',
];
/** What shows once a page's data has arrived, where the heading alone comes first. */
const READY: Record<string, string> = {
  '': 'figure[role="img"]',
  ventes: 'tbody a[href*="/ventes/"]',
  'ventes/form': '#sale-form-step-title',
  admin: 'section[aria-labelledby="admin-system"] dl',
  parameters: '#parameters-identity',
  responses: 'tbody a[href*="/ventes/"]',
  profile: '#profile-sessions',
};
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

test.setTimeout(1_200_000);

/** The newest demo sale in `status` (demo-sales.ts seeds every status), for its page and its resumed form. */
const demoSaleId = async (tab: Page, status: SaleListItem['status']) => {
  const response = await tab.request.get('/api/ventes', { params: { status, pageSize: 1 } });
  expect(response.status()).toBe(200);
  const [sale] = ((await response.json()) as { data: SaleListItem[] }).data;
  expect(sale, `a demo sale ${status}`).toBeDefined();
  return (sale as SaleListItem).id;
};

// One signed-in page throughout: a second browser context holding a copy of the session would present a
// refresh token the first one has already rotated, which the identity service treats as theft.
test('every page renders in en, fr and ar, light and dark, on a desktop and a 375 px phone, and axe finds no violation', async ({
  page: tab,
  request,
}) => {
  await signIn(tab, request, ROOT.national, ROOT.e164);
  // A subscribed sale shows every section of its page; a quoted one resumes the form at the subscription.
  const salePages = [
    { path: `ventes/${await demoSaleId(tab, 'subscribed')}`, name: 'ventes-sale', ready: '#sale-call' },
    {
      path: `ventes/form?id=${await demoSaleId(tab, 'quoted')}`,
      name: 'ventes-form-resumed',
      ready: '#sale-form-step-title',
    },
  ];
  const pages = [
    ...PAGES.map((path) => ({ path, name: path.replaceAll('/', '-') || 'dashboard', ready: READY[path] })),
    ...salePages,
  ];

  for (const viewport of VIEWPORTS) {
    await tab.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const theme of ['light', 'dark'] as const) {
      await tab.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
      for (const locale of ['en', 'fr', 'ar'] as const) {
        for (const { path, name, ready } of pages) {
          await tab.goto(`/${locale}/${path}`);
          await expect(tab.getByRole('main')).toBeVisible();
          await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
          if (ready) await expect(tab.locator(ready).first()).toBeVisible();
          await expect(tab.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
          if (theme === 'dark') await expect(tab.locator('html')).toHaveClass(/\bdark\b/);
          const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect({ page: `/${locale}/${path}`, viewport: viewport.name, overflow }).toEqual({
            page: `/${locale}/${path}`,
            viewport: viewport.name,
            overflow: 0,
          });
          await tab.screenshot({
            path: `${ARTIFACTS}gallery/${viewport.name}-${theme}-${locale}-${name}.png`,
          });
          // Soft, so one run lists every page's violations rather than the first.
          expect
            .soft({
              page: `/${locale}/${path}`,
              viewport: viewport.name,
              theme,
              axe: await axeViolations(tab),
            })
            .toEqual({ page: `/${locale}/${path}`, viewport: viewport.name, theme, axe: [] });
        }
      }
    }
  }
});
