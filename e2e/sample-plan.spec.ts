import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * The public sample plan (issue 20, decision 040): reached from the home page, read part by part and
 * section by section by keyboard, switched between roof water and a bore, downloaded as PDF and Word, and
 * printed. Axe on every page it opens.
 */

/** Tab until the locator has focus (a person moving through the page), then press Enter. */
async function tabToAndEnter(page: Page, target: Locator, maxTabs = 80) {
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`could not reach ${target} by Tab`);
}

test('from the home page, by keyboard: the sample, a part, the bore variant, the next part', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'See what a finished plan looks like' })).toBeVisible();
  await tabToAndEnter(page, page.getByRole('link', { name: 'Open the sample plan' }), 120);

  await expect(page).toHaveURL(/\/ta-demo$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A finished plan: Pūriri Flat School');
  await expect(page.getByText('This is a sample plan of a fictional school.')).toBeVisible();
  const switcher = page.getByRole('navigation', { name: 'The school’s water supply' });
  await expect(switcher.getByRole('link', { name: 'Roof water' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  // Part 2 from the contents, by keyboard.
  await tabToAndEnter(page, page.getByRole('link', { name: 'Part 2: Description of Water Supply' }));
  await expect(page).toHaveURL(/\/ta-demo\/part\/2$/);
  await expect(page.getByRole('heading', { name: '2.1 Water source' })).toBeVisible();
  await expect(page.getByText('Roof (rainwater)', { exact: true })).toBeVisible();
  await expect(page.getByText('How deep is the bore?')).toHaveCount(0);
  await expectAccessible(page);

  // A section of the part, by its link in "Sections in this part".
  await tabToAndEnter(
    page,
    page
      .getByRole('navigation', { name: 'Sections in this part' })
      .getByRole('link', { name: '2.2 Treatment' }),
  );
  await expect(page).toHaveURL(/\/ta-demo\/part\/2#treatment$/);
  await expect(page.getByRole('heading', { name: '2.2 Treatment' })).toBeInViewport();

  // The same part with a bore.
  await tabToAndEnter(
    page,
    page.getByRole('navigation', { name: 'The school’s water supply' }).getByRole('link', { name: 'Bore' }),
  );
  await expect(page).toHaveURL(/\/ta-demo\/bore\/part\/2$/);
  await expect(
    page.getByRole('navigation', { name: 'The school’s water supply' }).getByRole('link', { name: 'Bore' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('How deep is the bore?')).toBeVisible();
  await expect(page.getByText('24 m', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /supply diagram \(bore\)/ })).toBeVisible();
  await expectAccessible(page);

  await tabToAndEnter(page, page.getByRole('link', { name: 'Next: Part 3' }), 400);
  await expect(page).toHaveURL(/\/ta-demo\/bore\/part\/3$/);
  await expect(page.getByRole('heading', { name: '3.1 Catchment description' })).toBeVisible();
  await expect(page.getByText(/Nitrate in the bore water has risen slowly/)).toBeVisible();
  await expectAccessible(page);
});

test('the bore overview; a part the sample does not have is the not-found page', async ({ page }) => {
  await page.goto('/ta-demo/bore');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A finished plan: Pūriri Flat School');
  await expect(
    page.getByRole('navigation', { name: 'The school’s water supply' }).getByRole('link', { name: 'Bore' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await page.goto('/ta-demo/part/9');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expectAccessible(page);
});

test('the demo addresses of the specification lead to the sample', async ({ page }) => {
  for (const path of ['/accurate-ta-demo', '/complete-ta-demo', '/test-page']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/ta-demo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A finished plan: Pūriri Flat School');
  }
});

test('downloads: the roof-water PDF and the bore Word document are real files', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/ta-demo');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download as PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('DWSP-sample-puriri-flat-school-roof.pdf');
  const pdfBytes = await readFile((await pdf.path())!);
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.goto('/ta-demo/bore');
  const [docx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download as Word (DOCX)' }).click(),
  ]);
  expect(docx.suggestedFilename()).toBe('DWSP-sample-puriri-flat-school-bore.docx');
  const docxBytes = await readFile((await docx.path())!);
  expect([...docxBytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
});

test('printed: no bar, footer, navigation or buttons; the answers and tables are there', async ({ page }) => {
  await page.goto('/ta-demo/part/4');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'The school’s water supply' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Download as PDF' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Next: Part 5' })).toBeHidden();
  await expect(page.getByText('This is a sample plan of a fictional school.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '4.1 Risk assessment' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  // A wide table is shown whole, not scrolled away.
  const table = page.getByRole('table').first();
  const [tableWidth, pageWidth] = await table.evaluate((t) => [
    t.getBoundingClientRect().right,
    document.documentElement.clientWidth,
  ]);
  expect(tableWidth).toBeLessThanOrEqual(pageWidth);
});

test('printed: a plan section page and the boil water notice show their content without the app around it', async ({
  page,
  loginAs,
}) => {
  await loginAs('principal');
  await page.goto('/schools/kowhai-valley-school/water-supply/source');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page has buttons on screen (save, the assistant, menus); on paper none of them shows.
  const buttons = page.locator('main button');
  expect(await buttons.count()).toBeGreaterThan(0);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const b of await buttons.all()) await expect(b).toBeHidden();

  await page.emulateMedia({ media: 'screen' });
  await page.goto('/schools/kowhai-valley-school/appendix/boil-water-notice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Boil water before drinking' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
});
