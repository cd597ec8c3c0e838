import { expect, type Page, test } from '@playwright/test';
import { createSubscribedSale, uniqueLastName } from './sale-api.ts';
import { ARTIFACTS, signedInContext, translations } from './support.ts';

// The demo accounts (apps/server/src/db/seed/seed.ts): Karim and Nadia sell in Santé Paris, managed by Sophie;
// Thomas sells in Seniors Lyon.
const AGENT = { national: '06 39 98 00 04', e164: '+33639980004', name: 'Karim Haddad' };
const MANAGER = { national: '06 39 98 00 03', e164: '+33639980003' };
const TEAMMATE = { national: '06 39 98 00 06', e164: '+33639980006' };
const OTHER_TEAM_AGENT = { national: '06 39 98 00 07', e164: '+33639980007' };
const dashboard = translations('en', 'dashboard');
const ventes = translations('en', 'entities/ventes');
const ui = translations('en', 'ui');
const SALE_NUMBER = /^V-\d{4}-\d{6,}$/;

test.setTimeout(240_000);

/** A figure as digits only: "€1,234.56" is 123456 cents, "12" is 12. */
const digitsOf = (text: string) => Number(text.replace(/\D/g, '') || '0');

/** The agent's row of the manager's "By agent" table this month (zeros while the agent has no sale yet). */
const agentFigures = async (page: Page, agentName: string) => {
  await page.goto('/en');
  const table = page.getByRole('region', { name: dashboard.agents.title });
  await expect(table).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(agentName) });
  if ((await row.count()) === 0) return { sales: 0, subscribed: 0, monthlyCents: 0 };
  const [sales = '', subscribed = '', monthly = ''] = await row.getByRole('cell').allTextContents();
  return { sales: digitsOf(sales), subscribed: digitsOf(subscribed), monthlyCents: digitsOf(monthly) };
};

test("the manager sees the agent's subscribed sale in the team's list and figures; other agents do not", async ({
  browser,
  request,
}) => {
  const manager = await signedInContext(browser, request, MANAGER);
  const before = await agentFigures(manager.page, AGENT.name);

  const agent = await signedInContext(browser, request, AGENT);
  const lastName = uniqueLastName('Scope');
  const sale = await createSubscribedSale(agent.page.request, lastName);
  await agent.context.close();
  const monthlyCents = sale.offer?.monthlyTotalCents ?? 0;
  expect(monthlyCents).toBeGreaterThan(0);

  // The team's list, filtered as a manager would: the team, and the sale's number.
  await manager.page.goto(`/en/ventes?teamId=${sale.team?.id}&search=${sale.number}`);
  const row = manager.page.getByRole('row', { name: new RegExp(sale.number) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`Claire ${lastName}`);
  await expect(row).toContainText(ventes.status.subscribed);
  await expect(row).toContainText(AGENT.name);
  await manager.page.screenshot({ path: `${ARTIFACTS}sale-scope/manager-list.png`, fullPage: true });
  await row.getByRole('link', { name: sale.number }).click();
  await expect(manager.page).toHaveURL(new RegExp(`/en/ventes/${sale.id}$`));
  await expect(
    manager.page.getByRole('heading', {
      level: 1,
      name: ventes.sale.number.replace('{{number}}', sale.number),
    }),
  ).toBeVisible();

  // The dashboard counts it: one more sale and subscription for the agent, and its premium.
  const after = await agentFigures(manager.page, AGENT.name);
  expect(after.sales).toBeGreaterThanOrEqual(before.sales + 1);
  expect(after.subscribed).toBeGreaterThanOrEqual(before.subscribed + 1);
  expect(after.monthlyCents).toBeGreaterThanOrEqual(before.monthlyCents + monthlyCents);
  await manager.page.screenshot({ path: `${ARTIFACTS}sale-scope/manager-dashboard.png`, fullPage: true });
  await manager.context.close();

  // An agent of the same team (own sales only) and one of another team: not in their list, not found by id.
  for (const [who, other] of [
    ['teammate', TEAMMATE],
    ['other-team', OTHER_TEAM_AGENT],
  ] as const) {
    const { context, page } = await signedInContext(browser, request, other);
    await page.goto('/en/ventes');
    await expect(page.getByRole('link', { name: SALE_NUMBER }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: sale.number })).toHaveCount(0);
    await page.goto(`/en/ventes?search=${sale.number}`);
    await expect(page.getByText(ui.dataTable.noMatch)).toBeVisible();
    await expect(page.getByRole('link', { name: sale.number })).toHaveCount(0);

    await page.goto(`/en/ventes/${sale.id}`);
    await expect(page.getByRole('alert').filter({ hasText: ventes.sale.notFound })).toBeVisible();
    await expect(page.getByText(`Claire ${lastName}`)).toHaveCount(0);
    await page.screenshot({ path: `${ARTIFACTS}sale-scope/${who}-not-found.png`, fullPage: true });
    expect((await page.request.get(`/api/ventes/${sale.id}`)).status()).toBe(404);
    await context.close();
  }
});
