import { expect, type Page, test } from '@playwright/test';
import { CUSTOMER_PHONE, createSubscribedSale, readSale, uniqueLastName } from './sale-api.ts';
import { ARTIFACTS, latestCode, signedInContext, signIn, translations } from './support.ts';

const AGENT = { national: '06 39 98 00 04', e164: '+33639980004' };
const QUALITY = { national: '06 39 98 00 05', e164: '+33639980005' };
const qc = translations('en', 'quality-control');
const contracts = translations('en', 'contracts');
const dashboard = translations('en', 'dashboard');

type Api = import('@playwright/test').APIRequestContext;

/** The development clock (POST /api/dev/clock, loopback only): hours added to the real time. */
const setClockOffset = async (request: Api, offsetHours: number) => {
  const response = await request.post('/api/dev/clock', { data: { offsetHours } });
  expect(response.status(), await response.text()).toBe(200);
};

/** Four seconds of a 440 Hz tone as 8 kHz mono PCM WAV: a call recording every browser plays. */
const toneWav = (seconds = 4, rate = 8_000): Buffer => {
  const samples = seconds * rate;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1)
    wav.writeInt16LE(Math.round(8_000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return wav;
};

/**
 * A sale carried to `signed` through the API, as signature.spec.ts does in the browser: subscribed, documents
 * generated, call ended, the recording uploaded, sent for signature, and signed by the customer 25 hours later
 * (the development clock moves; the caller puts it back).
 */
const createSignedSale = async (api: Api, request: Api, lastName: string) => {
  const sale = await createSubscribedSale(api, lastName);
  await expect
    .poll(
      async () => {
        const response = await api.get(`/api/ventes/${sale.id}/pdf-links`);
        const { data } = (await response.json()) as { data: { generating: boolean; documents: unknown[] } };
        return !data.generating && data.documents.length >= 5;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const current = await readSale(api, sale.id);
  const ended = await api.post(`/api/ventes/${sale.id}/call/end`, { data: { version: current.version } });
  expect(ended.status(), await ended.text()).toBe(200);

  const upload = await api.post('/api/ventes/files/upload', {
    multipart: {
      venteId: sale.id,
      kind: 'recording',
      file: { name: 'call-recording.wav', mimeType: 'audio/wav', buffer: toneWav() },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  const sent = await api.post('/api/document-signature/create-combined', {
    data: { venteId: sale.id, quoteHash: current.quoteHash },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { mainDocumentSignature } = (await sent.json()) as {
    mainDocumentSignature: { signatureLinks: { url: string }[] };
  };
  const token = new URL(mainDocumentSignature.signatureLinks[0]?.url ?? '').pathname
    .split('/')
    .at(-1) as string;

  await setClockOffset(request, 25);
  const code = await request.post(`/api/public/sign/${token}/code`);
  expect(code.status(), await code.text()).toBe(200);
  const signed = await request.post(`/api/public/sign/${token}/sign`, {
    data: { code: await latestCode(request, CUSTOMER_PHONE), consent: true },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  await expect.poll(async () => (await readSale(api, sale.id)).status, { timeout: 60_000 }).toBe('signed');
  return sale;
};

/**
 * The pages in the three languages, both themes, on a 375 px phone and a desktop: nothing scrolls sideways, and
 * a screenshot of each goes to the gallery (as gallery.spec.ts does for the other pages).
 */
const gallery = async (tab: Page, pages: { path: string; name: string; ready: string }[]) => {
  for (const viewport of [
    { name: 'phone', width: 375, height: 812 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    await tab.setViewportSize(viewport);
    for (const theme of ['light', 'dark'] as const) {
      await tab.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
      for (const locale of ['en', 'fr', 'ar'] as const) {
        for (const { path, name, ready } of pages) {
          await tab.goto(`/${locale}/${path}`);
          await expect(tab.locator(ready).first()).toBeVisible();
          await expect(tab.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
          if (theme === 'dark') await expect(tab.locator('html')).toHaveClass(/\bdark\b/);
          const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect({ page: `/${locale}/${path}`, viewport: viewport.name, overflow }).toEqual({
            page: `/${locale}/${path}`,
            viewport: viewport.name,
            overflow: 0,
          });
          await tab.screenshot({
            path: `${ARTIFACTS}gallery/${viewport.name}-${theme}-${locale}-${name}.png`,
          });
        }
      }
    }
  }
  await tab.evaluate(() => localStorage.setItem('theme', 'light'));
};

/**
 * Issue 11, acceptance 3: a quality reviewer opens a signed sale, plays the recording (and seeks in it), fills
 * the checklist and validates; the contract appears in /contrats and on the agent's dashboard.
 */
test('a reviewer listens to a signed sale, checks it and validates: the contract is everywhere', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  await signIn(page, request, AGENT.national, AGENT.e164);
  const lastName = uniqueLastName('Quality');
  try {
    const sale = await createSignedSale(page.request, request, lastName);
    const reviewer = await signedInContext(browser, request, QUALITY);
    const review = reviewer.page;

    // The queue, oldest first: this run's sale is in it; "Take" opens its review.
    await review.goto('/en/quality-control?status=signed&pageSize=100');
    const row = review.getByRole('row').filter({ hasText: sale.number });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: qc.queue.take }).click();
    await expect(review).toHaveURL(new RegExp(`/en/quality-control/${sale.id}$`));
    await expect(
      review.getByRole('heading', { name: `Review of sale ${sale.number}`, level: 1 }),
    ).toBeVisible();

    // The recording plays in the page: its duration is read, and seeking moves the playhead.
    const audio = review.locator('audio');
    await expect(audio).toHaveCount(1);
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration))
      .toBeGreaterThan(3);
    const position = await audio.evaluate(
      (element: HTMLAudioElement) =>
        new Promise<number>((resolve) => {
          element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
          element.currentTime = 2.5;
        }),
    );
    expect(position).toBeGreaterThan(2);
    await review.getByRole('button', { name: 'Back 10 s' }).click();
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBe(0);

    // Every point passes; validation opens, is confirmed, and the contract is created.
    const validate = review.getByRole('button', { name: qc.decision.validate, exact: true });
    await expect(validate).toBeDisabled();
    const checklist = review.getByRole('region', { name: qc.checklist.title });
    const passes = checklist.getByLabel(qc.checklist.results.pass, { exact: true });
    for (let index = 0; index < (await passes.count()); index += 1) await passes.nth(index).check();
    await expect(validate).toBeEnabled();
    await validate.click();
    await review.getByRole('alertdialog').getByRole('button', { name: qc.decision.validate }).click();
    await expect(review.getByText(qc.review.validatedNote)).toBeVisible();
    await review.getByRole('link', { name: qc.review.openContract }).click();
    const contractHeading = review.getByRole('heading', { level: 1, name: /^Contract C-\d{4}-\d{6,}$/ });
    await expect(contractHeading).toBeVisible();
    const contractNumber = ((await contractHeading.textContent()) ?? '').replace('Contract ', '');
    await expect(review.getByText(contracts.status.active, { exact: true }).first()).toBeVisible();
    await gallery(review, [
      { path: 'quality-control', name: 'quality-queue', ready: 'tbody a[href*="/quality-control/"]' },
      { path: 'quality-control?tab=figures', name: 'quality-figures', ready: '#qc-figures-agents' },
      { path: `quality-control/${sale.id}`, name: 'quality-review', ready: '#qc-checklist' },
      { path: 'contrats', name: 'contrats', ready: 'tbody a[href*="/contrats/"]' },
      {
        path: new URL(review.url()).pathname.replace(/^\/en\//, ''),
        name: 'contrat',
        ready: '#contract-cover',
      },
    ]);
    await reviewer.context.close();

    // The agent finds it in /contrats, on the sale page and on the dashboard.
    await page.goto(`/en/contrats?search=${encodeURIComponent(lastName)}`);
    await expect(page.getByRole('link', { name: contractNumber })).toBeVisible();
    expect((await readSale(page.request, sale.id)).status).toBe('contract');
    await page.goto('/en');
    const panel = page.getByRole('region', { name: dashboard.contracts.title });
    await expect(panel.getByRole('link', { name: new RegExp(contractNumber) })).toBeVisible();
  } finally {
    await setClockOffset(request, 0);
  }
});
