import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * The provider portfolio on /waikura (issue 4): every school with its plan's progress and Ministry
 * compliance, sortable, filterable (kept in the address), and downloadable as CSV with the same filters.
 */

interface PortfolioSchool {
  id: string;
  name: string;
  slug: string;
  region: string | null;
  overall: number;
  sectionsCompleted: number;
  totalSections: number;
  complianceLevel: 'fully_compliant' | 'partially_compliant' | 'non_compliant';
  compliancePercent: number;
  failingCount: number;
  lastActivityAt: string | null;
  nextReviewDate: string | null;
  lastReviewDate: string | null;
  reviewOverdue: boolean;
}

const LEVEL_WORDS = {
  fully_compliant: 'Fully compliant',
  partially_compliant: 'Partially compliant',
  non_compliant: 'Not compliant',
} as const;
const CSV_HEADER =
  'School,Region,Progress %,Sections completed,Compliance level,Compliance %,Failing items,Last activity,Next review,Last review,Review overdue';
const DEMO_SCHOOL = 'Kōwhai Valley School';
/** A timestamp as its New Zealand calendar date (YYYY-MM-DD), as the CSV writes it. */
const nzDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date(iso));

const table = (page: Page) => page.getByRole('table', { name: /Schools, their plan progress/ });
const rowOf = (page: Page, school: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: school, exact: true }) });
const progressHeader = (page: Page) => table(page).getByRole('columnheader', { name: 'Progress' });
const scrollRegion = (page: Page) => page.getByRole('region', { name: /School plans table/ });

/** Waits until the rows on screen are the ones asked for (the old rows stay, marked busy, while loading). */
const settled = (page: Page) => expect(scrollRegion(page)).not.toHaveAttribute('aria-busy');

/** The progress percentages of the rows shown, top to bottom. */
async function progressColumn(page: Page): Promise<number[]> {
  const cells = await table(page).locator('tbody tr td:nth-of-type(1)').allInnerTexts();
  return cells.map((text) => Number(/(\d+)%/.exec(text)?.[1]));
}

async function demoSchool(page: Page): Promise<PortfolioSchool> {
  const response = await page.request.get(`/api/provider/portfolio?q=${encodeURIComponent(DEMO_SCHOOL)}`);
  expect(response.ok()).toBe(true);
  const { schools } = (await response.json()) as { schools: PortfolioSchool[] };
  const school = schools.find((s) => s.slug === 'kowhai-valley-school');
  if (!school) throw new Error('the demo school is missing from the portfolio');
  return school;
}

async function downloadCsv(page: Page, link: Locator): Promise<{ name: string; lines: string[] }> {
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  return { name: download.suggestedFilename(), lines: text.split(/\r?\n/).filter(Boolean) };
}

