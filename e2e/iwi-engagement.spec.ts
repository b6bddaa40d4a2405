/**
 * The iwi and mana whenua engagement tracker (issue 20, decision 041) as a principal of a new school uses
 * it: a contact, a hui with a follow-up due next week, typed key by key; the follow-up in the calendar;
 * the same hui in 2.9 and in the downloaded plan; everything still there after a reload. The tabs by
 * keyboard, the page at 320 px, and the tracker's other addresses. axe on every page.
 */
import type { Page } from '@playwright/test';
import mammoth from 'mammoth';
import { expect, expectAccessible, signUpSchool, test } from './support/fixtures';

/** A New Zealand date `days` from today, as YYYY-MM-DD and as typed into a date field (MMDDYYYY). */
function nzDate(days: number) {
  // Calendar days from New Zealand's today: adding 24-hour steps to now lands a day short across the
  // change to standard time when it is just past midnight in New Zealand.
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' });
  const iso = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, typed: `${m}${d}${y}` };
}

const cell = (page: Page, id: string) => page.locator(`[id="${id}"]`);
const type = (page: Page, id: string, text: string) => cell(page, id).pressSequentially(text, { delay: 10 });
const saved = (page: Page) => expect(page.getByTestId('save-state')).toHaveText(/^Saved \d/);

const CONTACT = 'Aroha Te Rangi';
const DISCUSSED = 'Our draft water plan and the stream behind the field';
const ACTION = 'Send the draft plan to the marae committee';

test('a principal records a contact and a hui with a follow-up; the calendar, 2.9 and the export show them, and a reload keeps them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { slug } = await signUpSchool(page, 'iwi');
  const tracker = `/schools/${slug}/cultural/consultation-tracker`;
  const nextWeek = nzDate(7);
  const lastWeek = nzDate(-7);

  // The iwi consultation portal leads to the tracker.
  await page.goto(`/schools/${slug}/cultural/iwi-consultation-portal`);
  await expect(page).toHaveURL(new RegExp(`${tracker}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Iwi and mana whenua engagement' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Hui and conversations/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectAccessible(page);

  // Contacts, reached from the tabs by keyboard.
  await page.getByRole('tab', { name: /^Hui and conversations/ }).focus();
  await page.keyboard.press('ArrowLeft');
  const contactsTab = page.getByRole('tab', { name: /^Contacts/ });
  await expect(contactsTab).toHaveAttribute('aria-selected', 'true');
  await expect(contactsTab).toBeFocused();
  await expect(page).toHaveURL(/tab=contacts/);
  await page.getByRole('button', { name: 'Add a contact' }).click();
  await type(page, 'iwi_contacts.0.name', CONTACT);
  await cell(page, 'iwi_contacts.0.kind').selectOption('marae');
  await type(page, 'iwi_contacts.0.role', 'Chair of the marae committee');
  await type(page, 'iwi_contacts.0.organisation', 'Ngāti Apakura');
  await type(page, 'iwi_contacts.0.phone', '027 555 0193');
  await type(page, 'iwi_contacts.0.email', 'aroha@example.nz');
  await cell(page, 'iwi_contacts.0.preferred').selectOption('phone');
  await saved(page);
  await expectAccessible(page);

  // A hui.
  await contactsTab.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Hui and conversations/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: 'Add a hui or conversation' }).click();
  await type(page, 'mana_whenua_engagement.0.date', lastWeek.typed);
  await type(page, 'mana_whenua_engagement.0.name', `${CONTACT} and the marae committee`);
  await type(page, 'mana_whenua_engagement.0.organisation', 'Ngāti Apakura');
  await type(page, 'mana_whenua_engagement.0.place', 'At the marae');
  await type(page, 'mana_whenua_engagement.0.discussed', DISCUSSED);
  await type(page, 'mana_whenua_engagement.0.outcome', 'They will tell us of any rāhui');
  await type(page, 'mana_whenua_engagement.0.actions', 'Principal to send the draft plan');
  await saved(page);

  // Its follow-up, due next week.
  await page.getByRole('tab', { name: /^Hui and conversations/ }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Follow-ups/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Add a follow-up' }).click();
  await type(page, 'engagement_follow_ups.0.action', ACTION);
  await type(page, 'engagement_follow_ups.0.owner', 'Principal');
  await type(page, 'engagement_follow_ups.0.due_date', nextWeek.typed);
  await saved(page);
  await expect(page.getByText(`Next due: ${ACTION} by ${nextWeek.iso}`)).toBeVisible();
  await expectAccessible(page);

  // A reload keeps all of it.
  await page.reload();
  await expect(page.getByRole('tab', { name: /^Follow-ups/ })).toHaveAttribute('aria-selected', 'true');
  await expect(cell(page, 'engagement_follow_ups.0.action')).toHaveValue(ACTION);
  await expect(cell(page, 'engagement_follow_ups.0.due_date')).toHaveValue(nextWeek.iso);
  await page.getByRole('tab', { name: /^Contacts/ }).click();
  await expect(cell(page, 'iwi_contacts.0.email')).toHaveValue('aroha@example.nz');
  await expect(cell(page, 'iwi_contacts.0.preferred')).toHaveValue('phone');

  // At 320 px the page fits the screen.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.getByRole('tab', { name: /^Hui and conversations/ }).click();
  await expect(cell(page, 'mana_whenua_engagement.0.discussed')).toHaveValue(DISCUSSED);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The calendar shows the follow-up on its day, leading back to the tracker.
  await page.goto(`/schools/${slug}/calendar?view=agenda&date=${nextWeek.iso}`);
  const item = page.getByRole('link', { name: new RegExp(`Iwi engagement follow-up: ${ACTION}`) });
  await expect(item).toBeVisible();
  await expectAccessible(page);
  await item.click();
  await expect(page).toHaveURL(/\/schools\/[^/]+\/cultural\/consultation-tracker\?tab=follow-ups$/);
  await expect(page.getByRole('tab', { name: /^Follow-ups/ })).toHaveAttribute('aria-selected', 'true');

  // 2.9 holds the same hui and follow-up.
  await page.goto(`/schools/${slug}/water-supply/te-mana-o-te-wai`);
  await expect(cell(page, 'mana_whenua_engagement.0.discussed')).toHaveValue(DISCUSSED);
  await expect(cell(page, 'engagement_follow_ups.0.action')).toHaveValue(ACTION);
  await expect(cell(page, 'iwi_contacts.0.name')).toHaveValue(CONTACT);
  await expectAccessible(page);

  // The downloaded plan prints them.
  const res = await page.request.get(`/api/schools/${slug}/plan/export.docx`);
  expect(res.status()).toBe(200);
  const text = (await mammoth.extractRawText({ buffer: await res.body() })).value;
  for (const expected of [CONTACT, 'At the marae', DISCUSSED, ACTION, nextWeek.iso.slice(0, 4)])
    expect(text).toContain(expected);

  // The tracker without a school in the address leads to this school's; enhanced-te-mana-system to 2.9.
  await page.goto('/cultural/consultation-tracker');
  await expect(page).toHaveURL(/\/schools\/[^/]+\/cultural\/consultation-tracker$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iwi and mana whenua engagement' })).toBeVisible();
  await page.goto(`/schools/${slug}/cultural/enhanced-te-mana-system`);
  await expect(page).toHaveURL(new RegExp(`/schools/${slug}/water-supply/te-mana-o-te-wai$`));
});
