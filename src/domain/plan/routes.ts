/**
 * The plan's route table: where every alias and extra route of the plan specification (2.2) leads, and
 * the legacy URL redirects of the platform specification (section 2, "Legacy URL redirects").
 *
 * Canonical section routes come from the catalogue (`sectionRoute`); nothing here types a section path.
 * An alias resolves to a canonical section (the web redirects), to a page of its own (boil-water notice,
 * revision records, download, calendar), to the school dashboard, or to a public help page.
 * Every alias and its target, with the reason, is listed in docs/plan-structure.md; a test keeps the
 * document and this table in step.
 */
import {
  findSectionById,
  findSectionByNumber,
  PLAN_SECTIONS,
  type PlanSection,
  sectionRoute,
} from './catalogue';

/** Pages of the school plan that are not sections. The web tells which of them it has built. */
export const PLAN_PAGE_KINDS = [
  'boil-water-notice',
  'revision-records',
  'download',
  'calendar',
  'water-testing',
  'testing-guide',
  'incidents',
  'consultation-tracker',
] as const;
export type PlanPageKind = (typeof PLAN_PAGE_KINDS)[number];

/** Path of each page under /schools/{schoolId}/. */
export const PLAN_PAGE_PATHS: Readonly<Record<PlanPageKind, string>> = {
  'boil-water-notice': 'appendix/boil-water-notice',
  'revision-records': 'review/revision-records',
  download: 'download',
  calendar: 'calendar',
  'water-testing': 'water-testing',
  'testing-guide': 'water-testing/guide',
  incidents: 'incidents',
  'consultation-tracker': 'cultural/consultation-tracker',
};

/** Public pages an alias may lead to (they exist for every visitor, signed in or not). */
export const PUBLIC_TARGET_PATHS = [
  '/help/overview',
  '/help/faq',
  '/help/contact',
  '/help/documents',
  '/help/glossary',
  '/help/troubleshooting',
  '/acceptable-solutions',
  '/source-water',
  '/faq',
] as const;
export type PublicTargetPath = (typeof PUBLIC_TARGET_PATHS)[number];

export type RouteTarget =
  | { kind: 'section'; sectionId: string }
  | { kind: 'page'; page: PlanPageKind }
  | { kind: 'dashboard' }
  | { kind: 'path'; to: PublicTargetPath };

export interface RouteAlias {
  /** Path without leading slash: under /schools/{schoolId}/ for school routes, from / for school-less. */
  path: string;
  target: RouteTarget;
  /** Why this target is the closest, in a few words (shown in docs/plan-structure.md). */
  why: string;
}

const section = (sectionId: string): RouteTarget => ({ kind: 'section', sectionId });
const page = (p: PlanPageKind): RouteTarget => ({ kind: 'page', page: p });
const help = (to: PublicTargetPath): RouteTarget => ({ kind: 'path', to });

const a = (path: string, target: RouteTarget, why: string): RouteAlias => ({ path, target, why });

