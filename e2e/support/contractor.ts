import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect } from './fixtures';
import { apiAs } from './provider-ops';

/** The demo school the contractor specs work in. */
export const SCHOOL = 'kowhai-valley-school';

/** A 1×1 PNG, the smallest photo the server accepts. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The demo contractor is assigned to the first school (another spec may have ended it). */
export async function ensureAssignment() {
  const request = await apiAs('admin');
  const contractors = (await (await request.get('/api/contractors')).json()) as {
    contractors: { id: string; email: string }[];
  };
  const chris = contractors.contractors.find((c) => c.email === DEMO.contractor)!;
  const school = (await (await request.get(`/api/schools/${SCHOOL}`)).json()) as { school: { id: string } };
  const res = await request.post(`/api/schools/${school.school.id}/contractor-assignments`, {
    data: { contractorId: chris.id },
  });
  expect([201, 409]).toContain(res.status());
  await request.dispose();
}

/** Signs in on the login page, typed key by key. */
export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').pressSequentially(email, { delay: 2 });
  await page.getByLabel('Password', { exact: true }).pressSequentially(DEMO_PASSWORD, { delay: 2 });
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
