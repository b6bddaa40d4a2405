import type { Page } from '@playwright/test';
import { nzLocalInputValue } from '../src/domain/nz-time';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiAs, createSchool } from './support/provider-ops';

/**
 * When the water goes wrong (issue 16), as the principal of the first demo school lives it: a failing
 * E. coli result typed into the water-test log raises the bell, opens an incident with the regulator's
 * 24/7 line and the school's steps, and the boil-water notice prints; provider staff see the incident on
 * the emergency dashboard. axe on every new page, charts included.
 */
const SLUG = 'kowhai-valley-school';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, (none|\d+|99\+) unread$/ });

test('a failing E. coli result: bell, incident, notice printed', async ({ page, loginAs }) => {
  await loginAs('principal');
  await page.goto(`/schools/${SLUG}/water-testing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Water tests' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is due next' })).toBeVisible();
  await expectAccessible(page);

  const sample = `KVS-E2E-${unique()}`;
  await page.getByLabel('Sample ID').pressSequentially(sample, { delay: 10 });
  await page.getByLabel('Part of the supply sampled').selectOption('treatment_plant');
  await page.getByLabel('Supply component ID').pressSequentially('TP01234', { delay: 10 });
  await page
    .getByLabel('Laboratory', { exact: true })
    .pressSequentially('Waikato Water Testing', { delay: 10 });
  await page.getByLabel('What was tested').selectOption('e_coli');
  await page.getByLabel('Result', { exact: true }).pressSequentially('4', { delay: 10 });
  await page.getByRole('button', { name: 'Save the result' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'A result shows the water may be unsafe' });
  await expect(alert).toBeVisible();
  // The chart of E. coli shows the result, with its summary and limit.
  await expect(page.getByRole('img', { name: /E\. coli/ }).first()).toBeVisible();
  await expectAccessible(page);

  // The compliance report lists what is missing and offers its CSV.
  await expect(page.getByRole('heading', { name: 'Compliance report for Taumata Arowai' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Download the \d{4} report \(CSV\)/ })).toBeVisible();
  if (process.env.SHOTS) await page.screenshot({ path: '/tmp/wt16a-log.png', fullPage: true });

  // The bell has it.
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, (\d+|99\+) unread$/);
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(/Unsafe water test at .*: E\. coli 4 per 100 mL/).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The incident: the clock, the 24/7 line, the steps.
  await alert.getByRole('link', { name: 'Open the incident' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `E. coli over the limit in sample ${sample}` }),
  ).toBeVisible();
  await expect(page.getByText('24/7 line for urgent matters: 04 889 8350')).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Stop people drinking the water' })).toBeVisible();
  await expect(page.getByText(/since it was discovered/)).toBeVisible();
  await expectAccessible(page);
  if (process.env.SHOTS) await page.screenshot({ path: '/tmp/wt16a-incident.png', fullPage: true });

  // Record that Taumata Arowai was told, by keyboard.
  await page.getByLabel('How', { exact: true }).selectOption('phone_24_7');
  await page.getByLabel('Their reference').pressSequentially('TA-123', { delay: 10 });
  await page.getByRole('button', { name: 'Record the notification' }).click();
  await expect(page.getByText(/Told .*, The 24\/7 line\. \(TA-123\)/)).toBeVisible();

  // The notice opens and prints, in English with te reo Māori beside it.
  await page.getByRole('link', { name: 'Print a notice (boil water, do not drink, no water)' }).click();
  const notice = page.getByRole('article', { name: 'Boil water before drinking' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText('Kōhuatia te wai i mua i te inu').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Which notice').selectOption('do_not_drink');
  const doNotDrink = page.getByRole('article', { name: 'Do not drink the water' });
  await expect(doNotDrink).toContainText('Kaua e inu i te wai');
  await page.emulateMedia({ media: 'print' });
  await expect(doNotDrink).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print the notice' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The incidents list has it, open.
  await page.goto(`/schools/${SLUG}/incidents`);
  await expect(page.getByRole('link', { name: `E. coli over the limit in sample ${sample}` })).toBeVisible();
  await expectAccessible(page);

  // Closing with what was learnt offers it to the plan's review (7.1) and improvement schedule (4.2).
  await page.getByRole('link', { name: `E. coli over the limit in sample ${sample}` }).click();
  await page
    .getByLabel('What was learnt')
    .pressSequentially('Replace the UV lamp every 12 months.', { delay: 5 });
  await page.getByRole('button', { name: 'Close the incident' }).click();
  await expect(page.getByText('Add what was learnt to the plan, where it will be acted on:')).toBeVisible();
  await expect(page.getByRole('link', { name: /^7\.1 / })).toBeVisible();
  await expect(page.getByRole('link', { name: /^4\.2 / })).toBeVisible();
  await expectAccessible(page);
});

test('the entry form names each mistake, at the field and in a summary', async ({ page, loginAs }) => {
  await loginAs('school_admin');
  await page.goto(`/schools/${SLUG}/water-testing`);
  await page.getByLabel('What was tested').selectOption('turbidity');
  await page.getByLabel('Result', { exact: true }).pressSequentially('cloudy', { delay: 10 });
  await page.getByRole('button', { name: 'Save the result' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Enter the sample ID' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link', { name: /Enter the result as a number/ })).toBeVisible();
  await expectAccessible(page);

  // The laboratory and testing guide, reached by the seed's route, with its limits and sources.
  await page.goto(`/schools/${SLUG}/laboratory/testing-guide`);
  await expect(page).toHaveURL(new RegExp(`/schools/${SLUG}/water-testing/guide$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Laboratory and testing guide' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'E. coli' })).toBeVisible();
  await expect(page.getByText(/G8\(a\): IANZ-accredited laboratory/)).toBeVisible();
  await expectAccessible(page);
});

test('provider staff see open incidents on the emergency dashboard', async ({ page, loginAs }) => {
  // An unsafe result entered through the API as the principal opens the incident.
  await loginAs('principal');
  const sample = `KVS-DASH-${unique()}`;
  const res = await page.request.post(`/api/schools/${SLUG}/water-tests`, {
    data: {
      sampleId: sample,
      component: 'distribution_zone',
      sampledOn: new Date().toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' }),
      laboratory: 'Lab',
      parameter: 'total_coliforms',
      value: '5',
    },
  });
  expect(res.status()).toBe(201);
  // The seed's regulator-notification route is the school's incidents now, not a redirect to 6.1.
  await page.goto(`/schools/${SLUG}/emergency/taumata-arowai-notification`);
  await expect(page).toHaveURL(new RegExp(`/schools/${SLUG}/incidents$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Incidents' })).toBeVisible();
  await page.context().clearCookies();
  await loginAs('waikura');
  // The seed's emergency dashboard route leads provider staff to the dashboard across schools.
  await page.goto('/emergency-dashboard');
  await expect(page).toHaveURL(/\/waikura\/emergency$/);
  await page.goto('/waikura/emergency');
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency dashboard' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `Total coliforms over the limit in sample ${sample}` }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('the water-test log with its charts, and the incidents, pass axe in the dark theme', async ({
  page,
  loginAs,
}) => {
  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'dark'));
  await loginAs('viewer');
  await page.goto(`/schools/${SLUG}/water-testing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Water tests' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Compliance report for Taumata Arowai' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/schools/${SLUG}/incidents`);
  await expect(page.getByRole('heading', { level: 1, name: 'Incidents' })).toBeVisible();
  await expectAccessible(page);
});

test('a result and an incident note entered offline wait with a count and are sent once when the network returns', async ({
  page,
  context,
  loginAs,
}) => {
  await loginAs('principal');
  // An open incident to write a note on, opened through the API.
  const opened = await page.request.post(`/api/schools/${SLUG}/incidents`, {
    data: {
      kind: 'other',
      title: `Storm ${unique()}`,
      whatHappened: 'The roof tank overflowed in the storm.',
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const incidentId = ((await opened.json()) as { id: string }).id;

  // Both pages opened online, in two tabs of one browser (they share the device's queue).
  await page.goto(`/schools/${SLUG}/water-testing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Water tests' })).toBeVisible();
  const incidentTab = await context.newPage();
  await incidentTab.goto(`/schools/${SLUG}/incidents/${incidentId}`);
  await expect(incidentTab.getByRole('heading', { name: 'Add to the record' })).toBeVisible();

  await context.setOffline(true);
  // A result, typed key by key with the network off.
  const sample = `KVS-OFF-${unique()}`;
  await page.bringToFront();
  await page.getByLabel('Sample ID').pressSequentially(sample, { delay: 10 });
  await page.getByLabel('Part of the supply sampled').selectOption('treatment_plant');
  await page
    .getByLabel('Laboratory', { exact: true })
    .pressSequentially('Waikato Water Testing', { delay: 10 });
  await page.getByLabel('What was tested').selectOption('e_coli');
  await page.getByLabel('Result', { exact: true }).pressSequentially('<1', { delay: 10 });
  await page.getByRole('button', { name: 'Save the result' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Not sent yet: there is no network.' }),
  ).toContainText('This result is kept on this device and will be sent when the network returns');
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('You are offline.');
  await expect(banner).toContainText('1 result waiting to send');
  // What the form keeps for the next parameter of the same bottle is kept; the result is cleared.
  await expect(page.getByLabel('Sample ID')).toHaveValue(sample);
  await expect(page.getByLabel('Result', { exact: true })).toHaveValue('');
  await expectAccessible(page);

  // A note on the incident, typed key by key, still offline.
  await incidentTab.bringToFront();
  const note = `Bottled water handed out at the hall ${unique()}`;
  await incidentTab.getByLabel('What it is').selectOption('note');
  await incidentTab.getByRole('textbox', { name: 'What was done' }).pressSequentially(note, { delay: 5 });
  await incidentTab.getByRole('button', { name: 'Add it' }).click();
  await expect(
    incidentTab.getByRole('status').filter({ hasText: 'Not sent yet: there is no network.' }),
  ).toBeVisible();
  const record = incidentTab.getByRole('listitem').filter({ hasText: note });
  await expect(record).toContainText('(waiting to send)');
  const incidentBanner = incidentTab.getByTestId('offline-banner');
  await expect(incidentBanner).toContainText('1 result waiting to send');
  await expect(incidentBanner).toContainText('1 incident note waiting to send');
  await expect(incidentBanner).toContainText(
    'They are kept on this device and sent when the network returns.',
  );
  await expectAccessible(incidentTab);
  if (process.env.SHOTS) await incidentTab.screenshot({ path: '/tmp/wt16c-offline.png', fullPage: true });

  // The network returns: both tabs try to send; each write reaches the server once.
  await context.setOffline(false);
  await expect(incidentBanner).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  await expect(record).not.toContainText('waiting to send');
  await expect(incidentTab.getByRole('listitem').filter({ hasText: note })).toHaveCount(1);

  const log = (await (await page.request.get(`/api/schools/${SLUG}/water-tests`)).json()) as {
    results: { sampleId: string }[];
  };
  expect(log.results.filter((r) => r.sampleId === sample)).toHaveLength(1);
  const detail = (await (await page.request.get(`/api/schools/${SLUG}/incidents/${incidentId}`)).json()) as {
    events: { kind: string; text: string }[];
  };
  expect(detail.events.filter((e) => e.text === note)).toEqual([expect.objectContaining({ kind: 'note' })]);
  // The log shows the result sent, once, without a reload (in the chart's table, folded away).
  await page.bringToFront();
  await expect(page.getByRole('cell', { name: sample, includeHidden: true })).toHaveCount(1);
});

test('a result and a note whose answer is lost are kept, sent again with the same clientId, and stored once', async ({
  page,
  context,
  loginAs,
}) => {
  await loginAs('principal');
  const opened = await page.request.post(`/api/schools/${SLUG}/incidents`, {
    data: { kind: 'other', title: `Lost answer ${unique()}`, whatHappened: 'The line dropped as we saved.' },
  });
  expect(opened.status()).toBe(201);
  const incidentId = ((await opened.json()) as { id: string }).id;

  // The first POST of each reaches the server and is stored, but its answer is lost on the way back.
  const lost: string[] = [];
  await context.route(/\/api\/schools\/[^/]+\/(water-tests|incidents\/[^/]+\/events)$/, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const stored = await route.fetch();
    lost.push(`${stored.status()} ${new URL(route.request().url()).pathname}`);
    await route.fulfill({
      status: 503,
      json: { error: { code: 'unavailable', message: 'Lost on the way' } },
    });
  });

  await page.goto(`/schools/${SLUG}/water-testing`);
  const sample = `KVS-LOST-${unique()}`;
  await page.getByLabel('Sample ID').pressSequentially(sample, { delay: 10 });
  await page.getByLabel('Part of the supply sampled').selectOption('distribution_zone');
  await page.getByLabel('Laboratory', { exact: true }).pressSequentially('Lab', { delay: 10 });
  await page.getByLabel('What was tested').selectOption('e_coli');
  await page.getByLabel('Result', { exact: true }).pressSequentially('<1', { delay: 10 });
  await page.getByRole('button', { name: 'Save the result' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Not sent yet: WaiKura did not answer.' }),
  ).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('1 result waiting to send');
  await expectAccessible(page);

  await page.goto(`/schools/${SLUG}/incidents/${incidentId}`);
  const note = `Told the caretaker ${unique()}`;
  await page.getByLabel('What it is').selectOption('note');
  await page.getByRole('textbox', { name: 'What was done' }).pressSequentially(note, { delay: 5 });
  await page.getByRole('button', { name: 'Add it' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Not sent yet: WaiKura did not answer.' }),
  ).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('1 result waiting to send');
  await expect(banner).toContainText('1 incident note waiting to send');
  // Opening this page sent the waiting result again (its answer lost again): the server knew its
  // clientId and answered 200 with the stored result, storing nothing more.
  const where = (entry: string) =>
    entry
      .replace(/\/api\/schools\/[^/]+\/incidents\/[^/]+\/events$/, ' events')
      .replace(/\/api\/schools\/[^/]+\/water-tests$/, ' result');
  await expect.poll(() => lost.map(where).sort()).toEqual(['200  result', '201  events', '201  result']);

  // The answers come back: the queue sends both again, with their clientIds; the server stores neither twice.
  await context.unroute(/\/api\/schools\/[^/]+\/(water-tests|incidents\/[^/]+\/events)$/);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: note })).toHaveCount(1);
  const log = (await (await page.request.get(`/api/schools/${SLUG}/water-tests`)).json()) as {
    results: { sampleId: string }[];
  };
  expect(log.results.filter((r) => r.sampleId === sample)).toHaveLength(1);
  const detail = (await (await page.request.get(`/api/schools/${SLUG}/incidents/${incidentId}`)).json()) as {
    events: { text: string }[];
  };
  expect(detail.events.filter((e) => e.text === note)).toHaveLength(1);
});

test('8.1 and the log are one record: a failing result typed into 8.1 alerts and opens an incident; a result logged appears in 8.1', async ({
  page,
  loginAs,
}) => {
  const school = '/schools/totara-ridge-area-school';
  await loginAs('principal2');
  await page.goto(`${school}/appendix/water-quality-monitoring`);
  await page.getByRole('button', { name: 'Add a test result' }).click();
  const last = (name: string) => page.locator(`[id^="water_test_results."][id$=".${name}"]`).last();
  const sample = `TRA-81-${unique()}`;
  await last('sample_date').fill('2026-11-20');
  await last('sample_id').pressSequentially(sample, { delay: 10 });
  await last('supply_component').selectOption('treatment_plant');
  await last('e_coli').pressSequentially('12', { delay: 20 });
  await expect(page.getByRole('alert').filter({ hasText: 'start the notification now' })).toContainText(
    'WaiKura opens an incident',
  );
  await expect(page.getByTestId('save-state')).toHaveText(/Saved \d{1,2}:\d{2}/);

  // The save alerted: the bell, and the incident for the sample.
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, (\d+|99\+) unread$/);
  await page.goto(`${school}/incidents`);
  await page.getByRole('link', { name: new RegExp(`E\\. coli over the limit in sample ${sample}`) }).click();
  await expect(page.getByText(/entered in 8\.1 by Tama Principal/)).toBeVisible();
  await expectAccessible(page);

  // A result entered in the log reaches 8.1's table.
  await page.goto(`${school}/water-testing`);
  const logged = `TRA-LOG-${unique()}`;
  await page.getByLabel('Sample ID').pressSequentially(logged, { delay: 10 });
  await page.getByLabel('Part of the supply sampled').selectOption('distribution_zone');
  await page.getByLabel('Supply component ID').pressSequentially('DZ00042', { delay: 10 });
  await page.getByLabel('Laboratory', { exact: true }).pressSequentially('Hill Laboratories', { delay: 10 });
  await page.getByLabel('What was tested').selectOption('turbidity');
  await page.getByLabel('Result', { exact: true }).pressSequentially('0.4', { delay: 10 });
  await page.getByRole('button', { name: 'Save the result' }).click();
  await expect(page.getByText('Result saved, here and in the plan’s section 8.1.')).toBeVisible();
  await page.goto(`${school}/appendix/water-quality-monitoring`);
  await expect(last('sample_id')).toHaveValue(logged);
  await expect(last('turbidity')).toHaveValue('0.4');
});

test.describe('on a computer set to another time zone', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('the times of an incident are typed and shown in New Zealand time', async ({ page, loginAs }) => {
    const admin = await apiAs('admin');
    const school = await createSchool(admin, 'Time Zone School');
    const opened = await admin.post(`/api/schools/${school.id}/incidents`, {
      data: {
        kind: 'other',
        title: 'Tank lid found open',
        whatHappened: 'The lid of tank 2 was off after the storm.',
      },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    const { id } = (await opened.json()) as { id: string };
    await admin.dispose();

    await loginAs('admin');
    const before = nzLocalInputValue(Date.now());
    await page.goto(`/schools/${school.slug}/incidents/${id}`);
    const told = page.getByLabel('When you told them (New Zealand time)');
    // The form starts at now in New Zealand, not at the computer's own clock (13 or 11 hours behind).
    const shown = await told.inputValue();
    expect([before, nzLocalInputValue(Date.now())]).toContain(shown);

    // A time typed is the New Zealand time it says: 9:05 am the day before.
    const day = nzLocalInputValue(Date.now() - 86_400_000).slice(0, 10);
    await told.fill(`${day}T09:05`);
    await page.getByLabel('How', { exact: true }).selectOption({ label: 'Hinekōrako notification' });
    await page.getByRole('button', { name: 'Record the notification' }).click();
    const dayOfMonth = Number(day.slice(8, 10));
    await expect(
      page.getByText(
        new RegExp(
          `^Told \\w{3}, ${dayOfMonth} \\w{3} \\d{4},? 9:05\\s?am, Hinekōrako notification\\.$`,
          'i',
        ),
      ),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
