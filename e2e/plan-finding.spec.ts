import { expect, expectAccessible, test } from './support/fixtures';

/**
 * Finding things in the plan: the not-found page's suggestions (plan spec 2.7), old links (platform
 * spec 2, "Legacy URL redirects"), alias and school-less addresses (plan spec 2.2) and the section
 * finder. Section pages are checked by their address and their h1, which holds the section's title.
 */
const SLUG = 'kowhai-valley-school';
const school = `/schools/${SLUG}`;
const CATCHMENT = `${school}/source-water-risk/catchment-activities`;
const RISK = `${school}/improvement-plan/risk-assessment`;
/** The finder sits on the school dashboard and beside every section; tests open it from section 1.1. */
const BACKGROUND = `${school}/school-details/background`;

const urlEnding = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test.describe('signed in as the principal', () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs('principal');
  });

  test('the not-found page suggests plan sections, 3.2 first, with links that work', async ({ page }) => {
    await page.goto(`${school}/catchment`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByTestId('requested-path')).toHaveText(`${school}/catchment`);

    const suggestions = page.getByRole('region', {
      name: 'Were you looking for one of these parts of the plan?',
    });
    const items = suggestions.getByRole('listitem');
    await expect(items.first()).toContainText('3.2');
    await expect(items.first()).toContainText('Impact of catchment activities');
    // The route is shown with the school id filled in.
    await expect(items.first()).toContainText(CATCHMENT);
    expect(await items.count()).toBeGreaterThan(1);
    expect(await items.count()).toBeLessThanOrEqual(5);
    // Nothing here has a newer address: no redirect is announced.
    await expect(page.getByText('Redirecting...')).toHaveCount(0);

    // The four buttons stay.
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to School Dashboard' })).toHaveAttribute('href', school);
    await expect(page.getByRole('link', { name: 'Home Page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Help' })).toHaveAttribute('href', '/help');
    await expectAccessible(page);

    await suggestions.getByRole('link', { name: /3\.2\s*Impact of catchment activities/ }).click();
    await expect(page).toHaveURL(urlEnding(CATCHMENT));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Impact of catchment activities');
  });

  test('an old section path lands on its section, and Back does not return to the old address', async ({
    page,
  }) => {
    await page.goto(`${school}/section/3-2`);
    await expect(page).toHaveURL(urlEnding(CATCHMENT));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Impact of catchment activities');
    await page.goBack();
    await expect(page).not.toHaveURL(/\/section\/3-2$/);
  });

  test('an anchor of the old plan page lands on its section', async ({ page }) => {
    await page.goto(`${school}#section-4-1`);
    await expect(page).toHaveURL(urlEnding(RISK));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Risk assessment');
  });

  test('a text fragment of the old plan page lands on its section', async ({ page }) => {
    await page.goto(`${school}#:~:text=3.2%20Impact%20of%20Catchment%20Activities`);
    await expect(page).toHaveURL(urlEnding(CATCHMENT));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Impact of catchment activities');
  });

  test('an alias address goes to its section at the same school', async ({ page }) => {
    await page.goto(`${school}/risks-improvement/assessment`);
    await expect(page).toHaveURL(urlEnding(RISK));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Risk assessment');
  });

  test('a school-less address goes to the section at the principal’s own school', async ({ page }) => {
    await page.goto('/contingency-plans');
    await expect(page).toHaveURL(/\/schools\/[^/]+\/contingency-plans$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Contingency plans');
  });

  test('the section finder lists matching sections and opens the one chosen', async ({ page }) => {
    await page.goto(BACKGROUND);
    const finder = page.getByLabel('Find a section', { exact: true });
    await expect(finder).toBeVisible();
    await expect(page.getByText('Type a number like 3.2 or words like catchment')).toBeVisible();

    await finder.fill('catchment');
    const results = page.getByRole('list', { name: 'Sections that match' });
    await expect(results.getByRole('link', { name: /3\.1\s*Catchment description/ })).toBeVisible();
    await expect(results.getByRole('link', { name: /3\.2\s*Impact of catchment activities/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'sections found' })).toBeVisible();

    await finder.fill('3.2');
    await expect(results.getByRole('link')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: '1 section found' })).toBeVisible();
    const link = results.getByRole('link', { name: /3\.2\s*Impact of catchment activities/ });
    await expect(link).toHaveAttribute('href', CATCHMENT);
    await link.click();
    await expect(page).toHaveURL(urlEnding(CATCHMENT));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Impact of catchment activities');
  });

  test('Enter in the section finder opens the one exact match', async ({ page }) => {
    await page.goto(BACKGROUND);
    const finder = page.getByLabel('Find a section', { exact: true });
    await finder.fill('4.1');
    await finder.press('Enter');
    await expect(page).toHaveURL(urlEnding(RISK));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Risk assessment');
  });

  test('the section finder says so when nothing matches', async ({ page }) => {
    await page.goto(BACKGROUND);
    await page.getByLabel('Find a section', { exact: true }).fill('zzzq');
    await expect(page.getByRole('list', { name: 'Sections that match' }).getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'No section matches "zzzq"' })).toBeVisible();
  });
});

test('provider staff without a school are sent to school selection from a school-less address', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await page.goto('/contingency-plans');
  await expect(page).toHaveURL(/\/waikura\/select$/);
  await expect(page.getByText('That page belongs to a school’s plan.', { exact: false })).toBeVisible();
});

test('the not-found page is accessible and keeps its buttons for a visitor', async ({ page }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('link', { name: 'Browse Schools' })).toHaveAttribute('href', '/schools');
  await expectAccessible(page);
});
