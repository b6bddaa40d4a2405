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
