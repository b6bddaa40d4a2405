/**
 * Issue 20's first test: every public and general route of both specifications, each with its outcome —
 * a real page (its heading), a documented redirect (where it leads), a sign-in first (a protected page:
 * /login with the address to come back to), or a deliberate not-found page with its reason. One page per
 * row, signed out unless the row names a role. Decision 043 explains the choices.
 *
 * The server answers every one of these addresses with the app (HTTP 200, decision 022); what a visitor
 * gets is decided by the app's router, so each row is checked in the browser.
 */

import { APP_REDIRECTS } from '../src/web/app/start-routes';
import { PUBLIC_REDIRECTS } from '../src/web/features/public/public-redirects';
import { type DemoRole, expect, expectAccessible, test } from './support/fixtures';

type Outcome =
  /** A page of its own, with this main heading, at this address. */
  | { page: RegExp }
  /** Leads to another address (pathname, or pathname and query), with that page's heading when given. */
  | { redirect: string | RegExp; heading?: RegExp }
  /** A protected page: /login, to come back to `returnTo` (the address itself unless another is given). */
  | { signIn: true; returnTo?: string }
  /** The not-found page, on purpose. */
  | { notFound: string };

interface Row {
  path: string;
  /** Where the route is named: 'platform' (000, section 2), 'plan' (001, section 2.3), or our own. */
  spec: 'platform' | 'plan' | 'both' | 'WaiKura';
  outcome: Outcome;
  /** Signed in as this demo user first. */
  as?: DemoRole;
}

/** Pages other helpers of issue 20 build on their own branches (20a: calculators; 20c: the sample plan). */
const BUILT_ELSEWHERE: readonly string[] = [
  '/schools/school-roi',
  '/schools/school-implementation',
  '/schools/advanced-calculator',
  '/suppliers/professional-services',
  '/suppliers/professional-roi',
  '/suppliers/professional-implementation',
  '/suppliers/professional-dashboard',
  '/suppliers/advanced-calculator',
  '/ta-demo',
  '/accurate-ta-demo',
  '/complete-ta-demo',
  '/test-page',
];
/**
 * While true, the rows of BUILT_ELSEWHERE are skipped (their pages are not on this branch). The lead sets it
 * to false once the calculators' and the sample plan's branches are merged.
 */
const SKIP_BUILT_ELSEWHERE = false;

const CALCULATOR = /calculat|cost|sav|return/i;
const SAMPLE_PLAN = /^A finished plan: Pūriri Flat School/;
const redirectTo = (from: string) =>
  (PUBLIC_REDIRECTS.find((r) => r.from === from) ?? APP_REDIRECTS.find((r) => r.from === from))?.to;

