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
