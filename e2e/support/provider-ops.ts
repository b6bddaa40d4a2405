import { type APIRequestContext, request as requests } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test } from './fixtures';

/**
 * An API client signed in as a demo account (issue 19's provider specs): for setting up data a page then
 * shows, the way another person would have entered it.
 */
export async function apiAs(role: keyof typeof DEMO): Promise<APIRequestContext> {
  const baseURL = test.info().project.use.baseURL!;
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL).origin } });
  const res = await api.post('/api/auth/sign-in/email', {
    data: { email: DEMO[role], password: DEMO_PASSWORD },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return api;
}

/** A new school, named with a stamp so parallel runs never meet; optionally with a review history in 7.2. */
export async function createSchool(
  api: APIRequestContext,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; name: string; slug: string }> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await api.post('/api/schools', { data: { name: `${name} ${stamp}`, ...extra } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; name: string; slug: string };
}

/** Saves one plan section's answers (as the admin, who may write any school's plan). */
export async function saveSection(
  api: APIRequestContext,
  schoolId: string,
  sectionId: string,
  content: Record<string, unknown>,
) {
  const url = `/api/schools/${schoolId}/plan/sections/${sectionId}`;
  const current = (await (await api.get(url)).json()) as { version: number };
  const res = await api.put(url, { data: { version: current.version, content } });
  expect(res.status(), await res.text()).toBe(200);
}
