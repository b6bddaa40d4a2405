/**
 * A contractor task's own photos (issue 19d) as its people use it: the contractor plans a task, adds a
 * photo before and one after the work and takes a wrong one off again, all by keyboard; the school's
 * principal sees the photos on the task, each opening full size. Typed key by key; axe on every page.
 */
import type { Locator, Page } from '@playwright/test';
import { ensureAssignment, PNG, SCHOOL, signIn } from './support/contractor';
import { DEMO, expect, expectAccessible, test } from './support/fixtures';

/** Chooses a photo the way a keyboard user does: focus the "Add photos" control, press Space. */
async function addPhotoByKeyboard(page: Page, group: Locator, name: string) {
  const input = group.getByLabel('Add photos');
  // The list is read again right after a task is added; wait until it is quiet, so the control the keys
  // go to is the one on the page (once in CI the first Space opened nothing and the test timed out).
  await page.waitForLoadState('networkidle');
  await input.focus();
  await expect(input).toBeFocused();
  // Now and then Chromium opens nothing for the first Space, with the control focused and the key press
  // counted as the user's (seen 1 in 36 here, and in CI: the test then timed out); a second Space opens it.
  // A person presses again when nothing opens, and so does this, once, with the control still focused.
  let chooser = page.waitForEvent('filechooser', { timeout: 8_000 }).catch(() => null);
  await page.keyboard.press('Space');
  let opened = await chooser;
  if (!opened) {
    await expect(input).toBeFocused();
    chooser = page.waitForEvent('filechooser', { timeout: 15_000 }).catch(() => null);
    await page.keyboard.press('Space');
    opened = await chooser;
  }
  expect(opened, `a file chooser opened for ${name}`).not.toBeNull();
  await opened?.setFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(group.getByRole('img', { name: `Photo ${name}` })).toBeVisible();
}

test('the contractor adds photos before and after the work by keyboard; the school sees them on the task', async ({
  browser,
}) => {
  // Many pages and two people: longer than the default minute on a loaded machine.
  test.setTimeout(240_000);
  await ensureAssignment();
  const title = `Replace the UV lamp ${Date.now().toString(36)}`;
  const when = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Pacific/Auckland',
  });
  const [y, m, d] = when.split('-');

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.contractor);
  await page.goto(`/schools/${SCHOOL}/contractor-tasks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await page.getByRole('button', { name: 'Plan a task' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('What is the work?').pressSequentially(title, { delay: 5 });
  await page.getByLabel('Planned date').pressSequentially(`${m}${d}${y}`, { delay: 20 });
  await page.getByLabel('Safety notes').pressSequentially('Isolate the power first.', { delay: 5 });
  await page.getByRole('button', { name: 'Add the task' }).focus();
  await page.keyboard.press('Enter');
  const task = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
  await expect(task).toBeVisible();

  const before = task.getByRole('group', { name: `Photos before the work: ${title}` });
  const after = task.getByRole('group', { name: `Photos after the work: ${title}` });
  await addPhotoByKeyboard(page, before, 'lamp-before.png');
  await addPhotoByKeyboard(page, after, 'wrong-photo.png');
  await addPhotoByKeyboard(page, after, 'lamp-after.png');
  await expectAccessible(page);
  // The wrong one comes off again.
  await after.getByRole('button', { name: 'Remove wrong-photo.png' }).focus();
  await page.keyboard.press('Enter');
  await expect(after.getByRole('img', { name: 'Photo wrong-photo.png' })).toHaveCount(0);
  await expect(after.getByRole('img', { name: 'Photo lamp-after.png' })).toBeVisible();
  // Still there after a reload: the photos are on the task, not in the page.
  await page.reload();
  await expect(before.getByRole('img', { name: 'Photo lamp-before.png' })).toBeVisible();
  await expect(after.getByRole('img', { name: 'Photo lamp-after.png' })).toBeVisible();
  await expect(after.getByRole('img', { name: 'Photo wrong-photo.png' })).toHaveCount(0);
  await expectAccessible(page);
  await context.close();

  // The principal sees them on the task, and cannot add any.
  const schoolContext = await browser.newContext();
  const school = await schoolContext.newPage();
  await signIn(school, DEMO.principal);
  await school.goto(`/schools/${SCHOOL}/contractor-tasks`);
  const seen = school
    .getByRole('article')
    .filter({ has: school.getByRole('heading', { level: 3, name: title }) });
  await expect(
    seen.getByRole('heading', { level: 4, name: `Photos before the work: ${title}` }),
  ).toBeVisible();
  const full = seen.getByRole('link', { name: 'Photo lamp-after.png (opens full size)' });
  await expect(full).toBeVisible();
  await expect(seen.getByRole('img', { name: 'Photo lamp-after.png (opens full size)' })).toHaveJSProperty(
    'complete',
    true,
  );
  expect(
    await seen
      .getByRole('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(1);
  await expect(seen.getByLabel('Add photos')).toHaveCount(0);
  await expectAccessible(school);
  await schoolContext.close();
});
