import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * WaiKura AI as an office manager uses it with no AI provider configured (the default): the button is
 * reached by keyboard from section 5.1, the window keeps focus inside, a question typed key by key is
 * answered from the documents with their pages, a source's quoted passage opens with one click, Escape
 * closes and gives focus back, and the conversation is there again after a reload (kept on the server).
 */
const SLUG = 'kowhai-valley-school';
const SECTION_5_1 = `/schools/${SLUG}/compliance/operations-maintenance`;

const launcher = (page: Page) => page.getByTestId('assistant-launcher');
const chat = (page: Page) => page.getByRole('dialog', { name: 'WaiKura AI' });

/** Presses Tab until the chat button has focus (it comes after the page and the footer). */
async function tabToLauncher(page: Page) {
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    if (await launcher(page).evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('the chat button was never reached by Tab');
}

test('ask WaiKura AI from section 5.1 by keyboard, see the sources and open one', async ({
  page,
  loginAs,
}) => {
  await loginAs('school_admin');
  // A clean conversation about this school, whatever earlier runs left.
  const me = (await (await page.request.get('/api/me')).json()) as { schoolId: string };
  await page.request.delete(`/api/secure/chat/history?schoolId=${me.schoolId}`);

  await page.goto(SECTION_5_1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(launcher(page)).toHaveText('Ask WaiKura AI');

  await tabToLauncher(page);
  await page.keyboard.press('Enter');
  await expect(chat(page)).toBeVisible();
  const input = chat(page).getByLabel('Your question');
  await expect(input).toBeFocused();
  await expect(chat(page).getByText('Your AI-Powered Water Safety Assistant')).toBeVisible();
  await expect(chat(page).getByText(/Asking about section 5\.1/)).toBeVisible();
  await expect(
    chat(page).getByRole('button', { name: 'How often do we have to test for E. coli?' }),
  ).toBeVisible();

  await input.pressSequentially('how often do we have to test for E. coli?', { delay: 15 });
  await page.keyboard.press('Enter');

  const answer = chat(page).getByTestId('assistant-answer').last();
  await expect(answer).toContainText('Documents-only mode');
  await expect(answer).toContainText(/The documents say: “[^”]*three months/);
  await expect(answer.getByText('Sources:')).toBeVisible();
  const roofDetails = answer
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: 'Acceptable Solution for Roof Water Supplies' }) })
    .first();
  const roofSource = roofDetails.locator('summary');
  await expect(roofSource).toContainText(/p\. 11/);
  const quote = roofDetails.locator('blockquote');
  await expect(quote).toBeHidden();
  await roofSource.click();
  await expect(quote).toBeVisible();
  await expect(quote).toContainText('every three months');

  // Focus stays in the window however far one tabs, both ways.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await chat(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await chat(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(chat(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();

  // The conversation is kept on the server: after a reload it is there again.
  await page.reload();
  await launcher(page).click();
  await expect(chat(page).getByText('how often do we have to test for E. coli?')).toBeVisible();
  await expect(chat(page).getByTestId('assistant-answer')).toHaveCount(1);
});

test('a public page has no chat button, even signed in', async ({ page, loginAs }) => {
  await loginAs('principal');
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(launcher(page)).toHaveCount(0);
});

test('a question asked offline waits, and is sent when the network returns', async ({ page, loginAs }) => {
  await loginAs('principal2');
  await page.goto('/schools/totara-ridge-area-school/compliance/operations-maintenance');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await launcher(page).click();
  await expect(chat(page)).toBeVisible();
  await page.context().setOffline(true);
  const input = chat(page).getByLabel('Your question');
  await input.pressSequentially('How often should the tank be cleaned?', { delay: 15 });
  await page.keyboard.press('Enter');
  await expect(
    chat(page).getByText('I’m currently offline. Your message will be sent when reconnected.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.context().setOffline(false);
  await expect(chat(page).getByText('Back online')).toBeVisible();
  await expect(chat(page).getByTestId('assistant-answer').last()).toContainText('Documents-only mode');
  await expect(chat(page).getByText(/currently offline/)).toHaveCount(0);
});
