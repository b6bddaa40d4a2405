/**
 * When a page drawn before its script ran becomes the app's, nothing in the bar or the footer is rendered
 * again: their controls (the bar's menu button, the footer's "Report a problem") are drawn enabled, and what
 * is done to them before is kept by public/before-app.js (decision 058). Rendering the bar and the footer
 * again, with their links and the bell, was one task of 60–90 ms on a slow phone right after the page was
 * hydrated (decision 056); enabling each control alone still cost Lighthouse 17–23 ms a control (decision
 * 057). Nor are the bar's links rendered again when the session's answer comes and leaves them as they
 * are. Links are counted as they render.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { I18nProvider } from '../../i18n';
import { AuthProvider } from '../../lib/auth';
import { hydratingUntil } from '../../lib/hydrating';
import { ThemeProvider } from '../../lib/theme';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** Renders of links: all of them, and of the bar's navigation links (`NavLink`) alone. */
const counted = vi.hoisted(() => ({ links: 0, navLinks: 0 }));
vi.mock('react-router', async (original) => {
  const actual = await original<typeof import('react-router')>();
  const { createElement } = await import('react');
  const counting = (Real: typeof actual.Link, nav: boolean) => (props: Parameters<typeof actual.Link>[0]) => {
    counted.links += 1;
    if (nav) counted.navLinks += 1;
    return createElement(Real, props);
  };
  return {
    ...actual,
    Link: counting(actual.Link, false),
    NavLink: counting(actual.NavLink as typeof actual.Link, true),
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedOut = () =>
  new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Sign in.' } }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });

function page(children: ReactNode, answer: () => Promise<Response> = async () => signedOut()) {
  // /api/me: signed out (401), when `answer` settles.
  vi.stubGlobal('fetch', answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <ThemeProvider>
      <I18nProvider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <MemoryRouter initialEntries={['/faq']}>{children}</MemoryRouter>
          </AuthProvider>
        </QueryClientProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 30)));

describe('the page becomes the app’s', () => {
  test.each([
    ['the bar', <Navbar key="bar" />, /menu/i],
    ['the footer', <Footer key="footer" />, /report a problem/i],
  ])(
    '%s: its control is enabled throughout, and the links around it are not rendered again',
    async (_, part, name) => {
      let pageIsTheApps!: () => void;
      hydratingUntil(
        new Promise<void>((resolve) => {
          pageIsTheApps = resolve;
        }),
      );
      render(page(part));
      await settle();
      const button = screen.getByRole('button', { name });
      expect((button as HTMLButtonElement).disabled).toBe(false);
      expect(button.dataset.early).toBeTruthy();
      const links = counted.links;
      expect(links).toBeGreaterThan(0);

      pageIsTheApps();
      await settle();
      expect((button as HTMLButtonElement).disabled).toBe(false);
      expect(counted.links).toBe(links);
    },
  );
});

describe('the session’s answer', () => {
  test('signed out on a public page: the bar’s navigation links stay as they are and are not rendered again', async () => {
    let answer!: () => void;
    const answered = new Promise<Response>((resolve) => {
      answer = () => resolve(signedOut());
    });
    render(page(<Navbar />, () => answered));
    await settle();
    const navLinks = counted.navLinks;
    expect(navLinks).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);

    answer();
    await settle();
    expect(counted.navLinks).toBe(navLinks);
    // The signed-out menu still ends with "Log in" and "Register".
    expect(screen.getAllByRole('link', { name: 'Register', hidden: true }).length).toBeGreaterThan(0);
  });
});
