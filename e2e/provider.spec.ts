import { DEMO, expect, expectAccessible, linkIn, logIn, test, waitForMail } from './support/fixtures';

test('provider adds a school, invites its principal, and the principal sets a password and lands there', async ({
  page,
  browser,
  loginAs,
}) => {
  await loginAs('admin');
  await page.getByRole('banner').getByRole('link', { name: 'Add a School' }).click();
  await expect(page).toHaveURL(/\/waikura\/select\?add=1$/);
  await expectAccessible(page);
  const name = `Rimu Creek School ${Date.now()}`;
  await page.getByLabel('School name').fill(name);
  await page.getByLabel('Region').fill('Otago');
  await page.getByLabel('Main water source').selectOption('spring');
  await page.getByRole('button', { name: 'Add a school' }).click();
  await expect(page).toHaveURL(/\/waikura\/school\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectAccessible(page);

  const email = `principal-${Date.now()}@rimu-e2e.school.nz`;
  await page.getByLabel('Name', { exact: true }).fill('Hemi Rimu');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Role').selectOption('principal');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Invitations not yet accepted' }).getByText(email),
  ).toBeVisible();

  const mail = await waitForMail(email, (m) => m.subject.includes('invited'));
  const path = linkIn(mail, /http:\/\/[^\s]+\/reset-password\?token=[^\s]+/).replace(/^http:\/\/[^/]+/, '');
  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(path);
  await expect(invited.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await expectAccessible(invited);
  await invited.getByLabel('New password', { exact: true }).fill('rimu creek principal password');
  await invited.getByLabel('Type the new password again').fill('rimu creek principal password');
  await invited.getByRole('button', { name: 'Save password' }).click();
  await logIn(invited, email, 'rimu creek principal password');
  await expect(invited.getByRole('heading', { level: 1 })).toHaveText(`${name}'s water safety plan`);
  await context.close();
});

test('ending a contractor assignment takes effect on their next request', async ({
  page,
  browser,
  loginAs,
}) => {
  // The contractor is assigned to the first demo school and can see it.
  const context = await browser.newContext();
  const contractor = await context.newPage();
  await contractor.goto('/login');
  await logIn(contractor, DEMO.contractor);
  await expect(contractor.getByRole('heading', { level: 2, name: 'Kōwhai Valley School' })).toBeVisible();
  await contractor.getByRole('link', { name: /Maintenance log\s*:\s*Kōwhai Valley School/ }).click();
  await expect(contractor.getByRole('heading', { level: 1, name: 'Maintenance log' })).toBeVisible();
  await expectAccessible(contractor);
  await contractor.getByLabel('Part of the supply').selectOption('Storage tank');
  const work = `Inspected the tank lid and mesh; cleared leaves from the overflow (${Date.now()}).`;
  await contractor.getByLabel('What did you do?').fill(work);
  await contractor.getByRole('button', { name: 'Save' }).click();
  await expect(contractor.getByText('Work recorded')).toBeVisible();
  await expect(contractor.getByText(work)).toBeVisible();

  // The provider ends the assignment: the contractor's next request is refused.
  await loginAs('admin');
  await page.getByRole('link', { name: /Manage people\s*:\s*Kōwhai Valley School/ }).click();
  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: /End assignment\s*:\s*Chris Contractor/ }).click();
  await expect(page.getByText('Assignment ended')).toBeVisible();

  await contractor.reload();
  await expect(
    contractor.getByText(/You do not have access to this school|not assigned to any school/),
  ).toBeVisible();
  await contractor.goto('/contractor');
  await expect(contractor.getByText(/not assigned to any school/)).toBeVisible();

  // Assign again so the demo stays as it was.
  await page
    .getByRole('combobox', { name: 'Contractors' })
    .selectOption({ label: 'Chris Contractor (contractor@demo.waikura.nz)' });
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Chris Contractor assigned')).toBeVisible();
  await context.close();
});

test('a viewer reads the plan without edit controls and is told so', async ({ page, loginAs }) => {
  await loginAs('viewer');
  await expect(
    page.getByText('You can read this plan. Only the school and WaiKura can change it.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage people' })).toHaveCount(0);
  await expect(page.getByText('Next step')).toHaveCount(0);
});
