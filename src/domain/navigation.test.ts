import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  barTypeForPath,
  barTypeForRole,
  homePathFor,
  INFORMATION_PATHS,
  isPublicPath,
  loginPathFor,
  PUBLIC_PATHS,
  safeReturnUrl,
} from './navigation';

describe('safeReturnUrl: only same-site paths are followed', () => {
  test.each([
    '/schools/x?tab=1',
    '/schools/kowhai-valley-school',
    '/waikura/school/abc?q=t%C5%8Dtara#people',
    '/',
    '/%2F%2Fevil.com',
  ])('accepts %j as itself', (value) => {
    expect(safeReturnUrl(value)).toBe(value);
  });

  test.each([
    '//evil.com',
    '//evil.com/schools',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    'https://evil.com',
    'http://evil.com/schools',
    'https:/evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.com',
    ' /schools',
    '%2F%2Fevil.com',
    '/.//evil.com',
    '/..//evil.com',
    '/a/..//evil.com',
    '/%2e//evil.com',
    '/%2e%2e//evil.com',
    '/\tevil.com',
    '/\nevil.com',
    '/\u0000evil',
    '/login',
    '/login?returnUrl=%2Fschools',
    '/./login',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeReturnUrl(value)).toBeNull();
  });

  test('refuses very long values', () => {
    expect(safeReturnUrl(`/${'a'.repeat(2048)}`)).toBeNull();
  });

  test('whatever it is given, the answer is null or a path that stays on this site', () => {
    const base = 'https://waikura.example';
    const tricky = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }).map((x) => `/${x}`),
      fc
        .array(
          fc.constantFrom(
            '/',
            '\\',
            '.',
            '..',
            '%2e',
            '%2f',
            '%5c',
            'evil.com',
            ':',
            '@',
            '?',
            '#',
            'x',
            '\t',
            '//',
          ),
          { maxLength: 8 },
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(tricky, (value) => {
        const out = safeReturnUrl(value);
        if (out === null) return;
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(out.startsWith('/\\')).toBe(false);
        // Resolved the way a browser would, it stays on the site.
        expect(new URL(out, base).origin).toBe(base);
      }),
      { numRuns: 2000 },
    );
  });

  test('loginPathFor encodes the path and query so that it round-trips', () => {
    const target = '/schools/x?tab=1&b=2';
    const login = loginPathFor(target);
    expect(login).toBe('/login?returnUrl=%2Fschools%2Fx%3Ftab%3D1%26b%3D2');
    expect(safeReturnUrl(new URL(login, 'https://w.example').searchParams.get('returnUrl'))).toBe(target);
  });
});

describe('homePathFor: where each role lands after login', () => {
  // biome-ignore format: a table aligned by hand
  test.each([
    ['admin',        null,   '/waikura'],
    ['waikura',      null,   '/waikura'],
    ['contractor',   null,   '/contractor-dashboard'],
    ['principal',    's-1',  '/schools/s-1'],
    ['school_admin', 's-1',  '/schools/s-1'],
    ['school',       's-1',  '/schools/s-1'],
    ['viewer',       's-1',  '/schools/s-1'],
    ['principal',    null,   '/school-selection'],
    ['viewer',       null,   '/school-selection'],
    [null,           null,   '/school-selection'],
  ])('%s with school %s → %s', (role, schoolId, path) => {
    expect(homePathFor({ role, schoolId })).toBe(path);
  });
});

describe('isPublicPath', () => {
  test('every listed public path, with or without a trailing slash', () => {
    for (const p of [...PUBLIC_PATHS, ...INFORMATION_PATHS]) {
      expect(isPublicPath(p), p).toBe(true);
      if (p !== '/') expect(isPublicPath(`${p}/`), `${p}/`).toBe(true);
    }
    expect(PUBLIC_PATHS).toContain('/login');
    expect(PUBLIC_PATHS).toContain('/register');
    expect(PUBLIC_PATHS).toContain('/reset-password');
  });

  test.each(['/verify-email/abc.def', '/help/getting-started', '/source-water/roof'])('%s is public', (p) => {
    expect(isPublicPath(p)).toBe(true);
  });

  test.each([
    '/schools/abc',
    '/schools/abc/water-supply/source',
    '/waikura',
    '/waikura-admin',
    '/contractor-dashboard',
    '/profile',
    '/helpdesk',
    '/login-as-admin',
  ])('%s is not public', (p) => {
    expect(isPublicPath(p)).toBe(false);
  });
});

describe('navigation bars', () => {
  // biome-ignore format: a table aligned by hand
  test.each([
    ['/schools/abc',             'school'],
    ['/schools/abc/review',      'school'],
    ['/schools',                 'public'],
    ['/waikura',                 'provider'],
    ['/waikura/select',          'provider'],
    ['/waikura/school/abc',      'provider'],
    ['/waikura-admin',           'provider'],
    ['/waikurafake',             'public'],
    ['/contractor-dashboard',    'contractor'],
    ['/',                        'public'],
    ['/login',                   'public'],
  ])('the placeholder for %s is the %s bar', (path, bar) => {
    expect(barTypeForPath(path)).toBe(bar);
  });

  // biome-ignore format: a table aligned by hand
  test.each([
    ['admin',        'provider'],
    ['waikura',      'provider'],
    ['principal',    'school'],
    ['school_admin', 'school'],
    ['school',       'school'],
    ['viewer',       'school'],
    ['contractor',   'contractor'],
    [null,           'public'],
    ['guest',        'public'],
  ])('%s gets the %s bar', (role, bar) => {
    expect(barTypeForRole(role)).toBe(bar);
  });
});
