/**
 * A redirect runs again when the user is sent back to its address while it is still drawn. The sequence
 * is the one that left `/dwsp#section-3-2` empty: the redirect sends the user on, and in the same moment
 * another part of the app (here a parent layout, in the app the legacy-link check) sends them back to the
 * redirect's address. Also: no file but src/web/lib/redirect.tsx draws React Router's `<Navigate>`.
 */

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { createMemoryRouter, Navigate, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { Redirect } from '../lib/redirect';

afterEach(cleanup);

/** Sends the user back to /old once, right after the child's redirect has sent them on. */
function SendsBackOnce() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sent = useRef(false);
  useEffect(() => {
    if (pathname !== '/old' || sent.current) return;
    sent.current = true;
    // A parent's effect runs after its child's: the child's redirect has already asked for /new.
    void navigate('/old', { replace: true });
  }, [pathname, navigate]);
  return <Outlet />;
}

function routerWith(redirect: ReactNode) {
  return createMemoryRouter(
    [
      {
        element: <SendsBackOnce />,
        children: [
          { path: 'old', element: redirect },
          { path: 'new', element: <h1>Arrived</h1> },
        ],
      },
    ],
    { initialEntries: ['/old'] },
  );
}

describe('a redirect sent back to its own address', () => {
  test('goes on again (Redirect)', async () => {
    const router = routerWith(<Redirect to="/new" />);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/new');
  });

  test('React Router’s own Navigate stays put: the reason Redirect exists', async () => {
    const router = routerWith(<Navigate replace to="/new" />);
    render(<RouterProvider router={router} />);
    await new Promise((r) => setTimeout(r, 200));
    expect(router.state.location.pathname).toBe('/old');
    expect(screen.queryByRole('heading', { name: 'Arrived' })).toBeNull();
  });
});

describe('redirects are drawn only through lib/redirect', () => {
  const root = join(__dirname, '..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
    });
  test('no other file draws <Navigate>', () => {
    const offenders = files(root)
      .filter((f) => relative(root, f) !== join('lib', 'redirect.tsx'))
      .filter((f) => /<Navigate\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });
});
