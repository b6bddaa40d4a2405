import type { Locator, Page } from '@playwright/test';
import {
  PLAN_PARTS,
  PLAN_SECTIONS,
  type PlanSection,
  partOf,
  sectionRoute,
} from '../src/domain/plan/catalogue';
import { type ColumnField, emptyValue, type Field, isShown, sectionFields } from '../src/domain/plan/fields';
import { formFor } from '../src/domain/plan/forms';
import { DEMO, expect, expectAccessible, logIn, signUpSchool, test } from './support/fixtures';

/**
 * The plan editor as people type: key by key, by keyboard, with answers half typed, two people at once,
 * on a phone-sized screen. Each test here failed on the editor before issue 13's fixes.
 */

type Kind = 'text' | 'textarea' | 'email' | 'phone' | 'number' | 'date' | 'url';
const KINDS: readonly Kind[] = ['text', 'textarea', 'email', 'phone', 'number', 'date', 'url'];

/** What a person types into a field of this kind, and what the field holds afterwards. */
function typing(f: Field | ColumnField, nth: number): { keys: string; value: string } {
  switch (f.kind) {
    case 'email':
      return { keys: 'kaitiaki.wai@kowhai.school.nz', value: 'kaitiaki.wai@kowhai.school.nz' };
    case 'phone':
      // A landline first, then a mobile number.
      return nth % 2 === 0
        ? { keys: '07 871 2345', value: '07 871 2345' }
        : { keys: '+64 21 555 0199', value: '+64 21 555 0199' };
    case 'number': {
      const lo = f.min ?? 0;
      const hi = f.max ?? 1_000_000;
      const n = f.integer ? Math.min(Math.max(120, lo), hi) : Math.min(Math.max(12.75, lo), hi);
      return { keys: String(n), value: String(n) };
    }
    case 'date':
      // Chromium's date control in the en-US locale: month, day, year.
      return { keys: '03152026', value: '2026-03-15' };
    case 'url':
      return { keys: 'https://www.kowhai.school.nz/water', value: 'https://www.kowhai.school.nz/water' };
    case 'textarea': {
      const text =
        'Roof tank 2 by the hall: "north" side.\nUV unit in the caretaker’s shed — checked weekly.';
      return { keys: text, value: text };
    }
    default: {
      let text = `Ngā tamariki ${nth}: tank 2`;
      const min = 'minLength' in f ? (f.minLength ?? 0) : 0;
      while (text.length < min) text += ', checked every week';
      const max = 'maxLength' in f ? (f.maxLength ?? 500) : 500;
      text = text.slice(0, max).trimEnd();
      return { keys: text, value: text };
    }
  }
}

/** One field of each kind the section asks at the top, and the cells of its first list's new row. */
function plan(sectionId: string) {
  const form = formFor(sectionId);
  const fields = sectionFields(form).filter((f) => !f.hidden && isShown(f, {}));
  const top: Field[] = [];
  for (const kind of KINDS) {
    const of = fields.filter((f) => f.kind === kind);
    top.push(...of.slice(0, kind === 'phone' ? 2 : 1));
  }
  const rows = fields.find((f) => f.kind === 'rows');
  const cells: ColumnField[] = [];
  if (rows && rows.kind === 'rows') {
    const fresh = Object.fromEntries(rows.columns.map((c) => [c.name, emptyValue(c)]));
    const shown = rows.columns.filter((c) => !c.hidden && isShown(c, fresh));
    for (const kind of KINDS) {
      const c = shown.find((x) => x.kind === kind);
      if (c) cells.push(c);
    }
  }
  return { top, rows: rows?.kind === 'rows' ? rows : null, cells };
}

/** Types into the control, key by key, and checks every keystroke stayed in it. */
async function typeInto(page: Page, control: Locator, keys: string) {
  await control.focus();
  await page.keyboard.type(keys, { delay: 8 });
  await expect(control).toBeFocused();
}

/** Waits until everything typed in this section is stored (the browser's copy is cleared only then). */
async function allSaved(page: Page, sectionId: string) {
  await expect(page.getByTestId('save-state')).toHaveText(/^Saved \d{1,2}:\d{2}( [ap]m)?$/i);
  await expect
    .poll(() =>
      page.evaluate(
        (id) =>
          Object.keys(localStorage).filter((k) => k.startsWith('waikura-draft:') && k.endsWith(`:${id}`)),
        sectionId,
      ),
    )
    .toEqual([]);
}

