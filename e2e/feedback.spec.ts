/**
 * "Report a problem on this page" and contact messages (issue 19a): a principal reports a problem from the
 * footer, a visitor who is not signed in writes to WaiKura staff; staff resolve and delete the issue at
 * /page-review and reply by e-mail. Typed key by key; axe on every page and on the open dialog.
 */

import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, test, waitForMail } from './support/fixtures';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

test('a problem reported from the footer reaches /page-review, where staff resolve and delete it', async ({
  browser,
}) => {
  const problem = `The progress ring says 0 % after saving 1.1 ${Date.now().toString(36)}`;
  const schoolContext = await browser.newContext();
  const school = await schoolContext.newPage();
  await signIn(school, DEMO.principal);
  await school.getByRole('button', { name: 'Report a problem on this page' }).click();
  const dialog = school.getByRole('dialog', { name: 'Tell WaiKura' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Page: \/schools\//)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Say what went wrong on this page.').first()).toBeVisible();
  await dialog.getByLabel('What went wrong?').pressSequentially(problem, { delay: 3 });
  await expectAccessible(school);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thank you. WaiKura staff will look at this page.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await schoolContext.close();

  const context = await browser.newContext();
  const staff = await context.newPage();
  await signIn(staff, DEMO.waikura);
  await staff.goto('/page-review');
  await expect(staff.getByRole('heading', { level: 1, name: 'Page issues' })).toBeVisible();
  const card = staff.getByRole('article').filter({ hasText: problem });
  await expect(card).toContainText('Mere Principal');
  await expectAccessible(staff);
  await card.getByLabel(/^Status/).selectOption('resolved');
  await expect(card.getByRole('button', { name: /^Delete/ })).toBeVisible();
  await card.getByRole('button', { name: /^Delete/ }).click();
  await expect(staff.getByRole('article').filter({ hasText: problem })).toHaveCount(0);
  await context.close();
});

test('a visitor who is not signed in writes to WaiKura staff, who reply by e-mail', async ({ browser }) => {
  const email = `visitor-${Date.now().toString(36)}@kauri-e2e.school.nz`;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/faq');
  await visitor.getByRole('button', { name: 'Report a problem on this page' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Tell WaiKura' });
  await dialog.getByLabel('A question or message for WaiKura staff').check();
  await dialog.getByLabel('Your name').pressSequentially('Aroha Ngata', { delay: 3 });
  await dialog.getByLabel('Subject').pressSequentially('Who tests our bore?', { delay: 3 });
  await dialog
    .getByLabel('Your message')
    .pressSequentially('Can you suggest a laboratory near Taupō?', { delay: 3 });
  await dialog.getByLabel('Your e-mail address').pressSequentially(email, { delay: 3 });
  await expectAccessible(visitor);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thank you. WaiKura staff will reply by e-mail.')).toBeVisible();
  await visitorContext.close();

  const context = await browser.newContext();
  const staff = await context.newPage();
  await signIn(staff, DEMO.waikura);
  await staff.goto('/waikura/messages');
  await expect(staff.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const card = staff.getByRole('article').filter({ hasText: email });
  await expectAccessible(staff);
  await card
    .getByLabel('Your reply to Aroha Ngata')
    .pressSequentially('Any IANZ-accredited laboratory will do.', { delay: 3 });
  await card.getByRole('button', { name: 'Send the reply' }).click();
  await expect(staff.getByText('Reply sent by e-mail.')).toBeVisible();
  await expect(card).toContainText('Replied');
  const mail = await waitForMail(email, (m) => m.subject === 'Re: Who tests our bore?');
  expect(mail.text).toContain('IANZ-accredited');
  await context.close();
});
