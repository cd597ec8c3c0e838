import { expect, test } from '@playwright/test';
import { ARTIFACTS, signedInContext, signIn, translations } from './support.ts';

const ROOT = { national: '06 39 98 00 01', e164: '+33639980001' };
/** Thomas Petit, an agent: signed in in a second browser whose session root ends. */
const THOMAS = { national: '06 39 98 00 07', e164: '+33639980007', name: 'Thomas Petit' };

test('root checks the system, ends the session of another browser which goes back to sign-in, and reads a change as a diff', async ({
  page,
  browser,
  request,
}) => {
  const admin = translations('en', 'admin');
  const second = await signedInContext(browser, request, THOMAS);
  await signIn(page, request, ROOT.national, ROOT.e164);

  await page.goto('/en/admin');
  await expect(page.getByRole('heading', { level: 1, name: admin.title })).toBeVisible();
  const system = page.getByRole('region', { name: admin.system.title });
  await expect(system.getByText(admin.system.status.up)).toBeVisible();
  await expect(system.getByText(/\d ms$/)).toBeVisible();
  await expect(
    system.getByText(admin.system.drivers.pglite).or(system.getByText(admin.system.drivers.postgres)),
  ).toBeVisible();
  const health = await (await page.request.get('/api/health')).json();
  await expect(system.getByText(health.version, { exact: true })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}admin-system.png`, fullPage: true });

  await page.getByRole('tab', { name: admin.tabs.sessions }).click();
  await page.getByRole('searchbox').fill('Thomas');
  // The search applies after its debounce and rewrites the URL: open the row's menu only once the list is
  // Thomas's alone, or the re-render closes it under the click.
  await expect(page).toHaveURL(/search=Thomas/);
  await expect(page.getByText(/^1–1 of 1$/)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(THOMAS.name) });
  await expect(row).toHaveCount(1);
  const thomasSessions = async () => {
    const response = await page.request.get('/api/admin/sessions', { params: { search: 'Thomas' } });
    return ((await response.json()) as { data: { id: string }[] }).data.map((session) => session.id);
  };
  const [revokedId] = await thomasSessions();
  await row.getByRole('button', { name: 'Row actions' }).click();
  await page.getByRole('menuitem', { name: admin.sessions.revoke }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: admin.sessions.revoke }).click();
  await expect(page.getByText(admin.sessions.revoked.replace('{{name}}', THOMAS.name))).toBeVisible();
  await expect.poll(thomasSessions).not.toContain(revokedId);

  // The other browser's next request is refused, its renewal too: it is sent to the sign-in page.
  await second.page.goto('/en/ventes');
  await expect(second.page).toHaveURL(/\/en\/login/);
  await second.context.close();

  await page.getByRole('tab', { name: admin.tabs.audit }).click();
  await page.getByLabel(admin.audit.columns.entity).selectOption('session');
  await expect(page).toHaveURL(/entity=session/);
  await expect(page.getByText(/^1–1 of 1$/)).toBeVisible();
  const entry = page.getByRole('row', { name: /Camille Martin/ }).first();
  await entry.getByRole('button').first().click();
  const diff = page.getByRole('dialog', { name: admin.audit.diffTitle.replace('{{entity}}', 'session') });
  await expect(diff.getByRole('columnheader', { name: admin.audit.diff.before })).toBeVisible();
  await expect(diff.getByRole('row', { name: /Sessions/ })).toContainText('1');
  await page.screenshot({ path: `${ARTIFACTS}admin-audit-diff.png`, fullPage: true });
});
