import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { SECTION_COUNT } from '../src/domain/plan/catalogue';
import { fieldOf } from '../src/domain/plan/forms';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * The plan's own pages: the download of the whole plan (PDF and Word), the revision records and the
 * printable boil water notice, as the principal of the first demo school sees them.
 */
const SLUG = 'kowhai-valley-school';
const school = `/schools/${SLUG}`;
const BACKGROUND_API = `/api/schools/${SLUG}/plan/sections/background`;

interface SectionBody {
  version: number;
  content: Record<string, unknown>;
}

/** Saves 1.1 through the API as the signed-in user; retries when another test saved it in between. */
async function saveBackground(page: Page, change: Record<string, unknown>): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await page.request.get(BACKGROUND_API);
    expect(current.status()).toBe(200);
    const section = (await current.json()) as SectionBody;
    const saved = await page.request.put(BACKGROUND_API, {
      data: { version: section.version, content: { ...section.content, ...change } },
    });
    if (saved.status() === 409) continue;
    expect(saved.status(), await saved.text()).toBe(200);
    return ((await saved.json()) as SectionBody).version;
  }
  throw new Error('1.1 kept changing under the test: five saves refused as stale');
}

test.describe('signed in as the principal', () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs('principal');
  });

  test('downloads the plan as a PDF and as a Word document', async ({ page }) => {
    await page.goto(`${school}/download`);
    await expect(page.getByRole('heading', { level: 1, name: 'Download your plan' })).toBeVisible();

    // The completion count, and one link for each section not yet completed.
    const count = page.getByText(new RegExp(`^(\\d+) of ${SECTION_COUNT} sections completed$`));
    await expect(count).toBeVisible();
    const done = Number((await count.textContent())?.match(/^\d+/)?.[0]);
    if (done < SECTION_COUNT) {
      const completion = page.getByRole('region', { name: 'How complete is your plan?' });
      await expect(completion.getByRole('heading', { level: 3, name: 'Not yet completed' })).toBeVisible();
      await expect(completion.getByRole('listitem')).toHaveCount(SECTION_COUNT - done);
      await expect(completion.getByRole('link', { name: /^\d\.\d / })).toHaveCount(SECTION_COUNT - done);
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Upload it to Hinekōrako' })).toBeVisible();
    await expectAccessible(page);

    for (const [button, ext, magic] of [
      ['Download PDF', 'pdf', '%PDF'],
      ['Download Word (DOCX)', 'docx', 'PK'],
    ] as const) {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: button, exact: true }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${ext}$`));
      const file = readFileSync(await download.path());
      expect(file.subarray(0, magic.length).toString('latin1')).toBe(magic);
      await expect(page.getByRole('status').filter({ hasText: /^Downloaded / })).toContainText(
        `${download.suggestedFilename()} at `,
      );
      await expect(page.getByRole('button', { name: button, exact: true })).toBeEnabled();
    }
    await expectAccessible(page);
  });

  test('lists a save in the revision records, filters by section and links to its history', async ({
    page,
  }) => {
    const question = fieldOf('background', 'peak_occasions')?.label;
    expect(question, '1.1 asks when the school is busiest').toBeTruthy();
    const version = await saveBackground(page, {
      peak_occasions: `Athletics day in March, about 260 people (revision check ${Date.now()})`,
    });

    await page.goto(`${school}/review/revision-records`);
    await expect(page.getByRole('heading', { level: 1, name: 'Revision records' })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ hasText: '1.1 School background' })
      .filter({ hasText: `Saved as version ${version}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(question!);
    await expect(row).toContainText('Mere Principal');
    await expectAccessible(page);

    // Only 1.1's changes once filtered, and the choice is kept in the address.
    await page.getByLabel('Show changes to').selectOption('background');
    await expect(page).toHaveURL(/[?&]section=background/);
    await expect(row).toHaveCount(1);
    // Waited for: the list is drawn again for the chosen section after the address changes.
    const bodyRows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(bodyRows.filter({ hasNotText: '1.1 School background' })).toHaveCount(0);
    await expect(bodyRows.first()).toContainText('1.1 School background');

    await row.getByRole('link', { name: /1\.1 School background/ }).click();
    await expect(page).toHaveURL(new RegExp(`${school}/school-details/background/history$`));

    // /revision is the same page.
    await page.goto(`${school}/revision`);
    await expect(page.getByRole('heading', { level: 1, name: 'Revision records' })).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `Saved as version ${version}` })
        .filter({ hasText: '1.1' }),
    ).toHaveCount(1);
  });

  test('the boil water notice shows the school, takes a date and prints without the page around it', async ({
    page,
  }) => {
    const background = (await (await page.request.get(BACKGROUND_API)).json()) as SectionBody;
    const planName = background.content.school_name;
    const name = (typeof planName === 'string' && planName.trim()) || 'Kōwhai Valley School';

    await page.goto(`${school}/appendix/boil-water-notice`);
    await expect(page.getByRole('heading', { level: 1, name: 'Boil water notice' })).toBeVisible();
    const notice = page.getByRole('article', { name: /Boil water before drinking/i });
    await expect(notice).toContainText(name);
    await expect(notice).toContainText('rolling boil');
    await expect(notice).toContainText('brushing teeth');

    await page.getByLabel('Date the notice starts').fill('2026-03-16');
    await expect(notice).toContainText('From Monday, 16 March 2026');
    await expect(page.getByRole('link', { name: /in 6\.1 Contingency plans$/ })).toBeVisible();
    await expectAccessible(page);

    await page.emulateMedia({ media: 'print' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print the notice' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Boil water notice' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });

  test('the three pages pass axe in the dark theme', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'dark'));
    for (const [path, title] of [
      ['download', 'Download your plan'],
      ['review/revision-records', 'Revision records'],
      ['appendix/boil-water-notice', 'Boil water notice'],
    ] as const) {
      await page.goto(`${school}/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectAccessible(page);
    }
  });
});
