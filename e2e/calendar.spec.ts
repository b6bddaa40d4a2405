import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, test, waitForMail } from './support/fixtures';

/**
 * The school calendar (/schools/{school}/calendar) as the principal and a viewer of the first demo
 * school use it: an event from a ready-made schedule with a reminder, the month, week and agenda views,
 * marking an occurrence done with a photo, the subscription link that Outlook and Google read, the
 * form's mistakes and a stale save; and a reminder that reaches the bell and the mailbox.
 */
const SLUG = 'kowhai-valley-school';
const CALENDAR = `/schools/${SLUG}/calendar`;
const API = `/api/schools/${SLUG}/calendar`;
const NZ = 'Pacific/Auckland';

/** A 1 × 1 PNG, enough for the photo upload to check its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A moment as the New Zealand wall calendar and clock show it: YYYY-MM-DD and HH:MM. */
function nzWall(at: Date) {
  const parts = new Intl.DateTimeFormat('en-NZ', {
    timeZone: NZ,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** "Wednesday, 4 March 2026", as the calendar names a day. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-NZ', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

async function openCalendar(page: Page) {
  await page.goto(CALENDAR);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table')).toBeVisible();
}

const dialog = (page: Page) => page.getByRole('dialog', { name: /^(New|Edit) event$/ });
const details = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const item = (scope: Page | Locator, title: string) =>
  scope.getByRole('button', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

test.describe('the principal', () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs('principal');
  });

  test('plans a monthly check from a ready-made schedule, sees it in every view, marks it done and subscribes', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const today = nzWall(new Date()).date;
    await openCalendar(page);
    await expect(page.locator('td[aria-current="date"]')).toContainText('Today');
    await expectAccessible(page);

    // New event from the "Inspect tank screens monthly" schedule: monthly, reminder 1 day before by
    // e-mail and in the app.
    await page.getByRole('button', { name: 'New event', exact: true }).click();
    const form = dialog(page);
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Title')).toBeFocused();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Inspect tank screens monthly' }).click();
    await expect(form.getByLabel('Title')).toHaveValue('Inspect tank screens and lids');
    const title = `Inspect tank screens and lids ${unique()}`;
    await form.getByLabel('Title').fill(title);
    await expect(form.getByLabel('Kind of work')).toHaveValue('maintenance');
    await expect(form.getByLabel('All day')).toBeChecked();
    await expect(form.getByLabel('First day')).toHaveValue(today);
    await expect(form.getByLabel('How often')).toHaveValue('monthly');
    await expect(form.getByLabel('Send a reminder')).toBeChecked();
    await expect(form.getByLabel('How long before')).toHaveValue('1440');
    await expect(form.getByLabel('In the app')).toBeChecked();
    await expect(form.getByLabel('By e-mail')).toBeChecked();
    await expect(form.getByLabel('By text message (SMS)')).not.toBeChecked();
    const dayOfMonth = Number(today.slice(8));
    // From the 29th on, a monthly repeat says it falls on the last day of shorter months.
    const monthly =
      dayOfMonth >= 29
        ? `Every month on day ${dayOfMonth} (or the month’s last day)`
        : `Every month on day ${dayOfMonth}`;
    await expect(form.getByText(monthly, { exact: true })).toBeVisible();
    await expect(
      form.getByText('Reminder 1 day before by e-mail and in the app', { exact: true }),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Create event' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByText(`“${title}” added to the calendar`)).toBeVisible();

    // The details open on the new event, in words.
    const panel = details(page, title);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(`${longDay(today)}, all day`);
    await expect(panel).toContainText(`Every month on day ${dayOfMonth}`);
    await expect(panel).toContainText('Reminder 1 day before by e-mail and in the app');
    await expect(panel).toContainText('Not done yet');

    // Month view: in today's cell, marked as repeating, with its category in words.
    const todayCell = page.locator('td[aria-current="date"]');
    await expect(item(todayCell, title)).toBeVisible();
    await expect(item(todayCell, title)).toHaveAccessibleName(/Maintenance.*repeats/);

    // Agenda: listed under today's date.
    await page.getByRole('tab', { name: 'Agenda' }).click();
    await expect(page.getByRole('tab', { name: 'Agenda' })).toHaveAttribute('aria-selected', 'true');
    const todayInAgenda = page.getByRole('list', { name: longDay(today) });
    await expect(item(todayInAgenda, title)).toBeVisible();
    await expectAccessible(page);

    // Week: today's column holds it, with "All day" as its time.
    await page.getByRole('tab', { name: 'Week' }).click();
    await expect(page.getByRole('heading', { level: 3, name: longDay(today) })).toBeVisible();
    await expect(item(page.getByRole('list', { name: longDay(today) }), title)).toContainText('All day');
    await expectAccessible(page);

    // Mark today's occurrence as done, with notes and a photo.
    await page.getByRole('tab', { name: 'Month' }).click();
    await item(page.locator('td[aria-current="date"]'), title).click();
    await expect(panel.getByRole('heading', { name: title })).toBeFocused();
    await panel.getByRole('button', { name: 'Mark as done' }).click();
    await expect(panel.getByLabel('Day it was done')).toHaveValue(today);
    await panel.getByLabel('Notes').fill('All screens intact; lid on tank 2 re-seated.');
    await panel.getByLabel('Add photos').setInputFiles({
      name: 'tank-screen.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(panel.getByRole('img', { name: 'Photo tank-screen.png' })).toBeVisible();
    await panel.getByRole('button', { name: 'Save as done' }).click();
    await expect(panel).toContainText(/Done on .* by Mere Principal/);
    await expect(panel).toContainText('All screens intact; lid on tank 2 re-seated.');
    await expect(panel.getByRole('img', { name: /tank-screen\.png/ })).toBeVisible();
    await expect(item(page.locator('td[aria-current="date"]'), title)).toHaveAccessibleName(/done/);
    await expectAccessible(page);

    // The subscription link: shown once, and what Outlook and Google read is an iCalendar file with the event.
    const share = page.getByRole('region', { name: 'See this calendar in Outlook or Google Calendar' });
    await expect(
      share.getByRole('button', { name: /^(Create subscription link|Replace link)$/ }),
    ).toBeVisible();
    if (await share.getByRole('button', { name: 'Replace link' }).isVisible()) {
      await share.getByRole('button', { name: 'Replace link' }).click();
      await share.getByRole('button', { name: 'Yes, replace the link' }).click();
    } else {
      await share.getByRole('button', { name: 'Create subscription link' }).click();
    }
    const linkBox = share.getByLabel('Subscription link');
    await expect(linkBox).toBeVisible();
    await expect(share).toContainText('“Add calendar”, then “Subscribe from web”');
    await expect(share).toContainText('“From URL”');
    await expect(share.getByRole('button', { name: 'Copy' })).toBeVisible();
    const url = await linkBox.inputValue();
    expect(url).toMatch(/^https?:\/\//);
    const ics = await page.request.get(url);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const body = await ics.text();
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body.replace(/\r?\n[ \t]/g, '')).toContain(title);
    await expectAccessible(page);

    // After a reload the link is not shown again; replacing it makes the old one stop working.
    await page.reload();
    await expect(share.getByLabel('Subscription link')).toHaveCount(0);
    await share.getByRole('button', { name: 'Replace link' }).click();
    await share.getByRole('button', { name: 'Yes, replace the link' }).click();
    const replaced = await share.getByLabel('Subscription link').inputValue();
    expect(replaced).not.toBe(url);
    expect((await page.request.get(url)).status()).toBeGreaterThanOrEqual(400);
    expect((await page.request.get(replaced)).status()).toBe(200);

    // Undo the completion.
    await item(page.locator('td[aria-current="date"]'), title).click();
    await panel.getByRole('button', { name: 'Mark as not done' }).click();
    await expect(panel).toContainText('Not done yet');
  });

  test('the form says what is wrong, next to the field and in a summary, and describes the repeat', async ({
    page,
  }) => {
    await openCalendar(page);

    // The days of the month are one stop for Tab; the arrow keys move between them, Enter starts an event.
    const today = nzWall(new Date()).date;
    const sunday = new Date(`${today}T00:00:00Z`).getUTCDay() === 0;
    const next = new Date(`${today}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + (sunday ? -1 : 1));
    const nextDay = next.toISOString().slice(0, 10);
    await page.getByRole('button', { name: `New event on ${longDay(today)}` }).focus();
    await page.keyboard.press(sunday ? 'ArrowLeft' : 'ArrowRight');
    await expect(page.getByRole('button', { name: `New event on ${longDay(nextDay)}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByLabel('Date', { exact: true })).toHaveValue(nextDay);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'New event', exact: true }).click();
    const form = dialog(page);
    await form.getByRole('button', { name: 'Create event' }).click();
    const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Enter a title for the event.' })).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveAccessibleDescription(/Enter a title for the event\./);
    await summary.getByRole('link', { name: 'Enter a title for the event.' }).click();
    await expect(form.getByLabel('Title')).toBeFocused();

    // Every 12 months from the UV lamp schedule; a repeat that ends before it starts is refused.
    await form.getByRole('button', { name: 'Replace UV lamp every 12 months' }).click();
    await expect(form.getByText('Every 12 months', { exact: true })).toBeVisible();
    await form.getByLabel('On a date').check();
    await form.getByLabel('Last date').fill('2001-01-01');
    await form.getByRole('button', { name: 'Create event' }).click();
    await expect(
      summary.getByRole('link', { name: 'The last date cannot be before the first date.' }),
    ).toBeVisible();

    // A reminder with no way to arrive is refused too.
    await form.getByLabel('Never').check();
    await form.getByLabel('In the app').uncheck();
    await form.getByLabel('By e-mail').uncheck();
    await form.getByRole('button', { name: 'Create event' }).click();
    await expect(
      summary.getByRole('link', { name: 'Choose at least one way to be reminded.' }),
    ).toBeVisible();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
  });

  test('a save over someone else’s change is refused, shown, and the user chooses', async ({ page }) => {
    const title = `Backflow test ${unique()}`;
    const start = new Date(Date.now() + 2 * 86_400_000);
    const wall = nzWall(start);
    await openCalendar(page);
    await page.getByRole('button', { name: 'New event', exact: true }).click();
    const form = dialog(page);
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Date', { exact: true }).fill(wall.date);
    await form.getByLabel('Start time').fill('10:00');
    await form.getByRole('button', { name: 'Create event' }).click();
    await expect(form).toHaveCount(0);
    const panel = details(page, title);
    await panel.getByRole('button', { name: 'Edit' }).click();
    await expect(dialog(page)).toBeVisible();

    // Someone else renames it meanwhile.
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const list = await page.request.get(`${API}/events?from=${from}&to=${to}`);
    expect(list.status()).toBe(200);
    const events = (await list.json()).events as { id: string; title: string; version: number }[];
    const event = events.find((e) => e.title === title);
    expect(event, 'the new event is listed by the API').toBeTruthy();
    // The event as the API gives it, less what a save does not take.
    const {
      id,
      version,
      createdAt: _c,
      updatedAt: _u,
      recurrenceText: _r,
      ...rest
    } = event as Record<string, unknown> & {
      id: string;
      version: number;
    };
    const theirs = await page.request.put(`${API}/events/${id}`, {
      data: { ...rest, version, title: `${title} (moved by the office)` },
    });
    expect(theirs.status(), await theirs.text()).toBe(200);

    await dialog(page).getByLabel('Title').fill(`${title} (mine)`);
    await dialog(page).getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog(page)).toContainText('Someone else changed this event while you were editing');
    await expect(dialog(page)).toContainText(`${title} (moved by the office)`);
    await expectAccessible(page);
    await dialog(page).getByRole('button', { name: 'Keep my changes and save' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(details(page, `${title} (mine)`)).toBeVisible();
  });
});

