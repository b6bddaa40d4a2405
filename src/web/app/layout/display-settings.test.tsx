/**
 * Issue 20: choosing te reo Māori in the footer while signed in also stores it with the account (PUT
 * /api/me/language), so WaiKura's e-mails follow; a visitor who is not signed in sends nothing.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { I18nProvider } from '../../i18n';
import { AuthProvider } from '../../lib/auth';
import { ThemeProvider } from '../../lib/theme';
import { DisplaySettings } from './display-settings';

const ME = {
  id: 'u1',
  email: 'mere@example.nz',
  name: 'Mere',
  role: 'principal',
  schoolId: null,
  schoolName: null,
  schoolSlug: null,
  actions: [],
  features: { activityLogging: false, chat: false, analytics: false, taTemplateSystem: false },
};

/** A fake of the two endpoints: /api/me (signed in or not) and the language preference. */
function fakeApi(signedIn: boolean) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url, 'http://localhost').pathname;
    const text = await request.text();
    sent.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/api/me')
      return signedIn ? json(ME) : json({ error: { code: 'unauthorized', message: 'Sign in.' } }, 401);
    if (path === '/api/me/language' && request.method === 'PUT') return json(JSON.parse(text));
    return json({ error: { code: 'not_found', message: 'x' } }, 404);
  };
  return { sent, fetch };
}

function renderSettings() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider>
      <I18nProvider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <DisplaySettings />
          </AuthProvider>
        </QueryClientProvider>
      </I18nProvider>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the language choice', () => {
  test('signed in: choosing te reo Māori stores it for e-mails', async () => {
    const api = fakeApi(true);
    vi.stubGlobal('fetch', api.fetch);
    renderSettings();
    await waitFor(() => expect(api.sent.some((r) => r.path === '/api/me')).toBe(true));
    const user = userEvent.setup();
    const select = await screen.findByTestId('language-select');
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(select, 'mi');
    await waitFor(() =>
      expect(api.sent).toContainEqual({ method: 'PUT', path: '/api/me/language', body: { language: 'mi' } }),
    );
    expect(localStorage.getItem('waikura-language')).toBe('mi');
  });

  test('not signed in: the choice stays in the browser, nothing is sent', async () => {
    const api = fakeApi(false);
    vi.stubGlobal('fetch', api.fetch);
    renderSettings();
    await waitFor(() => expect(api.sent.some((r) => r.path === '/api/me')).toBe(true));
    const user = userEvent.setup();
    const select = await screen.findByTestId('language-select');
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(select, 'mi');
    expect(localStorage.getItem('waikura-language')).toBe('mi');
    // Let any request the choice might start reach the fake before looking.
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.sent.filter((r) => r.path === '/api/me/language')).toEqual([]);
  });
});
