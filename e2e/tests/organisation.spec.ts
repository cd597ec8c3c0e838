import { expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, signIn } from './support.ts';

const ROOT = { national: '06 39 98 00 01', e164: '+33639980001' };
const READER = { national: '06 39 98 00 42', e164: '+33639980042', firstName: 'Inès', lastName: 'Lefèvre' };
const COMPANY = 'Cabinet Lumière';
const TEAM = 'Équipe Lumière';
const ROLE = 'Lecteur ventes et questions';

const sheet = (page: Page) => page.getByRole('dialog');
const save = (page: Page) => sheet(page).locator('button[type="submit"]').click();

test('root builds a company, a team, a narrow role and a user, who sees only what the role allows until disabled', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, request, ROOT.national, ROOT.e164);

  await page.goto('/en/companies');
  await page.getByRole('button', { name: 'New company' }).click();
  await sheet(page).getByLabel('Name').fill(COMPANY);
  await sheet(page)
    .getByRole('checkbox', { name: /Actudata/ })
    .check();
  await save(page);
  await expect(sheet(page)).toBeHidden();
  await expect(page.getByRole('cell', { name: COMPANY })).toBeVisible();

  await page.goto('/en/teams');
  await page.getByRole('button', { name: 'New team' }).click();
  await sheet(page).getByLabel('Name').fill(TEAM);
  await sheet(page).getByLabel('Company').selectOption({ label: COMPANY });
  const tree = sheet(page)
    .getByRole('group', { name: /Product lines/ })
    .first();
  await tree.getByRole('checkbox', { name: /SANTE_FAMILLE$/ }).check();
  await tree
    .getByRole('button', { name: /^Show .*Senior/ })
    .first()
    .click();
  await tree.getByRole('checkbox', { name: /SANTE_SENIOR\.CONFORT/ }).check();
  await page.screenshot({ path: `${ARTIFACTS}team-form.png`, fullPage: true });
  await save(page);
  await expect(sheet(page)).toBeHidden();
  await expect(page.getByRole('cell', { name: TEAM })).toBeVisible();

  await page.goto('/en/roles');
  await page.getByRole('button', { name: 'Add role' }).click();
  await sheet(page).getByRole('textbox', { name: /^Name/ }).fill(ROLE);
  await sheet(page).getByRole('checkbox', { name: 'Sales: Read', exact: true }).check();
  await sheet(page).getByRole('checkbox', { name: 'Questions: Read', exact: true }).check();
  await save(page);
  await expect(sheet(page)).toBeHidden();
  await expect(page.getByRole('cell', { name: ROLE })).toBeVisible();

  await page.goto('/en/users');
  await page.getByRole('button', { name: 'Add user' }).click();
  await sheet(page).getByLabel('Phone').fill(READER.national);
  await sheet(page).getByLabel('First name').fill(READER.firstName);
  await sheet(page).getByLabel('Last name').fill(READER.lastName);
  await sheet(page).getByLabel('Role').selectOption({ label: ROLE });
  await sheet(page).getByLabel('Company').selectOption({ label: COMPANY });
  await sheet(page).getByLabel('Team').selectOption({ label: TEAM });
  await save(page);
  await expect(sheet(page)).toBeHidden();
  await expect(page.getByRole('cell', { name: `${READER.firstName} ${READER.lastName}` })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}users.png`, fullPage: true });

  const readerContext = await browser.newContext({ locale: 'en-US' });
  const reader = await readerContext.newPage();
  await signIn(reader, request, READER.national, READER.e164);
  const navigation = reader.getByRole('navigation', { name: 'Main navigation' });
  // The role reaches two modules (SPEC §6 gates sidebar items by module); groups start closed away from their pages.
  for (const group of ['Sales', 'Forms and questions'])
    await navigation.getByRole('button', { name: group }).click();
  for (const absent of ['Organization', 'Administration', 'Documents']) {
    await expect(navigation.getByRole('button', { name: absent })).toHaveCount(0);
  }
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Questions' })).toBeVisible();
  for (const hidden of ['Users', 'Companies', 'Teams', 'Roles', 'Modules', 'Project objectives']) {
    await expect(navigation.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  await reader.screenshot({ path: `${ARTIFACTS}narrow-role-dashboard.png`, fullPage: true });

  await reader.goto('/en/users');
  await expect(reader.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
  await expect(reader.getByText('Forbidden resource')).toBeVisible();
  await expect(reader.getByText('/api/users')).toBeVisible();

  await page
    .getByRole('row', { name: new RegExp(READER.lastName) })
    .getByRole('button', { name: 'Row actions' })
    .click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('row', { name: new RegExp(READER.lastName) })).toContainText('Disabled');

  await reader.goto('/en/');
  await expect(reader).toHaveURL(/\/en\/login/);
  await readerContext.close();
});
