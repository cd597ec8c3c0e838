import { expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, signIn } from './support.ts';

const ADMIN = { national: '06 39 98 00 02', e164: '+33639980002' };
const CATEGORY = 'Habitudes de soins';
const QUESTION = 'À quelle fréquence consultez-vous un audioprothésiste ?';
const DEPENDS_ON = 'Portez-vous, ou envisagez-vous, un appareil auditif ?';

const sheet = (page: Page) => page.getByRole('dialog');
const submit = (page: Page) => sheet(page).locator('button[type="submit"]').click();

const labelsFor = async (page: Page, gamme: string): Promise<string[]> => {
  const response = await page.request.get(`/api/questions/provider/actudata/gamme/${gamme}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { label: string }[] };
  return data.map((question) => question.label);
};

test('an administrator writes a conditional single-choice question for one sub-line and previews it', async ({
  page,
  request,
}) => {
  await signIn(page, request, ADMIN.national, ADMIN.e164);

  await page.goto('/en/categories');
  await page.getByRole('button', { name: 'New category' }).click();
  await sheet(page).getByRole('textbox', { name: /^Name/ }).fill(CATEGORY);
  await submit(page);
  await expect(sheet(page)).toBeHidden();
  await expect(page.getByRole('cell', { name: CATEGORY })).toBeVisible();

  await page.goto('/en/questions');
  await page.getByRole('button', { name: 'New question' }).click();
  const form = sheet(page);
  await form.getByRole('textbox', { name: /^Question/ }).fill(QUESTION);
  await form.getByLabel(/^Type/).selectOption({ label: 'Single choice' });
  for (const [position, label, value] of [
    [1, 'Une fois par an', 'annual'],
    [2, 'Plusieurs fois par an', 'often'],
  ] as const) {
    if (position > 1) await form.getByRole('button', { name: 'Add an option' }).click();
    await form.getByLabel(`Label of option ${position}`).fill(label);
    await form.getByLabel(`Value of option ${position}`).fill(value);
  }
  await form.getByLabel(/^Category/).selectOption({ label: CATEGORY });
  await form.getByLabel(/^Show this question/).selectOption({ label: DEPENDS_ON });
  await form.getByLabel(/^When the answer is/).selectOption({ label: 'Yes' });
  await form
    .getByRole('button', { name: /^Show .*Senior/ })
    .first()
    .click();
  await form.getByRole('checkbox', { name: /SANTE_SENIOR\.CONFORT/ }).check();

  const preview = form.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(QUESTION)).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'Plusieurs fois par an' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}question-editor.png`, fullPage: true });
  await submit(page);
  await expect(form).toBeHidden();

  expect(await labelsFor(page, 'SANTE_SENIOR.CONFORT')).toContain(QUESTION);
  expect(await labelsFor(page, 'SANTE_SENIOR.EXCELLENCE')).not.toContain(QUESTION);
});
