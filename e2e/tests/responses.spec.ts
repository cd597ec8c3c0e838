import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ARTIFACTS, signIn, translations } from './support.ts';

const ROOT = { national: '06 39 98 00 01', e164: '+33639980001' };
const en = translations('en', 'responses');

test('root filters the needs-analysis answers by gamme and question and exports them with one column per question', async ({
  page,
  request,
}) => {
  await signIn(page, request, ROOT.national, ROOT.e164);
  await page.goto('/en/responses');
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  await expect(page.locator('tbody a[href*="/ventes/"]').first()).toBeVisible();

  // An insurer, then one of its gammes: the columns become that gamme's questions.
  await page.getByLabel(en.filters.insurer, { exact: true }).selectOption('actudata');
  await expect(page).toHaveURL(/providerType=actudata/);
  const gammes = page.getByLabel(en.filters.gamme, { exact: true });
  await expect(gammes.locator('option').nth(1)).toBeAttached();
  const firstGamme = await gammes.locator('option').nth(1).getAttribute('value');
  expect(firstGamme).toBeTruthy();
  await gammes.selectOption(firstGamme as string);
  await expect(page).toHaveURL(new RegExp(`gammeCode=${firstGamme}`));

  const listed = await page.request.get('/api/responses', {
    params: { gammeCode: firstGamme as string, providerType: 'actudata', pageSize: 100 },
  });
  const body = (await listed.json()) as {
    questions: { id: string; label: string }[];
    data: { answers: Record<string, unknown> }[];
  };
  expect(body.questions.length).toBeGreaterThan(0);
  // A question some of these sales answered.
  const question = body.questions.find(({ id }) => body.data.some((row) => row.answers[id] !== undefined));
  if (!question) throw new Error(`no answered question in ${firstGamme}`);
  await expect(page.getByRole('columnheader', { name: question.label }).first()).toBeVisible();

  // A question: only sales that answered it.
  await page.getByLabel(en.filters.question, { exact: true }).selectOption(question.id);
  await expect(page).toHaveURL(new RegExp(`questionId=${question.id}`));
  await page.screenshot({ path: `${ARTIFACTS}responses.png`, fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: en.actions.export }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('responses.csv');
  const csv = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
  const header = csv.split(/\r?\n/)[0] ?? '';
  expect(header).toContain('sale_number');
  for (const { label } of body.questions)
    expect(header).toContain(label.includes(',') ? `"${label}"` : label);
  expect(csv.split(/\r?\n/).filter(Boolean).length).toBeGreaterThan(1);
});
