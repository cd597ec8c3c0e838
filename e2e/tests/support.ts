import { readFileSync } from 'node:fs';
import { CODE_SEND_MIN_INTERVAL_MS } from '@brokerage/shared';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

export const ARTIFACTS = new URL('../artifacts/', import.meta.url).pathname;

/** The app's own translations, so a journey in Arabic finds its controls by their Arabic names. */
export const translations = (locale: 'en' | 'fr' | 'ar', namespace: string) =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/src/locales/${locale}/${namespace}.json`, import.meta.url), 'utf8'),
  );

/** The newest SMS sent to a number, from the development outbox, as a person reads it on their phone. */
export const latestCode = async (request: APIRequestContext, phoneNumber: string): Promise<string> => {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/identity/dev/sms-outbox', { params: { phoneNumber } });
      const { data } = (await response.json()) as { data: { body: string }[] };
      code = data[0]?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
};

/**
 * The server sends at most one code per number per minute (issue 2). Journeys that sign the same person in
 * again wait for that window, reading when the last code left from the development outbox.
 */
export const waitForCodeWindow = async (request: APIRequestContext, phoneNumber: string) => {
  const response = await request.get('/api/identity/dev/sms-outbox', { params: { phoneNumber } });
  const { data } = (await response.json()) as { data: { createdAt: string }[] };
  const last = data[0] ? Date.parse(data[0].createdAt) : 0;
  const wait = last + CODE_SEND_MIN_INTERVAL_MS + 1_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
};

/** Requests a code for the number: types it, lets the captcha solve, and sends. */
export const requestCode = async (page: Page, nationalNumber: string) => {
  const en = translations('en', 'auth');
  await page.getByLabel(en.phone.label).fill(nationalNumber);
  const send = page.getByRole('button', { name: en.phone.sendCode });
  await expect(send).toBeEnabled({ timeout: 30_000 });
  await send.click();
  await expect(page.getByLabel(en.code.label)).toBeVisible();
};

export const signIn = async (
  page: Page,
  request: APIRequestContext,
  nationalNumber: string,
  e164: string,
) => {
  const en = translations('en', 'auth');
  await waitForCodeWindow(request, e164);
  await page.goto('/en/login');
  await requestCode(page, nationalNumber);
  await page.getByLabel(en.code.label).fill(await latestCode(request, e164));
  await page.getByRole('button', { name: en.code.confirm }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
};

/**
 * A person signed in in a browser context of their own, beside the test's page: journeys with several people
 * (a manager and their agent) or several tabs of one person (`context.newPage()` shares the session).
 */
export const signedInContext = async (
  browser: Browser,
  request: APIRequestContext,
  who: { national: string; e164: string },
) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, request, who.national, who.e164);
  return { context, page };
};
