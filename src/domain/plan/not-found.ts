/**
 * The not-found page's rules (plan specification 2.7): which plan sections to suggest for a path that
 * does not exist, and whether the path is an old one with a newer address.
 *
 * Words of a path: the path is percent-decoded (so %20 is a space) and lower-cased; the segments
 * "schools" and the school id of a /schools/{schoolId}/… path are dropped; the rest is split on
 * "/", "-", "_", "." and white space; words shorter than 2 characters are dropped, and each word counts
 * once. "/schools/abc/Risk_Assesment/3.2" gives ["risk", "assesment"] ("3" and "2" are too short).
 *
 * Score of a section, for each word w:
 * - against the section id: +3 when w is one of the id's words (the id split on "-"), else +2 when the id
 *   contains w as a substring ("catch" in "catchment-activities");
 * - against the title: +4 when w is one of the title's words (split on anything not a letter or digit),
 *   else +1 when the title contains w as a substring;
 * - against the description: +1 when the description contains w (as a word or inside one).
 * Whole-word and substring scores of one kind do not add up: a whole word scores only as a whole word.
 * Bonuses: +10 for section 3.2 when the path (decoded, lower-case, without the school id) contains
 * "3.2" or "catchment"; +10 for section 4.1 when it contains "4.1" or "assessment".
 * Sections scoring 0 are not suggested; the rest are ranked by score, ties in plan order, at most 5.
 */
import { PLAN_SECTIONS, type PlanSection, sectionRoute } from './catalogue';
import {
  legacyRedirect,
  resolveSchoolLessPath,
  resolveSchoolPlanPath,
  schoolIdFromPath,
  schoolLessSectionPath,
  targetPath,
} from './routes';

export { schoolIdFromPath } from './routes';

/** After this long the not-found page follows a recognised newer address (plan spec 2.7, 9.5). */
export const NOT_FOUND_REDIRECT_DELAY_MS = 1500;
/** Suggested sections at most (plan spec 2.7, 9.5). */
export const MAX_SUGGESTIONS = 5;

export const SCORE_WEIGHTS = {
  idWholeWord: 3,
  idSubstring: 2,
  titleWord: 4,
  titleSubstring: 1,
  description: 1,
  bonus: 10,
} as const;

/** Section number → what in the path earns it the bonus. */
const BONUSES: Readonly<Record<string, readonly string[]>> = {
  '3.2': ['3.2', 'catchment'],
  '4.1': ['4.1', 'assessment'],
};

export interface SectionSuggestion {
  number: string;
  id: string;
  title: string;
  description: string;
  /** At the school when a school id is known; else the school-less path (e.g. "/contingency-plans"). */
  route: string;
  score: number;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The path without query and hash, decoded, lower-case, without "/schools/{schoolId}". */
function pathForWords(pathname: string): string {
  const bare = (pathname.split(/[?#]/)[0] ?? '').split('/').filter((x) => x !== '');
  if (schoolIdFromPath(pathname) !== null) bare.splice(0, 2);
  return safeDecode(bare.join('/')).toLowerCase();
}

/** The words of a path, as defined at the top of this file. */
export function pathWords(pathname: string): string[] {
  const words = pathForWords(pathname)
    .split(/[/\-_.\s]+/)
    .filter((w) => w.length >= 2);
  return [...new Set(words)];
}

const titleWords = (title: string) =>
  title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The score of one section for a path (see the top of this file). */
export function scoreSection(section: PlanSection, pathname: string): number {
  const id = section.id.toLowerCase();
  const idWords = id.split('-');
  const title = section.title.toLowerCase();
  const tWords = titleWords(section.title);
  const description = section.description.toLowerCase();
  let score = 0;
  for (const w of pathWords(pathname)) {
    if (idWords.includes(w)) score += SCORE_WEIGHTS.idWholeWord;
    else if (id.includes(w)) score += SCORE_WEIGHTS.idSubstring;
    if (tWords.includes(w)) score += SCORE_WEIGHTS.titleWord;
    else if (title.includes(w)) score += SCORE_WEIGHTS.titleSubstring;
    if (description.includes(w)) score += SCORE_WEIGHTS.description;
  }
  const path = pathForWords(pathname);
  if (BONUSES[section.number]?.some((needle) => path.includes(needle))) score += SCORE_WEIGHTS.bonus;
  return score;
}

/**
 * Up to 5 sections for a path that was not found, best first. The school id is the one given, else the
 * one in the path; `null` says there is none. Without a school the route is the section's school-less
 * path ("/source-water-risk/catchment-activities"), never "/schools/{schoolId}/…": the page then sends a
 * signed-in user to their own school through `resolveSchoolLessPath`, or links a visitor to sign in.
 */
export function suggestSections(pathname: string, schoolId?: string | null): SectionSuggestion[] {
  const school = schoolId === undefined ? schoolIdFromPath(pathname) : schoolId;
  return PLAN_SECTIONS.map((section, order) => ({ section, order, score: scoreSection(section, pathname) }))
    .filter((x) => x.score > 0)
    .sort((x, y) => y.score - x.score || x.order - y.order)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ section, score }) => ({
      number: section.number,
      id: section.id,
      title: section.title,
      description: section.description,
      route: school ? sectionRoute(school, section) : schoolLessSectionPath(section),
      score,
    }));
}

function sameUrl(x: string, y: string): boolean {
  const norm = (p: string) =>
    (p.split(/[?#]/)[0] ?? '')
      .split('/')
      .filter((s) => s !== '')
      .map((s) => safeDecode(s).toLowerCase())
      .join('/');
  return norm(x) === norm(y);
}

/**
 * The newer address of an old or alias path, or null. First the legacy redirects (text fragments,
 * anchors, /section/N-M, /dwsp/…), then the route table: under /schools/{schoolId}/ the alias's target at
 * that school; a school-less alias leads to a public page directly, or to the target at `userSchoolId`
 * when the caller knows the user's school (else null: the caller decides, e.g. school selection).
 * A path that resolves to itself is not "recognised as having a newer one": null.
 */
export function recognisedNewPath(
  pathname: string,
  hash?: string | null,
  userSchoolId?: string | null,
): string | null {
  const legacy = legacyRedirect({ pathname, hash });
  if (legacy) {
    // A school-less answer goes on to the user's school when it is known.
    const target = schoolIdFromPath(legacy) === null && userSchoolId ? resolveSchoolLessPath(legacy) : null;
    return target && userSchoolId ? targetPath(userSchoolId, target) : legacy;
  }
  let next: string | null = null;
  const schoolId = schoolIdFromPath(pathname);
  if (schoolId !== null) {
    const rest = (pathname.split(/[?#]/)[0] ?? '')
      .split('/')
      .filter((x) => x !== '')
      .slice(2)
      .join('/');
    const target = resolveSchoolPlanPath(rest);
    if (target) next = targetPath(schoolId, target);
  } else {
    const target = resolveSchoolLessPath(pathname);
    if (target?.kind === 'path') next = target.to;
    else if (target && userSchoolId) next = targetPath(userSchoolId, target);
  }
  return next && !sameUrl(next, pathname) ? next : null;
}
