/**
 * Contractor work (issue 19a) as its people use it: provider staff ask for work, the contractor takes on
 * an improvement action with what it needs and sees the week on the schedule, writes a visit report with
 * a photo and submits it; the school reads it, and provider staff review it. Typed key by key; axe on
 * every page.
 */
import { ensureAssignment, PNG, SCHOOL, signIn } from './support/contractor';
import { DEMO, expect, expectAccessible, test } from './support/fixtures';

/** A New Zealand date `days` from today, as YYYY-MM-DD and as typed into a date field (MMDDYYYY). */
function nzDate(days: number) {
  // Calendar days from New Zealand's today: adding 24-hour steps to now lands a day short across the
  // change to standard time when it is just past midnight in New Zealand.
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' });
  const iso = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, typed: `${m}${d}${y}` };
}

test('provider staff ask for work; the contractor takes on 4.2 work with what it needs and sees the week', async ({
  browser,
}) => {
  await ensureAssignment();
  const stamp = Date.now().toString(36);
  const requested = `Check the pressure switch on the pump ${stamp}`;
  const when = nzDate(2);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, DEMO.waikura);
  await staff.goto(`/schools/${SCHOOL}/contractor-tasks`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await staff.getByRole('button', { name: 'Ask the contractor for work' }).click();
  await staff.getByLabel('What is the work?').pressSequentially(requested, { delay: 5 });
  await staff.getByLabel('Planned date').pressSequentially(when.typed, { delay: 20 });
  await staff
    .getByLabel('Safety notes')
    .pressSequentially('Isolate the pump at the switchboard.', { delay: 5 });
  await expectAccessible(staff);
  await staff.getByRole('button', { name: 'Send the request' }).click();
  await expect(staff.getByRole('heading', { level: 3, name: requested })).toBeVisible();
  await expect(staff.getByText('Requested by WaiKura staff').first()).toBeVisible();
  await staffContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.contractor);
  await page.getByRole('link', { name: /Tasks\s*:\s*Kōwhai Valley School/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: requested })).toBeVisible();
  await expectAccessible(page);
  // Take on the 4.2 action about the UV unit's certificate, with its equipment and safety notes.
  await page.getByRole('button', { name: /Take on this work\s*:\s*Get the UV unit/ }).click();
  await page.getByLabel('Equipment').pressSequentially('UV intensity meter', { delay: 5 });
  await page.getByLabel('Materials').pressSequentially('Spare UV lamp', { delay: 5 });
  await page
    .getByLabel('Safety notes')
    .pressSequentially('Isolate power before opening the unit.', { delay: 5 });
  await page.getByRole('button', { name: 'Take on this work', exact: true }).click();
  await expect(page.getByText('Task saved.')).toBeVisible();
  const uv = page.getByRole('article').filter({ hasText: 'Get the UV unit' });
  await expect(uv.getByText('UV intensity meter')).toBeVisible();
  await expect(uv.getByText('From the improvement schedule (4.2)')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('banner').getByRole('link', { name: 'Schedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your schedule' })).toBeVisible();
  const week = page.getByRole('region', { name: /The next 7 days/ });
  await expect(week.getByRole('heading', { level: 3, name: requested })).toBeVisible();
  await expect(week.getByText('Isolate the pump at the switchboard.')).toBeVisible();
  await expectAccessible(page);
  await context.close();
});

