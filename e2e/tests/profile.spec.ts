import { expect, test } from '@playwright/test';
import { signedInContext, signIn, translations } from './support.ts';

const ROOT = { national: '06 39 98 00 01', e164: '+33639980001' };
/** A person of this journey alone: their language and theme never leak into another journey. */
const PERSON = { national: '06 39 98 00 61', e164: '+33639980061' };
const en = translations('en', 'profile');
const fr = translations('fr', 'profile');
const layout = translations('en', 'layout');

// Two sign-ins of one number wait out its one-code-per-minute limit.
test.setTimeout(240_000);

test('a user changes their name and language, finds them after a reload, and signs out another session', async ({
  page,
  browser,
  request,
}) => {
  // Root invites the person with the first role of the list.
  await signIn(page, request, ROOT.national, ROOT.e164);
  const roles = await page.request.get('/api/roles', { params: { pageSize: 100 } });
  const role = ((await roles.json()) as { data: { id: string; name: string }[] }).data.find(
    (candidate) => candidate.name !== 'root',
  );
  expect(role).toBeDefined();
  const created = await page.request.post('/api/users', {
    data: { phone: PERSON.e164, firstName: 'Noé', lastName: 'Petit', roleId: role?.id, status: 'active' },
  });
  expect(created.status()).toBe(201);
  await page.request.post('/api/auth/logout');

  // A second device of the same person, to be signed out from the first.
  const other = await signedInContext(browser, request, PERSON);
  await signIn(page, request, PERSON.national, PERSON.e164);

  await page.getByRole('button', { name: layout.avatarMenu.open.replace('{{name}}', 'Noé Petit') }).click();
  await page.getByRole('menuitem', { name: layout.avatarMenu.profile }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();

  await page.getByLabel(en.identity.firstName).fill('Noémie');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(en.identity.saved)).toBeVisible();

  // The language: saved on the account, applied at once (the page reloads under /fr).
  await page.getByLabel(en.preferences.language).selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/profile/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: fr.title })).toBeVisible();
  await expect(page.getByLabel(fr.identity.firstName)).toHaveValue('Noémie');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // Sessions: this one is marked; the other device is signed out from here.
  const sessions = page.getByRole('region', { name: fr.sessions.title });
  await expect(sessions.getByText(fr.sessions.current)).toBeVisible();
  await sessions
    .getByRole('button', { name: new RegExp(`^${fr.sessions.revokeNamed.replace('{{device}}', '')}`) })
    .first()
    .click();
  await expect(page.getByText(fr.sessions.revoked)).toBeVisible();
  const afterRevoke = await other.page.request.get('/api/profile');
  expect(afterRevoke.status()).toBe(401);
  await other.context.close();
});
