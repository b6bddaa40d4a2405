import {
  appReady,
  DEMO,
  type DemoRole,
  expect,
  expectAccessible,
  holdAppScript,
  logIn,
  test,
} from './support/fixtures';

const landings: { role: DemoRole; url: RegExp; heading: RegExp; bar: string }[] = [
  { role: 'admin', url: /\/waikura$/, heading: /Schools you look after/, bar: 'WaiKura Admin' },
  { role: 'waikura', url: /\/waikura$/, heading: /Schools you look after/, bar: 'WaiKura Admin' },
  {
    role: 'principal',
    url: /\/schools\/[^/]+$/,
    heading: /Kōwhai Valley School's water safety plan/,
    bar: 'Principal',
  },
  {
    role: 'school_admin',
    url: /\/schools\/[^/]+$/,
    heading: /Kōwhai Valley School's water safety plan/,
    bar: 'School Admin',
  },
  {
    role: 'principal2',
    url: /\/schools\/[^/]+$/,
    heading: /Tōtara Ridge Area School's water safety plan/,
    bar: 'Principal',
  },
  { role: 'contractor', url: /\/contractor-dashboard$/, heading: /Your schools/, bar: 'Contractor' },
  {
    role: 'viewer',
    url: /\/schools\/[^/]+$/,
    heading: /Kōwhai Valley School's water safety plan/,
    bar: 'Viewer',
  },
];

for (const l of landings) {
  test(`${l.role} lands where the specification says, sees their bar, and logs out to /`, async ({
    page,
  }) => {
    await page.goto('/login');
    await logIn(page, DEMO[l.role]);
    await expect(page.getByText('Successfully logged in!')).toBeVisible();
    await expect(page).toHaveURL(l.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.heading);
    await expect(page.getByRole('banner').getByText(l.bar, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Successfully logged out!')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });
}

test('a protected URL with a query string goes through login and comes back', async ({ page }) => {
  await page.goto('/waikura/select?add=1');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fwaikura%2Fselect%3Fadd%3D1$/);
  await logIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/waikura\/select\?add=1$/);
  await expect(page.getByLabel('School name')).toBeFocused();
});

test('a return URL to another site is not followed', async ({ page }) => {
  await page.goto('/login?returnUrl=%2F%2Fevil.example%2Fphish');
  await logIn(page, DEMO.principal);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/schools\/[^/]+$/);
});

test('a principal cannot open another school, and is offered their own', async ({ page, loginAs }) => {
  await loginAs('principal');
  await page.goto('/schools/totara-ridge-area-school');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You do not have access to this page.');
  await expect(page.getByText('You do not have access to this school.')).toBeVisible();
  await expectAccessible(page);
});

test('theme and language persist across reload', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('theme-select').selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByTestId('language-select').selectOption('mi');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Takiuru' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  // The page is te reo Māori; its English article says so on its container (decision 042).
  await expect(page.locator('html')).toHaveAttribute('lang', 'mi');
  await expect(page.getByRole('navigation', { name: 'Matua' })).toHaveAttribute('lang', 'mi');
  await expect(page.locator('main [lang="en"]').first()).toBeAttached();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Takiuru' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
  await expectAccessible(page);
});

