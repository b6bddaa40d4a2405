import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * The calculators (issue 20a, decision 039) as a visitor uses them: by keyboard alone (Tab to a field, type
 * key by key, read the result in words), a half-typed number left as typed, a problem said at the field
 * once it is left, the figures kept in the address (reload: the same inputs), reset to the defaults, and
 * axe on every page. Expected figures are worked out by hand beside each check.
 */

/** Console errors and hydration warnings (not the signed-out 401 of /api/me). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    const text = m.text();
    if (m.type() === 'error' && !/status of 401/.test(text)) problems.push(text);
    if (m.type() === 'warning' && /hydrat|did not match/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/** Opens a public page and waits until the app has it (the footer's controls are enabled then). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByLabel('Language')).toBeEnabled();
}

/** Presses Tab until the field labelled `label` has the focus (as a keyboard user would). */
async function tabTo(page: Page, label: string) {
  const field = page.getByLabel(label, { exact: true });
  for (let i = 0; i < 80; i++) {
    if (await field.evaluate((el) => el === document.activeElement)) return field;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${label}`);
}

/** Replaces a focused field's text by typing, key by key. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text, { delay: 25 });
}

const results = (page: Page) => page.getByRole('region', { name: 'What it comes to in a year' });

test('a school works out its time and cost by keyboard; half-typed numbers stay; the address keeps the figures', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await open(page, '/schools/school-roi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What keeping your plan costs your school',
  );
  // The defaults: 12 + 4 + 6 = 22 hours on paper, 4 + 1 + 1 = 6 with WaiKura; × $45, + $80 printing:
  // $1,070 against $270.
  await expect(results(page)).toContainText('about 16 hours less a year: about 6 hours instead of 22 hours');
  await expect(results(page)).toContainText('save about $800 a year: about $270 instead of $1,070');
  // Each assumption says where it comes from.
  await expect(
    page.getByText(
      'Source: Taumata Arowai, Drinking Water Safety Planning Template for Small Supplies, p. 8.',
    ),
  ).toBeVisible();

  const rate = await tabTo(page, 'Cost of an hour of staff time, including on-costs');
  await retype(page, '60');
  // 22 h × $60 + $80 = $1,400; 6 h × $60 = $360; saved $1,040.
  await expect(results(page)).toContainText('save about $1,040 a year: about $360 instead of $1,400');
  await expect(rate).toHaveValue('60');

  const review = await tabTo(page, 'Hours one review takes on paper');
  await retype(page, '1,5');
  // Half-typed and ambiguous: kept as typed, no message while typing; the results wait.
  await expect(review).toHaveValue('1,5');
  await expect(review).not.toHaveAttribute('aria-invalid', 'true');
  await expect(results(page)).toContainText(
    'The results wait for a figure to be corrected: Hours one review takes on paper.',
  );
  await page.keyboard.press('Tab');
  await expect(review).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Use a point for decimals, like 1.5.')).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await retype(page, '');
  await expect(review).toHaveValue(''); // emptied, not put back to its default under the cursor
  await retype(page, '1.5');
  // Paper: 1.5 + 4 + 6 = 11.5 h, × $60 + $80 = $770; WaiKura 6 h, $360: 5.5 h and $410 saved.
  await expect(results(page)).toContainText(
    'about 5.5 hours less a year: about 6 hours instead of 11.5 hours',
  );
  await expect(results(page)).toContainText('save about $410 a year: about $360 instead of $770');
  await expect(page).toHaveURL(/\?hourlyRate=60&reviewHoursPaper=1\.5$/);
  await expectAccessible(page);

  // Reloaded (a shared link): the same inputs and the same result, with no hydration mismatch.
  await page.reload();
  await expect(page.getByLabel('Language')).toBeEnabled();
  await expect(page.getByLabel('Cost of an hour of staff time, including on-costs')).toHaveValue('60');
  await expect(page.getByLabel('Hours one review takes on paper', { exact: true })).toHaveValue('1.5');
  await expect(results(page)).toContainText('save about $410 a year: about $360 instead of $770');

  // Reset, by keyboard.
  const reset = page.getByRole('button', { name: 'Reset to the defaults' });
  await reset.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'The figures are back to their defaults.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/schools\/school-roi$/);
  await expect(page.getByLabel('Cost of an hour of staff time, including on-costs')).toHaveValue('45');
  await expect(results(page)).toContainText('save about $800 a year');
  expect(problems).toEqual([]);
});

test('a school’s advanced calculator: what one failure costs, from a shared address, then typed', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await open(page, '/schools/advanced-calculator?pupils=0');
  await expect(page.getByLabel('Pupils and staff who need drinking water')).toHaveValue('0');
  // No pupils: no bottled water. 0.5 day × $1,500 + 3 × $90 + 2 × $250 + 10 h × $45 = $1,970.
  await expect(results(page)).toContainText('One failure would cost about $1,970');
  await tabTo(page, 'Pupils and staff who need drinking water');
  await retype(page, '120');
  // Bottled water 120 × 5 days × 1.5 L × $1.20 = $1,080: $3,050 in all; × 10 % = $305 on paper, × 7 % =
  // $213.50 with WaiKura.
  await expect(results(page)).toContainText(
    'One failure would cost about $3,050; weighted by its chance, about $305 a year on paper and $214 with WaiKura.',
  );
  await expect(page.getByRole('region', { name: 'What one failure costs' })).toContainText('$1,080');
  await tabTo(page, 'Chance of a failure in a year with the plan on paper');
  await retype(page, '150');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Enter 100 or less.')).toBeVisible();
  await expect(page).toHaveURL(/[?&]pupils=120(&|$)/);
  await expect(page).toHaveURL(/[?&]failureChancePaper=150(&|$)/);
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('a supplier’s return on investment across its client schools, by keyboard', async ({ page }) => {
  await open(page, '/suppliers/professional-roi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What WaiKura saves a supplier or contractor',
  );
  await tabTo(page, 'Client schools you look after');
  await retype(page, '25');
  // Records 25 × 10 = 250 h / 25 × 4 = 100 h; visit reports 25 × 4 × 45 min = 75 h / 25 h; trips 25 × 1.5 h
  // = 37.5 h. Paper 362.5 h (shown 363), WaiKura 125 h, saved 237.5 h (238).
  await expect(results(page)).toContainText(
    'about 238 hours less a year: about 125 hours instead of 363 hours',
  );
  // Paper 362.5 × $95 + 25 × 60 km × $1 = $35,937.50; WaiKura 125 × $95 = $11,875.
  await expect(results(page)).toContainText('about $11,875 instead of $35,938');
  await expect(results(page)).toContainText('Enter WaiKura’s price from your quote');
  await tabTo(page, 'WaiKura’s price for each school a year (from your quote)');
  await retype(page, '300');
  // 25 × $300 = $7,500: WaiKura $19,375, saved $16,562.50; 16,562.50 / 7,500 = $2.21 back per dollar.
  await expect(results(page)).toContainText('For each dollar of WaiKura’s price, about $2.21 comes back.');
  await expect(page.getByRole('img', { name: /Cost a year, on paper and with WaiKura/ })).toBeVisible();
  await expectAccessible(page);
});

test('a supplier’s advanced calculator and the suppliers’ page; the other addresses lead where decision 039 says', async ({
  page,
}) => {
  await open(page, '/suppliers/advanced-calculator');
  // One failure: (8 + 1.5) h × $95 + 60 km × $1 + 3 × $90 = $1,232.50 (shown $1,233).
  await expect(results(page)).toContainText('One failure would cost about $1,233');
  await expect(page.getByRole('region', { name: 'What one failure costs' })).not.toContainText(
    'Bottled water',
  );
  await expectAccessible(page);

  await open(page, '/suppliers/professional-services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Save time on every school supply you look after',
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return on investment for suppliers and contractors' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What WaiKura saves a supplier or contractor',
  );

  await page.goto('/suppliers/professional-dashboard');
  await expect(page).toHaveURL(/\/suppliers\/professional-services#dashboard$/);
  await page.goto('/suppliers/professional-implementation');
  await expect(page).toHaveURL(/\/suppliers\/professional-services#getting-started$/);
  await page.goto('/schools/school-implementation');
  await expect(page).toHaveURL(/\/schools#steps$/);
});

test('a calculator’s address is never taken for a school, signed in or not, loaded or reached by a link', async ({
  page,
  loginAs,
}) => {
  // Signed out, from the schools page's link.
  await open(page, '/schools');
  await page.getByRole('link', { name: 'Time and cost for a school' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What keeping your plan costs your school',
  );
  await expectAccessible(page);

  await loginAs('principal');
  // On the dashboard the app's routes (with /schools/:schoolId) are loaded; moving inside the app to a
  // calculator's address still finds the calculator, not a school.
  await expect(page).toHaveURL(/\/schools\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState(null, '', '/schools/advanced-calculator');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What a water supply failure could cost your school',
  );
  await expect(page.getByText('We could not find that school')).toHaveCount(0);
  await page.goto('/schools/school-roi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What keeping your plan costs your school',
  );
});
