import { expect, test } from '@playwright/test';
import { signIn, translations } from './support.ts';

const ROOT = { national: '06 39 98 00 01', e164: '+33639980001' };
const AGENT = { national: '06 39 98 00 04', e164: '+33639980004' };

const frErrors = translations('fr', 'errors');
const frUi = translations('fr', 'ui');
const frUsers = translations('fr', 'users');

test('an agent opening the users page is refused once, with the path and nothing to click', async ({
  page,
  request,
}) => {
  await signIn(page, request, AGENT.national, AGENT.e164);
  const listCalls: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.method() === 'GET' && url.pathname === '/api/users') listCalls.push(url.search);
  });

  await page.goto('/fr/users');
  const notice = page.getByRole('alert').filter({ hasText: frErrors.client.permissionDenied });
  await expect(notice.getByRole('heading', { name: frErrors.client.permissionDenied })).toBeVisible();
  await expect(notice).toContainText('/api/users');
  await expect(notice).toContainText('« Forbidden resource »');
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: frUi.dataTable.export })).toHaveCount(0);
  await expect(page.getByRole('button', { name: frUsers.actions.create })).toHaveCount(0);
  // A refusal is final: the list is not asked for a second time.
  await page.waitForLoadState('networkidle');
  expect(listCalls.filter((search) => !search.includes('status=pending'))).toHaveLength(1);
});

test('a user record opens from its link, and a drawer with changes asks before closing', async ({
  page,
  request,
}) => {
  await signIn(page, request, ROOT.national, ROOT.e164);
  await page.goto('/fr/users');
  await page.getByRole('row', { name: /Karim Haddad/ }).click();
  const drawer = page.getByRole('dialog', { name: /Karim Haddad/ });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/users\?.*record=[0-9a-f-]{36}/);
  const link = page.url();

  // A linked record opens by itself on a fresh page.
  await page.goto('/fr/users');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(link);
  await expect(drawer).toBeVisible();
  const firstName = drawer.getByLabel(new RegExp(`^${frUsers.fields.firstName}`));
  await expect(firstName).toHaveValue('Karim');

  // Unsaved changes: Escape asks; keeping them leaves the drawer as it was.
  await firstName.fill('Karime');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: frUi.sheet.discardTitle });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: frUi.sheet.keepEditing }).click();
  await expect(ask).toBeHidden();
  await expect(firstName).toHaveValue('Karime');

  // Cancel asks too; discarding closes and leaves the record's link.
  await drawer.getByRole('button', { name: frUi.form.cancel }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: frUi.sheet.discard }).click();
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/record=/);
  await expect(page.getByRole('row', { name: /Karim Haddad/ })).toBeVisible();
});
