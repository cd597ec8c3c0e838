import { expect, test } from '@playwright/test';
import { CUSTOMER_PHONE, createSubscribedSale, readSale, uniqueLastName } from './sale-api.ts';
import { ARTIFACTS, latestCode, signIn, translations } from './support.ts';

const AGENT = { national: '06 39 98 00 04', e164: '+33639980004' };
const documents = translations('en', 'documents');
const signatures = translations('en', 'signatures');
const signing = translations('en', 'signing');
const sales = translations('en', 'entities/ventes');

/** The development clock (POST /api/dev/clock, loopback only, outside production): hours added to the real time. */
const setClockOffset = async (request: import('@playwright/test').APIRequestContext, offsetHours: number) => {
  const response = await request.post('/api/dev/clock', { data: { offsetHours } });
  expect(response.status(), await response.text()).toBe(200);
};

/**
 * Issue 10, acceptance 4: the agent sends a subscribed sale's documents; the customer opens the link in a browser
 * of their own, reads, gets the code from the SMS outbox and, once the clock is past the 24 hours, signs; the
 * sale shows `signed` with its sealed documents and the evidence.
 */
test('an agent sends the documents, the customer signs after 24 hours, the sale is signed and sealed', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signIn(page, request, AGENT.national, AGENT.e164);
  const lastName = uniqueLastName('Signature');
  const email = `${lastName.toLowerCase()}@example.test`;
  const sale = await createSubscribedSale(page.request, lastName, { email });

  try {
    // The agent's sale page: the five documents are generated in the background after the subscription.
    await page.goto(`/en/ventes/${sale.id}`);
    const documentsCard = page.getByRole('region', { name: documents.sale.title });
    await expect(documentsCard.getByRole('link', { name: /^Open / })).toHaveCount(5, { timeout: 60_000 });

    // The call is still open (the consent was given a moment ago): the agent ends it, then sends.
    await page.getByRole('button', { name: sales.call.end }).click();
    // In the call's own section: the compliance report on the same page may list the same fact.
    const callSection = page.getByRole('region', { name: sales.sections.call });
    await expect(callSection.getByText(sales.call.endedAt, { exact: true })).toBeVisible();
    const signatureCard = page.getByRole('region', { name: signatures.sale.title });
    await signatureCard.getByRole('button', { name: signatures.send.action }).click();
    await expect(signatureCard.getByText(signatures.status.sent, { exact: true })).toBeVisible();
    await expect.poll(async () => (await readSale(page.request, sale.id)).status).toBe('documents_sent');

    // The customer's email carries the link.
    let link: string | undefined;
    await expect
      .poll(async () => {
        const response = await request.get('/api/emails/outbox', { params: { to: email } });
        const { data } = (await response.json()) as { data: { text: string }[] };
        link = data[0]?.text.match(/https?:\/\/\S+\/sign\/[\w-]+/)?.[0];
        return link;
      })
      .toBeTruthy();
    // The link is in the customer's language (French unless chosen otherwise); the test reads the page in English.
    const linkPath = new URL(link as string).pathname;
    expect(linkPath).toMatch(/^\/fr\/sign\//);
    const signingPath = linkPath.replace(/^\/fr\//, '/en/');

    // Another browser, no staff session: the documents can be read at once, signing opens in 24 hours.
    const customer = await browser.newContext({ baseURL, locale: 'en-US' });
    const customerPage = await customer.newPage();
    await customerPage.goto(signingPath);
    await expect(customerPage.getByRole('heading', { name: signing.title })).toBeVisible();
    // The customer reads a document: the link serves the PDF to this browser, which has no staff session.
    const mandateLink = customerPage.getByRole('link', { name: signing.kinds.sepa_mandate });
    await expect(mandateLink).toBeVisible();
    const mandateHref = await mandateLink.getAttribute('href');
    expect(mandateHref).toBeTruthy();
    const mandate = await customer.request.get(mandateHref as string);
    expect(mandate.status()).toBe(200);
    expect(mandate.headers()['content-type']).toContain('application/pdf');
    expect((await mandate.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(customerPage.getByText(/You can sign from/)).toBeVisible();
    await expect(customerPage.getByRole('button', { name: signing.code.send })).toBeDisabled();

    // The public page in the three languages, both themes, on a phone and a desktop: nothing scrolls sideways.
    for (const viewport of [
      { name: 'phone', width: 375, height: 812 },
      { name: 'desktop', width: 1280, height: 900 },
    ]) {
      await customerPage.setViewportSize(viewport);
      for (const theme of ['light', 'dark'] as const) {
        await customerPage.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
        for (const locale of ['en', 'fr', 'ar'] as const) {
          await customerPage.goto(signingPath.replace(/^\/en\//, `/${locale}/`));
          await expect(
            customerPage.getByRole('heading', { name: translations(locale, 'signing').title }),
          ).toBeVisible();
          await expect(customerPage.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
          if (theme === 'dark') await expect(customerPage.locator('html')).toHaveClass(/\bdark\b/);
          const overflow = await customerPage.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect({ locale, theme, viewport: viewport.name, overflow }).toEqual({
            locale,
            theme,
            viewport: viewport.name,
            overflow: 0,
          });
          await customerPage.screenshot({
            path: `${ARTIFACTS}gallery/${viewport.name}-${theme}-${locale}-signing.png`,
          });
        }
      }
    }
    await customerPage.evaluate(() => localStorage.setItem('theme', 'light'));
    await customerPage.goto(signingPath);

    // The test configuration moves the clock past the 24 hours.
    await setClockOffset(request, 25);
    await customerPage.reload();
    await customerPage.getByLabel(signing.consent).check();
    await customerPage.getByRole('button', { name: signing.code.send }).click();
    await expect(customerPage.getByText(signing.code.sent)).toBeVisible();
    await customerPage.getByLabel(signing.code.label).fill(await latestCode(request, CUSTOMER_PHONE));
    await customerPage.getByRole('button', { name: signing.sign, exact: true }).click();
    // "Your documents are signed." or, once the page has read the request again, "…were signed on <date>."
    const thanks = signing.signed.split('. ').at(-1) as string;
    await expect(customerPage.getByRole('status').filter({ hasText: thanks })).toBeVisible();
    await customer.close();

    // Sealing and the evidence run as a job; then the sale is signed.
    await expect
      .poll(async () => (await readSale(page.request, sale.id)).status, { timeout: 60_000 })
      .toBe('signed');
    await page.reload();
    await expect(page.getByText(sales.status.signed, { exact: true }).first()).toBeVisible();
    await expect(signatureCard.getByRole('link', { name: signatures.actions.evidence })).toBeVisible();
    await expect(documentsCard.getByText(documents.sealed, { exact: true }).first()).toBeVisible();

    // The evidence and a sealed document download as PDFs.
    const evidenceUrl = await signatureCard
      .getByRole('link', { name: signatures.actions.evidence })
      .getAttribute('href');
    const evidence = await page.request.get(evidenceUrl as string);
    expect(evidence.status()).toBe(200);
    expect(evidence.headers()['content-type']).toContain('application/pdf');
    const sealedRow = documentsCard
      .getByRole('listitem')
      .filter({ has: page.getByText(documents.sealed, { exact: true }) })
      .first();
    const sealedUrl = await sealedRow.getByRole('link', { name: /^Open / }).getAttribute('href');
    expect(sealedUrl).toBeTruthy();
    const sealedCopy = await page.request.get(sealedUrl as string);
    expect(sealedCopy.status()).toBe(200);
    expect(sealedCopy.headers()['content-type']).toContain('application/pdf');
    // The seal is a PDF signature: its byte range and the CAdES sub-filter are in the file.
    const sealedText = (await sealedCopy.body()).toString('latin1');
    expect(sealedText).toContain('/ByteRange');
    expect(sealedText).toContain('ETSI.CAdES.detached');
  } finally {
    await setClockOffset(request, 0);
  }
});