const ROUTES: readonly Row[] = [
  // Platform specification, section 2, "Public paths", and the plan specification's 2.3.
  { path: '/', spec: 'both', outcome: { page: /^Safe water at school/ } },
  { path: '/home', spec: 'plan', outcome: { redirect: '/', heading: /^Safe water at school/ } },
  { path: '/dual-home', spec: 'plan', outcome: { page: /^How will you use WaiKura\?$/ } },
  { path: '/getstarted', spec: 'plan', outcome: { page: /^Getting your school started$/ } },
  { path: '/login', spec: 'both', outcome: { page: /^Log in to WaiKura$/ } },
  { path: '/register', spec: 'platform', outcome: { page: /^Create an account for your school$/ } },
  { path: '/forgot-password', spec: 'both', outcome: { page: /^Forgot your password\?$/ } },
  { path: '/reset-password', spec: 'platform', outcome: { page: /^Choose a new password$/ } },
  { path: '/verify-email', spec: 'platform', outcome: { page: /^Verifying your email$/ } },
  { path: '/schools', spec: 'both', outcome: { page: /^What your school needs to do$/ } },
  { path: '/mission', spec: 'both', outcome: { page: /^Safe water for every child/ } },
  { path: '/faq', spec: 'both', outcome: { page: /^Questions schools ask$/ } },
  { path: '/terms-of-service', spec: 'both', outcome: { page: /^Terms of service$/ } },
  { path: '/privacy-policy', spec: 'both', outcome: { page: /^Privacy policy$/ } },
  { path: '/design-system', spec: 'both', outcome: { page: /^WaiKura design system$/ } },
  { path: '/source-water', spec: 'both', outcome: { page: /^Where your water comes from/ } },
  { path: '/acceptable-solutions', spec: 'both', outcome: { page: /^Acceptable Solutions/ } },
  {
    path: '/acceptable-solutions/template',
    spec: 'plan',
    outcome: { redirect: '/help/documents', heading: /^The regulator’s documents we use$/ },
  },
  {
    path: '/school-water-safety',
    spec: 'plan',
    outcome: { redirect: '/schools', heading: /^What your school/ },
  },
  {
    path: '/schools/school-water-safety',
    spec: 'plan',
    outcome: { redirect: '/schools', heading: /^What your school/ },
  },
  {
    path: '/useful-links',
    spec: 'plan',
    outcome: { redirect: '/help/documents', heading: /^The regulator’s/ },
  },
  {
    path: '/registration-success',
    spec: 'plan',
    outcome: { redirect: '/register', heading: /^Create an account for your school$/ },
  },
  {
    path: '/school-registration',
    spec: 'plan',
    outcome: { redirect: '/register', heading: /^Create an account for your school$/ },
  },
  {
    path: '/te-mana-o-te-wai',
    spec: 'plan',
    outcome: { page: /^Te Mana o te Wai and your school’s water$/ },
  },

  // Help (plan 2.3): /help goes to the overview; its six topics; an unknown topic is not found.
  {
    path: '/help',
    spec: 'both',
    outcome: { redirect: '/help/overview', heading: /^Getting started with WaiKura$/ },
  },
  { path: '/help/overview', spec: 'plan', outcome: { page: /^Getting started with WaiKura$/ } },
  { path: '/help/faq', spec: 'plan', outcome: { page: /^Questions about using WaiKura$/ } },
  { path: '/help/contact', spec: 'plan', outcome: { page: /^Contact$/ } },
  { path: '/help/documents', spec: 'plan', outcome: { page: /^The regulator’s documents we use$/ } },
  { path: '/help/glossary', spec: 'plan', outcome: { page: /^Glossary$/ } },
  { path: '/help/troubleshooting', spec: 'plan', outcome: { page: /^Troubleshooting$/ } },
  {
    path: '/help/no-such-topic',
    spec: 'WaiKura',
    outcome: {
      notFound: 'an unknown help topic: the not-found message inside the help pages, topics in reach',
    },
  },

  // Calculators (helper 20a) and the sample plan (helper 20c; seeds README, point 7).
  { path: '/schools/school-roi', spec: 'plan', outcome: { page: CALCULATOR } },
  {
    path: '/schools/school-implementation',
    spec: 'plan',
    outcome: { redirect: '/schools', heading: /^What your school needs to do$/ },
  },
  { path: '/schools/advanced-calculator', spec: 'plan', outcome: { page: CALCULATOR } },
  { path: '/suppliers/professional-services', spec: 'plan', outcome: { page: CALCULATOR } },
  { path: '/suppliers/professional-roi', spec: 'plan', outcome: { page: CALCULATOR } },
  {
    path: '/suppliers/professional-implementation',
    spec: 'plan',
    outcome: { redirect: '/suppliers/professional-services', heading: /^Save time on every school supply/ },
  },
  {
    path: '/suppliers/professional-dashboard',
    spec: 'plan',
    outcome: { redirect: '/suppliers/professional-services', heading: /^Save time on every school supply/ },
  },
  { path: '/suppliers/advanced-calculator', spec: 'plan', outcome: { page: CALCULATOR } },
  { path: '/ta-demo', spec: 'both', outcome: { page: SAMPLE_PLAN } },
  { path: '/accurate-ta-demo', spec: 'platform', outcome: { redirect: '/ta-demo', heading: SAMPLE_PLAN } },
  { path: '/complete-ta-demo', spec: 'platform', outcome: { redirect: '/ta-demo', heading: SAMPLE_PLAN } },
  { path: '/test-page', spec: 'both', outcome: { redirect: '/ta-demo', heading: SAMPLE_PLAN } },
  { path: '/test-school-data', spec: 'plan', outcome: { redirect: '/ta-demo' } },

  // General routes of plan 2.3 that are the app's: signed out, they ask for a sign-in first.
  { path: '/map', spec: 'plan', outcome: { signIn: true } },
  { path: '/page-review', spec: 'both', outcome: { signIn: true } },
  { path: '/page-review-test', spec: 'plan', outcome: { signIn: true, returnTo: '/page-review' } },
  { path: '/pre-visit-questionnaire', spec: 'plan', outcome: { signIn: true } },
  { path: '/visit', spec: 'plan', outcome: { signIn: true, returnTo: '/site-visit-mobile' } },
  { path: '/dwsp', spec: 'plan', outcome: { signIn: true, returnTo: '/dashboard' } },
  { path: '/complete-dwsp', spec: 'plan', outcome: { signIn: true, returnTo: '/dashboard' } },
  { path: '/drinking-water-safety-plan-approval', spec: 'plan', outcome: { signIn: true } },

  // User routes (plan 2.3).
  { path: '/dashboard', spec: 'plan', outcome: { signIn: true } },
  { path: '/profile', spec: 'plan', outcome: { signIn: true } },
  { path: '/settings', spec: 'plan', outcome: { signIn: true } },
  { path: '/profile-legacy', spec: 'plan', outcome: { signIn: true, returnTo: '/profile' } },
  { path: '/notifications/preferences', spec: 'plan', outcome: { signIn: true } },

  // Admin area and the mobile site-visit routes (plan 2.3).
  { path: '/waikura', spec: 'both', outcome: { signIn: true } },
  { path: '/waikura-admin', spec: 'plan', outcome: { signIn: true } },
  { path: '/waikura/select', spec: 'plan', outcome: { signIn: true } },
  { path: '/waikura/site-visit', spec: 'plan', outcome: { signIn: true } },
  { path: '/site-visit-mobile', spec: 'both', outcome: { signIn: true } },
  { path: '/site-visit-mobile/login', spec: 'plan', outcome: { signIn: true } },
  {
    path: '/site-visit-mobile/page-review',
    spec: 'plan',
    outcome: { signIn: true, returnTo: '/page-review' },
  },

  // Suppliers (plan 2.3): provider staff's; the question pages lead to the supplier list.
  { path: '/suppliers', spec: 'both', outcome: { signIn: true } },
  { path: '/clients', spec: 'plan', outcome: { signIn: true } },
  { path: '/supply-information', spec: 'plan', outcome: { signIn: true, returnTo: '/suppliers' } },
  { path: '/water-supply-components', spec: 'plan', outcome: { signIn: true, returnTo: '/suppliers' } },
  ...[3, 4, 5, 6, 7].map(
    (n): Row => ({ path: `/question-${n}`, spec: 'plan', outcome: { signIn: true, returnTo: '/suppliers' } }),
  ),

  // Contractor (plan 2.3) and the cultural routes (school-less plan routes, plan 2.2).
  { path: '/contractor', spec: 'plan', outcome: { signIn: true } },
  { path: '/contractor/dashboard', spec: 'plan', outcome: { signIn: true } },
  { path: '/contractor/schools/maintenance-log', spec: 'plan', outcome: { signIn: true } },
  { path: '/cultural/te-mana-o-te-wai', spec: 'plan', outcome: { signIn: true } },

  // Signed in: where the general routes lead each role.
  { path: '/dwsp', as: 'principal', spec: 'plan', outcome: { redirect: /^\/schools\/[^/]+$/ } },
  {
    path: '/dwsp#section-3-2',
    as: 'principal',
    spec: 'platform',
    outcome: { redirect: /^\/schools\/[^/]+\/source-water-risk\/catchment-activities$/ },
  },
  { path: '/visit', as: 'contractor', spec: 'plan', outcome: { redirect: '/site-visit-mobile' } },
  { path: '/waikura/site-visit', as: 'waikura', spec: 'plan', outcome: { page: /^Site visits have moved$/ } },
  { path: '/page-review-test', as: 'waikura', spec: 'plan', outcome: { redirect: '/page-review' } },
  { path: '/question-3', as: 'waikura', spec: 'plan', outcome: { redirect: '/suppliers' } },
  {
    path: '/water-supply/te-mana-o-te-wai',
    as: 'principal',
    spec: 'WaiKura',
    outcome: { redirect: /^\/schools\/[^/]+\/water-supply\/te-mana-o-te-wai$/ },
  },

  // Deliberately not found.
  {
    path: '/no-such-page',
    spec: 'both',
    outcome: { notFound: 'any address neither specification names: the catch-all not-found page (plan 2.7)' },
  },
];

