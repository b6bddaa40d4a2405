import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO, type DemoRole, expect, expectAccessible, logIn, test } from './support/fixtures';

/**
 * In-app notifications as a school's people see them: the bell on the bar, the side panel (filters,
 * mark all as read, an action link, Escape), a notification created by provider staff arriving without
 * a reload, and the notification preferences page (saved, still there after a reload, a stale save).
 */
const SLUG = 'kowhai-valley-school';
const run = Date.now().toString(36);

/** The bell, whatever the count: "Notifications, 3 unread" or "Notifications, none unread". */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, (none|\d+|99\+) unread$/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** Provider staff, signed in in their own browser context, creating notifications through the API. */
class Admin {
  private constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {}

  static async open(browser: Browser): Promise<Admin> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await logIn(page, DEMO.admin);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    return new Admin(context, page);
  }

  async notify(userId: string, body: Record<string, unknown>): Promise<void> {
    const res = await this.page.request.post('/api/notifications', { data: { userId, ...body } });
    expect(res.status(), await res.text()).toBe(201);
    expect(await res.json()).toEqual({ created: 1 });
  }

  async close() {
    await this.context.close();
  }
}

/** The id of the user signed in on this page. */
async function userIdOf(page: Page): Promise<string> {
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  return ((await me.json()) as { id: string }).id;
}

async function signIn(browser: Browser, role: DemoRole): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, DEMO[role]);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return { context, page };
}

