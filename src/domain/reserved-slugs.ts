/**
 * Words a school's slug may never be (issue 20): a school is reached at /schools/{id or slug}, so a slug
 * equal to a public page's segment under /schools/ (`school-roi`) would hide the page or the school, and
 * one equal to a public page's first segment (`faq`, `help`) would be confusing in any address that puts
 * the slug first. ONE list, derived from the public addresses: the platform specification's public and
 * general routes (plan specification 2.3), the public paths the app keeps (`navigation.ts`) and the
 * calculators' area (`calculators/paths.ts`). `reserved-slugs.test.ts` (web) checks that every first
 * segment of the router's public table, and every segment under /schools/, is here.
 */
import { CALCULATOR_AREA_PATHS } from './calculators/paths';
import { INFORMATION_PATHS, PUBLIC_PATHS } from './navigation';

/** The platform specification's public and general routes (plan specification 2.3), as written there. */
export const SPEC_PUBLIC_ROUTES = [
  '/',
  '/home',
  '/dual-home',
  '/schools',
  '/school-water-safety',
  '/schools/school-water-safety',
  '/schools/school-roi',
  '/schools/school-implementation',
  '/schools/advanced-calculator',
  '/suppliers/professional-services',
  '/suppliers/professional-roi',
  '/suppliers/professional-implementation',
  '/suppliers/professional-dashboard',
  '/suppliers/advanced-calculator',
  '/design-system',
  '/faq',
  '/mission',
  '/privacy-policy',
  '/terms-of-service',
  '/login',
  '/forgot-password',
  '/getstarted',
  '/ta-demo',
  '/source-water',
  '/acceptable-solutions',
  '/acceptable-solutions/template',
  '/registration-success',
  '/school-registration',
  '/useful-links',
  '/map',
  '/test-page',
  '/test-school-data',
  '/page-review',
  '/page-review-test',
  '/pre-visit-questionnaire',
  '/visit',
  '/dwsp',
  '/drinking-water-safety-plan-approval',
  '/complete-dwsp',
  '/help',
  '/te-mana-o-te-wai',
] as const;

/** Public addresses of WaiKura beyond the specification's list (its own pages and the server's). */
const OWN_PUBLIC_PATHS = ['/register', '/reset-password', '/verify-email', '/api', '/assets'] as const;

function reservedFrom(paths: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const path of paths) {
    const [first, second] = path.split('/').filter(Boolean);
    if (first) out.add(first.toLowerCase());
    if (first === 'schools' && second) out.add(second.toLowerCase());
  }
  return out;
}

export const RESERVED_SLUGS: ReadonlySet<string> = reservedFrom([
  ...SPEC_PUBLIC_ROUTES,
  ...PUBLIC_PATHS,
  ...INFORMATION_PATHS,
  ...CALCULATOR_AREA_PATHS,
  ...OWN_PUBLIC_PATHS,
]);

export const isReservedSlug = (slug: string): boolean => RESERVED_SLUGS.has(slug.toLowerCase());