/** Aliases that exist both under /schools/{schoolId}/ and without the school (plan spec 2.2). */
const SHARED_ALIASES: readonly RouteAlias[] = [
  a(
    'source-water-risk/groundwater-activities',
    section('catchment-activities'),
    'activities around a bore are catchment activities',
  ),
  a(
    'source-water-risk/roof-activities',
    section('catchment-activities'),
    'activities around a roof are catchment activities',
  ),
  a('source-water-risk/climate-impacts', section('climate-change'), 'same subject, older name'),
  a('compliance/compliance', section('operations-maintenance'), 'first section of part 5'),
  a(
    'compliance/previous-water-quality-issues',
    section('water-quality-issues'),
    'past quality problems live in 3.4',
  ),
  a(
    'compliance/ianz-laboratory',
    section('monitoring-reporting'),
    'choosing an accredited laboratory is part of how water is tested',
  ),
  a(
    'compliance/mav-exceedance',
    page('incidents'),
    'a result over the MAV opens an incident, to be notified and acted on (DWSP_Template_Medium_101-500, p. 14)',
  ),
  a(
    'compliance/monitoring-dashboard',
    page('water-testing'),
    'the water-test log: results, charts and what is due',
  ),
  a('treatment/multi-barrier', section('treatment'), 'the treatment barriers are described in 2.2'),
  a('resources/glossary', help('/help/glossary'), 'the public glossary'),
  a('resources/staff-management', section('key-contacts'), 'who is responsible for the supply'),
  a('cultural/te-mana-o-te-wai', section('te-mana-o-te-wai'), 'same subject'),
  // Issue 20 (decision 041): the engagement tracker is a page of its own; its hui are 2.9's rows.
  a(
    'cultural/enhanced-te-mana-system',
    section('te-mana-o-te-wai'),
    'the school’s Te Mana o te Wai answers are 2.9 itself',
  ),
  a(
    'cultural/iwi-consultation-portal',
    page('consultation-tracker'),
    'contacts, hui and follow-ups with iwi and hapū are kept in the engagement tracker',
  ),
  a(
    'emergency/taumata-arowai-notification',
    page('incidents'),
    'each incident records when and how Taumata Arowai was told',
  ),
  a(
    'hinekorako',
    page('download'),
    "Hinekōrako is the regulator's portal where the finished plan is uploaded (Quick_Guide_to_Uploading_DWSP, pp. 1-3)",
  ),
];

/** Aliases and extra routes under /schools/{schoolId}/ (plan spec 2.2). */
export const SCHOOL_ROUTE_ALIASES: readonly RouteAlias[] = [
  a('risks-improvement/assessment', section('risk-assessment'), 'same section, older path'),
  a('risks-improvement/actions', section('improvement-schedule'), 'improvement actions are the schedule'),
  a('compliance-maintenance/compliance', section('operations-maintenance'), 'first section of part 5'),
  a(
    'compliance-maintenance/operations-maintenance',
    section('operations-maintenance'),
    'same section, older path',
  ),
  a(
    'compliance-maintenance/water-quality-issues',
    section('water-quality-issues'),
    'same section, older path',
  ),
  a(
    'compliance-maintenance/monitoring-reporting',
    section('monitoring-reporting'),
    'same section, older path',
  ),
  a('contingency-plans/contingency-plans', section('contingency-plans'), 'same section, older path'),
  a('appendix/appendix', section('water-quality-monitoring'), 'first section of the appendix'),
  a('appendix/boil-water-notice', page('boil-water-notice'), 'a page of its own'),
  a('review', section('annual-process'), 'first section of the review part'),
  a('review/revision-records', page('revision-records'), 'a page of its own'),
  a('revision', page('revision-records'), 'the saved versions of the plan'),
  a('archive', page('revision-records'), 'earlier versions of the plan are its revision records'),
  a('download', page('download'), 'a page of its own'),
  a('calendar', page('calendar'), 'a page of its own'),
  a('resources', help('/help/documents'), 'the regulator documents and guides'),
  a('map-system', section('aerial-schematic'), 'the drawn map of the supply'),
  a('treatment/interactive-schematic', section('treatment'), 'the treatment diagram belongs to 2.2'),
  a('treatment/process-guide', section('treatment'), 'how the treatment works is described in 2.2'),
  a('maintenance/schedule-visualizer', section('maintenance-servicing'), 'servicing and its schedule'),
  a('laboratory/enhanced-procedures', section('water-quality-monitoring'), 'sampling and results'),
  a('laboratory/testing-guide', page('testing-guide'), 'the laboratory and testing guide'),
  a('laboratory/result-interpretation', page('testing-guide'), 'what a result means, with the limits'),
  a('system/content-integration-dashboard', { kind: 'dashboard' }, 'an overview of the whole plan'),
  a('system/enhanced-help-system', help('/help/overview'), 'the help pages'),
  ...SHARED_ALIASES,
];

/**
 * School-less variants (plan spec 2.2, "School-less variants exist"). The web sends the signed-in user
 * to the same target at their own school; `path` targets need no school.
 */
