/**
 * Plan approval by an invited board chair (issue 19d): the principal invites the chair by e-mail from the
 * approval page and submits the plan; the chair follows the e-mail's link, sets a password, reads the plan
 * read-only and approves it with a name and date. Typed key by key; axe on every page.
 */
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, linkIn, test, waitForMail } from './support/fixtures';

test('the principal invites the board chair by e-mail; the chair sets a password, reads the plan and approves it', async ({
  page,
  browser,
  loginAs,
}) => {
  // Many pages, two people and an e-mail: longer than the default minute on a loaded machine.
  test.setTimeout(240_000);
  const email = `chair-${Date.now().toString(36)}@board-e2e.school.nz`;
  const password = 'kaitiaki o te wai inu 2026';
  await loginAs('principal');
  await page.goto('/drinking-water-safety-plan-approval');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan approval' })).toBeVisible();
  const invite = page.getByRole('region', { name: 'Invite the board chair to approve' });
  // Sending with nothing typed: the summary takes focus and names each field.
  await invite.getByLabel('Board chair’s name').focus();
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  const summary = invite.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Enter the board chair’s name.');
  await invite.getByLabel('Board chair’s name').pressSequentially('Hēmi Walker', { delay: 10 });
  await invite.getByLabel('Board chair’s e-mail address').pressSequentially(email, { delay: 5 });
  const end = new Date(Date.now() + 200 * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Pacific/Auckland',
  });
  const [y, m, d] = end.split('-');
  await invite.getByLabel('Read-only access ends on').pressSequentially(`${m}${d}${y}`, { delay: 20 });
  await expect(invite.getByLabel('Read-only access ends on')).toHaveValue(end);
  await expectAccessible(page);
  await invite.getByRole('button', { name: 'Send the invitation' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(invite.getByLabel('Board chair’s e-mail address')).toHaveValue('');
  // The plan goes to the board.
  await page.getByRole('button', { name: 'Submit for the board’s approval' }).click();
  await expect(page.getByText(/Submitted by Mere Principal on .* waiting for the board\./)).toBeVisible();
  await expectAccessible(page);

  // The chair's e-mail says they may approve, and carries the set-password link.
  const mail = await waitForMail(email, (mm) => mm.subject.includes('invited'));
  expect(mail.text).toContain('approve the plan for the board');
  const path = linkIn(mail, /http:\/\/[^\s]+\/reset-password\?token=[^\s]+/).replace(/^http:\/\/[^/]+/, '');
  const context = await browser.newContext();
  const chair = await context.newPage();
  await chair.goto(path);
  await expect(chair.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await expectAccessible(chair);
  await chair.getByLabel('New password', { exact: true }).pressSequentially(password, { delay: 5 });
  await chair.getByLabel('Type the new password again').pressSequentially(password, { delay: 5 });
  await chair.getByRole('button', { name: 'Save password' }).click();
  await chair.getByLabel('Email address').pressSequentially(email, { delay: 5 });
  await chair.getByLabel('Password', { exact: true }).pressSequentially(password, { delay: 5 });
  await chair.getByRole('button', { name: 'Log in', exact: true }).click();
  // Read-only: the plan says so.
  await expect(
    chair.getByText('You can read this plan. Only the school and WaiKura can change it.'),
  ).toBeVisible();
  await expectAccessible(chair);

  await chair.goto('/drinking-water-safety-plan-approval');
  await expect(chair.getByRole('heading', { name: 'Approve the plan' })).toBeVisible();
  await expect(chair.getByLabel('Approver’s name')).toHaveValue('Hēmi Walker');
  await expect(chair.getByLabel('Role')).toHaveValue('Board chair');
  await expect(chair.getByRole('heading', { name: 'Invite the board chair to approve' })).toHaveCount(0);
  await expectAccessible(chair);
  await chair.getByRole('button', { name: 'Approve the plan' }).click();
  await expect(chair.getByText(/Approved by Hēmi Walker \(Board chair\) on/)).toBeVisible();
  await expectAccessible(chair);
  await context.close();

  // Another viewer of the school is offered no approval.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.goto('/login');
  await viewer.getByLabel('Email address').pressSequentially(DEMO.viewer, { delay: 2 });
  await viewer.getByLabel('Password', { exact: true }).pressSequentially(DEMO_PASSWORD, { delay: 2 });
  await viewer.getByRole('button', { name: 'Log in', exact: true }).click();
  await viewer.waitForURL((u) => !u.pathname.startsWith('/login'));
  await viewer.goto('/drinking-water-safety-plan-approval');
  await expect(viewer.getByRole('heading', { level: 1, name: 'Plan approval' })).toBeVisible();
  await expect(viewer.getByText(/Approved by Hēmi Walker/)).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Approve the plan' })).toHaveCount(0);
  await viewerContext.close();
});
