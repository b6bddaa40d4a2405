import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, test } from './support/fixtures';

/**
 * Te reo Māori (issue 20, decision 042): chosen in the footer, the interface is in te reo, the page says
 * lang="mi", and what stays English (the plan's questions, the public articles) says lang="en". Every
 * page visited passes axe.
 */
const SLUG = 'kowhai-valley-school';

const html = (page: Page) => page.locator('html');

async function chooseTeReo(page: Page) {
  await page.goto('/');
  // The footer's controls are disabled until the app has taken over the page (decision 022).
  await page.waitForLoadState('networkidle');
  await page.getByTestId('language-select').selectOption('mi');
  await expect(html(page)).toHaveAttribute('lang', 'mi');
}

async function logInInTeReo(page: Page, email: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Takiuru ki WaiKura' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'mi');
  await page.getByLabel('Wāhitau īmēra').pressSequentially(email);
  await page.getByLabel('Kupuhipa', { exact: true }).pressSequentially(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Takiuru', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

test('a school walks the main pages in te reo Māori: headings and buttons in te reo, English content marked', async ({
  page,
}) => {
  await chooseTeReo(page);

  // Home: the bar and the buttons in te reo; the article itself English, marked so.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Ngā Kura' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Ka āwhina a WaiKura i ngā kura')).toBeVisible();
  await expect(page.locator('main [lang="en"]').first()).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Takiuru', exact: true }).first(),
  ).toBeVisible();
  await expectAccessible(page);

  // Log in (checks the sign-in page too, in te reo).
  await page.goto('/login');
  await expect(html(page)).toHaveAttribute('lang', 'mi');
  await expectAccessible(page);
  await logInInTeReo(page, DEMO.principal);

  // The dashboard: its heading glossed in both languages, the English half marked.
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toContainText('Te Mahere Haumaru Wai Inu a Kōwhai Valley School');
  await expect(title.locator('[lang="en"]')).toHaveText("(Kōwhai Valley School's water safety plan)");
  await expect(
    page.getByRole('heading', { name: 'Ngā Taipitopito o te Kura (School details)' }),
  ).toBeVisible();
  await expectAccessible(page);

  // A plan section: the heading in te reo with the English in brackets; the question stays English.
  await page.goto(`/schools/${SLUG}/school-details/background`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('1.1 Kōrero mō te kura (School background)');
  await expect(heading.locator('[lang="en"]')).toHaveText('(School background)');
  await expect(page.getByRole('link', { name: 'Hītori' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tiakina ināianei' })).toBeVisible();
  const question = page.locator('main p[lang="en"], main span[lang="en"]').first();
  await expect(question).toBeVisible();
  await expectAccessible(page);

  // The calendar: the page is te reo (its own words come with helper 20f's translations).
  await page.goto(`/schools/${SLUG}/calendar`);
  await expect(html(page)).toHaveAttribute('lang', 'mi');
  await expect(banner.getByRole('link', { name: 'Papatohu' })).toBeVisible();
  await expectAccessible(page);

  // Notifications: the bell, its panel and the preferences page.
  const bell = page.getByRole('button', { name: /^Ngā whakamōhiotanga, / });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Ngā whakamōhiotanga' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Katia ngā whakamōhiotanga' })).toBeVisible();
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Katia ngā whakamōhiotanga' }).click();
  await page.goto('/notifications/preferences');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ngā manakohanga whakamōhiotanga' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tiakina ngā manakohanga' })).toBeVisible();
  await expectAccessible(page);
});

test('a provider sees the portfolio in te reo Māori', async ({ page }) => {
  await chooseTeReo(page);
  await logInInTeReo(page, DEMO.waikura);
  await page.goto('/waikura');
  await expect(html(page)).toHaveAttribute('lang', 'mi');
  await expect(page.getByRole('heading', { level: 1, name: 'Ngā kura e tiakina ana e koe' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tikiake CSV' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Anga whakamua/ })).toBeVisible();
  await expectAccessible(page);
});

test('English is English again: switching back sets lang="en" and the English words', async ({ page }) => {
  await chooseTeReo(page);
  await page.getByTestId('language-select').selectOption('en');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Schools' })).toBeVisible();
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
});

test('an English visitor loads no te reo; choosing it loads the core, and the app’s te reo with the app', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text());
  });
  const loaded = async (text: string) => (await Promise.all(scripts)).some((code) => code.includes(text));
  // A core te reo message (mi-core.ts) and an app one (mi-account.ts).
  const CORE = 'Peke ki te ihirangi matua';
  const APP = 'Takiuru ki WaiKura';

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to WaiKura' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await loaded(CORE)).toBe(false);
  expect(await loaded(APP)).toBe(false);

  await page.getByTestId('language-select').selectOption('mi');
  await expect(page.getByRole('heading', { level: 1, name: 'Takiuru ki WaiKura' })).toBeVisible();
  expect(await loaded(CORE)).toBe(true);
  expect(await loaded(APP)).toBe(true);
});

test('the public pages with messages of their own are in te reo too: the calculators, the sample plan, get started', async ({
  page,
}) => {
  await chooseTeReo(page);
  // Opened afresh (a full load), and reached from a page already in te reo.
  await page.goto('/schools/school-roi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Te utu o te tiaki i tō mahere mō tō kura',
  );
  await expect(html(page)).toHaveAttribute('lang', 'mi');
  await expectAccessible(page);
  await page.goto('/getstarted');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Getting your school started');
  await page.goto('/ta-demo');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^A finished plan/);
  await expectAccessible(page);
});
