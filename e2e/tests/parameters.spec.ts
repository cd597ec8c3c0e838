import { expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, signedInContext, translations } from './support.ts';

const ROOT = { national: '06 39 98 00 01', e164: '+33639980001' };
const en = translations('en', 'parameters');

const nameField = (page: Page) => page.getByRole('textbox', { name: en.fields.brokerageName });
const firstWindowEnd = (page: Page) =>
  page
    .getByRole('group', { name: en.windowName.replace('{{number}}', '1') })
    .getByLabel(en.fields.callingRules.end);

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(en.toast.saved).first()).toBeVisible();
};

test('root changes the brokerage name and a calling window, saves, reloads and sees them; an invalid ICS is refused on its field', async ({
  browser,
  request,
}) => {
  const { page } = await signedInContext(browser, request, ROOT);
  await page.goto('/en/parameters');
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  const name = nameField(page);
  const originalName = await name.inputValue();
  const originalEnd = await firstWindowEnd(page).inputValue();

  await name.fill('Courtage du Nord (e2e)');
  await firstWindowEnd(page).fill('12:30');
  await save(page);

  await page.reload();
  await expect(nameField(page)).toHaveValue('Courtage du Nord (e2e)');
  await expect(firstWindowEnd(page)).toHaveValue('12:30');

  const ics = page.getByRole('textbox', { name: en.fields.sepaCreditorIdentifier });
  await ics.fill('FR00ZZZ123456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(en.messages.creditorIdentifier)).toBeVisible();
  await expect(ics).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${ARTIFACTS}parameters-invalid-ics.png`, fullPage: true });

  // Put the demo parameters back for the journeys that follow.
  await page.reload();
  await nameField(page).fill(originalName);
  await firstWindowEnd(page).fill(originalEnd);
  await save(page);
  await page.reload();
  await expect(nameField(page)).toHaveValue(originalName);
});
