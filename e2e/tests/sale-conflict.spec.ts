import { expect, test } from '@playwright/test';
import { createDraftSale, readSale } from './sale-api.ts';
import { ARTIFACTS, signedInContext, translations } from './support.ts';

const AGENT = { national: '06 39 98 00 04', e164: '+33639980004' };
const form = translations('en', 'sale-form');
const ventes = translations('en', 'entities/ventes');
const staleWrite = translations('en', 'ui').staleWrite;

test('a second tab marking a sale lost after the first changed it meets the conflict dialog; nothing is overwritten', async ({
  browser,
  request,
}) => {
  const { context, page: formTab } = await signedInContext(browser, request, AGENT);
  const sale = await createDraftSale(formTab.request);
  const title = ventes.sale.number.replace('{{number}}', sale.number);

  // The second tab opens the sale's page first and stays on it.
  const saleTab = await context.newPage();
  await saleTab.goto(`/en/ventes/${sale.id}`);
  await expect(saleTab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    saleTab.getByRole('region', { name: ventes.sections.call }).getByText(ventes.channels.outbound_call),
  ).toBeVisible();

  // The first tab resumes the sale in the form, goes back to the call and changes the channel.
  await formTab.goto(`/en/ventes/form?id=${sale.id}`);
  await expect(
    formTab.getByRole('heading', { level: 2, name: new RegExp(`^${form.steps.customer}`) }),
  ).toBeVisible();
  await formTab.getByRole('button', { name: new RegExp(`^${form.steps.call} `) }).click();
  await formTab.getByLabel(form.call.channel).selectOption({ label: form.call.channels.inbound_call });
  await formTab.getByRole('button', { name: form.actions.saveAndContinue }).click();
  await expect(
    formTab.getByRole('heading', { level: 2, name: new RegExp(`^${form.steps.customer}`) }),
  ).toBeVisible();
  const changed = await readSale(formTab.request, sale.id);
  expect(changed).toMatchObject({ channel: 'inbound_call', version: sale.version + 1 });

  // The second tab, still holding the first version, marks the sale lost: the conflict dialog answers.
  await saleTab.getByRole('button', { name: ventes.actions.markLost }).click();
  const lost = saleTab.getByRole('dialog', { name: ventes.lost.title.replace('{{number}}', sale.number) });
  await lost.getByLabel(new RegExp(`^${ventes.lost.reason}`)).fill('The customer chose another insurer.');
  await lost.getByRole('button', { name: ventes.lost.confirm }).click();
  const conflict = saleTab.getByRole('alertdialog', { name: staleWrite.title });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: staleWrite.review }).click();
  await expect(conflict.getByRole('row', { name: new RegExp(ventes.columns.status) })).toContainText('lost');
  await saleTab.screenshot({ path: `${ARTIFACTS}sale-conflict/lost-after-change.png`, fullPage: true });

  // Nothing was overwritten: the sale is as the first tab saved it, still a draft.
  expect(await readSale(saleTab.request, sale.id)).toMatchObject({
    status: 'draft',
    channel: 'inbound_call',
    lostReason: null,
    version: changed.version,
  });

  // Reloading shows the sale as it stands; marking it lost again now goes through.
  await conflict.getByRole('button', { name: staleWrite.reload }).click();
  await expect(conflict).toBeHidden();
  await expect(saleTab.getByText(ventes.channels.inbound_call)).toBeVisible();
  await saleTab.getByRole('button', { name: ventes.actions.markLost }).click();
  await lost.getByLabel(new RegExp(`^${ventes.lost.reason}`)).fill('The customer chose another insurer.');
  await lost.getByRole('button', { name: ventes.lost.confirm }).click();
  await expect(saleTab.getByText(ventes.sale.lostReason)).toBeVisible();
  expect(await readSale(saleTab.request, sale.id)).toMatchObject({
    status: 'lost',
    channel: 'inbound_call',
    lostReason: 'The customer chose another insurer.',
  });
  await context.close();
});