test.describe('every public route of both specifications has its outcome', () => {
  for (const row of ROUTES) {
    const title = `${row.path}${row.as ? ` (as ${row.as})` : ''}`;
    test(title, async ({ page, loginAs }) => {
      test.skip(
        SKIP_BUILT_ELSEWHERE && BUILT_ELSEWHERE.includes(row.path),
        'built on another branch of issue 20; the lead turns SKIP_BUILT_ELSEWHERE off after merging',
      );
      if (row.as) await loginAs(row.as);
      const response = await page.goto(row.path);
      expect(response?.status(), 'the server answers with the app').toBe(200);
      const h1 = page.getByRole('heading', { level: 1 }).first();
      const o = row.outcome;
      const bare = row.path.split('#')[0]!;
      if ('page' in o) {
        await expect(h1).toHaveText(o.page);
        expect(new URL(page.url()).pathname).toBe(bare);
      } else if ('redirect' in o) {
        if (typeof o.redirect === 'string') {
          await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(o.redirect);
          // The documented target is the one the router table holds.
          const listed = redirectTo(bare);
          if (listed && !row.as) expect(listed).toBe(o.redirect);
        } else {
          await expect.poll(() => new URL(page.url()).pathname).toMatch(o.redirect);
        }
        if (o.heading) await expect(h1).toHaveText(o.heading);
      } else if ('signIn' in o) {
        const back = o.returnTo ?? bare;
        await expect
          .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
          .toBe(`/login?returnUrl=${encodeURIComponent(back)}`);
        await expect(h1).toHaveText('Log in to WaiKura');
      } else {
        await expect(h1).toHaveText('Page Not Found');
        expect(new URL(page.url()).pathname).toBe(bare);
      }
    });
  }

  test('every redirect the routers hold has a row', () => {
    const signedOut = new Set(ROUTES.filter((r) => !r.as).map((r) => r.path));
    for (const r of [...PUBLIC_REDIRECTS, ...APP_REDIRECTS]) expect(signedOut, r.from).toContain(r.from);
  });
});

