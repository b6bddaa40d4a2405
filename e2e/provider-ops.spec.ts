import { readFileSync } from 'node:fs';
import { request as requests } from '@playwright/test';
import { DEMO_PASSWORD, E2E_ROLE_CHANGE_EMAIL } from './support/constants';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiAs, createSchool, saveSection } from './support/provider-ops';

/**
 * Issue 19, provider staff: the portfolio's attention filter and review flags, and the provider pages
 * (supplies, suppliers, deliveries, activity, staff, finance, map, plan approval).
 */

test('the portfolio narrows to schools whose review is overdue and flags plans never reviewed', async ({
  page,
  loginAs,
}) => {
  const admin = await apiAs('admin');
  const late = await createSchool(admin, 'Overdue Review School');
  await saveSection(admin, late.id, 'annual-review', {
    review_history: [{ id: 'r1', review_date: '2024-03-04', next_review_date: '2025-03-04' }],
  });
  await admin.dispose();

  await loginAs('waikura');
  await page.goto('/waikura');
  const table = page.getByRole('table', { name: /Schools, their plan progress/ });
  const row = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  // The demo school has no review recorded in 7.2: flagged.
  await expect(row('Kōwhai Valley School')).toContainText('Never reviewed');

  await page.getByLabel('Search schools').pressSequentially('Overdue Review', { delay: 20 });
  await expect(page).toHaveURL(/[?&]q=Overdue/);
  await expect(row(late.name)).toContainText('Overdue');
  await expect(row(late.name)).toContainText('Last review 4 Mar 2024');

  await page.getByLabel('Needs attention').selectOption({ label: 'Review overdue' });
  await expect(page).toHaveURL(/[?&]attention=overdue(&|$)/);
  await expect(row(late.name)).toHaveCount(1);
  await page.getByLabel('Needs attention').selectOption({ label: 'Never reviewed' });
  await expect(page.getByText('No school matches “Overdue Review”.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Needs attention')).toHaveValue('');
  await page.getByLabel('Needs attention').selectOption({ label: 'Review overdue or not compliant' });
  await expect(row(late.name)).toHaveCount(1);
  await expectAccessible(page);
});

test('supplies: every school’s source, treatment and storage from its plan, narrowed to bores with UV', async ({
  page,
  loginAs,
}) => {
  const admin = await apiAs('admin');
  const bore = await createSchool(admin, 'Bore UV School');
  await saveSection(admin, bore.id, 'source', { source_type: ['bore'], bore_depth: 36 });
  await saveSection(admin, bore.id, 'treatment', { treatment_type: ['cartridge_filter', 'uv'], uv_dose: 40 });
  await saveSection(admin, bore.id, 'storage', { storage_type: ['treated_tanks'], storage_capacity: 30000 });
  await admin.dispose();

  await loginAs('waikura');
  await page.goto('/waikura');
  await page.getByRole('link', { name: /Supplies: sources, treatment and storage/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Supplies across your schools' })).toBeVisible();
  const table = page.getByRole('table', { name: /water supply as recorded in their plans/ });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: bore.name }) });
  await expect(row).toContainText('Bore (including a well)');
  await expect(row).toContainText('Bore 36 m deep');
  await expect(row).toContainText('UV dose 40 mJ/cm²');
  await expect(row).toContainText('30,000 L stored');
  await expectAccessible(page);

  await page.getByLabel('Source').selectOption({ value: 'bore' });
  await expect(page).toHaveURL(/[?&]source=bore/);
  await page.getByLabel('Treatment').selectOption({ value: 'uv' });
  await expect(page).toHaveURL(/[?&]treatment=uv/);
  await expect(row).toHaveCount(1);
  // The roof-water demo school has no bore.
  await expect(table.getByRole('link', { name: 'Kōwhai Valley School' })).toHaveCount(0);
  await page.getByLabel('Treatment').selectOption({ value: 'chlorination' });
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Treatment')).toHaveValue('chlorination');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Search schools').pressSequentially('Bore UV', { delay: 20 });
  await expect(row).toHaveCount(1);
  await expectAccessible(page);
});

