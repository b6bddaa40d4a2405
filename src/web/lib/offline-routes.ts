/**
 * What the service worker keeps for use offline (decision 028), in one list that the build (vite.config.ts,
 * Workbox's runtime caching), the offline banner and the tests all read. Pure: no DOM, no React, so the
 * Vite config can import it.
 *
 * Every rule is network-first: online, the answer always comes from the server (and refreshes the copy);
 * only when the network fails is the last copy used. Only GET answers with status 200 are kept, in one
 * cache that logout empties.
 */
import { findSectionById, PLAN_SECTIONS, sectionRoute } from '../../domain/plan/catalogue';

/** The Cache Storage name of the copies of API answers. Logout deletes it (lib/offline.ts). */
export const OFFLINE_CACHE = 'waikura-offline-v1';

/** The plan sections of the incident kit: the contingency plan (6.1) and the key contacts (1.2). */
export const OFFLINE_SECTIONS = ['6.1', '1.2'] as const;

const sectionIds = OFFLINE_SECTIONS.map((n) => {
  const section = PLAN_SECTIONS.find((s) => s.number === n);
  if (!section) throw new Error(`no plan section ${n}`);
  return section.id;
});

const ORIGIN = '^https?://[^/]+';
const SCHOOL = '/api/schools/[^/?#]+';
const END = String.raw`(?:\?[^#]*)?$`;

/**
 * The API addresses kept for offline use, matched against a request's full URL (Workbox's RegExp routes;
 * anchored at the origin so a path can never match inside a query string).
 * - the session (`/api/me`), the school and its plan overview and progress: the pages around the kit
 *   (the dashboard, the section page) need them to draw at all;
 * - sections 6.1 and 1.2 and the plan's PDF;
 * - the school's incidents and their notices: every address under `/api/schools/{id}/incidents`.
 */
export const OFFLINE_API_PATTERNS: readonly RegExp[] = [
  new RegExp(`${ORIGIN}/api/me${END}`),
  new RegExp(`${ORIGIN}${SCHOOL}${END}`),
  new RegExp(`${ORIGIN}${SCHOOL}/progress${END}`),
  new RegExp(`${ORIGIN}${SCHOOL}/plan${END}`),
  new RegExp(`${ORIGIN}${SCHOOL}/plan/sections/(?:${sectionIds.join('|')})${END}`),
  new RegExp(`${ORIGIN}${SCHOOL}/plan/export\\.pdf${END}`),
  new RegExp(`${ORIGIN}${SCHOOL}/incidents(?:[/?][^#]*)?$`),
];

/** Whether the service worker keeps a copy of this address's answer (a full URL). */
export function isKeptOffline(url: string): boolean {
  return OFFLINE_API_PATTERNS.some((p) => p.test(url));
}

/** A copy kept on this device that a person can open offline: a page of the app or the plan's PDF. */
export interface OfflineCopy {
  kind: 'section' | 'pdf' | 'incidents';
  /** The school's id (or slug) as the kept address names it. */
  schoolId: string;
  /** The section's number, for a section. */
  section?: string;
  /** Where to open it: an app page, or the PDF's own address. */
  href: string;
  /** When the server sent it (the response's Date header), or null when it had none. */
  savedAt: Date | null;
}

const SECTION_URL = new RegExp(`${ORIGIN}/api/schools/([^/?#]+)/plan/sections/([^/?#]+)${END}`);
const PDF_URL = new RegExp(`${ORIGIN}/api/schools/([^/?#]+)/plan/export\\.pdf${END}`);
const INCIDENTS_URL = new RegExp(`${ORIGIN}/api/schools/([^/?#]+)/incidents${END}`);

/**
 * The copy a kept API address stands for, as a person would open it (`/schools/{id}/contingency-plans`
 * for section 6.1's answer), or null for an address that is only a part of a page (the session, the school).
 */
export function offlineCopyOf(url: string, date: string | null): OfflineCopy | null {
  const savedAt = date && !Number.isNaN(Date.parse(date)) ? new Date(date) : null;
  const section = SECTION_URL.exec(url);
  if (section?.[1] && section[2]) {
    const found = findSectionById(decodeURIComponent(section[2]));
    if (!found || !(OFFLINE_SECTIONS as readonly string[]).includes(found.number)) return null;
    return {
      kind: 'section',
      schoolId: decodeURIComponent(section[1]),
      section: found.number,
      href: sectionRoute(decodeURIComponent(section[1]), found),
      savedAt,
    };
  }
  const pdf = PDF_URL.exec(url);
  if (pdf?.[1]) {
    return { kind: 'pdf', schoolId: decodeURIComponent(pdf[1]), href: new URL(url).pathname, savedAt };
  }
  const incidents = INCIDENTS_URL.exec(url);
  if (incidents?.[1]) {
    const schoolId = decodeURIComponent(incidents[1]);
    return {
      kind: 'incidents',
      schoolId,
      href: `/schools/${encodeURIComponent(schoolId)}/incidents`,
      savedAt,
    };
  }
  return null;
}

/** The kit's section whose page this is (`/schools/x/contingency-plans` → 6.1), or null. */
export function offlineSectionOfPage(pathname: string): string | null {
  for (const number of OFFLINE_SECTIONS) {
    const section = PLAN_SECTIONS.find((s) => s.number === number)!;
    const suffix = `/${section.path}`;
    if (/^\/schools\/[^/]+\//.test(pathname) && pathname.replace(/\/+$/, '').endsWith(suffix)) {
      const rest = pathname.replace(/\/+$/, '').slice(0, -suffix.length);
      if (/^\/schools\/[^/]+$/.test(rest)) return number;
    }
  }
  return null;
}
