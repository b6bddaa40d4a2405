/**
 * One item of the contractor's schedule (issue 19d, the seed's `/contractor/schedule/:scheduleId`): from the
 * schedule the contractor opens a task by keyboard, reads what, where, the equipment and the safety notes,
 * and marks it done; it leaves the schedule. Axe on every page.
 */
import { ensureAssignment, SCHOOL, signIn } from './support/contractor';
import { DEMO, expect, expectAccessible, test } from './support/fixtures';
import { apiAs } from './support/provider-ops';

test('the contractor opens a scheduled task, reads what it needs and marks it done', async ({ page }) => {
  test.setTimeout(180_000);
  await ensureAssignment();
  const title = `Flush the bore line ${Date.now().toString(36)}`;
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Pacific/Auckland',
  });
  const contractor = await apiAs('contractor');
  const school = (await (await contractor.get(`/api/schools/${SCHOOL}`)).json()) as {
    school: { id: string };
  };
  const created = await contractor.post(`/api/schools/${school.school.id}/contractor-tasks`, {
    data: {
      title,
      scheduledDate: tomorrow,
      equipment: 'Hose, bucket',
      safetyNotes: 'Wear gloves; the water is untreated.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await contractor.dispose();

  await signIn(page, DEMO.contractor);
  await page.goto('/contractor/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Your schedule' })).toBeVisible();
  const open = page.getByRole('link', { name: new RegExp(`Details and mark done\\s*:\\s*${title}`) });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contractor\/schedule\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kōwhai Valley School' })).toBeVisible();
  await expect(page.getByText('Hose, bucket')).toBeVisible();
  await expect(page.getByText('Wear gloves; the water is untreated.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Mark done' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Marked done.')).toBeVisible();
  await expect(page).toHaveURL(/\/contractor\/schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your schedule' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(`Details and mark done\\s*:\\s*${title}`) }),
  ).toHaveCount(0);
  await expectAccessible(page);

  // An address that names nothing on the schedule says so, with the way back.
  await page.goto('/contractor/schedule/no-such-task');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This work is not on your schedule' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your schedule' })).toBeVisible();
  await expectAccessible(page);
});