test('a viewer sees the calendar with no edit controls', async ({ page, loginAs }) => {
  await loginAs('viewer');
  await openCalendar(page);
  await expect(page.getByText('You can look at this calendar but not change it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New event' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^New event on / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create subscription link' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a reminder created in the calendar arrives in the bell and in the mailbox', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(120_000);
  await loginAs('principal');
  const title = `Check the UV unit ${unique()}`;
  // Starts in 30 minutes with a reminder 15 minutes before: due within the hour, so the page lists it.
  const start = nzWall(new Date(Date.now() + 30 * 60_000));
  await openCalendar(page);
  await page.getByRole('button', { name: 'New event', exact: true }).click();
  const form = dialog(page);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Kind of work').selectOption('maintenance');
  await form.getByLabel('Date', { exact: true }).fill(start.date);
  await form.getByLabel('Start time').fill(start.time);
  await form.getByLabel('How long before').selectOption({ label: '15 minutes before' });
  await expect(form.getByLabel('In the app')).toBeChecked();
  await expect(form.getByLabel('By e-mail')).toBeChecked();
  await expect(
    form.getByText('Reminder 15 minutes before by e-mail and in the app', { exact: true }),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(form).toHaveCount(0);
  const upcoming = page.getByRole('region', { name: 'Reminders in the next hour' });
  await expect(upcoming).toContainText(title);
  await expect(upcoming).toContainText(/Starts .* · reminder at /);
  await expectAccessible(page);

  // That reminder is due in a quarter of an hour. To see one delivered now, the reminder moves to 30
  // minutes before the start, a time already passed: the server sends such a reminder at once, and the
  // delivery worker of the e2e server runs every few seconds.
  await details(page, title).getByRole('button', { name: 'Edit' }).click();
  await dialog(page).getByLabel('How long before').selectOption('custom');
  await dialog(page).getByLabel('How many').fill('30');
  await dialog(page).getByLabel('Minutes, hours, days or weeks').selectOption('minutes');
  await expect(
    dialog(page).getByText('Reminder 30 minutes before by e-mail and in the app', { exact: true }),
  ).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(details(page, title)).toContainText('Reminder 30 minutes before by e-mail and in the app');

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell, 'the reminder reaches the bell within 30 s').toHaveAccessibleName(/\d\+? unread/, {
    timeout: 30_000,
  });
  await bell.click();
  const panel = page.getByRole('dialog', { name: /Notifications/ });
  await expect(panel).toContainText(title, { timeout: 30_000 });
  await expectAccessible(page);
  // The e-mail: waitForMail fails the test when none about this event reaches the SMTP server in 30 s.
  await waitForMail(DEMO.principal, (m) => `${m.subject}\n${m.text}`.includes(title), 30_000);
});

test('what the water-test log says is due is in the calendar, as a link to the log', async ({
  page,
  loginAs,
}) => {
  await loginAs('principal');
  const log = await page.request.get(`/api/schools/${SLUG}/water-tests`);
  expect(log.status()).toBe(200);
  const [next] = ((await log.json()) as { due: { id: string; title: string; dueBy: string }[] }).due;
  expect(next).toBeDefined();
  // The month of the next sample due, in the agenda view.
  await page.goto(`${CALENDAR}?view=agenda&date=${next!.dueBy}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const day = page.getByRole('list', { name: longDay(next!.dueBy) });
  const link = day.getByRole('link', {
    name: new RegExp(`Water sample due: ${next!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
  await expect(link).toBeVisible();
  await expect(link).toHaveAccessibleName(/opens the water-test log$/);
  await expectAccessible(page);
  await link.click();
  await expect(page).toHaveURL(/\/water-testing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Water tests' })).toBeVisible();
});