test.describe('the start pages and Te Mana o te Wai', () => {
  test('a visitor finds them from the home page and the footer, by keyboard, and each passes axe', async ({
    page,
  }) => {
    await page.goto('/');
    // Hydrated: the footer's controls are enabled once the app has the page (decision 022).
    await expect(page.getByLabel('Language')).toBeEnabled();
    const start = page.getByRole('main').getByRole('link', { name: 'Get started' });
    for (let i = 0; i < 40 && !(await start.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(start).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/getstarted$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting your school started');
    await expect(page.getByRole('heading', { name: 'How long it takes' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Te Mana o te Wai' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/te-mana-o-te-wai$/);
    await expect(page.getByRole('heading', { name: 'Water first: the order of obligations' })).toBeVisible();
    await expect(page.getByText('Source: Taumata Arowai').first()).toBeVisible();
    await expectAccessible(page);

    await page.goto('/dual-home');
    await expect(page.getByRole('heading', { name: 'I’m at a school' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'How contractors and providers join' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/getstarted#contractors$/);
    await expect(page.getByRole('heading', { name: 'Contractors and provider staff' })).toBeInViewport();
  });

  test('Te Mana o te Wai leads a signed-in principal into section 2.9 of their plan', async ({
    page,
    loginAs,
  }) => {
    await loginAs('principal');
    await page.goto('/te-mana-o-te-wai');
    await page.getByRole('link', { name: 'Open section 2.9 of your plan' }).click();
    await expect(page).toHaveURL(/\/schools\/[^/]+\/water-supply\/te-mana-o-te-wai$/);
  });

  test('provider staff get the site-visit notice, which opens the mobile site in a new tab', async ({
    page,
    loginAs,
  }) => {
    await loginAs('waikura');
    await page.goto('/waikura/site-visit');
    const link = page.getByRole('link', { name: 'Open the mobile site (new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', '/site-visit-mobile');
    await expectAccessible(page);
  });
});