async function typeSection(page: Page, slug: string, section: PlanSection) {
  const { top, rows, cells } = plan(section.id);
  if (!top.length && !cells.length) return;
  await page.goto(sectionRoute(slug, section));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(section.number);
  const expected: [Locator, string][] = [];
  let nth = 0;
  for (const f of top) {
    const { keys, value } = typing(f, nth++);
    const control = page.locator(`[id="${f.name}"]`);
    await typeInto(page, control, keys);
    expected.push([control, value]);
  }
  if (rows && cells.length) {
    const add = page.getByRole('button', { name: new RegExp(`^Add an? ${rows.itemLabel}$`, 'i') });
    const before = await page.locator(`[id^="${rows.name}."][id$=".${rows.columns[0]!.name}"]`).count();
    await add.focus();
    await page.keyboard.press('Enter');
    for (const c of cells) {
      const { keys, value } = typing(c, nth++);
      const control = page.locator(`[id="${rows.name}.${before}.${c.name}"]`);
      await typeInto(page, control, keys);
      expected.push([control, value]);
    }
  }
  // No summary appeared and took the keyboard while typing valid answers.
  await expect(page.getByRole('alert').filter({ hasText: 'need fixing' })).toHaveCount(0);
  await allSaved(page, section.id);
  await page.reload();
  for (const [control, value] of expected) await expect(control).toHaveValue(value);
}

test.describe('typing, key by key, into every kind of answer of every section', () => {
  for (const part of PLAN_PARTS) {
    test(`part ${part.number}: ${part.title}`, async ({ page }) => {
      test.setTimeout(240_000);
      const { slug } = await signUpSchool(page, `typing-part-${part.number}`);
      for (const section of PLAN_SECTIONS.filter((s) => partOf(s.id)?.id === part.id))
        await typeSection(page, slug, section);
    });
  }
});