// The principal's tests share one inbox: one after another, never beside each other.
test.describe('the principal and the bell', () => {
  test.describe.configure({ mode: 'serial' });

  test('opens the panel, filters, reads, deletes and marks all as read', async ({
    page,
    browser,
    loginAs,
  }) => {
    const admin = await Admin.open(browser);
    await loginAs('principal');
    const principalId = await userIdOf(page);
    const titles = {
      dwsp: `Annual plan review due ${run}`,
      water_testing: `E. coli sample due this week ${run}`,
      maintenance: `Replace the UV lamp ${run}`,
      compliance: `Plan not yet sent to Taumata Arowai ${run}`,
    };
    await admin.notify(principalId, {
      title: titles.dwsp,
      message: 'Your board meets next month: review the plan with them before it is due.',
      category: 'dwsp',
      type: 'reminder',
    });
    await admin.notify(principalId, {
      title: titles.water_testing,
      message: 'Take the monthly E. coli sample from the staffroom tap and send it to the laboratory.',
      category: 'water_testing',
      type: 'warning',
    });
    await admin.notify(principalId, {
      title: titles.maintenance,
      message: 'The UV lamp in the caretaker’s shed has run for 12 months.',
      category: 'maintenance',
    });
    await admin.notify(principalId, {
      title: titles.compliance,
      message: 'Upload your plan to Hinekōrako.',
      category: 'compliance',
      type: 'error',
    });
    await admin.close();

    await page.reload();
    await expect(bell(page)).toHaveAccessibleName(/^Notifications, (\d+|99\+) unread$/);
    await bell(page).click();
    const dialog = panel(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close notifications' })).toBeFocused();
    for (const title of Object.values(titles)) {
      await expect(dialog.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    // Type in words and an icon, never colour alone; unread said in words.
    const compliance = dialog.getByRole('article', { name: titles.compliance });
    await expect(compliance.getByText('Error', { exact: true })).toBeVisible();
    await expect(compliance.getByText('Compliance', { exact: true })).toBeVisible();
    await expect(compliance.getByText('Unread', { exact: true })).toBeVisible();
    await expect(compliance.locator('time')).toHaveText(/ago$|^now$/);
    await expectAccessible(page);

    // Filters: one category at a time.
    await dialog.getByRole('radio', { name: 'Water Testing' }).check();
    await expect(dialog.getByRole('heading', { level: 3, name: titles.water_testing })).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3, name: titles.dwsp })).toHaveCount(0);
    await expect(dialog.getByRole('heading', { level: 3, name: titles.maintenance })).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'Maintenance' }).check();
    await expect(dialog.getByRole('heading', { level: 3, name: titles.maintenance })).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3, name: titles.water_testing })).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'Unread' }).check();
    for (const title of Object.values(titles)) {
      await expect(dialog.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }

    // One read by hand: it leaves the Unread list.
    await dialog.getByRole('button', { name: `Mark as read: ${titles.maintenance}` }).click();
    await expect(dialog.getByRole('heading', { level: 3, name: titles.maintenance })).toHaveCount(0);

    // Escape closes the panel and gives focus back to the bell.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(bell(page)).toBeFocused();

    // Mark all as read: the specification's toast, and nothing of ours is unread any more.
    await bell(page).click();
    await dialog.getByRole('button', { name: 'Mark all as read' }).click();
    // Said in the panel (seen, and announced), not in a toast over the panel's filters.
    await expect(dialog.getByRole('status')).toHaveText('All notifications marked as read');
    await expect(
      dialog.getByRole('paragraph').filter({ hasText: 'All notifications marked as read' }),
    ).toBeVisible();
    await dialog.getByRole('radio', { name: 'Unread' }).check();
    for (const title of Object.values(titles)) {
      await expect(dialog.getByRole('heading', { level: 3, name: title })).toHaveCount(0);
    }
    await dialog.getByRole('radio', { name: 'All' }).check();
    for (const title of Object.values(titles)) {
      const item = dialog.getByRole('article', { name: title });
      await expect(item).toBeVisible();
      await expect(item.getByText('Unread', { exact: true })).toHaveCount(0);
    }

    // Delete one: it is gone, and stays gone after Refresh.
    await dialog.getByRole('button', { name: `Delete: ${titles.dwsp}` }).click();
    await expect(dialog.getByRole('heading', { level: 3, name: titles.dwsp })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect(dialog.getByRole('heading', { level: 3, name: titles.water_testing })).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3, name: titles.dwsp })).toHaveCount(0);
  });

  test('one deleted or read while the list is still on its way stays as it was left (a slow line)', async ({
    page,
    browser,
    loginAs,
  }) => {
    const admin = await Admin.open(browser);
    await loginAs('principal');
    const principalId = await userIdOf(page);
    const gone = `Sample bottles have arrived ${run}`;
    const read = `The tank lid was checked ${run}`;
    const stays = `Term dates for sampling ${run}`;
    for (const title of [stays, read, gone]) {
      await admin.notify(principalId, { title, message: 'For the slow-line test.', category: 'general' });
    }
    await admin.close();
    await page.reload();
    await bell(page).click();
    const dialog = panel(page);
    await expect(dialog.getByRole('heading', { level: 3, name: gone })).toBeVisible();

    // The next list is read by the server now, but reaches the browser only after the person has
    // deleted one and read another (as on a rural line). What arrives late must not bring them back.
    let held: () => void = () => {};
    const heldBack = new Promise<void>((resolve) => {
      held = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/notifications',
      async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        await heldBack;
        await route.fulfill({ response });
      },
    );
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect(dialog.getByRole('button', { name: 'Refresh' })).toHaveAttribute('aria-busy', 'true');
    await dialog.getByRole('button', { name: `Delete: ${gone}` }).click();
    await expect(dialog.getByRole('heading', { level: 3, name: gone })).toHaveCount(0);
    await dialog.getByRole('button', { name: `Mark as read: ${read}` }).click();
    await expect(dialog.getByRole('button', { name: `Mark as read: ${read}` })).toHaveCount(0);
    held();
    await expect(dialog.getByRole('button', { name: 'Refresh' })).not.toHaveAttribute('aria-busy', 'true');
    await page.unroute((url) => url.pathname === '/api/notifications');
    await expect(dialog.getByRole('heading', { level: 3, name: stays })).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3, name: gone })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: `Mark as read: ${read}` })).toHaveCount(0);
  });

  test('an action button leads to the page it names and marks the notification read', async ({
    page,
    browser,
    loginAs,
  }) => {
    const admin = await Admin.open(browser);
    await loginAs('principal');
    const principalId = await userIdOf(page);
    const title = `Water test results to record ${run}`;
    await admin.notify(principalId, {
      title,
      message: 'The laboratory has sent the results of last week’s sample.',
      category: 'water_testing',
      actionUrl: `/school/${SLUG}/water-testing`,
      actionText: 'Record the results',
    });
    await admin.notify(principalId, {
      title: `Something to look at ${run}`,
      message: 'No action text was given, so the button says Take Action.',
      category: 'general',
      actionUrl: `/school/${SLUG}/dwsp`,
    });
    await admin.close();

    await page.reload();
    await bell(page).click();
    const dialog = panel(page);
    await expect(
      dialog
        .getByRole('article', { name: `Something to look at ${run}` })
        .getByRole('link', { name: /^Take Action/ }),
    ).toBeVisible();
    await dialog.getByRole('link', { name: `Record the results: ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/schools/${SLUG}/appendix/water-quality-monitoring$`));
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await bell(page).click();
    const item = panel(page).getByRole('article', { name: title });
    await expect(item).toBeVisible();
    await expect(item.getByText('Unread', { exact: true })).toHaveCount(0);
  });

  test("a notification created by provider staff arrives in the principal's bell without a reload", async ({
    page,
    browser,
    loginAs,
  }) => {
    const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/notifications/stream'));
    await loginAs('principal');
    await expect(page).toHaveURL(/\/schools\//);
    await expect(bell(page)).toBeVisible();
    expect((await streamOpen).status()).toBe(200);
    // Marks this document: a reload would lose it.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    // The stream has answered; give the server a moment to be listening before the notification is made.
    await page.waitForTimeout(500);

    const admin = await Admin.open(browser);
    const principalId = await userIdOf(page);
    const title = `Boil water notice lifted ${run}`;
    await admin.notify(principalId, {
      title,
      message: 'The council has lifted the notice: the water is safe to drink again.',
      category: 'compliance',
      type: 'success',
    });
    await admin.close();

    // A toast (in-app on, immediate: the demo defaults), and the panel holds it.
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 15_000 });
    await expect(bell(page)).toHaveAccessibleName(/^Notifications, (\d+|99\+) unread$/);
    await bell(page).click();
    await expect(panel(page).getByRole('heading', { level: 3, name: title })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });
});

