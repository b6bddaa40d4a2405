import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, linkIn, test, waitForMail } from './support/fixtures';

/**
 * The server's own words in te reo Māori (issue 20, decision 044): the web says which language it shows
 * on every request, and the server's message for a field arrives in that language and is shown at the
 * field. Typed key by key; the page passes axe.
 */
const SLUG = 'kowhai-valley-school';

async function chooseTeReo(page: Page) {
  await page.goto('/');
  // The footer's controls are disabled until the app has taken over the page (decision 022).
  await page.waitForLoadState('networkidle');
  await page.getByTestId('language-select').selectOption('mi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mi');
}

/** Signs in as the provider's administrator in te reo and opens the school's page, with its invitation form. */
async function openSchoolInTeReo(page: Page) {
  await chooseTeReo(page);
  await page.goto('/login');
  await page.getByLabel('Wāhitau īmēra').pressSequentially(DEMO.admin);
  await page.getByLabel('Kupuhipa', { exact: true }).pressSequentially(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Takiuru', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));

  const school = await page.request.get(`/api/schools/${SLUG}`);
  expect(school.ok()).toBe(true);
  const { id } = ((await school.json()) as { school: { id: string } }).school;
  await page.goto(`/waikura/school/${id}`);
  await expect(page.getByRole('heading', { name: 'Pōwhiria tētahi' })).toBeVisible();
}

test('a te reo Māori user invites an address that already has an account and reads why in te reo at the field', async ({
  page,
}) => {
  await openSchoolInTeReo(page);

  await page.getByLabel('Ingoa', { exact: true }).pressSequentially('Hemi Tāne', { delay: 10 });
  const email = page.getByLabel('Wāhitau īmēra');
  await email.pressSequentially(DEMO.principal, { delay: 10 });
  await page.getByLabel('Tūranga').selectOption('school_admin');
  await page.getByRole('button', { name: 'Tukua te pōwhiri' }).click();

  // The server's conflict, in te reo, at the e-mail field (and not the English).
  await expect(page.locator('#invite-email-error')).toContainText('Kua rēhitatia kētia tēnei īmēra.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This email is already registered.')).toHaveCount(0);
  await expectAccessible(page);
});

test('an invitation made in te reo Māori arrives in te reo, and its page opens in te reo on a new browser', async ({
  page,
  browser,
}) => {
  await openSchoolInTeReo(page);
  const address = `kaimahi-${Date.now()}@kowhai-e2e.school.nz`;
  await page.getByLabel('Ingoa', { exact: true }).pressSequentially('Aroha Kaimahi', { delay: 10 });
  await page.getByLabel('Wāhitau īmēra').pressSequentially(address, { delay: 10 });
  await page.getByLabel('Tūranga').selectOption('school_admin');
  await page.getByRole('button', { name: 'Tukua te pōwhiri' }).click();
  await expect(page.getByText(`Kua tukuna te pōwhiri ki ${address}`)).toBeVisible();

  const mail = await waitForMail(address, (m) => m.subject.startsWith('Kua tonoa koe ki WaiKura'));
  const path = linkIn(mail, /http:\/\/[^\s]+\/reset-password\?token=[^\s]+/).replace(/^http:\/\/[^/]+/, '');
  expect(path).toContain('lang=mi');
  // A browser that has never chosen a language: the invitation's language decides.
  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(path);
  await expect(invited.getByRole('heading', { level: 1, name: 'Whakaritea tō kupuhipa' })).toBeVisible();
  await expect(invited.locator('html')).toHaveAttribute('lang', 'mi');
  await expectAccessible(invited);
  await context.close();
});