test('suppliers: add a laboratory by keyboard, fix what the form refuses, change it, and /clients leads here', async ({
  page,
  loginAs,
}) => {
  await loginAs('waikura');
  await page.goto('/suppliers');
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
  await expectAccessible(page);
  const stamp = Date.now().toString(36);
  const name = `Awa Water Lab ${stamp}`;

  // A submit with a bad e-mail and no kind: the summary says what to fix and takes focus.
  await page.getByLabel('Name', { exact: true }).pressSequentially(name, { delay: 10 });
  await page.getByLabel(/^E-mail/).pressSequentially('samples-at-awa', { delay: 10 });
  await page.getByRole('button', { name: 'Add a supplier' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Choose what kind of supplier this is.');
  await expect(summary).toContainText('Enter an e-mail address like lab@example.nz.');
  await expectAccessible(page);

  await page.getByLabel('Kind of supplier').selectOption({ label: 'Laboratory' });
  await page.getByLabel('Accredited by IANZ for drinking water tests').check();
  const email = page.getByLabel(/^E-mail/);
  await email.press('End');
  for (let i = 0; i < 'samples-at-awa'.length; i++) await email.press('Backspace');
  await email.pressSequentially('samples@awa-lab.example.nz', { delay: 10 });
  await page.getByLabel(/^Phone/).pressSequentially('07 555 0199', { delay: 10 });
  await page.getByRole('button', { name: 'Add a supplier' }).click();
  await expect(page.getByText(`${name} added.`)).toBeVisible();
  // The form is empty again for the next one.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

  const link = page.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  await expect(page.getByText(/Laboratory · IANZ accredited/).first()).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Questions to ask them' })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/')[2]!;
  await expectAccessible(page);

  const region = page.getByLabel(/^Region/);
  await region.pressSequentially('Waikato', { delay: 10 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Supplier saved.')).toBeVisible();

  // The seed's old addresses lead to the same supplier.
  await page.goto(`/clients/${id}/questions`);
  await expect(page).toHaveURL(new RegExp(`/suppliers/${id}/questions$`));
  await expect(page.getByRole('heading', { name: 'Questions to ask them' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/clients');
  await expect(page).toHaveURL(/\/suppliers$/);
  await page.getByLabel('Search suppliers').pressSequentially(stamp, { delay: 10 });
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByText(/Waikato/).first()).toBeVisible();
});

test('school staff cannot open the provider pages', async ({ page, loginAs }) => {
  await loginAs('principal');
  for (const path of ['/supplies', '/suppliers']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Supplies across your schools' })).toHaveCount(0);
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  }
});

test('delivery reports: a failed e-mail shows its reason and attempts, and is tried again from the page', async ({
  page,
  loginAs,
}) => {
  const staff = await apiAs('waikura');
  const to = `bounce-once-${Date.now().toString(36)}@school.example.nz`;
  const sent = await staff.post('/api/secure/email/send', {
    data: { to, subject: 'Tank cleaning on Friday', message: 'The caretaker will drain tank 2 on Friday.' },
  });
  expect(sent.status()).toBe(502);
  await staff.dispose();

  await loginAs('waikura');
  await page.goto('/waikura');
  await page.getByRole('link', { name: /Delivery reports/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery reports' })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Failed' });
  await expect(page).toHaveURL(/[?&]status=failed/);
  const row = page.getByRole('row').filter({ hasText: to });
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('Mailbox temporarily unavailable');
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expectAccessible(page);

  await row.getByRole('button', { name: `Try again: ${to}` }).click();
  await expect(page.getByText(`Sent to ${to}.`)).toBeVisible();
  // No longer failed: it leaves the failed list; with every status it shows as sent after 2 attempts.
  await expect(row).toHaveCount(0);
  await page.getByLabel('Status').selectOption({ label: 'Any status' });
  await expect(row).toContainText('Sent');
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
  await expect(row.getByRole('button', { name: /Try again/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('activity log: narrowed by person and by New Zealand dates, with the page size said', async ({
  page,
  loginAs,
}) => {
  await loginAs('waikura');
  await page.goto('/waikura/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
  await expect(page.getByText('The latest 50 entries a page.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Person (e-mail)').pressSequentially('staff@demo', { delay: 20 });
  await expect(page).toHaveURL(/[?&]user=staff%40demo/);
  await expect(page.getByText('100 entries a page for one person.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Activity, page 1' });
  await expect(list.getByRole('listitem').first()).toContainText('staff@demo.waikura.nz');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
  await page.getByLabel('From').fill(today);
  await expect(page.getByText('200 entries a page between these dates (New Zealand time).')).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText('staff@demo.waikura.nz');
  await page.getByLabel('From').fill('2030-01-01');
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await expectAccessible(page);
});

test('activity log: an address with a page number opens that page and keeps it', async ({
  page,
  loginAs,
}) => {
  await loginAs('waikura');
  await page.goto('/waikura/activity?page=2');
  await expect(page.getByRole('navigation', { name: 'Pages of activity' })).toContainText('Page 2');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
});

test('staff management: an administrator gives a school, records training due again in 3 years, and staff read it', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  // The seed's address for staff management opens the page for provider staff.
  await page.goto('/resources/staff-management');
  await expect(page).toHaveURL(/\/waikura\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff management' })).toBeVisible();
  const sam = page.getByRole('region', { name: 'Sam Provider' });
  await expectAccessible(page);

  const find = sam.getByLabel('Find a school for Sam Provider to look after');
  await find.pressSequentially('Tōtara', { delay: 20 });
  await sam.getByRole('button', { name: 'Add Tōtara Ridge Area School to Sam Provider’s schools' }).click();
  await expect(sam.getByText('Tōtara Ridge Area School')).toBeVisible();
  await expect(sam.getByRole('heading', { name: /Schools they look after \(1\)/ })).toBeVisible();

  await sam.getByText('Record training for Sam Provider').click();
  await sam.getByRole('button', { name: 'Save training' }).click();
  await expect(
    sam.getByText('Enter what the training or competency was (at least 3 characters).'),
  ).toBeVisible();
  await sam.getByLabel('Training or competency').pressSequentially('UV unit lamp change', { delay: 10 });
  const completed = sam.getByLabel('Date completed');
  await completed.click();
  // The browser's date field is in its locale's order (en-US here: month, day, year).
  await completed.pressSequentially('03152024', { delay: 30 });
  await sam.getByRole('button', { name: 'Save training' }).click();
  const record = sam.getByRole('listitem').filter({ hasText: 'UV unit lamp change' });
  await expect(record).toContainText('Completed 15 Mar 2024');
  await expect(record).toContainText('due again 15 Mar 2027');
  await expect(record).toContainText('Current');
  await expectAccessible(page);

  // Provider staff see it, without the controls.
  await page.getByRole('button', { name: 'Log out' }).click();
  await loginAs('waikura');
  await page.goto('/waikura/staff');
  const mine = page.getByRole('region', { name: 'Sam Provider' });
  await expect(mine.getByText('UV unit lamp change')).toBeVisible();
  await expect(mine.getByText('Tōtara Ridge Area School')).toBeVisible();
  await expect(mine.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await expect(page.getByText('Administrators change roles, schools and training records')).toBeVisible();
  await expectAccessible(page);
});

test('financial management: improvement costs by year and school, from /financial-management, with the CSV', async ({
  page,
  loginAs,
}) => {
  const admin = await apiAs('admin');
  const school = await createSchool(admin, 'Costed School');
  await saveSection(admin, school.id, 'improvement-schedule', {
    improvement_actions: [
      { id: 'a1', action: 'New UV lamp', cost_estimate: 450, due_date: '2027-02-01', status: 'planned' },
      { id: 'a2', action: 'Gutter guards', cost_estimate: 1800, due_date: '2026-10-01', status: 'planned' },
      { id: 'a3', action: 'Ask the council about the bore', due_date: '2026-03-01' },
    ],
  });
  await admin.dispose();

  await loginAs('waikura');
  await page.goto('/financial-management');
  await expect(page).toHaveURL(/\/waikura\/finance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Financial management' })).toBeVisible();
  await page.getByLabel('Search schools').pressSequentially('Costed School', { delay: 20 });
  await expect(page).toHaveURL(/[?&]q=Costed/);
  const table = page.getByRole('table', { name: /Estimated improvement costs/ });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: school.name }) });
  await expect(table.getByRole('columnheader', { name: '2026' })).toBeVisible();
  await expect(row).toContainText('$1,800');
  await expect(row).toContainText('$450');
  await expect(row).toContainText('$2,250');
  await expect(row).toContainText('1 of 3');
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await downloading;
  const text = readFileSync(await file.path(), 'utf8');
  expect(file.suggestedFilename()).toMatch(/^waikura-improvement-costs-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.split('\r\n')[0]).toBe(
    'School,Region,2026 (NZD),2027 (NZD),Total (NZD),Actions,Actions without a cost',
  );
  expect(text).toContain(`${school.name},,1800,450,2250,3,1`);
});

test('a principal at /financial-management still goes to their own improvement schedule', async ({
  page,
  loginAs,
}) => {
  await loginAs('principal');
  await page.goto('/financial-management');
  await expect(page).toHaveURL(/\/schools\/[^/]+\/improvement-plan\/improvement-schedule$/);
});

test('map: the list of every school is the accessible primary; the map is drawn only on /map', async ({
  page,
  loginAs,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await loginAs('waikura');
  await page.goto('/waikura');
  await expect(page.getByRole('heading', { level: 1, name: 'Schools you look after' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    requested.filter((u) => /maplibre/.test(u)),
    'the dashboard loads no map code',
  ).toEqual([]);

  await page.getByRole('link', { name: 'Map of schools' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Map of schools' })).toBeVisible();
  const table = page.getByRole('table', {
    name: /Schools with their compliance, open incidents and location/,
  });
  const kowhai = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Kōwhai Valley School' }) });
  await expect(kowhai).toContainText('-38.020, 175.350');
  await expect(kowhai).toContainText('None');
  // The canvas is for sighted mouse users; assistive technology reads the list.
  await expect(page.getByTestId('school-map')).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByRole('list', { name: 'Map key' })).toContainText('Fully compliant');
  expect(
    requested.some((u) => /maplibre/.test(u)),
    'the map page loads the map code',
  ).toBe(true);
  await expectAccessible(page);

  // Colour by open incidents, by keyboard.
  await page.getByRole('radio', { name: 'Compliance' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Open incidents' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]colour=incidents/);
  await expect(page.getByRole('list', { name: 'Map key' })).toContainText('One or more open incidents');
  await expectAccessible(page);
});

test('plan approval: the principal names the board chair and submits; the chair approves; a later change asks for renewal', async ({
  page,
  loginAs,
}) => {
  await loginAs('principal');
  await page.goto('/drinking-water-safety-plan-approval');
  await expect(page).toHaveURL(/\/schools\/kowhai-valley-school\/approval$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plan approval' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: /Vera Viewer/ }).check();
  await page.getByRole('button', { name: 'Save approvers' }).click();
  await expect(page.getByText('Approvers saved.')).toBeVisible();
  await page.getByLabel(/A note for the board/).pressSequentially('For the April meeting', { delay: 10 });
  await page.getByRole('button', { name: 'Submit for the board’s approval' }).click();
  await expect(page.getByText(/Submitted by Mere Principal on .* waiting for the board\./)).toBeVisible();
  const version = Number(
    /version (\d+)/.exec((await page.getByText(/The plan is at version/).innerText()) ?? '')?.[1],
  );
  await page.getByRole('button', { name: 'Log out' }).click();

  await loginAs('viewer');
  await page.goto('/drinking-water-safety-plan-approval');
  await expect(page.getByRole('heading', { name: 'Approve the plan' })).toBeVisible();
  const role = page.getByLabel('Role');
  await expect(role).toHaveValue('Board chair');
  await page.getByLabel('Approver’s name').fill('');
  await page.getByRole('button', { name: 'Approve the plan' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Enter the approver’s name.');
  await page.getByLabel('Approver’s name').pressSequentially('Vera Viewer', { delay: 10 });
  await page.getByRole('button', { name: 'Approve the plan' }).click();
  await expect(page.getByText(`, for version ${version}.`)).toBeVisible();
  await expect(page.getByText(/Approved by Vera Viewer \(Board chair\) on/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Log out' }).click();

  // A change to the plan after the approval: the page asks for renewal and names the section.
  const principal = await apiAs('principal');
  // The API takes the school's slug as well as its id.
  const sectionUrl = '/api/schools/kowhai-valley-school/plan/sections/key-contacts';
  const current = (await (await principal.get(sectionUrl)).json()) as { content: Record<string, unknown> };
  await saveSection(principal, 'kowhai-valley-school', 'key-contacts', {
    ...current.content,
    emergency_contact_name: 'Hemi Caretaker',
  });
  await principal.dispose();
  await loginAs('principal');
  await page.goto('/drinking-water-safety-plan-approval');
  await expect(page.getByText('The approval needs renewing')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^1\.2 Key contacts$/ })).toBeVisible();
  await expectAccessible(page);
});

// ── Issue 19c: a school's place on the map, set by keyboard; a role change the server enforces at once ──

test("a school's place: provider staff type it key by key, a point outside New Zealand is refused at the field, and the map lists the saved place", async ({
  page,
  loginAs,
}) => {
  const admin = await apiAs('admin');
  const school = await createSchool(admin, 'Placed School');
  await admin.dispose();

  await loginAs('waikura');
  await page.goto(`/waikura/school/${school.id}`);
  const card = page.getByRole('region', { name: 'Place on the map' });
  await expect(card.getByText('Not placed yet')).toBeVisible();
  await expectAccessible(page);

  const lat = card.getByLabel('Latitude');
  const lng = card.getByLabel('Longitude');
  // Sydney: each field says what is wrong, the summary takes focus only after the failed save.
  await lat.focus();
  await page.keyboard.type('-33.8688', { delay: 20 });
  await page.keyboard.press('Tab');
  await page.keyboard.type('151.2093', { delay: 20 });
  await page.keyboard.press('Tab');
  // The message is at the field just left (the summary above the form repeats it as a link) …
  await expect(card.locator('#place-lng-error')).toContainText(
    'That point is not in New Zealand. Check the longitude',
  );
  await expect(lng).toHaveAttribute('aria-invalid', 'true');
  // … and a save puts it at both fields, with the summary taking focus.
  await card.getByRole('button', { name: 'Save the place' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(card.locator('#place-lat-error')).toContainText(
    'That point is not in New Zealand. Check the latitude',
  );
  await expectAccessible(page);

  // Text that is not a number gets its own message.
  await lat.selectText();
  await page.keyboard.press('Backspace');
  await lat.pressSequentially('forty one south', { delay: 10 });
  await page.keyboard.press('Tab');
  await expect(card.locator('#place-lat-error')).toContainText('Enter the latitude as a number of degrees');

  // Wellington, typed again key by key, is saved.
  await lat.selectText();
  await page.keyboard.press('Backspace');
  await lat.pressSequentially('-41.2865', { delay: 20 });
  await lng.selectText();
  await page.keyboard.press('Backspace');
  await lng.pressSequentially('174.7762', { delay: 20 });
  await card.getByRole('button', { name: 'Save the place' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`The place of ${school.name} is saved.`)).toBeVisible();
  await expect(card.getByTestId('school-place-now')).toContainText('Now at -41.2865, 174.7762');
  await expectAccessible(page);

  // The map's list shows it (rounded to what a map needs), and its link leads back to this page.
  await page.goto('/map');
  const row = page
    .getByRole('table', { name: /Schools with their compliance, open incidents and location/ })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: school.name }) });
  await expect(row).toContainText('-41.286, 174.776');
  await row.getByRole('link', { name: school.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
});

test("a school's place: 'Use this device's location' fills the fields where the browser shares it", async ({
  page,
  context,
  loginAs,
}) => {
  await context.grantPermissions(['geolocation'], {
    origin: new URL(test.info().project.use.baseURL!).origin,
  });
  await context.setGeolocation({ latitude: -45.87416, longitude: 170.50361, accuracy: 25 });
  const admin = await apiAs('admin');
  const school = await createSchool(admin, 'Device Placed School');
  await admin.dispose();
  await loginAs('waikura');
  await page.goto(`/waikura/school/${school.id}`);
  const card = page.getByRole('region', { name: 'Place on the map' });
  await card.getByRole('button', { name: 'Use this device’s location' }).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status')).toContainText('to within about 25 metres');
  await expect(card.getByLabel('Latitude')).toHaveValue('-45.87416');
  await expect(card.getByLabel('Longitude')).toHaveValue('170.50361');
  // Nothing is saved until the person chooses to.
  await expect(card.getByText('Not placed yet')).toBeVisible();
  await card.getByRole('button', { name: 'Save the place' }).press('Enter');
  await expect(card.getByTestId('school-place-now')).toContainText('Now at -45.8742, 170.5036');
  await expectAccessible(page);
});

test('staff management: an administrator changes a role by keyboard and the person’s next request is judged by the new role', async ({
  page,
  loginAs,
}) => {
  // Rangi (provider staff, seeded for this test only) is signed in elsewhere, on their own session.
  const rangi = await requests.newContext({
    baseURL: test.info().project.use.baseURL!,
    extraHTTPHeaders: { Origin: new URL(test.info().project.use.baseURL!).origin },
  });
  const signIn = await rangi.post('/api/auth/sign-in/email', {
    data: { email: E2E_ROLE_CHANGE_EMAIL, password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const team = (await (await rangi.get('/api/provider/staff')).json()) as {
    staff: { id: string; email: string }[];
    canManage: boolean;
  };
  expect(team.canManage).toBe(false);
  const rangiId = team.staff.find((m) => m.email === E2E_ROLE_CHANGE_EMAIL)!.id;
  const own = (looksAfter: boolean, schoolId: string) =>
    rangi.put(`/api/provider/staff/${rangiId}/schools`, { data: { schoolId, looksAfter } });
  const admin = await apiAs('admin');
  const school = await createSchool(admin, 'Kauri Hill School');
  await admin.dispose();
  // As provider staff, Rangi may not change who looks after which school.
  expect((await own(true, school.id)).status()).toBe(403);

  await loginAs('admin');
  await page.goto('/waikura/staff');
  const card = page.getByRole('region', { name: 'Rangi Provider' });
  const role = card.getByLabel('Role', { exact: true });
  await expect(role).toHaveValue('waikura');
  await expectAccessible(page);
  await role.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Role changed.')).toBeVisible();
  await expect(role).toHaveValue('admin');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Rangi Provider' }).getByLabel('Role', { exact: true }),
  ).toHaveValue('admin');
  await expectAccessible(page);

  // Rangi's very next request, on the session they already had, is an administrator's.
  expect((await own(true, school.id)).status()).toBe(200);
  expect(((await (await rangi.get('/api/provider/staff')).json()) as { canManage: boolean }).canManage).toBe(
    true,
  );

  // And back: the next request is refused again.
  const back = page.getByRole('region', { name: 'Rangi Provider' }).getByLabel('Role', { exact: true });
  await back.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Role changed.').first()).toBeVisible();
  await expect(back).toHaveValue('waikura');
  expect((await own(false, school.id)).status()).toBe(403);
  await rangi.dispose();
});