// The second demo school's principal: only these tests, one after the other, send them notifications.
test.describe
  .serial('the second school’s principal', () => {
    test('the empty texts of the panel', async ({ loginAs, page }) => {
      await loginAs('principal2');
      await expect(page.getByText('Successfully logged in!')).toBeVisible();
      await bell(page).click();
      const dialog = panel(page);
      // The sign-in toast sat where the panel's filters are: opening the panel closes it at once (left
      // alone it would stay its 5 seconds, longer than this waits).
      await expect(page.getByText('Successfully logged in!')).toHaveCount(0, { timeout: 2000 });
      // What fails in the panel is said in the panel, not in a toast over it.
      await page.route('**/api/notifications/read-all', (route) => route.abort());
      await dialog.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(dialog.getByRole('alert')).toContainText(
        'That did not work. Check your connection and try again.',
      );
      await page.unroute('**/api/notifications/read-all');
      await dialog.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(dialog.getByRole('status')).toHaveText('All notifications marked as read');
      await dialog.getByRole('radio', { name: 'Unread' }).check();
      await expect(dialog.getByText('No unread notifications')).toBeVisible();
      await expect(dialog.getByText("You're all caught up!")).toBeVisible();
      await dialog.getByRole('radio', { name: 'Compliance' }).check();
      await expect(dialog.getByText('No notifications', { exact: true })).toBeVisible();
      await expect(dialog.getByText("We'll notify you when something important happens.")).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Close notifications' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(bell(page)).toBeFocused();
    });

    test('work a contractor logged reaches the bell, and 8.3 offers it once', async ({ browser }) => {
      // Logged on the second demo school by the admin, who may log maintenance anywhere...
      const admin = await browser.newContext();
      const pa = await admin.newPage();
      await pa.goto('/login');
      await logIn(pa, DEMO.admin);
      await pa.waitForURL((u) => !u.pathname.startsWith('/login'));
      const { school } = await (await pa.request.get('/api/schools/totara-ridge-area-school')).json();
      const work = `Replaced the UV lamp; the sleeve is scratched (${run}).`;
      const logged = await pa.request.post(`/api/schools/${school.id}/maintenance-log`, {
        data: { performedOn: '2026-11-20', component: 'UV unit', workDone: work, followUpNeeded: true },
      });
      expect(logged.status()).toBe(201);
      await admin.close();

      // ...the principal hears of it in the bell, and its action leads to 8.3, which offers it once.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('/login');
      await logIn(page, DEMO.principal2);
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      await bell(page).click();
      const dialog = panel(page);
      const item = dialog.getByRole('article').filter({ hasText: 'Follow-up needed: UV unit' });
      await expect(item).toContainText(work);
      await item.getByRole('link', { name: 'Add it to the plan' }).click();
      await expect(page).toHaveURL(/\/schools\/[^/]+\/appendix\/maintenance-servicing$/);
      const offers = page.getByRole('region', { name: 'Work logged by contractors' });
      await expect(offers).toContainText(work);
      await expect(offers).toContainText('The contractor says follow-up work is needed.');
      await expectAccessible(page);
      await offers.getByRole('button', { name: 'Add to the records' }).click();
      await expect(page.locator('[id="maintenance_records.0.date"]')).toHaveValue('2026-11-20');
      await expect(page.locator('[id="maintenance_records.0.work_done"]')).toHaveValue(
        new RegExp(`^${work.replace(/[.()]/g, '\\$&')}`),
      );
      await expect(offers).toHaveCount(0);
      await expect(page.getByTestId('save-state')).toHaveText(/Saved \d{1,2}:\d{2}/);
      await page.reload();
      await expect(page.getByRole('region', { name: 'Work logged by contractors' })).toHaveCount(0);
      await context.close();
    });
  });

