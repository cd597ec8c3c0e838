import { expect, request as playwrightRequest, test } from '@playwright/test';
import { ARTIFACTS, signIn, translations } from './support.ts';

const ROOT = { national: '06 39 98 00 01', e164: '+33639980001' };
const KEY_NAME = 'Nightly sales export';
const en = translations('en', 'api-keys');

test('root creates an API key on the page, a script uses it, and revoking it on the page shuts the script out', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, ROOT.national, ROOT.e164);
  await page.goto('/en/api-keys');
  await page.getByRole('button', { name: en.actions.create }).click();
  const dialog = page.getByRole('dialog', { name: en.create.title });
  await dialog.getByLabel(en.fields.name).fill(KEY_NAME);
  await dialog
    .getByRole('group', { name: 'Sales', exact: true })
    .getByRole('checkbox', { name: 'Sales · Read' })
    .check();
  await dialog.getByRole('button', { name: en.actions.create }).click();

  const shown = page.getByRole('dialog', { name: en.secret.title.replace('{{name}}', KEY_NAME) });
  await expect(shown.getByText(en.secret.warning)).toBeVisible();
  const secret = await shown.getByLabel(en.secret.label).inputValue();
  expect(secret).toMatch(/^bo_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
  await page.screenshot({ path: `${ARTIFACTS}api-key-secret.png`, fullPage: true });
  await shown.getByRole('button', { name: en.secret.done }).click();
  await expect(shown).toBeHidden();

  // A script: no browser, no cookie, only the key.
  const script = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  try {
    expect((await script.get('/api/ventes')).status()).toBe(200);
    const outside = await script.get('/api/users');
    expect(outside.status()).toBe(403);
    expect((await script.get('/api/auth/me')).status()).toBe(403);

    const row = page.getByRole('row').filter({ hasText: KEY_NAME });
    await expect(row.getByText(en.status.active)).toBeVisible();
    await page.reload();
    await expect(row.getByText(en.never)).toBeHidden();

    await row.getByRole('button', { name: 'Row actions' }).click();
    await page.getByRole('menuitem', { name: en.actions.revoke }).click();
    const confirm = page.getByRole('alertdialog', { name: en.revoke.title.replace('{{name}}', KEY_NAME) });
    await confirm.getByRole('button', { name: en.actions.revoke }).click();
    await expect(row.getByText(en.status.revoked)).toBeVisible();

    const refused = await script.get('/api/ventes');
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ message: 'The API key has been revoked.' });
  } finally {
    await script.dispose();
  }
});