test('a visit report with a photo: drafted, submitted, read by the school, reviewed by provider staff', async ({
  browser,
}) => {
  await ensureAssignment();
  const stamp = Date.now().toString(36);
  const work = `Cleaned both tank screens and flushed the first-flush diverter ${stamp}.`;

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.contractor);
  await page.getByRole('banner').getByRole('link', { name: 'Visit Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Visit reports' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Write a visit report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New visit report' })).toBeVisible();
  await page.getByLabel('Part of the supply').selectOption('First-flush diverter');
  await page.getByLabel('What did you do?').pressSequentially(work, { delay: 2 });
  await page
    .getByLabel('What you found')
    .pressSequentially('Leaf litter in the diverter chamber.', { delay: 2 });
  await page
    .getByLabel('Add photos')
    .setInputFiles({ name: 'diverter.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Photo diverter.png' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Visit report (draft)' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit the report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Visit report, / })).toBeVisible();
  await expect(page.getByText(work)).toBeVisible();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await context.close();

  // The school reads it (its list, then the report with its photo and a PDF to download).
  const schoolContext = await browser.newContext();
  const school = await schoolContext.newPage();
  await signIn(school, DEMO.principal);
  await school.goto(`/schools/${SCHOOL}/visit-reports`);
  await expect(school.getByRole('heading', { level: 1, name: 'Contractor visit reports' })).toBeVisible();
  await expectAccessible(school);
  await school.getByRole('row').filter({ hasText: 'First-flush diverter' }).first().getByRole('link').click();
  await expect(school.getByText(work)).toBeVisible();
  await expect(school.getByRole('img', { name: 'Photo diverter.png' })).toBeVisible();
  await expect(school.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await expect(school.getByRole('heading', { name: 'Review this report' })).toHaveCount(0);
  await expectAccessible(school);
  await schoolContext.close();

  // Provider staff review it.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, DEMO.waikura);
  await staff.goto('/waikura/visit-reports');
  await expect(staff.getByRole('heading', { level: 1, name: 'Visit reports to review' })).toBeVisible();
  await expectAccessible(staff);
  await staff.getByRole('row').filter({ hasText: 'First-flush diverter' }).first().getByRole('link').click();
  await expect(staff.getByText(work)).toBeVisible();
  await staff.getByRole('button', { name: 'Mark as reviewed' }).click();
  await expect(staff.getByText('Write a short comment for the contractor.').first()).toBeVisible();
  await staff
    .getByLabel('Comment for the contractor')
    .pressSequentially('Good work; book the gutter clean.', { delay: 5 });
  await staff.getByRole('button', { name: 'Mark as reviewed' }).click();
  await expect(staff.getByText('Marked as reviewed. The contractor has been told.')).toBeVisible();
  await expect(staff.getByText('Good work; book the gutter clean.')).toBeVisible();
  await expectAccessible(staff);
  await staffContext.close();
});

test('a site visit recorded with no signal waits on the phone and reaches the server once when the network returns', async ({
  browser,
}) => {
  await ensureAssignment();
  const notes = `Tank lids checked, gutters cleared at the hall ${Date.now().toString(36)}`;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, DEMO.contractor);
  await page.goto('/site-visit-mobile');
  await expect(page.getByRole('heading', { level: 1, name: 'Site visit' })).toBeVisible();
  // The mobile site, without the usual layout: one short bar (the way back, sign-out) and only the
  // language and theme at the foot; no main menu, no assistant.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Full site' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByLabel('Language')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(0);
  await expectAccessible(page);

  await context.setOffline(true);
  await page.getByLabel('Part of the supply').selectOption('Storage tank');
  const lids = page.getByRole('group', { name: 'Tank lids closed; inlet and overflow screens intact' });
  await lids.getByLabel('Needs attention').check();
  await lids.getByLabel('What needs attention?').pressSequentially('Overflow screen torn', { delay: 5 });
  await page
    .getByRole('group', { name: 'Roof and gutters clear of leaves and debris' })
    .getByLabel('OK')
    .check();
  await page.getByLabel('Free available chlorine (mg/L)').pressSequentially('0.4', { delay: 10 });
  await page.getByLabel('Notes').pressSequentially(notes, { delay: 2 });
  await page.getByRole('button', { name: 'Save the visit' }).click();
  await expect(page.getByText('No signal: the visit is kept on this phone')).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('1 site visit record waiting to send');
  await expect(page.getByLabel('Notes')).toHaveValue('');
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  const mine = (await (await page.request.get('/api/contractor/visit-reports')).json()) as {
    reports: {
      workDone: string;
      status: string;
      checks: { label: string; result: string; note: string }[];
      readings: { label: string; value: string }[];
    }[];
  };
  const made = mine.reports.filter((r) => r.workDone === notes);
  expect(made).toHaveLength(1);
  expect(made[0]).toMatchObject({ status: 'draft' });
  expect(made[0]!.checks).toEqual(
    expect.arrayContaining([
      {
        label: 'Tank lids closed; inlet and overflow screens intact',
        result: 'attention',
        note: 'Overflow screen torn',
      },
      { label: 'Roof and gutters clear of leaves and debris', result: 'ok', note: '' },
    ]),
  );
  expect(made[0]!.readings).toEqual([{ label: 'Free available chlorine', value: '0.4', unit: 'mg/L' }]);

  // It waits in Visit reports as a draft to finish.
  await page.goto('/contractor/reports');
  await expect(
    page.getByRole('row').filter({ hasText: 'Storage tank' }).filter({ hasText: 'Draft' }).first(),
  ).toBeVisible();
  await context.close();
});

test('the contractor keeps a profile with certifications; provider staff see the listing', async ({
  browser,
}) => {
  const cert = `Backflow tester ${Date.now().toString(36)}`;
  const expires = nzDate(200);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.contractor);
  await page.getByRole('link', { name: 'Your profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your contractor profile' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Backflow testing').check();
  await page.getByRole('button', { name: 'Add a certification' }).click();
  const row = page.getByRole('group', { name: /^Certification \d+$/ }).last();
  await row.getByLabel('Name').pressSequentially(cert, { delay: 5 });
  const named = page.getByRole('group', { name: cert });
  await named.getByLabel('Issued by').pressSequentially('Water New Zealand', { delay: 5 });
  await named.getByLabel('Expiry date').pressSequentially(expires.typed, { delay: 20 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: cert }).getByText(/Expires .* \(in 200 days\)/)).toBeVisible();
  await expect(page.getByLabel('Backflow testing')).toBeChecked();
  await expectAccessible(page);
  await context.close();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, DEMO.waikura);
  await staff.goto('/waikura/contractor-profiles');
  await expect(staff.getByRole('heading', { level: 1, name: 'Contractors' })).toBeVisible();
  const chris = staff.getByRole('row').filter({ hasText: DEMO.contractor });
  await expect(chris).toContainText(cert);
  await expect(chris).toContainText('Backflow testing');
  await expectAccessible(staff);
  await staffContext.close();
});

test('the school sends its pre-visit questionnaire; the assigned contractor reads it', async ({
  browser,
}) => {
  await ensureAssignment();
  const hazards = `The hall roof is fragile: use the crawl boards ${Date.now().toString(36)}`;
  const schoolContext = await browser.newContext();
  const school = await schoolContext.newPage();
  await signIn(school, DEMO.principal);
  await school.goto('/pre-visit-questionnaire');
  await expect(school.getByRole('heading', { level: 1, name: 'Pre-visit questionnaire' })).toBeVisible();
  await expect(school).toHaveURL(/\/schools\/kowhai-valley-school\/pre-visit-questionnaire$/);
  await expectAccessible(school);
  await school
    .getByLabel('Who will meet the contractor, and how to reach them on the day')
    .pressSequentially('Graeme Paterson, caretaker, 021 555 0199', { delay: 3 });
  await school
    .getByLabel('How to get in, and when')
    .pressSequentially('Side gate, code 4821; mornings.', { delay: 3 });
  await school.getByLabel('Hazards on site').pressSequentially(hazards, { delay: 3 });
  await school.getByRole('button', { name: 'Send to our contractor' }).click();
  await expect(school.getByText('Sent. Your contractor has been told.')).toBeVisible();
  await expect(school.getByText(/Sent to the contractor on .* by /)).toBeVisible();
  await expectAccessible(school);
  await schoolContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.contractor);
  await page.getByRole('link', { name: /Tasks\s*:\s*Kōwhai Valley School/ }).click();
  await page.getByRole('link', { name: 'Pre-visit questionnaire' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-visit questionnaire' })).toBeVisible();
  await expect(page.getByText(hazards)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
  await context.close();
});

test('the plan’s read-only note is said by role: provider staff and contractors are not told only WaiKura can change it', async ({
  browser,
}) => {
  await ensureAssignment();
  for (const [email, text] of [
    [DEMO.waikura, 'You can read this plan and manage who works on it.'],
    [DEMO.contractor, 'You can read this plan and record the work you do in the maintenance log.'],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email);
    await page.goto(`/schools/${SCHOOL}`);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText('Only the school and WaiKura can change it.')).toHaveCount(0);
    await expectAccessible(page);
    await context.close();
  }
});