test('on a phone, the menu, a theme and “Report a problem” asked for before the app’s script are done once it arrives', async ({
  page,
}) => {
  // A prerendered page on a slow line: its words and controls are there seconds before the app. What the
  // person does to the controls meanwhile is kept and done once the app has the page (decision 058).
  await page.setViewportSize({ width: 412, height: 900 });
  const release = await holdAppScript(page);
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('button', { name: /^(close )?menu$/i });
  await expect(menu).toBeEnabled();
  // By keyboard: to the menu button, and Enter; and Enter again, as nothing seemed to happen.
  await menu.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // The page shows it has taken the press: a bar along its top until the app does it.
  await expect(page.locator('html')).toHaveAttribute('data-held', '');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.getByRole('button', { name: 'Report a problem on this page' }).click();
  await page.waitForTimeout(200);
  expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  release();
  await appReady(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-held');
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
  await expect(page.getByTestId('theme-select')).toHaveValue('dark');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toHaveAccessibleName('Close menu');
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await expectAccessible(page);
});

test('scrolled down before the app’s script has arrived, the page stays where the person has it when the app takes it over', async ({
  page,
}) => {
  // React Router's first render sent a prerendered page to its top: under the person reading, or about to
  // press "Report a problem" in the footer (an end-to-end test pressed the list above it instead).
  const release = await holdAppScript(page);
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Report a problem on this page' }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  release();
  await appReady(page);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.getByRole('button', { name: 'Report a problem on this page' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('unknown paths show Page Not Found with the requested path and the four buttons', async ({ page }) => {
  await page.goto('/schools/kowhai-valley-school/no-such-page?x=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText("The page you're looking for doesn't exist or may have been moved."),
  ).toBeVisible();
  await expect(page.getByTestId('requested-path')).toHaveText(
    '/schools/kowhai-valley-school/no-such-page?x=1',
  );
  for (const name of ['Go Back', 'Go to School Dashboard', 'Home Page', 'Get Help']) {
    await expect(page.getByRole(name === 'Go Back' ? 'button' : 'link', { name })).toBeVisible();
  }
  await expectAccessible(page);
  await page.goto('/totally/unknown');
  await expect(page.getByRole('link', { name: 'Browse Schools' })).toBeVisible();
});

test('the scroll-to-top button appears after 300 px of scrolling', async ({ page, loginAs }) => {
  await loginAs('principal');
  // The dashboard's outline makes the page long; scroll only once it is there.
  await expect(page.getByRole('heading', { level: 2, name: 'Your plan, part by part' })).toBeVisible();
  await expect(page.getByTestId('scroll-to-top')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(page.getByTestId('scroll-to-top')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(page.getByTestId('scroll-to-top')).toBeVisible();
  await page.getByTestId('scroll-to-top').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
});

test('a page loaded afresh opens at its top; reloaded, or reached by Back, it opens where it was', async ({
  page,
}) => {
  // Every page loaded afresh had the same key for its scroll position, so a new page in the tab opened
  // where the last one had been scrolled to (the glossary 2,500 px down, after the FAQ).
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  await page.goto('/faq');
  await page.mouse.wheel(0, 2500);
  await expect.poll(scrollY).toBe(2500);
  // An address typed, or a link followed from an e-mail in the same tab.
  await page.goto('/help/glossary');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY()).toBe(0);
  await page.mouse.wheel(0, 1200);
  await expect.poll(scrollY).toBe(1200);
  await page.reload();
  await expect.poll(scrollY).toBe(1200);
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(scrollY).toBe(2500);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY()).toBe(0);
});

test('scrolled to the end, on a phone and wider, the footer’s last words and its button are clear of the buttons fixed to the bottom corners', async ({
  page,
  loginAs,
}) => {
  await loginAs('principal');
  await expect(page.getByRole('button', { name: 'Ask WaiKura AI' })).toBeVisible();
  type Box = { x: number; y: number; width: number; height: number };
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const [width, height] of [
    [412, 823],
    [640, 800],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    const words = [
      (await page.getByRole('button', { name: /report a problem/i }).boundingBox())!,
      // The words themselves, not their paragraph, which is as wide as the page.
      await page.getByText(/© \d{4} WaiKura/).evaluate((p) => {
        const range = document.createRange();
        range.selectNodeContents(p);
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x, y, width, height };
      }),
    ];
    for (const name of ['Ask WaiKura AI', 'Back to top']) {
      const fixed = (await page.getByRole('button', { name }).boundingBox())!;
      for (const box of words) expect(overlap(box, fixed), `${name} at ${width} px`).toBe(false);
    }
  }
});