test('provider staff see each school’s progress and compliance, sort, filter and download the CSV', async ({
  page,
  loginAs,
}) => {
  await loginAs('waikura');
  await page.goto('/waikura');
  await expect(page.getByRole('heading', { level: 1, name: 'Schools you look after' })).toBeVisible();
  const kowhai = await demoSchool(page);

  // The demo school's row: progress as a number, a word and sections; compliance as a word.
  const row = rowOf(page, DEMO_SCHOOL);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${kowhai.overall}%`);
  await expect(row).toContainText(`${kowhai.sectionsCompleted} of ${kowhai.totalSections} sections`);
  await expect(row).toContainText(LEVEL_WORDS[kowhai.complianceLevel]);
  await expect(row).toContainText(`${kowhai.compliancePercent}% of standards met`);
  await expect(row).toContainText(
    kowhai.lastActivityAt
      ? new Date(kowhai.lastActivityAt).toLocaleDateString('en-NZ', {
          timeZone: 'Pacific/Auckland',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
        })
      : 'No activity yet',
  );
  if (!kowhai.nextReviewDate) await expect(row).toContainText('Not set');
  await expect(row.getByRole('link', { name: DEMO_SCHOOL, exact: true })).toHaveAttribute(
    'href',
    `/schools/${kowhai.id}`,
  );
  await expect(page.getByText(/^Showing 1–\d+ of \d+ schools$/)).toBeVisible();
  await expectAccessible(page);

  // Sort by progress: ascending, then descending; the header says so and it is announced.
  await progressHeader(page).getByRole('button', { name: 'Progress' }).click();
  await expect(page).toHaveURL(/[?&]sort=progress(&|$)/);
  await expect(progressHeader(page)).toHaveAttribute('aria-sort', 'ascending');
  await settled(page);
  await expect(page.getByRole('status').filter({ hasText: 'Sorted by Progress, ascending' })).toBeAttached();
  await expect(table(page)).toHaveAccessibleName(/Sorted by Progress, ascending/);
  const ascending = await progressColumn(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await progressHeader(page).getByRole('button', { name: 'Progress' }).click();
  await expect(progressHeader(page)).toHaveAttribute('aria-sort', 'descending');
  await settled(page);
  await expect(page.getByRole('status').filter({ hasText: 'Sorted by Progress, descending' })).toBeAttached();
  const descending = await progressColumn(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(descending[0]).toBeGreaterThanOrEqual(kowhai.overall);

  // A reload keeps the sort (it lives in the address).
  await page.reload();
  await expect(progressHeader(page)).toHaveAttribute('aria-sort', 'descending');

  // Filter by the demo school's level: every row shows that level and the demo school stays.
  const level = page.getByLabel('Compliance level');
  await level.selectOption({ label: LEVEL_WORDS[kowhai.complianceLevel] });
  await expect(page).toHaveURL(new RegExp(`[?&]level=${kowhai.complianceLevel}(&|$)`));
  await expect(async () => {
    const levels = await table(page).locator('tbody tr td:nth-of-type(2)').allInnerTexts();
    expect(levels.length).toBeGreaterThan(0);
    for (const text of levels) expect(text).toContain(LEVEL_WORDS[kowhai.complianceLevel]);
  }).toPass();
  await expect(rowOf(page, DEMO_SCHOOL)).toHaveCount(1);

  // The CSV holds the schools the filters show, under the promised header.
  const csv = await downloadCsv(page, page.getByRole('link', { name: 'Download CSV' }));
  expect(csv.name).toMatch(/^waikura-portfolio-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.lines[0]).toBe(CSV_HEADER);
  const demoRow = csv.lines.find((line) => line.startsWith(`${DEMO_SCHOOL},`));
  expect(demoRow, 'the demo school in the CSV').toBeDefined();
  expect(demoRow).toBe(
    [
      DEMO_SCHOOL,
      kowhai.region,
      kowhai.overall,
      `${kowhai.sectionsCompleted} of ${kowhai.totalSections}`,
      LEVEL_WORDS[kowhai.complianceLevel],
      kowhai.compliancePercent,
      kowhai.failingCount,
      kowhai.lastActivityAt ? nzDate(kowhai.lastActivityAt) : '',
      kowhai.nextReviewDate ?? '',
      kowhai.lastReviewDate ?? 'Never reviewed',
      kowhai.reviewOverdue ? 'Yes' : 'No',
    ].join(','),
  );
  for (const line of csv.lines.slice(1)) expect(line).toContain(`,${LEVEL_WORDS[kowhai.complianceLevel]},`);

  // Another level leaves the demo school out of the table and of the CSV.
  const other = (['fully_compliant', 'partially_compliant', 'non_compliant'] as const).find(
    (l) => l !== kowhai.complianceLevel,
  )!;
  await level.selectOption({ label: LEVEL_WORDS[other] });
  await expect(page).toHaveURL(new RegExp(`[?&]level=${other}(&|$)`));
  await expect(rowOf(page, DEMO_SCHOOL)).toHaveCount(0);
  const otherCsv = await downloadCsv(page, page.getByRole('link', { name: 'Download CSV' }));
  expect(otherCsv.lines[0]).toBe(CSV_HEADER);
  expect(otherCsv.lines.some((line) => line.startsWith(`${DEMO_SCHOOL},`))).toBe(false);
});

test('searching by name or region narrows the portfolio, survives a reload, and can be cleared', async ({
  page,
  loginAs,
}) => {
  await loginAs('waikura');
  await page.goto('/waikura');
  await expect(rowOf(page, DEMO_SCHOOL)).toHaveCount(1);

  await page.getByLabel('Search schools').fill('Manawatū');
  await expect(page).toHaveURL(/[?&]q=Manawat/);
  await expect(rowOf(page, 'Tōtara Ridge Area School')).toHaveCount(1);
  await expect(rowOf(page, DEMO_SCHOOL)).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Search schools')).toHaveValue('Manawatū');
  await expect(rowOf(page, DEMO_SCHOOL)).toHaveCount(0);

  await page.getByLabel('Search schools').fill('no school has this name');
  await expect(page.getByText('No school matches “no school has this name”.')).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search schools')).toHaveValue('');
  await expect(rowOf(page, DEMO_SCHOOL)).toHaveCount(1);
  await expectAccessible(page);
});

test('the portfolio holds at 320 px: the table scrolls in its own labelled region', async ({
  page,
  loginAs,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await loginAs('waikura');
  await page.goto('/waikura');
  const region = scrollRegion(page);
  await expect(region.getByRole('link', { name: DEMO_SCHOOL, exact: true })).toBeAttached();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow on /waikura').toBeLessThanOrEqual(0);
  await region.focus();
  await expect(region).toBeFocused();
  const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrolls).toBe(true);
  await expectAccessible(page);
});
