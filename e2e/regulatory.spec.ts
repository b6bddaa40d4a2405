import { expect, expectAccessible, signUpSchool, test } from './support/fixtures';

/**
 * Issue 14 as a principal meets it: 1.1 works out the supply's size from the people on a normal day and
 * says what follows from it; 8.1 prompts at once when a result shows E. coli after treatment; 2.6 says
 * where its storage figure comes from; 2.2, 5.2 and 8.1 show the rules for the size 1.1 gives. Typed key by
 * key; axe on each page.
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

test('5.2, 2.2 and 8.1 follow the size 1.1 gives: both rules until it is answered, then the size’s own', async ({
  page,
}) => {
  const { slug } = await signUpSchool(page, 'size');
  const school = `/schools/${slug}`;
  await page.goto(`${school}/compliance/monitoring-reporting`);
  const rules = page.getByRole('region', { name: 'The rules for your supply’s size' });
  await expect(rules).toContainText('Answer that in section 1.1');
  await expectAccessible(page);

  await rules.getByRole('link', { name: 'Change the number of people in 1.1' }).click();
  await page.locator('#current_students_staff').pressSequentially('160', { delay: 20 });
  await expect(page.getByTestId('save-state')).toHaveText(/Saved \d{1,2}:\d{2}/);

  await page.goto(`${school}/compliance/monitoring-reporting`);
  await expect(rules).toContainText('160 people are on site on a normal day: Medium supply (101–500 people)');
  await expect(rules).toContainText('Medium supplies report to Taumata Arowai every quarter from 2025.');
  await expect(rules).toContainText('level 2 Rules');
  await expect(rules).not.toContainText('once a year, within 40 working days');
  await expectAccessible(page);

  await page.goto(`${school}/school-details/background`);
  const normal = page.locator('#current_students_staff');
  await normal.press('End');
  for (let i = 0; i < 3; i++) await normal.press('Backspace');
  await normal.pressSequentially('80', { delay: 20 });
  await page.locator('#peak_population').pressSequentially('260', { delay: 20 });
  await expect(page.getByTestId('save-state')).toHaveText(/Saved \d{1,2}:\d{2}/);

  await page.goto(`${school}/water-supply/treatment`);
  await expect(rules).toContainText('The level 1 Rules do not require chlorination');
  await expect(rules).toContainText('If your school grows past 100 people on a normal day');
  await expectAccessible(page);
  await page.goto(`${school}/compliance/monitoring-reporting`);
  await expect(rules).toContainText('once a year, within 40 working days');
  await expect(rules).toContainText('Varying Population rules');
  await expect(rules).not.toContainText('every quarter from 2025');
  await page.goto(`${school}/appendix/water-quality-monitoring`);
  await expect(rules).toContainText('supply component ID, sample ID, date and result');
  await expectAccessible(page);
});
