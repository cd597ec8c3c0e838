import { expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, signedInContext, translations } from './support.ts';

const ROOT = { national: '06 39 98 00 01', e164: '+33639980001' };
const ADMIN = { national: '06 39 98 00 02', e164: '+33639980002' };
const TARGET = { lastName: 'Haddad', email: 'karim.haddad@example.com' };
const ui = translations('en', 'ui').staleWrite;

const sheet = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('form') });

const openEdit = async (page: Page) => {
  await page.goto('/en/users');
  await page
    .getByRole('row', { name: new RegExp(TARGET.lastName) })
    .getByRole('button', { name: 'Row actions' })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(sheet(page).getByLabel('Email')).toHaveValue(TARGET.email);
};

test('two people edit the same user: the second save meets the conflict dialog and overwrites nothing', async ({
  browser,
  request,
}) => {
  const first = await signedInContext(browser, request, ADMIN);
  const second = await signedInContext(browser, request, ROOT);
  await openEdit(first.page);
  await openEdit(second.page);

  await sheet(first.page).getByLabel('Email').fill('karim.first@example.com');
  await sheet(first.page).locator('button[type="submit"]').click();
  await expect(sheet(first.page)).toBeHidden();

  await sheet(second.page).getByLabel('Email').fill('karim.second@example.com');
  await sheet(second.page).locator('button[type="submit"]').click();
  const conflict = second.page.getByRole('alertdialog', { name: ui.title });
  await expect(conflict).toBeVisible();

  await conflict.getByRole('button', { name: ui.review }).click();
  const difference = conflict.getByRole('row', { name: /Email/ });
  await expect(difference).toContainText('karim.second@example.com');
  await expect(difference).toContainText('karim.first@example.com');
  await second.page.screenshot({ path: `${ARTIFACTS}stale-write-dialog.png`, fullPage: true });

  // Nothing was overwritten: the server still holds the first save.
  const saved = await second.page.request.get('/api/users', { params: { search: TARGET.lastName } });
  const [user] = (await saved.json()).data as { id: string; email: string; version: number }[];
  expect(user?.email).toBe('karim.first@example.com');

  await conflict.getByRole('button', { name: ui.reload }).click();
  await expect(conflict).toBeHidden();
  await expect(sheet(second.page).getByLabel('Email')).toHaveValue('karim.first@example.com');

  // Put the demo account back for the journeys that follow, through the version just reloaded.
  await sheet(second.page).getByLabel('Email').fill(TARGET.email);
  await sheet(second.page).locator('button[type="submit"]').click();
  await expect(sheet(second.page)).toBeHidden();
  await expect(second.page.getByRole('row', { name: new RegExp(TARGET.lastName) })).toContainText(
    TARGET.email,
  );

  await first.context.close();
  await second.context.close();
});
