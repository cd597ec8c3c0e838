import { expect, test } from '@playwright/test';
import { createDraftSale } from './sale-api.ts';
import { signIn, translations } from './support.ts';

const AGENT = { national: '06 39 98 00 04', e164: '+33639980004' };
const calls = translations('en', 'calls');
const refusals = translations('en', 'refusals');
const ui = translations('en', 'ui');

/** The Paris weekday (1 = Monday) and hour of an instant. */
const parisClock = (at: Date) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    weekday: 'short',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1,
    hour: Number(part('hour')),
  };
};

/** Whole hours to add to the real time to reach 21:xx, Paris time, on the next Monday to Friday. */
const hoursToNextWeekdayNinePm = () => {
  for (let hours = 0; hours < 24 * 8; hours += 1) {
    const { weekday, hour } = parisClock(new Date(Date.now() + hours * 3_600_000));
    if (hour === 21 && weekday <= 5) return hours;
  }
  throw new Error('No weekday 21:00 within eight days');
};

// The agents work in France: the browser shows times on the Paris clock, as the rules count them.
test.use({ timezoneId: 'Europe/Paris' });

/** The template's text before its first interpolation: what the refusal says, whatever the date it gives. */
const leadOf = (template: string) => template.split('{{')[0] ?? template;

test('a call attempt at 21:00 is refused with the reason and the time calling opens again', async ({
  page,
  request,
}) => {
  await signIn(page, request, AGENT.national, AGENT.e164);
  const draft = await createDraftSale(page.request);
  // A number of its own: the frequency rule counts every attempt to a number, whichever test made it.
  const phone = `+3363998${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const linked = await page.request.post('/api/customers/create-or-update-and-link', {
    data: {
      saleId: draft.id,
      version: draft.version,
      allowDuplicate: true,
      customerData: {
        civility: 'mr',
        firstName: 'Paul',
        lastName: `Soir-${Date.now().toString(36)}`,
        address: '3 rue du Port',
        postcode: '75011',
        city: 'Paris',
        phone,
        email: null,
        regime: 'general',
      },
    },
  });
  expect(linked.status(), await linked.text()).toBe(200);

  const moved = await request.post('/api/dev/clock', { data: { offsetHours: hoursToNextWeekdayNinePm() } });
  expect(moved.status(), await moved.text()).toBe(200);
  try {
    await page.goto(`/en/ventes/${draft.id}`);
    const section = page.getByRole('region', { name: calls.section.title });
    await expect(section.getByText(calls.eligibility.blocked)).toBeVisible();

    await section.getByRole('button', { name: calls.actions.record }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(calls.fields.outcome).selectOption({ label: calls.outcome.no_answer });
    await dialog.getByRole('button', { name: calls.record.submit }).click();

    // 21:00 on a weekday is outside the hours; on a public holiday the day itself is the reason.
    await expect(dialog.getByRole('alert')).toContainText(
      new RegExp(
        `^(${[refusals.CALL_OUTSIDE_HOURS, refusals.CALL_ON_PUBLIC_HOLIDAY]
          .map((template) => leadOf(template).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('|')})`,
      ),
    );
    await expect(dialog.getByRole('alert')).toContainText(/10:00\sAM\.$/);
    await dialog.getByRole('button', { name: ui.form.cancel }).click();
    // Nothing was written: the log holds no unanswered call.
    await expect(section.getByRole('cell', { name: calls.outcome.no_answer })).toHaveCount(0);
  } finally {
    await request.post('/api/dev/clock', { data: { offsetHours: 0 } });
  }
});