export const SCHOOL_LESS_ROUTE_ALIASES: readonly RouteAlias[] = [
  a('compliance-maintenance-reporting', section('operations-maintenance'), 'first section of part 5'),
  a(
    'emergency-dashboard',
    page('incidents'),
    'the school’s incidents (provider staff: the emergency dashboard)',
  ),
  a('appendix/boil-water-notice', page('boil-water-notice'), 'a page of its own'),
  a(
    'finance',
    section('improvement-schedule'),
    'the plan has no finance section; money for the supply is planned as improvement actions',
  ),
  a(
    'financial-management',
    section('improvement-schedule'),
    'the plan has no finance section; money for the supply is planned as improvement actions',
  ),
  a(
    'hinekorako-integration',
    page('download'),
    "Hinekōrako is the regulator's portal where the finished plan is uploaded (Quick_Guide_to_Uploading_DWSP, pp. 1-3)",
  ),
  ...SHARED_ALIASES,
];

/** Public pages under /schools/ that are not a school (plan spec 2.3). */
export const PUBLIC_SCHOOLS_PAGES = [
  'school-water-safety',
  'school-roi',
  'school-implementation',
  'advanced-calculator',
] as const;

/** The redirect check runs 100 ms after a history change or a text fragment (platform spec 2). */
export const LEGACY_REDIRECT_DELAY_MS = 100;

// ---------------------------------------------------------------------------------------------------
// Normalising paths

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Path segments, decoded, lower-cased, without query, hash, empty segments or trailing slash. */
function segments(path: string): string[] {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare
    .split('/')
    .filter((x) => x !== '')
    .map((x) => safeDecode(x).toLowerCase());
}

function keyOf(path: string): string {
  return segments(path).join('/');
}

// ---------------------------------------------------------------------------------------------------
// Old paths (platform spec 2): section/3-2, section/4-1, dwsp/catchment, dwsp/risk

const OLD_DWSP_PATHS: Readonly<Record<string, string>> = {
  catchment: 'catchment-activities',
  risk: 'risk-assessment',
};

