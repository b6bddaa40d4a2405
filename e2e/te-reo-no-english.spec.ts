import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, test } from './support/fixtures';

/**
 * The interface in te reo Māori throughout (issue 20, decision 045): a visitor, the principal, a contractor
 * and provider staff, with te reo chosen, visit the main pages of their role; on each, every visible text (and
 * every aria-label, placeholder, title and alt) that is NOT inside something marked lang="en" (the plan's
 * questions, regulatory text and articles are, by design) and is not something a person typed (marked
 * `data-user-content`) must not look English. The failure lists what it found, page by page. Every page
 * visited passes axe.
 *
 * "Looks English" (`looksEnglish` in `englishOnPage`): two or more common English function words in one text ("the", "and",
 * "your" …, none of which is also a te reo word), or a whole text that is one of the interface's common
 * English words ("Save", "Cancel", "Loading" …). Names, e-mail addresses, units, numbers and WaiKura carry
 * neither, so they pass.
 */
const SLUG = 'kowhai-valley-school';

/**
 * Excluded by element, each with why: what the server words (helper 20g puts server messages and
 * notification texts into te reo), marked `data-server-text` where it is shown. Remove a line once its
 * words are te reo.
 */
const SERVER_WORDED: { selector: string; why: string }[] = [
  {
    selector: '[data-server-text]',
    why: 'the water log’s due samples, the annual report’s gaps and the activity feed’s lines, worded in English by the server',
  },
];

/**
 * English still found, known and not yet fixed, each with why (decision 042's "Known, not done here"). A
 * finding is excused only when both its page and its text match.
 */
const KNOWN: { page: RegExp; text: RegExp; why: string }[] = [
  {
    page: /\/improvement-plan\/risk-assessment$/,
    text: /^aria-label="(Tāpiritia ki aku tūraru|Kāore e pā ana): /,
    why: 'a suggested risk’s buttons are named in te reo with the risk’s English title: an accessible name cannot mark part of itself lang="en"',
  },
];

async function teReoFromTheStart(page: Page) {
  await page.addInitScript(() => localStorage.setItem('waikura-language', 'mi'));
}

