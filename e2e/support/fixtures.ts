import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, request as requests } from '@playwright/test';
import { DEMO_PASSWORD, MAIL_DIR } from './constants';

export const DEMO = {
  admin: 'admin@demo.waikura.nz',
  waikura: 'staff@demo.waikura.nz',
  principal: 'principal@demo.waikura.nz',
  school_admin: 'office@demo.waikura.nz',
  principal2: 'principal2@demo.waikura.nz',
  contractor: 'contractor@demo.waikura.nz',
  viewer: 'viewer@demo.waikura.nz',
} as const;
export type DemoRole = keyof typeof DEMO;
export { DEMO_PASSWORD };

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for a message to `to` received by the loopback SMTP server. */
export async function waitForMail(
  to: string,
  match: (m: Mail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<Mail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const files = readdirSync(MAIL_DIR).sort();
    for (const f of files.reverse()) {
      const m = JSON.parse(readFileSync(join(MAIL_DIR, f), 'utf8')) as Mail;
      if (m.to.includes(to) && match(m)) return m;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export const linkIn = (mail: Mail, pattern: RegExp): string => {
  const url = mail.text.match(pattern)?.[0];
  if (!url) throw new Error(`no link matching ${pattern} in mail "${mail.subject}"`);
  return url;
};

/** axe must report no violations (WCAG 2.x A and AA, plus best practice) on the page as it is now. */
export async function expectAccessible(page: Page) {
  await page.waitForLoadState('networkidle');
  // A toast fading in is half transparent: let running animations and transitions finish first.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 5_000,
    })
    .catch(() => {});
  const noToast = () =>
    page
      .waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, { timeout: 15_000 })
      .catch(() => {});
  // A toast is transient (4 s) and may be half drawn as axe reads it: let it go first.
  await noToast();
  const analyze = async () => {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    return results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  };
  let summary = await analyze();
  // A toast asked for just before (its code still loading on a busy machine) can come in while axe reads the
  // page and be read half faded in. Then the page is read once more when the toast has gone: a fault that
  // stays on the page is still reported, a fault in a toast fully drawn is caught by the tests that wait for it.
  if (summary.length > 0 && (await page.locator('[data-sonner-toast]').count()) > 0) {
    await noToast();
    summary = await analyze();
  }
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Waits until the page's script has taken the page over (`<html data-ready>`, set by the root layout once
 * the page is hydrated): a prerendered page is on screen before that, and a click or a typed value
 * before it can be lost. A page with no script (JavaScript off, blocked) simply goes on after the wait.
 */
/**
 * Holds back the script that starts the app on a page drawn before it (prerendered, or rendered by the
 * server) until `release()`: a slow line, on which the page is there seconds before the app.
 */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/hydrate.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export async function appReady(page: Page, timeout = 15_000) {
  await page
    .locator('html[data-ready]')
    .waitFor({ state: 'attached', timeout })
    .catch(() => {});
}

export const test = base.extend<{ loginAs: (role: DemoRole) => Promise<void> }>({
  // Every `goto` and `reload` waits for the app to be ready, as a person waits for a page to respond.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
  loginAs: async ({ page }, use) => {
    await use(async (role) => {
      await page.goto('/login');
      await logIn(page, DEMO[role]);
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    });
  },
});
export { expect };

/**
 * A school of this test's own: signs up a new principal (and so a new, empty school), verifies the
 * address through the e-mail it receives, and signs the page in. Returns the school's address part.
 */
export async function signUpSchool(page: Page, tag: string): Promise<{ email: string; slug: string }> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const email = `${tag}-${stamp}@kauri-e2e.school.nz`;
  const password = `password for ${tag} ${stamp}`;
  // Signed up and verified from a client of its own, so the page signs in as a person would.
  const baseURL = test.info().project.use.baseURL!;
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL).origin } });
  const created = await api.post('/api/auth/sign-up/email', {
    data: { email, password, schoolName: `${tag} School ${stamp}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const verify = await waitForMail(email, (m) => m.subject.includes('Verify'));
  const token = linkIn(verify, /\/verify-email\/[^\s]+/).split('/verify-email/')[1]!;
  expect((await api.get(`/api/auth/verify-email?token=${token}`)).status()).toBe(200);
  await api.dispose();
  await page.goto('/login');
  await logIn(page, email, password);
  await page.waitForURL(/\/schools\/[^/]+$/);
  const slug = new URL(page.url()).pathname.split('/')[2]!;
  return { email, slug };
}