test('an answer that is not valid yet does not hold back the others; it waits in the browser', async ({
  page,
}) => {
  const { slug } = await signUpSchool(page, 'half-typed');
  await page.goto(`/schools/${slug}/school-details/key-contacts`);
  const phone = page.locator('#emergency_contact_phone');
  const name = page.locator('#emergency_contact_name');
  await typeInto(page, phone, 'ring the office');
  // Leaving the answer shows its message at the field; focus goes where the person moves it.
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('#emergency_contact_phone-error')).toContainText('Not saved yet');
  await typeInto(page, name, 'Aroha Ngata');
  await expect(page.getByTestId('save-state')).toHaveText(/^Saved \d{1,2}:\d{2}( [ap]m)?, except 1 answer/i);
  await expectAccessible(page);
  await page.reload();
  await expect(page.locator('#emergency_contact_name')).toHaveValue('Aroha Ngata');
  await expect(page.getByText(/You have changes from .+ that were not saved\./)).toBeVisible();
  await page.getByRole('button', { name: 'Bring them back' }).click();
  await expect(page.locator('#emergency_contact_phone')).toHaveValue('ring the office');
  await expect(page.locator('#emergency_contact_name')).toHaveValue('Aroha Ngata');

  // "Save now" that cannot save everything: the summary takes focus once, and names the answer.
  await page.getByRole('button', { name: 'Save now' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'need fixing' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link').first().click();
  await expect(phone).toBeFocused();
  // Fixing it, key by key: the summary never takes the keyboard back.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('07 871 2345', { delay: 8 });
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue('07 871 2345');
  await allSaved(page, 'key-contacts');
  await page.reload();
  await expect(page.locator('#emergency_contact_phone')).toHaveValue('07 871 2345');
});

test('the bell shows the server’s count after marking one read', async ({ page, browser }) => {
  await signUpSchool(page, 'bell');
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await adminPage.goto('/login');
  await logIn(adminPage, DEMO.admin);
  await adminPage.waitForURL((u) => !u.pathname.startsWith('/login'));
  for (const n of [1, 2, 3]) {
    const res = await adminPage.request.post('/api/notifications', {
      data: { userId: me.id, title: `Bell check ${n}`, message: 'Counting the bell.', category: 'general' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await admin.close();
  await page.reload();
  const bell = page.getByRole('button', { name: /^Notifications, (none|\d+) unread$/ });
  const serverCount = async () =>
    ((await (await page.request.get('/api/notifications/unread-count')).json()) as { count: number }).count;
  await expect(bell).toHaveAccessibleName(`Notifications, ${await serverCount()} unread`);
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  for (const n of [3, 2]) {
    await panel.getByRole('button', { name: `Mark as read: Bell check ${n}` }).click();
    await expect.poll(serverCount).toBe(n - 1);
    await expect(bell).toHaveAccessibleName(`Notifications, ${n - 1} unread`);
  }
  // And it stays so once the live stream has had its say.
  await page.waitForLoadState('networkidle');
  await expect(bell).toHaveAccessibleName(`Notifications, ${await serverCount()} unread`);
});

for (const [width, height] of [
  [320, 640],
  [1280, 800],
] as const) {
  test(`the focused answer is never under the save bar (${width} px wide)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto('/login');
    await logIn(page, DEMO.principal);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/schools/kowhai-valley-school/school-details/background');
    await page.waitForLoadState('networkidle');
    await page.locator('#school_name').focus();
    const obscured: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const overlap = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        // The bar that holds "Save now" (found by what it is, so the test reads any version of the page).
        const bar = [...document.querySelectorAll('button[type=submit]')]
          .find((x) => x.textContent?.includes('Save now'))
          ?.closest('.sticky');
        if (!bar) return 'no save bar';
        if (!el || bar.contains(el) || el === document.body) return null;
        const a = el.getBoundingClientRect();
        const b = bar.getBoundingClientRect();
        const covered = a.top < b.bottom - 1 && a.bottom > b.top + 1;
        return covered
          ? `${el.id || el.tagName} ${Math.round(a.top)}–${Math.round(a.bottom)} under the bar at ${Math.round(b.top)}`
          : null;
      });
      if (overlap) obscured.push(overlap);
    }
    expect(obscured).toEqual([]);
    await context.close();
  });
}

test('on a phone the floating buttons sit above the save bar, and back at the edge once it is gone', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, DEMO.principal);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto('/schools/kowhai-valley-school/school-details/background');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const bar = page.locator('[data-sticky-save]');
  const launcher = page.getByTestId('assistant-launcher');
  const toTop = page.getByTestId('scroll-to-top');
  await page.mouse.wheel(0, 900);
  await expect(toTop).toBeVisible();
  // Each button's bottom edge 16 px above the bar's top (the bar wraps on a phone: its height is measured).
  await expect(async () => {
    const barBox = (await bar.boundingBox())!;
    for (const button of [launcher, toTop]) {
      const box = (await button.boundingBox())!;
      expect(Math.round(barBox.y - (box.y + box.height))).toBe(16);
    }
  }).toPass({ timeout: 5_000 });
  // On the dashboard there is no bar: the launcher is 16 px from the window's bottom edge.
  await page.getByRole('navigation', { name: 'Where you are' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kōwhai Valley School');
  await expect(bar).toHaveCount(0);
  await expect(async () => {
    const box = (await launcher.boundingBox())!;
    expect(Math.round(823 - (box.y + box.height))).toBe(16);
  }).toPass({ timeout: 5_000 });
  await context.close();
});

test('the status changes only when a choice is confirmed, by keyboard too', async ({ page }) => {
  await signUpSchool(page, 'status');
  await page.goto(`${new URL(page.url()).pathname}/source-water-risk/climate-change`);
  const select = page.locator('#section-status');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // Browsing the options set nothing.
  await expect(page.getByText(/Section status updated to/)).toHaveCount(0);
  await expect(page.getByTestId('section-status-tag')).toHaveText('Not started');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Set status' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Section status updated to/)).toBeVisible();
  await expectAccessible(page);
});

test('4.1 with 14 risks and a new school’s dashboard fit on a few screens', async ({ page }) => {
  const { slug } = await signUpSchool(page, 'short-pages');
  await page.setViewportSize({ width: 1280, height: 800 });
  // The dashboard: where you are and the next step first, the outline, then the checks grouped by part.
  await expect(page.locator('#outline-heading')).toBeVisible();
  await expect(page.locator('#compliance-heading')).toBeVisible();
  const order = await page.evaluate(() => {
    const outline = document.getElementById('outline-heading')!.getBoundingClientRect().top;
    const checks = document.getElementById('compliance-heading')!.getBoundingClientRect().top;
    return outline < checks;
  });
  expect(order).toBe(true);
  const dashboard = await page.evaluate(() => document.documentElement.scrollHeight);
  test
    .info()
    .annotations.push({ type: 'height', description: `new school's dashboard at 1280×800: ${dashboard} px` });
  expect(dashboard).toBeLessThanOrEqual(5 * 800);

  const section = await page.request.get(`/api/schools/${slug}`);
  const schoolId = ((await section.json()) as { school: { id: string } }).school.id;
  const url = `/api/schools/${schoolId}/plan/sections/risk-assessment`;
  const current = (await (await page.request.get(url)).json()) as { version: number };
  const risks = Array.from({ length: 14 }, (_, i) => ({
    id: `risk-${i + 1}`,
    event: `Risk ${i + 1}: birds and leaves in the gutter above tank ${i + 1}`,
  }));
  const saved = await page.request.put(url, {
    data: { version: current.version, content: { risks } },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto(sectionRoute(slug, PLAN_SECTIONS.find((x) => x.id === 'risk-assessment')!));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('4.1');
  // Was about 25,000 px at 1280 px wide and 36,000 px on a phone (every row repeated every field's help).
  for (const [w, h, screens] of [
    [1280, 800, 6],
    [390, 844, 10],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    test
      .info()
      .annotations.push({ type: 'height', description: `4.1 with 14 risks at ${w}×${h}: ${height} px` });
    expect(height, `${w} px wide`).toBeLessThanOrEqual(screens * h);
  }
  // A folded row opens to its answers.
  const first = page.getByRole('button', { name: /^Risk 1 / });
  await first.click();
  await expect(page.locator('[id="risks.0.event"]')).toBeVisible();
  await expectAccessible(page);
});