async function logInInTeReo(page: Page, email: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Takiuru ki WaiKura' })).toBeVisible();
  await page.getByLabel('Wāhitau īmēra').pressSequentially(email);
  await page.getByLabel('Kupuhipa', { exact: true }).pressSequentially(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Takiuru', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** The texts of the page as it is now that look English, outside English content and what people typed. */
function englishOnPage(page: Page, skip: string[]): Promise<string[]> {
  return page.evaluate((skipSelectors) => {
    // Common English function words that are not also te reo words ("a", "he", "i", "me", "no" are).
    const FUNCTION_WORDS = new Set(
      'the and your of to is this for with you are has not in on be can will it was from or by at an that what have been there when which'.split(
        ' ',
      ),
    );
    // Whole texts that are the interface's common English words.
    const UI_WORDS = new Set(
      [
        'save',
        'save now',
        'cancel',
        'edit',
        'delete',
        'close',
        'back',
        'next',
        'previous',
        'loading',
        'loading…',
        'search',
        'download',
        'upload',
        'submit',
        'continue',
        'add',
        'remove',
        'view',
        'open',
        'print',
        'today',
        'settings',
        'help',
        'yes',
        'status',
        'name',
        'date',
        'actions',
        'page',
        'total',
        'overdue',
        'due',
        'done',
        'complete',
        'completed',
        'pending',
        'draft',
        'none',
        'new',
        'more',
        'details',
        'filter',
        'reset',
        'select',
        'all',
        'month',
        'week',
        'day',
        'list',
        'export',
        'share',
        'copy',
        'home',
        'menu',
        'apply',
        'clear',
        'confirm',
        'send',
        'sign in',
        'log in',
        'log out',
        'sign out',
        'learn more',
        'see all',
        'show more',
        'show all',
        'read more',
        'not started',
        'in progress',
        'schools',
        'school',
        'contractor',
        'contractors',
        'notes',
        'notifications',
        'profile',
        'calendar',
        'tasks',
        'reports',
        'schedule',
        'incidents',
        'map',
        'suppliers',
        'finance',
        'staff',
        'activity',
        'deliveries',
        'region',
        'role',
        'email address',
        'phone',
        'address',
        'type',
        'priority',
        'high',
        'medium',
        'low',
        'urgent',
        'open',
        'closed',
        'resolved',
        'active',
        'inactive',
        'upcoming',
        'overview',
        'history',
        'version',
        'unknown',
        'not set',
        'not yet',
        'reached',
      ].map((w) => w.toLowerCase()),
    );
    const looksEnglish = (text: string) => {
      const t = text.replace(/\s+/g, ' ').trim();
      if (!/\p{L}/u.test(t)) return false;
      // Whole words, letters with macrons included ("anō" is not "an" + "ō").
      const words = t.toLowerCase().match(/[\p{L}’']+/gu) ?? [];
      if (words.filter((w) => FUNCTION_WORDS.has(w)).length >= 2) return true;
      return UI_WORDS.has(
        t
          .toLowerCase()
          .replace(/[.:!?()]+$/g, '')
          .trim(),
      );
    };
    const excluded = (el: Element | null) =>
      !el ||
      // Inside something marked English (the page itself is lang="mi").
      el.closest('[lang]')?.getAttribute('lang') === 'en' ||
      el.closest(
        [
          '[data-user-content]',
          'script',
          'style',
          'noscript',
          'template',
          'textarea',
          'code',
          // The toasts come and go (each is checked where it is raised, in the feature's own tests).
          '[data-sonner-toaster]',
          ...skipSelectors,
        ].join(','),
      ) !== null;
    const visible = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) ||
      // Text only for screen readers is read out too.
      el.closest('.sr-only') !== null;
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (excluded(el) || !visible(el!)) continue;
      const text = node.textContent ?? '';
      if (looksEnglish(text)) found.add(text.replace(/\s+/g, ' ').trim());
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (excluded(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name);
        if (value && looksEnglish(value)) found.add(`${name}="${value}"`);
      }
    }
    if (looksEnglish(document.title)) found.add(`<title>${document.title}</title>`);
    return [...found];
  }, skip);
}

/** Visits each path, waits for its heading, checks axe, and returns what looks English, by path. */
async function walk(page: Page, paths: string[]): Promise<string[]> {
  const report: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi');
    await expectAccessible(page);
    const english = await englishOnPage(
      page,
      SERVER_WORDED.map((s) => s.selector),
    );
    for (const text of english)
      if (!KNOWN.some((k) => k.page.test(path) && k.text.test(text))) report.push(`${path}: ${text}`);
  }
  return report;
}

test.describe('no English left in the te reo interface', () => {
  test.describe.configure({ timeout: 600_000 });

  test('the check can fail: it finds English text and skips what is marked English or typed', async ({
    page,
  }) => {
    await teReoFromTheStart(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi');
    await page.evaluate(() => {
      const host = document.createElement('div');
      host.innerHTML = [
        '<p>Save your changes to the plan</p>',
        '<button>Cancel</button>',
        '<p lang="en">What is the source of your water?</p>',
        '<p data-user-content>The tank is on the roof of the hall</p>',
        '<p>Kowhai Valley School · principal@demo.waikura.nz · 2.5 mg/L · WaiKura</p>',
        '<p>Tiakina ō huringa ki te mahere</p>',
        '<p>Kāore anō kia tāpirihia he tūraru. Mahia tonutia tēnei kia haumaru anō te wai.</p>',
      ].join('');
      document.body.append(host);
    });
    expect((await englishOnPage(page, [])).sort()).toEqual(['Cancel', 'Save your changes to the plan']);
  });

  test('a visitor: the home page, the start pages, signing in and registering', async ({ page }) => {
    await teReoFromTheStart(page);
    const report = await walk(page, ['/', '/dual-home', '/getstarted', '/login', '/register']);
    expect(report, 'English text in the te reo interface').toEqual([]);
  });

  test('the principal', async ({ page }) => {
    await teReoFromTheStart(page);
    await logInInTeReo(page, DEMO.principal);
    const school = `/schools/${SLUG}`;
    const report = await walk(page, [
      school,
      `${school}/school-details/background`,
      `${school}/school-details/key-contacts`,
      `${school}/water-supply/source`,
      `${school}/water-supply/storage`,
      `${school}/improvement-plan/risk-assessment`,
      `${school}/improvement-plan/improvement-schedule`,
      `${school}/contingency-plans`,
      `${school}/review/annual-review`,
      `${school}/school-details/background/history`,
      `${school}/badges`,
      `${school}/calendar`,
      `${school}/water-testing`,
      `${school}/water-testing/guide`,
      `${school}/incidents`,
      `${school}/download`,
      `${school}/review/revision-records`,
      `${school}/appendix/boil-water-notice`,
      `${school}/cultural/consultation-tracker`,
      `${school}/approval`,
      `${school}/contractor-tasks`,
      `${school}/visit-reports`,
      `${school}/pre-visit-questionnaire`,
      '/notifications/preferences',
      '/profile',
    ]);
    expect(report, 'English text in the te reo interface').toEqual([]);
  });

  test('a contractor', async ({ page }) => {
    await teReoFromTheStart(page);
    await logInInTeReo(page, DEMO.contractor);
    const report = await walk(page, [
      '/contractor',
      '/contractor/schedule',
      '/contractor/reports',
      '/contractor/profile',
      '/contractor/schools/maintenance-log',
      '/profile',
    ]);
    expect(report, 'English text in the te reo interface').toEqual([]);
  });

  test('provider staff', async ({ page }) => {
    await teReoFromTheStart(page);
    await logInInTeReo(page, DEMO.waikura);
    const report = await walk(page, [
      '/waikura',
      `/waikura/school/${SLUG}`,
      '/map',
      '/suppliers',
      '/supplies',
      '/waikura/deliveries',
      '/waikura/activity',
      '/waikura/staff',
      '/waikura/finance',
      '/waikura/emergency',
      '/waikura/visit-reports',
      '/waikura/contractor-profiles',
      '/waikura/web-vitals',
      '/profile',
    ]);
    expect(report, 'English text in the te reo interface').toEqual([]);
  });
});