test('the specification’s action links lead to real pages', async ({ loginAs, page }) => {
  await loginAs('principal');
  for (const [area, path] of [
    ['dwsp', `/schools/${SLUG}`],
    ['water-testing', `/schools/${SLUG}/appendix/water-quality-monitoring`],
    ['maintenance', `/schools/${SLUG}/appendix/maintenance-servicing`],
    ['compliance', `/schools/${SLUG}/compliance/monitoring-reporting`],
  ] as const) {
    await page.goto(`/school/${SLUG}/${area}`);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

/** Platform specification 9's defaults (SMS off, no number). */
const DEFAULTS = {
  emailNotifications: true,
  pushNotifications: true,
  inAppNotifications: true,
  smsNotifications: false,
  smsNumber: null,
  notificationFrequency: 'immediate',
  categories: {
    dwsp: true,
    water_testing: true,
    maintenance: true,
    compliance: true,
    system: true,
    general: true,
  },
  quietHours: { enabled: false, start: '22:00', end: '07:00' },
  emailDigest: { enabled: false, frequency: 'weekly', day_of_week: 1 },
};

// The office manager's preferences: changed here, put back afterwards.
test.describe('notification preferences', () => {
  test.describe.configure({ mode: 'serial' });

  const restoreDefaults = async (page: Page) => {
    const current = await page.request.get('/api/notifications/preferences');
    if (current.status() !== 200) return;
    const { version } = (await current.json()) as { version: number };
    await page.request.put('/api/notifications/preferences', {
      data: {
        version,
        ...DEFAULTS,
      },
    });
  };

  test.afterEach(async ({ page }) => {
    await restoreDefaults(page);
  });

  test('saved, and still there after a reload', async ({ loginAs, page }) => {
    await loginAs('school_admin');
    await restoreDefaults(page);
    await bell(page).click();
    await panel(page).getByRole('link', { name: 'Notification Settings' }).click();
    await expect(page).toHaveURL(/\/notifications\/preferences$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notification preferences' })).toBeVisible();
    // The specification's defaults: every channel but SMS, every topic, straight away, quiet hours off.
    await expect(page.getByRole('checkbox', { name: 'In WaiKura (the bell)' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Text message (SMS)' })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'Straight away' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Turn on quiet hours' })).not.toBeChecked();
    await expectAccessible(page);

    // SMS without a number is refused, in the summary and at the field.
    await page.getByRole('checkbox', { name: 'Text message (SMS)' }).check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeVisible();
    await expect(
      summary.getByRole('link', { name: 'Enter the mobile number text messages should go to.' }),
    ).toBeVisible();
    await expect(page.locator('#pref-smsNumber-error')).toContainText('Enter the mobile number');
    await expectAccessible(page);

    await page.getByLabel('Mobile number').fill('021 555 0199');
    await page.getByRole('checkbox', { name: 'Maintenance' }).uncheck();
    await page.getByRole('radio', { name: 'Once a day' }).check();
    await page.getByRole('checkbox', { name: 'Turn on quiet hours' }).check();
    // The specification's quiet hours, 22:00 to 07:00, until changed.
    await expect(page.getByLabel('From')).toHaveValue('22:00');
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('07:00');
    await page.getByLabel('From').fill('21:30');
    await page.getByLabel('To', { exact: true }).fill('06:45');
    await page.getByRole('checkbox', { name: 'Send me a weekly summary' }).check();
    await page.getByLabel('Day to send it').selectOption({ label: 'Thursday' });
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Preferences updated')).toBeVisible();
    await expect(page.getByText('Your notification preferences have been saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Notification preferences' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Text message (SMS)' })).toBeChecked();
    // Stored in international form.
    await expect(page.getByLabel('Mobile number')).toHaveValue('+64215550199');
    await expect(page.getByRole('checkbox', { name: 'Maintenance' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Water testing' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Once a day' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Turn on quiet hours' })).toBeChecked();
    await expect(page.getByLabel('From')).toHaveValue('21:30');
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('06:45');
    await expect(page.getByRole('checkbox', { name: 'Send me a weekly summary' })).toBeChecked();
    await expect(page.getByLabel('Day to send it')).toHaveValue('4');
    await expectAccessible(page);
  });

  test('a save made elsewhere first: the stored values are loaded and the page says so', async ({
    browser,
    loginAs,
    page,
  }) => {
    await loginAs('school_admin');
    await restoreDefaults(page);
    await page.goto('/notifications/preferences');
    await expect(page.getByRole('radio', { name: 'Straight away' })).toBeChecked();

    // The same person, in another browser, turns the weekly summary on.
    const other = await signIn(browser, 'school_admin');
    const current = await other.page.request.get('/api/notifications/preferences');
    const { version } = (await current.json()) as { version: number };
    const changed = await other.page.request.put('/api/notifications/preferences', {
      data: { version, ...DEFAULTS, emailDigest: { enabled: true, frequency: 'weekly', day_of_week: 5 } },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await other.context.close();

    await page.getByRole('radio', { name: 'Once a week' }).check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText(/Your preferences were changed somewhere else/)).toBeVisible();
    // What is stored now is on the page; our unsaved choice is not.
    await expect(page.getByRole('checkbox', { name: 'Send me a weekly summary' })).toBeChecked();
    await expect(page.getByLabel('Day to send it')).toHaveValue('5');
    await expect(page.getByRole('radio', { name: 'Straight away' })).toBeChecked();
    await expectAccessible(page);
  });
});
