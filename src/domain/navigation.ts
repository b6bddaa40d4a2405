import { CALCULATOR_AREA_PATHS } from './calculators/paths';
import { isProvider, isSchoolStaff } from './roles';

/** Paths a logged-in user is never redirected away from (platform specification section 2). */
export const PUBLIC_PATHS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/schools',
  '/mission',
  '/faq',
  '/terms-of-service',
  '/privacy-policy',
  '/page-review',
  '/site-visit-mobile',
  '/test-page',
  '/ta-demo',
  '/accurate-ta-demo',
  '/complete-ta-demo',
  '/design-system',
] as const;

/**
 * Public pages beyond the specification's list: the footer's information pages and help, (issue 20b)
 * the start pages and Te Mana o te Wai, and (issue 20a) the calculators and the suppliers' page.
 */
export const INFORMATION_PATHS = [
  '/source-water',
  '/acceptable-solutions',
  '/help',
  '/getstarted',
  '/dual-home',
  '/te-mana-o-te-wai',
  // Issue 20a: the calculators and the suppliers' page.
  ...CALCULATOR_AREA_PATHS,
] as const;

export function isPublicPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  if (path.startsWith('/verify-email')) return true;
  if ((PUBLIC_PATHS as readonly string[]).includes(path)) return true;
  return INFORMATION_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname;
}

export interface LandingUser {
  role: string | null | undefined;
  schoolId: string | null | undefined;
}

/** Where a user goes after login (platform specification section 2, "After login"). */
export function homePathFor(user: LandingUser): string {
  if (isProvider(user.role)) return '/waikura';
  if (user.role === 'contractor') return '/contractor-dashboard';
  if (user.schoolId) return `/schools/${user.schoolId}`;
  return '/school-selection';
}

/**
 * A return URL is followed only when it is a same-site path: it starts with one slash, is not
 * protocol-relative, carries no backslash or control character, and does not lead back to login.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || typeof value !== 'string' || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, 'https://waikura.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'https://waikura.invalid') return null;
  if (parsed.pathname === '/login') return null;
  const path = parsed.pathname + parsed.search + parsed.hash;
  // Dot segments can collapse into a protocol-relative URL: "/.//evil.com" resolves to "//evil.com".
  if (path.startsWith('//')) return null;
  return path;
}

export function loginPathFor(pathAndQuery: string): string {
  return `/login?returnUrl=${encodeURIComponent(pathAndQuery)}`;
}

export type BarType = 'public' | 'provider' | 'school' | 'contractor';

/** Which navigation bar a signed-in user gets (plan specification 2.4 and 6). */
export function barTypeForRole(role: string | null | undefined): BarType {
  if (isProvider(role)) return 'provider';
  if (isSchoolStaff(role) || role === 'viewer') return 'school';
  if (role === 'contractor') return 'contractor';
  return 'public';
}

/** While the user is still loading, the bar is chosen from the path prefix. */
export function barTypeForPath(pathname: string): BarType {
  if (pathname.startsWith('/schools/')) return 'school';
  if (pathname === '/waikura' || pathname.startsWith('/waikura/') || pathname.startsWith('/waikura-admin')) {
    return 'provider';
  }
  if (pathname.startsWith('/contractor')) return 'contractor';
  return 'public';
}
