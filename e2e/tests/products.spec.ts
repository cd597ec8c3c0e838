import { expect, test } from '@playwright/test';
import { ARTIFACTS, signIn } from './support.ts';

const ADMIN = { national: '06 39 98 00 02', e164: '+33639980002' };
const HEADER = 'regime,zone,beneficiary,age_min,age_max,monthly_eur';

test('an administrator imports a tariff grid, is told which line is wrong, and compares offers for a family', async ({
  page,
  request,
}) => {
  await signIn(page, request, ADMIN.national, ADMIN.e164);
  const listed = await page.request.get('/api/products', {
    params: { providerType: 'actudata', pageSize: '1', sort: 'name' },
  });
  const product = ((await listed.json()) as { data: { id: string; name: string }[] }).data[0];
  if (!product) throw new Error('the seed has no actudata product');

  await page.goto('/en/produits');
  await page
    .getByRole('row', { name: new RegExp(product.name) })
    .first()
    .getByRole('button', { name: 'Row actions' })
    .click();
  await page.getByRole('menuitem', { name: 'Tariff grid' }).click();
  const grid = page.getByRole('dialog');
  const file = grid.getByLabel('Tariff grid CSV file');

  const bad = [HEADER, 'general,1,adult,18,120,55.00', 'general,1,child,17,0,20.00', ''].join('\n');
  await file.setInputFiles({ name: 'bad-grid.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  const report = grid.getByRole('table', { name: 'Problems of the file, by line' });
  await expect(report).toBeVisible();
  await expect(report.getByRole('row', { name: /^3\b/ })).toBeVisible();
  await expect(grid.getByText('bad-grid.csv was refused: nothing was imported')).toBeVisible();
  const unchanged = await page.request.get(`/api/products/${product.id}/tariffs`);
  expect(((await unchanged.json()) as { data: unknown[] }).data.length).toBeGreaterThan(2);

  const good = [HEADER, 'general,1,adult,18,120,55.00', 'general,1,child,0,17,20.00', ''].join('\n');
  await file.setInputFiles({ name: 'grid.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await expect(page.getByText('Tariff grid imported: 2 rows', { exact: false })).toBeVisible();
  const replaced = await page.request.get(`/api/products/${product.id}/tariffs`);
  expect(((await replaced.json()) as { data: unknown[] }).data).toHaveLength(2);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Compare offers' }).click();
  await page.getByLabel('Postcode').fill('75011');
  await page.getByRole('button', { name: 'Add the spouse' }).click();
  await page.getByRole('button', { name: 'Add a child' }).click();
  const births = page.getByLabel('Birth date');
  await births.nth(0).fill('1980-05-01');
  await births.nth(1).fill('1982-03-03');
  await births.nth(2).fill('2015-06-01');
  await page.getByRole('button', { name: 'Compare offers' }).last().click();

  const offers = page.getByRole('list', { name: 'Offers, cheapest first' });
  await expect(offers).toBeVisible();
  const cards = offers.getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(1);
  await expect(cards.first()).toContainText('/ month');
  await page.screenshot({ path: `${ARTIFACTS}compare-offers.png`, fullPage: true });
});