/** `section/N-M` (or N.M) for any catalogue number, `dwsp/catchment`, `dwsp/risk`. */
function oldPathSection(segs: readonly string[]): PlanSection | undefined {
  if (segs.length !== 2) return undefined;
  const [first, second] = segs as [string, string];
  if (first === 'section') {
    const m = /^(\d+)[-.](\d+)$/.exec(second);
    return m ? findSectionByNumber(`${m[1]}.${m[2]}`) : undefined;
  }
  if (first === 'dwsp') {
    const id = OLD_DWSP_PATHS[second];
    return id ? findSectionById(id) : undefined;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Resolution

function canonicalTable(): Map<string, RouteTarget> {
  const table = new Map<string, RouteTarget>();
  table.set('', { kind: 'dashboard' });
  for (const s of PLAN_SECTIONS) table.set(s.path, section(s.id));
  for (const p of PLAN_PAGE_KINDS) table.set(PLAN_PAGE_PATHS[p], page(p));
  return table;
}

const SCHOOL_TABLE: ReadonlyMap<string, RouteTarget> = (() => {
  const table = canonicalTable();
  for (const alias of SCHOOL_ROUTE_ALIASES) table.set(alias.path, alias.target);
  return table;
})();

const SCHOOL_LESS_TABLE: ReadonlyMap<string, RouteTarget> = (() => {
  const table = canonicalTable();
  table.delete(''); // "/" is the home page, not a dashboard
  // The boil-water notice and the engagement tracker (issue 20) are school-less routes of the specification.
  for (const p of PLAN_PAGE_KINDS)
    if (p !== 'boil-water-notice' && p !== 'consultation-tracker') table.delete(PLAN_PAGE_PATHS[p]);
  for (const alias of SCHOOL_LESS_ROUTE_ALIASES) table.set(alias.path, alias.target);
  return table;
})();

/**
 * Where a path under /schools/{schoolId}/ leads. `rest` is the part after the school id, without the
 * leading slash ('' for the dashboard). Canonical section and page paths resolve to themselves; aliases
 * to their target; the old paths section/N-M, dwsp/catchment and dwsp/risk to their section. Case,
 * percent-encoding, a trailing slash, a query and a hash are ignored. Unknown paths give null.
 */
export function resolveSchoolPlanPath(rest: string): RouteTarget | null {
  const segs = segments(rest);
  const found = SCHOOL_TABLE.get(segs.join('/'));
  if (found) return found;
  const old = oldPathSection(segs);
  return old ? section(old.id) : null;
}

/**
 * Where a plan path without a school leads (/school-details/background, /contingency-plans, …): the
 * spec's school-less variants, every canonical section path without its school prefix, and the old
 * paths /section/N-M, /dwsp/catchment, /dwsp/risk. The web sends a signed-in user to the target at their
 * own school (`targetPath(theirSchoolId, target)`). Paths under /schools/ are not school-less: null.
 */
export function resolveSchoolLessPath(pathname: string): RouteTarget | null {
  const segs = segments(pathname);
  if (segs.length === 0 || segs[0] === 'schools') return null;
  const found = SCHOOL_LESS_TABLE.get(segs.join('/'));
  if (found) return found;
  const old = oldPathSection(segs);
  return old ? section(old.id) : null;
}

function schoolBase(schoolId: string): string {
  return `/schools/${encodeURIComponent(schoolId)}`;
}

/** The URL of a target at a school. Sections are built with the catalogue's `sectionRoute`. */
export function targetPath(schoolId: string, target: RouteTarget): string {
  switch (target.kind) {
    case 'section': {
      const s = findSectionById(target.sectionId);
      if (!s) throw new Error(`Unknown section ${target.sectionId}`);
      return sectionRoute(schoolId, s);
    }
    case 'page':
      return `${schoolBase(schoolId)}/${PLAN_PAGE_PATHS[target.page]}`;
    case 'dashboard':
      return schoolBase(schoolId);
    case 'path':
      return target.to;
  }
}

/** The school-less URL of a section: its catalogue path without /schools/{schoolId}. */
export function schoolLessSectionPath(s: PlanSection): string {
  return `/${s.path}`;
}

/** A one-line description of a target, as docs/plan-structure.md writes it. */
export function describeTarget(target: RouteTarget): string {
  switch (target.kind) {
    case 'section': {
      const s = findSectionById(target.sectionId);
      return s ? `section ${s.number} \`${s.id}\`` : `unknown section \`${target.sectionId}\``;
    }
    case 'page':
      return `page \`${target.page}\``;
    case 'dashboard':
      return 'school dashboard';
    case 'path':
      return `public page \`${target.to}\``;
  }
}

/**
 * The school id of a path: the segment after /schools/, decoded. Not for /schools itself nor for the
 * public pages under /schools/ (`PUBLIC_SCHOOLS_PAGES`, e.g. /schools/school-roi).
 */
export function schoolIdFromPath(pathname: string): string | null {
  const bare = pathname.split(/[?#]/)[0] ?? '';
  const raw = bare.split('/').filter((x) => x !== '');
  if (raw[0]?.toLowerCase() !== 'schools' || raw[1] === undefined) return null;
  const id = safeDecode(raw[1]);
  if ((PUBLIC_SCHOOLS_PAGES as readonly string[]).includes(id.toLowerCase())) return null;
  return id;
}

// ---------------------------------------------------------------------------------------------------
// Legacy redirects (platform spec 2)

/** Text-fragment phrases, lower-case; a fragment containing one leads to the section (first match wins). */
export const LEGACY_TEXT_FRAGMENTS: readonly { phrase: string; sectionId: string }[] = [
  { phrase: '3.2 impact of catchment activities', sectionId: 'catchment-activities' },
  { phrase: '4.1 assessment', sectionId: 'risk-assessment' },
  { phrase: 'risk assessment', sectionId: 'risk-assessment' },
  { phrase: 'improvement actions', sectionId: 'improvement-schedule' },
];

/** Named anchors of the old single-page plan. `section-N-M` is read for every catalogue number. */
export const LEGACY_ANCHORS: Readonly<Record<string, string>> = {
  'section-3-2': 'catchment-activities',
  'section-4-1': 'risk-assessment',
  'catchment-activities': 'catchment-activities',
  'risk-assessment': 'risk-assessment',
  'improvement-actions': 'improvement-schedule',
  'water-source': 'source',
  'treatment-system': 'treatment',
  'contingency-plans': 'contingency-plans',
};

/** Pages without a school where an old plan hash (anchor or text fragment) is still read. */
const OLD_PLAN_PAGES = ['dwsp', 'complete-dwsp', 'dashboard'];

function normaliseText(s: string): string {
  return s.toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The texts of a hash's text directives (`:~:text=[prefix-,]start[,end][,-suffix]`, several joined by
 * `&`): start and end of each, percent-decoded, lower-case, with runs of spaces made one.
 */
export function textFragments(hash: string): string[] {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  const at = h.indexOf(':~:');
  if (at < 0) return [];
  return h
    .slice(at + 3)
    .split('&')
    .filter((d) => d.startsWith('text='))
    .map((d) => {
      const parts = d.slice(5).split(',');
      if (parts.length > 1 && parts[0]!.endsWith('-')) parts.shift();
      if (parts.length > 1 && parts[parts.length - 1]!.startsWith('-')) parts.pop();
      return normaliseText(parts.map(safeDecode).join(' '));
    })
    .filter((t) => t !== '');
}

function sectionFromHash(hash: string): PlanSection | undefined {
  for (const text of textFragments(hash)) {
    const hit = LEGACY_TEXT_FRAGMENTS.find((f) => text.includes(f.phrase));
    if (hit) return findSectionById(hit.sectionId);
  }
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  const anchor = normaliseText(safeDecode(h.split(':~:')[0] ?? ''));
  if (!anchor) return undefined;
  const named = LEGACY_ANCHORS[anchor];
  if (named) return findSectionById(named);
  const m = /^section-(\d+)-(\d+)$/.exec(anchor);
  return m ? findSectionByNumber(`${m[1]}.${m[2]}`) : undefined;
}

/**
 * The new URL for an old link, or null (platform spec 2, "Legacy URL redirects"):
 * - a text fragment or an anchor of the old plan page, on a school page (/schools/{id}/…), on a
 *   school-less plan path, on /dwsp, /complete-dwsp or /dashboard, leads to its section (the hash is
 *   read first: it names the place the old link pointed at);
 * - the old paths /schools/{id}/section/N-M, …/dwsp/catchment and …/dwsp/risk lead to their section.
 * With a school id in the path the URL is the section's route at that school; without one it is the
 * school-less section path, which `resolveSchoolLessPath` resolves to the user's school. When the new URL
 * is the page the user is on, there is nothing to do: null.
 */
export function legacyRedirect({
  pathname,
  hash,
}: {
  pathname: string;
  hash?: string | null;
}): string | null {
  const schoolId = schoolIdFromPath(pathname);
  const segs = segments(pathname);
  const here = `/${segs.join('/')}`;
  const build = (s: PlanSection) =>
    schoolId !== null ? sectionRoute(schoolId, s) : schoolLessSectionPath(s);
  const differs = (url: string) => (keyOf(url) === keyOf(here) ? null : url);

  const rest = schoolId !== null ? segs.slice(2) : null;
  const oldPath = oldPathSection(rest ?? segs);
  const planPage =
    schoolId !== null ||
    oldPath !== undefined ||
    (segs.length === 1 && OLD_PLAN_PAGES.includes(segs[0]!)) ||
    resolveSchoolLessPath(pathname) !== null;

  if (hash && planPage) {
    const fromHash = sectionFromHash(hash);
    if (fromHash) return differs(build(fromHash));
  }
  if (oldPath) return differs(build(oldPath));
  return null;
}
