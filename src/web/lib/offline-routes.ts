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

import { OFFLINE_CACHE } from './offline-cache';

export { OFFLINE_CACHE };

/** The plan sections of the incident kit, each its own page offline: the contingency plan and the contacts. */
export const OFFLINE_SECTIONS = ['6.1', '1.2'] as const;
/**
 * Every section whose answer is kept: the kit's, and 1.1 (the school's name and address), which the
 * printable boil water notice reads with them.
 */
const KEPT_SECTIONS = [...OFFLINE_SECTIONS, '1.1'] as const;
/** The sections the boil water notice page reads (features/plan/boil-water-notice-page.tsx). */
const NOTICE_SECTIONS: readonly string[] = KEPT_SECTIONS;
/** The printable boil water notice of a school (features/plan/extra-routes.tsx). */
export const noticeRoute = (schoolId: string) =>
  `/schools/${encodeURIComponent(schoolId)}/appendix/boil-water-notice`;

const sectionIds = KEPT_SECTIONS.map((n) => {
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
 * - sections 6.1 and 1.2 (and 1.1, for the boil water notice) and the plan's PDF;
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
  // The contractor's schools, so the site visit page (issue 19a) can be filled in with a poor signal.
  new RegExp(`${ORIGIN}/api/contractor/assignments${END}`),
];

/** Whether the service worker keeps a copy of this address's answer (a full URL). */
export function isKeptOffline(url: string): boolean {
  return OFFLINE_API_PATTERNS.some((p) => p.test(url));
}

/** A copy kept on this device that a person can open offline: a page of the app or the plan's PDF. */
export interface OfflineCopy {
  kind: 'section' | 'pdf' | 'incidents' | 'notice';
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
    if (!found || !(KEPT_SECTIONS as readonly string[]).includes(found.number)) return null;
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

/**
 * What the banner lists as openable offline: the kit's sections (not 1.1 alone), the PDF, the incidents,
 * and a school's boil water notice when every section it reads is kept (as old as the oldest of them).
 */
export function offlineLinks(copies: readonly OfflineCopy[]): OfflineCopy[] {
  const listed = copies.filter(
    (c) => c.kind !== 'section' || (OFFLINE_SECTIONS as readonly string[]).includes(c.section!),
  );
  const schools = [...new Set(copies.map((c) => c.schoolId))];
  for (const schoolId of schools) {
    const parts = NOTICE_SECTIONS.map((n) =>
      copies.find((c) => c.kind === 'section' && c.section === n && c.schoolId === schoolId),
    );
    if (parts.some((p) => !p)) continue;
    const dates = parts.map((p) => p!.savedAt);
    const savedAt = dates.some((d) => !d) ? null : new Date(Math.min(...dates.map((d) => d!.getTime())));
    listed.push({ kind: 'notice', schoolId, href: noticeRoute(schoolId), savedAt });
  }
  return listed;
}

/** Which kept page of the kit this address is (`/schools/x/contingency-plans` → section 6.1), or null. */
export function offlinePageOf(
  pathname: string,
): { kind: 'section'; section: string; school: string } | { kind: 'notice'; school: string } | null {
  const path = pathname.replace(/\/+$/, '');
  const match = /^\/schools\/([^/]+)\/(.+)$/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  const school = decodeURIComponent(match[1]);
  if (match[2] === 'appendix/boil-water-notice') return { kind: 'notice', school };
  for (const number of OFFLINE_SECTIONS) {
    const section = PLAN_SECTIONS.find((s) => s.number === number)!;
    if (match[2] === section.path) return { kind: 'section', section: number, school };
  }
  return null;
}
