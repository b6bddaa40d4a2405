import { expect, expectAccessible, test } from './support/fixtures';

/**
 * Issue 14 as a principal meets it: 1.1 works out the supply's size from the people on a normal day and
 * says what follows from it; 8.1 prompts at once when a result shows E. coli after treatment; 2.6 says
 * where its storage figure comes from. Typed key by key; axe on each page.
 */
const school = '/schools/totara-ridge-area-school';

test('1.1 classifies the supply as the numbers are typed, and says what changes past 100 people', async ({
  loginAs,
  page,
}) => {
  await loginAs('principal2');
  await page.goto(`${school}/school-details/background`);
  const panel = page.getByRole('region', { name: 'The size of your supply' });
  await expect(panel).toContainText('Enter how many people are on site on a normal school day');

  await page.locator('#current_students_staff').pressSequentially('80', { delay: 20 });
  await page.locator('#peak_population').pressSequentially('260', { delay: 20 });
  await expect(panel).toContainText(
    'With 80 people on a normal day your supply is: Small supply (26–100 people).',
  );
  await expect(panel).toContainText('once a year, within 40 working days');
  await expect(panel).toContainText('Varying Population rules');
  await expect(panel).toContainText('If your school grows past 100 people on a normal day');
  await expect(panel).toContainText('DWQAR_Guidance_for_Small_Supplies (draft), p. 5');
  await expectAccessible(page);

  const normal = page.locator('#current_students_staff');
  await normal.press('End');
  await normal.press('Backspace');
  await normal.press('Backspace');
  await normal.pressSequentially('160', { delay: 20 });
  await expect(panel).toContainText('Medium supply (101–500 people)');
  await expect(panel).toContainText('every quarter from 2025');
  await expect(panel).toContainText('only a single self-supplied building is exempt');
  await expect(panel).not.toContainText('Varying Population rules');
  await expect(page.getByTestId('save-state')).toHaveText(/Saved \d{1,2}:\d{2}/);
});

test('8.1: E. coli after treatment prompts at once to start the notification', async ({ loginAs, page }) => {
  await loginAs('principal2');
  await page.goto(`${school}/appendix/water-quality-monitoring`);
  await page.getByRole('button', { name: 'Add a test result' }).click();
  await page.locator('[id="water_test_results.0.supply_component"]').selectOption('treatment_plant');
  await page.locator('[id="water_test_results.0.e_coli"]').pressSequentially('2', { delay: 20 });
  const prompt = page.getByRole('alert').filter({ hasText: 'start the notification now' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('04 889 8350');
  await expect(prompt).toContainText('DWQAR_Guidance_for_Small_Supplies (draft), p. 10');
  await expect(prompt.getByRole('link', { name: /6\.1/ })).toBeVisible();
  await expectAccessible(page);

  // The same result in source water is not a notification: a prompt to check the treatment instead.
  await page.locator('[id="water_test_results.0.supply_component"]').selectOption('source');
  await expect(page.getByText('E. coli in the source water')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'start the notification now' })).toHaveCount(0);
});

test('2.6 says where the storage figure comes from', async ({ loginAs, page }) => {
  await loginAs('principal');
  await page.goto('/schools/kowhai-valley-school/water-supply/demand-storage');
  await expect(
    page.getByText('Water demand calculation does not meet MOE storage requirements'),
  ).toBeVisible();
  await expect(page.getByText(/the regulator's texts state no such figure for schools/)).toBeVisible();
  await expectAccessible(page);
});
