/**
 * The pages a signed-in visit most often opens first (a school's dashboard, a plan section) are asked for
 * whole by the app shell's HTML (decision 048): their code, and the API answers they read first, start
 * downloading with the HTML instead of after the app's script has arrived and run (on a slow line two or
 * three round trips later).
 *
 * The build (scripts/build.ts) writes each page's chunks into `FIRST_PAGES_FILE`; this module says which
 * page an address is and adds the links. Only addresses with a school's id qualify (every link the app
 * makes has one); the id is checked as a UUID before it is written into the page.
 */
import { PLAN_SECTIONS } from '../../domain/plan/catalogue';

/** Written by the build into dist/web: `{ dashboard: string[], section: string[] }`, paths under /assets. */
export const FIRST_PAGES_FILE = '_first-pages.json';

export interface FirstPageChunks {
  dashboard: readonly string[];
  section: readonly string[];
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const DASHBOARD = new RegExp(`^/schools/(${UUID})/?$`, 'i');
const SECTION_PAGE = new RegExp(`^/schools/(${UUID})/(.+?)/?$`, 'i');
const SECTION_BY_PATH = new Map(PLAN_SECTIONS.map((s) => [s.path, s.id]));
const ASSET = /^\/assets\/[\w.-]+\.js$/;

/** A first page, as its address names it: which page, the school as written in the address, the section. */
export type FirstPage =
  | { page: 'dashboard'; school: string }
  | { page: 'section'; school: string; sectionId: string };

/**
 * What an address's first page is and needs: its chunks and the API answers it reads first (or null).
 * The server renders these pages too (server-render.ts), from the same answers.
 */
export function firstPageOf(
  path: string,
  chunks: FirstPageChunks,
): (FirstPage & { modules: readonly string[]; data: string[] }) | null {
  const dashboard = DASHBOARD.exec(path);
  if (dashboard) {
    const id = dashboard[1]!.toLowerCase();
    return {
      page: 'dashboard',
      school: dashboard[1]!,
      modules: chunks.dashboard,
      data: [`/api/schools/${id}`, `/api/schools/${id}/progress`],
    };
  }
  const section = SECTION_PAGE.exec(path);
  const sectionId = section ? SECTION_BY_PATH.get(section[2]!) : undefined;
  if (section && sectionId) {
    const id = section[1]!.toLowerCase();
    return {
      page: 'section',
      school: section[1]!,
      sectionId,
      modules: chunks.section,
      data: [`/api/schools/${id}`, `/api/schools/${id}/plan/sections/${sectionId}`],
    };
  }
  return null;
}

/**
 * The links for the head. `withData` is false for a reader of te reo Māori: an error answer (a school
 * this person may not open) is worded in the language the request asks for, and a preload is sent
 * without the app's `Accept-Language`, so that page asks for its answers itself.
 */
export function firstPageLinks(path: string, chunks: FirstPageChunks, withData: boolean): string {
  const page = firstPageOf(path, chunks);
  if (!page) return '';
  const modules = page.modules
    .filter((href) => ASSET.test(href))
    .map((href) => `  <link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">\n`);
  const data = withData
    ? page.data.map((href) => `  <link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">\n`)
    : [];
  return [...data, ...modules].join('');
}

/** Whether te reo Māori was chosen in the app in this browser: the language cookie the app sets. */
export function choseMaori(cookie: string | undefined): boolean {
  return !!cookie && /(?:^|;\s*)waikura-language=mi(?:;|$)/.test(cookie);
}

/** Whether the app in this browser reads te reo Māori: its language cookie, or the browser's own. */
export function readsMaori(cookie: string | undefined, acceptLanguage: string | undefined): boolean {
  if (choseMaori(cookie)) return true;
  return !!acceptLanguage && /(?:^|,)\s*mi\b/i.test(acceptLanguage);
}

/** Reads the build's list; a missing or unreadable file gives no preloads (an older build still works). */
export function parseFirstPageChunks(json: string): FirstPageChunks | null {
  try {
    const value = JSON.parse(json) as Partial<FirstPageChunks>;
    const list = (v: unknown) =>
      Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null;
    const dashboard = list(value.dashboard);
    const section = list(value.section);
    return dashboard && section ? { dashboard, section } : null;
  } catch {
    return null;
  }
}
