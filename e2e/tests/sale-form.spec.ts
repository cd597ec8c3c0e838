import { todayInFrance } from '@brokerage/shared';
import { expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, signIn, translations } from './support.ts';

const AGENT = { national: '06 39 98 00 04', e164: '+33639980004' };
const en = translations('en', 'sale-form');
const ar = translations('ar', 'sale-form');
/** A gamme the seeded agent's team (Santé Paris) may sell, priced for a family. */
const GAMME = 'Santé Famille';
const GAMME_CODE = 'SANTE_FAMILLE';

interface SeededQuestion {
  id: string;
  label: string;
  type: string;
  required: boolean;
}

const stepHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) });

const saveAndContinue = (page: Page) =>
  page.getByRole('button', { name: en.actions.saveAndContinue }).click();

/** No sideways scrolling at a phone's width. */
const expectNoOverflow = async (page: Page, where: string) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect({ where, overflow }).toEqual({ where, overflow: 0 });
};

/**
 * Answers the required questions of the gamme that are on screen, the first choice of each (a condition may
 * hide some; those stay unanswered, as the agent would leave them).
 */
const answerRequiredQuestions = async (page: Page) => {
  const response = await page.request.get(`/api/questions/provider/actudata/gamme/${GAMME_CODE}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: SeededQuestion[] };
  for (const question of data.filter((candidate) => candidate.required)) {
    const name = question.label;
    if (question.type === 'radio' || question.type === 'yes_no') {
      const group = page.getByRole('radiogroup', { name });
      if (await group.isVisible()) await group.getByRole('radio').first().check();
    } else if (question.type === 'checkbox') {
      const group = page.getByRole('group', { name });
      if (await group.isVisible()) await group.getByRole('checkbox').first().check();
    } else if (question.type === 'select') {
      const select = page.getByRole('combobox', { name });
      if (await select.isVisible()) await select.selectOption({ index: 1 });
    } else {
      const field = page.getByLabel(name);
      if (!(await field.isVisible())) continue;
      await field.fill(question.type === 'date' ? todayInFrance() : question.type === 'number' ? '1' : 'Oui');
    }
  }
};

test('the seeded agent runs a whole sale for a family of three, reloading in the middle, up to subscribed', async ({
  page,
  request,
}) => {
  await signIn(page, request, AGENT.national, AGENT.e164);
  await page.goto('/en/ventes/form');

  // 1. The call: a phone sale needs the consent and the recording notice.
  await expect(stepHeading(page, en.steps.call)).toBeVisible();
  await page.getByLabel(en.call.consent).check();
  await page.getByLabel(en.call.recording).check();
  await saveAndContinue(page);
  await expect(page).toHaveURL(/\/en\/ventes\/form\?id=[0-9a-f-]{36}$/);
  const saleId = new URL(page.url()).searchParams.get('id') as string;

  // 2. The customer, new; a likely duplicate from an earlier run is created anyway.
  await expect(stepHeading(page, en.steps.customer)).toBeVisible();
  await page.getByRole('button', { name: en.customer.new }).click();
  await page.getByLabel(en.fields.civility).selectOption({ label: en.customer.civilities.mrs });
  await page.getByLabel(en.fields.firstName).fill('Claire');
  await page.getByLabel(en.fields.lastName).fill('Durand-E2E');
  await page.getByLabel(en.fields.address).fill('12 rue des Lilas');
  await page.getByLabel(en.fields.postcode).fill('75011');
  await page.getByLabel(en.fields.city).fill('Paris');
  await page.getByLabel(en.fields.phone).fill('06 39 98 77 01');
  await page.getByLabel(en.fields.email).fill('claire.durand.e2e@example.com');
  await saveAndContinue(page);
  const duplicate = page.getByRole('dialog', { name: en.duplicate.title });
  const productLine = stepHeading(page, en.steps.productLine);
  await expect(duplicate.or(productLine)).toBeVisible();
  if (await duplicate.isVisible())
    await duplicate.getByRole('button', { name: en.duplicate.createAnyway }).click();

  // 3. The product line and the needs analysis.
  await expect(productLine).toBeVisible();
  await page
    .getByRole('combobox', { name: new RegExp(`^${en.productLine.gamme}`) })
    .selectOption({ label: GAMME });
  await expect(page.getByRole('heading', { name: en.productLine.needs })).toBeVisible();
  await expect(page.getByText(en.productLine.loadingQuestions)).toBeHidden();
  await answerRequiredQuestions(page);
  const objectives = page.getByRole('group', { name: en.productLine.objectives }).getByRole('checkbox');
  if ((await objectives.count()) > 0) await objectives.first().check();
  await saveAndContinue(page);
  await expect(stepHeading(page, en.steps.quote)).toBeVisible();

  // The browser reloads in the middle of the sale: the form resumes at the quote.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`id=${saleId}`));
  await expect(stepHeading(page, en.steps.quote)).toBeVisible();

  // 4. The quote for a family of three, the offers of the chosen gamme side by side, one recommended.
  await expect(page.getByLabel(en.fields.postcode)).toHaveValue('75011');
  await page.getByRole('button', { name: 'Add the spouse' }).click();
  await page.getByRole('button', { name: 'Add a child' }).click();
  const births = page.getByLabel('Birth date');
  await births.nth(0).fill('1981-05-02');
  await births.nth(1).fill('1983-09-14');
  await births.nth(2).fill('2015-02-20');
  await page.getByRole('button', { name: en.quote.compare }).click();
  const offers = page.getByRole('list', { name: 'Offers, cheapest first' });
  await expect(offers).toBeVisible({ timeout: 30_000 });
  const picker = page.getByRole('group', { name: en.quote.pick });
  await picker.getByRole('radio').first().check();
  await page
    .getByLabel(en.quote.reason)
    .fill('The family wants one contract; the cheapest offer covers the child.');
  await page.screenshot({ path: `${ARTIFACTS}sale-form/desktop-light-en-quote.png`, fullPage: true });
  await page.getByRole('button', { name: en.quote.recommend }).click();

  // 5. The subscription.
  await expect(stepHeading(page, en.steps.subscription)).toBeVisible();
  await expect(page.getByLabel(en.fields.holder)).toHaveValue('Claire Durand-E2E');
  await page.getByLabel(en.fields.iban).fill('FR76 3000 6000 0112 3456 7890 189');
  await page.getByLabel(en.fields.bic).fill('BNPAFRPP');
  await page.getByRole('button', { name: en.subscription.subscribe }).click();

  const done = page.getByRole('status').filter({ hasText: /is subscribed/ });
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(done.getByRole('link', { name: en.success.open })).toHaveAttribute(
    'href',
    `/en/ventes/${saleId}`,
  );
  const saved = await page.request.get(`/api/ventes/${saleId}`);
  expect(saved.status()).toBe(200);
  const sale = (
    (await saved.json()) as { data: { status: string; quoteHash: string | null; customerId: string } }
  ).data;
  expect(sale.status).toBe('subscribed');
  expect(sale.quoteHash).toBeTruthy();
  await page.screenshot({ path: `${ARTIFACTS}sale-form/desktop-light-en-subscribed.png`, fullPage: true });

  // The same form on a 375 px phone, in Arabic and dark: right to left, no sideways scrolling.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/ar/ventes/form');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(stepHeading(page, ar.steps.call)).toBeVisible();
  await expectNoOverflow(page, 'ar call step');
  await page.screenshot({ path: `${ARTIFACTS}sale-form/phone-dark-ar-call.png`, fullPage: true });
  await page.goto(`/ar/ventes/form?id=${saleId}`);
  await expect(page.getByRole('status').getByRole('link', { name: ar.success.open })).toBeVisible();
  await expectNoOverflow(page, 'ar subscribed');
  await page.screenshot({ path: `${ARTIFACTS}sale-form/phone-dark-ar-subscribed.png`, fullPage: true });
});
