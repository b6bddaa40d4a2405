import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { INFORMATION_PATHS, PUBLIC_PATHS } from '../navigation';
import { findSectionById, PLAN_SECTIONS, sectionRoute } from './catalogue';
import {
  describeTarget,
  LEGACY_REDIRECT_DELAY_MS,
  legacyRedirect,
  PLAN_PAGE_KINDS,
  PUBLIC_TARGET_PATHS,
  type RouteTarget,
  resolveSchoolLessPath,
  resolveSchoolPlanPath,
  SCHOOL_LESS_ROUTE_ALIASES,
  SCHOOL_ROUTE_ALIASES,
  schoolIdFromPath,
  targetPath,
  textFragments,
} from './routes';

const sectionUrl = (schoolId: string, id: string) => sectionRoute(schoolId, findSectionById(id)!);

/** Plan specification 2.2, typed out from the specification's list (sub-routes of /schools/{schoolId}). */
const SPEC_SCHOOL_ROUTES = [
  'school-details/background',
  'school-details/key-contacts',
  ...[
    'source',
    'treatment',
    'storage',
    'aerial-schematic',
    'distribution',
    'daily-demand',
    'demand-storage',
    'resource-consent',
    'te-mana-o-te-wai',
  ].map((x) => `water-supply/${x}`),
  ...[
    'catchment-description',
    'catchment-activities',
    'groundwater-activities',
    'roof-activities',
    'water-quantity',
    'climate-change',
    'water-quality-issues',
    'climate-impacts',
    'cyanobacteria',
  ].map((x) => `source-water-risk/${x}`),
  'risks-improvement/assessment',
  'risks-improvement/actions',
  'improvement-plan/risk-assessment',
  'improvement-plan/improvement-schedule',
  ...['compliance', 'operations-maintenance', 'previous-water-quality-issues', 'monitoring-reporting'].map(
    (x) => `compliance/${x}`,
  ),
  ...['compliance', 'operations-maintenance', 'water-quality-issues', 'monitoring-reporting'].map(
    (x) => `compliance-maintenance/${x}`,
  ),
  'contingency-plans/contingency-plans',
  ...['appendix', 'maintenance-servicing', 'operations-maintenance', 'boil-water-notice'].map(
    (x) => `appendix/${x}`,
  ),
  'review',
  'review/revision-records',
  'review/annual-review',
  'review/annual-process',
  'download',
  'resources',
  'revision',
  'calendar',
  'archive',
  'map-system',
  'emergency/taumata-arowai-notification',
  'hinekorako',
  'compliance/ianz-laboratory',
  'compliance/mav-exceedance',
  'compliance/monitoring-dashboard',
  'treatment/multi-barrier',
  'treatment/interactive-schematic',
  'treatment/process-guide',
  'maintenance/schedule-visualizer',
  'laboratory/enhanced-procedures',
  'laboratory/testing-guide',
  'laboratory/result-interpretation',
  'resources/glossary',
  'resources/staff-management',
  'cultural/te-mana-o-te-wai',
  'cultural/consultation-tracker',
  'cultural/enhanced-te-mana-system',
  'cultural/iwi-consultation-portal',
  'system/content-integration-dashboard',
  'system/enhanced-help-system',
];

/** Plan specification 2.2, "School-less variants exist". */
const SPEC_SCHOOL_LESS_ROUTES = [
  ...[
    'catchment-description',
    'catchment-activities',
    'groundwater-activities',
    'roof-activities',
    'water-quantity',
    'climate-change',
    'water-quality-issues',
    'climate-impacts',
    'cyanobacteria',
  ].map((x) => `/source-water-risk/${x}`),
  '/school-details/background',
  '/school-details/key-contacts',
  '/improvement-plan/improvement-schedule',
  '/compliance-maintenance-reporting',
  '/contingency-plans',
  '/appendix/boil-water-notice',
  '/appendix/maintenance-servicing',
  '/appendix/operations-maintenance',
  '/emergency-dashboard',
  '/emergency/taumata-arowai-notification',
  '/finance',
  '/financial-management',
  '/hinekorako',
  '/hinekorako-integration',
  ...[
    'compliance',
    'operations-maintenance',
    'previous-water-quality-issues',
    'monitoring-reporting',
    'ianz-laboratory',
    'mav-exceedance',
    'monitoring-dashboard',
  ].map((x) => `/compliance/${x}`),
  '/treatment/multi-barrier',
  '/resources/glossary',
  '/resources/staff-management',
  ...['te-mana-o-te-wai', 'consultation-tracker', 'enhanced-te-mana-system', 'iwi-consultation-portal'].map(
    (x) => `/cultural/${x}`,
  ),
];

function expectValidTarget(target: RouteTarget | null, label: string) {
  expect(target, label).not.toBeNull();
  switch (target!.kind) {
    case 'section':
      expect(findSectionById(target!.sectionId), label).toBeDefined();
      break;
    case 'page':
      expect(PLAN_PAGE_KINDS, label).toContain(target!.page);
      break;
    case 'path':
      expect(PUBLIC_TARGET_PATHS, label).toContain(target!.to);
      break;
    case 'dashboard':
      break;
  }
}

describe('the route table (plan specification 2.2)', () => {
  test('every school route of the specification resolves to a section, a page, the dashboard or a public page', () => {
    for (const path of SPEC_SCHOOL_ROUTES) expectValidTarget(resolveSchoolPlanPath(path), path);
  });

  test('every school-less variant of the specification resolves', () => {
    for (const path of SPEC_SCHOOL_LESS_ROUTES) expectValidTarget(resolveSchoolLessPath(path), path);
  });

  test('every alias of both tables targets an existing section or a known page kind', () => {
    for (const alias of [...SCHOOL_ROUTE_ALIASES, ...SCHOOL_LESS_ROUTE_ALIASES]) {
      expectValidTarget(alias.target, alias.path);
      expect(alias.why.trim().length, alias.path).toBeGreaterThan(5);
    }
    const unique = (xs: string[]) => new Set(xs).size === xs.length;
    expect(unique(SCHOOL_ROUTE_ALIASES.map((x) => x.path))).toBe(true);
    expect(unique(SCHOOL_LESS_ROUTE_ALIASES.map((x) => x.path))).toBe(true);
  });

  test('no alias shadows a canonical section path', () => {
    const canonical = new Set(PLAN_SECTIONS.map((s) => s.path));
    for (const alias of SCHOOL_ROUTE_ALIASES) expect(canonical.has(alias.path), alias.path).toBe(false);
  });

  test('canonical section paths resolve to their own section, and its URL is the catalogue route', () => {
    for (const s of PLAN_SECTIONS) {
      expect(resolveSchoolPlanPath(s.path)).toEqual({ kind: 'section', sectionId: s.id });
      expect(resolveSchoolLessPath(`/${s.path}`)).toEqual({ kind: 'section', sectionId: s.id });
      expect(targetPath('kowhai', { kind: 'section', sectionId: s.id })).toBe(sectionRoute('kowhai', s));
    }
  });

  test('the examples of the brief go to the closest section', () => {
    const cases: [string, string][] = [
      ['risks-improvement/assessment', 'risk-assessment'],
      ['risks-improvement/actions', 'improvement-schedule'],
      ['compliance/compliance', 'operations-maintenance'],
      ['compliance-maintenance/compliance', 'operations-maintenance'],
      ['compliance-maintenance/operations-maintenance', 'operations-maintenance'],
      ['compliance-maintenance/water-quality-issues', 'water-quality-issues'],
      ['compliance-maintenance/monitoring-reporting', 'monitoring-reporting'],
      ['source-water-risk/groundwater-activities', 'catchment-activities'],
      ['source-water-risk/roof-activities', 'catchment-activities'],
      ['source-water-risk/climate-impacts', 'climate-change'],
      ['compliance/previous-water-quality-issues', 'water-quality-issues'],
      ['appendix/appendix', 'water-quality-monitoring'],
      ['review', 'annual-process'],
      ['laboratory/enhanced-procedures', 'water-quality-monitoring'],
      ['treatment/multi-barrier', 'treatment'],
      ['treatment/interactive-schematic', 'treatment'],
      ['treatment/process-guide', 'treatment'],
      ['cultural/te-mana-o-te-wai', 'te-mana-o-te-wai'],
      ['maintenance/schedule-visualizer', 'maintenance-servicing'],
      ['map-system', 'aerial-schematic'],
      ['contingency-plans/contingency-plans', 'contingency-plans'],
    ];
    for (const [path, id] of cases)
      expect(resolveSchoolPlanPath(path), path).toEqual({ kind: 'section', sectionId: id });
  });

  test('pages of their own, the dashboard and public pages', () => {
    expect(resolveSchoolPlanPath('appendix/boil-water-notice')).toEqual({
      kind: 'page',
      page: 'boil-water-notice',
    });
    expect(resolveSchoolPlanPath('review/revision-records')).toEqual({
      kind: 'page',
      page: 'revision-records',
    });
    expect(resolveSchoolPlanPath('revision')).toEqual({ kind: 'page', page: 'revision-records' });
    expect(resolveSchoolPlanPath('download')).toEqual({ kind: 'page', page: 'download' });
    expect(resolveSchoolPlanPath('calendar')).toEqual({ kind: 'page', page: 'calendar' });
    // Issue 20: the engagement tracker, with and without a school; the iwi portal leads to it.
    for (const path of ['cultural/consultation-tracker', 'cultural/iwi-consultation-portal']) {
      expect(resolveSchoolPlanPath(path), path).toEqual({ kind: 'page', page: 'consultation-tracker' });
      expect(resolveSchoolLessPath(`/${path}`), path).toEqual({ kind: 'page', page: 'consultation-tracker' });
    }
    expect(resolveSchoolPlanPath('cultural/enhanced-te-mana-system')).toEqual({
      kind: 'section',
      sectionId: 'te-mana-o-te-wai',
    });
    expect(resolveSchoolPlanPath('')).toEqual({ kind: 'dashboard' });
    expect(resolveSchoolPlanPath('resources/glossary')).toEqual({ kind: 'path', to: '/help/glossary' });
    expect(resolveSchoolLessPath('/resources/glossary')).toEqual({ kind: 'path', to: '/help/glossary' });
    // Neither archive nor hinekorako lands on the dashboard.
    expect(resolveSchoolPlanPath('archive')?.kind).not.toBe('dashboard');
    expect(resolveSchoolPlanPath('hinekorako')?.kind).not.toBe('dashboard');
  });

  test('paths are read leniently: case, slashes, query, hash and percent-encoding', () => {
    const expected = { kind: 'section', sectionId: 'risk-assessment' };
    expect(resolveSchoolPlanPath('/Risks-Improvement/Assessment/')).toEqual(expected);
    expect(resolveSchoolPlanPath('risks-improvement//assessment?tab=1#top')).toEqual(expected);
    expect(resolveSchoolPlanPath('risks%2Dimprovement/assessment')).toEqual(expected);
  });

  test('unknown paths resolve to nothing', () => {
    expect(resolveSchoolPlanPath('water-supply/nope')).toBeNull();
    expect(resolveSchoolPlanPath('section/9-9')).toBeNull();
    expect(resolveSchoolLessPath('/nope')).toBeNull();
    expect(resolveSchoolLessPath('/')).toBeNull();
    // School paths are not school-less, and "/" is the home page, not a dashboard.
    expect(resolveSchoolLessPath('/schools/abc/review')).toBeNull();
    // Pages that only exist at a school have no school-less variant.
    expect(resolveSchoolLessPath('/download')).toBeNull();
  });

  test('no school-less alias takes the place of a public page', () => {
    const publicPaths: string[] = [
      ...PUBLIC_PATHS,
      ...INFORMATION_PATHS,
      ...PUBLIC_TARGET_PATHS,
      '/te-mana-o-te-wai',
      '/water-supply-components',
      '/dwsp',
      '/complete-dwsp',
    ];
    for (const p of publicPaths) expect(resolveSchoolLessPath(p), p).toBeNull();
  });

  test('target URLs: sections from the catalogue, pages and the dashboard at the school, public pages as they are', () => {
    expect(targetPath('kowhai', { kind: 'section', sectionId: 'catchment-activities' })).toBe(
      '/schools/kowhai/source-water-risk/catchment-activities',
    );
    expect(targetPath('kowhai valley/1', { kind: 'page', page: 'boil-water-notice' })).toBe(
      '/schools/kowhai%20valley%2F1/appendix/boil-water-notice',
    );
    expect(targetPath('kowhai', { kind: 'page', page: 'revision-records' })).toBe(
      '/schools/kowhai/review/revision-records',
    );
    expect(targetPath('kowhai', { kind: 'page', page: 'download' })).toBe('/schools/kowhai/download');
    expect(targetPath('kowhai', { kind: 'dashboard' })).toBe('/schools/kowhai');
    expect(targetPath('kowhai', { kind: 'path', to: '/help/glossary' })).toBe('/help/glossary');
    expect(() => targetPath('kowhai', { kind: 'section', sectionId: 'nope' })).toThrow();
  });

  test('the seed’s emergency routes lead to the incident pages (issue 16)', () => {
    expect(resolveSchoolPlanPath('emergency/taumata-arowai-notification')).toEqual({
      kind: 'page',
      page: 'incidents',
    });
    expect(resolveSchoolPlanPath('compliance/mav-exceedance')).toEqual({ kind: 'page', page: 'incidents' });
    expect(resolveSchoolPlanPath('compliance/monitoring-dashboard')).toEqual({
      kind: 'page',
      page: 'water-testing',
    });
    expect(resolveSchoolLessPath('/emergency-dashboard')).toEqual({ kind: 'page', page: 'incidents' });
    expect(resolveSchoolPlanPath('laboratory/testing-guide')).toEqual({
      kind: 'page',
      page: 'testing-guide',
    });
    expect(targetPath('kowhai', { kind: 'page', page: 'incidents' })).toBe('/schools/kowhai/incidents');
  });

  test('every page kind is reached by its own path', () => {
    for (const p of PLAN_PAGE_KINDS) {
      const url = targetPath('s1', { kind: 'page', page: p });
      expect(resolveSchoolPlanPath(url.replace('/schools/s1/', ''))).toEqual({ kind: 'page', page: p });
    }
  });
});

describe('the school id of a path', () => {
  test('is the segment after /schools/, decoded', () => {
    expect(schoolIdFromPath('/schools/abc')).toBe('abc');
    expect(schoolIdFromPath('/schools/abc/water-supply/source')).toBe('abc');
    expect(schoolIdFromPath('/schools/kowhai%20valley/review')).toBe('kowhai valley');
    expect(schoolIdFromPath('/schools/abc?x=1')).toBe('abc');
  });

  test('is absent for /schools itself, public pages under /schools and other paths', () => {
    expect(schoolIdFromPath('/schools')).toBeNull();
    expect(schoolIdFromPath('/schools/')).toBeNull();
    for (const p of ['school-water-safety', 'school-roi', 'school-implementation', 'advanced-calculator'])
      expect(schoolIdFromPath(`/schools/${p}`), p).toBeNull();
    expect(schoolIdFromPath('/school-details/background')).toBeNull();
    expect(schoolIdFromPath('/')).toBeNull();
  });
});

describe('legacy redirects (platform specification 2)', () => {
  test('the check runs 100 ms after a history change or a text fragment', () => {
    expect(LEGACY_REDIRECT_DELAY_MS).toBe(100);
  });

  test('text fragments lead to their sections, case-insensitive and URL-decoded', () => {
    const at = (hash: string) => legacyRedirect({ pathname: '/schools/abc', hash });
    expect(at('#:~:text=3.2%20Impact%20of%20Catchment%20Activities')).toBe(
      sectionUrl('abc', 'catchment-activities'),
    );
    expect(at('#:~:text=3.2%20impact%20of%20catchment%20activities')).toBe(
      sectionUrl('abc', 'catchment-activities'),
    );
    expect(at('#:~:text=4.1%20Assessment')).toBe(sectionUrl('abc', 'risk-assessment'));
    expect(at('#:~:text=Risk%20Assessment')).toBe(sectionUrl('abc', 'risk-assessment'));
    expect(at('#:~:text=risk assessment')).toBe(sectionUrl('abc', 'risk-assessment'));
    expect(at('#:~:text=Improvement%20Actions')).toBe(sectionUrl('abc', 'improvement-schedule'));
    // Prefix and suffix of a directive are context, not the text; several directives are read in turn.
    expect(at('#:~:text=see-,improvement%20actions,-below')).toBe(sectionUrl('abc', 'improvement-schedule'));
    expect(at('#:~:text=nothing%20here&text=risk%20assessment')).toBe(sectionUrl('abc', 'risk-assessment'));
    expect(at('#:~:text=water%20carting')).toBeNull();
  });

  test('text fragments are split into their texts', () => {
    expect(textFragments('#:~:text=prefix-,3.2%20Impact,of%20Catchment,-suffix')).toEqual([
      '3.2 impact of catchment',
    ]);
    expect(textFragments('#section-3-2')).toEqual([]);
  });

  test('anchors lead to their sections', () => {
    const cases: [string, string][] = [
      ['#section-3-2', 'catchment-activities'],
      ['#section-4-1', 'risk-assessment'],
      ['#catchment-activities', 'catchment-activities'],
      ['#risk-assessment', 'risk-assessment'],
      ['#improvement-actions', 'improvement-schedule'],
      ['#water-source', 'source'],
      ['#treatment-system', 'treatment'],
      ['#contingency-plans', 'contingency-plans'],
      ['#Section-2-1', 'source'],
    ];
    for (const [hash, id] of cases)
      expect(legacyRedirect({ pathname: '/schools/abc/dwsp', hash }), hash).toBe(sectionUrl('abc', id));
  });

  test('old paths lead to the new section routes and keep the school id', () => {
    expect(legacyRedirect({ pathname: '/schools/abc/section/3-2', hash: '' })).toBe(
      '/schools/abc/source-water-risk/catchment-activities',
    );
    expect(legacyRedirect({ pathname: '/schools/abc/section/4-1' })).toBe(
      '/schools/abc/improvement-plan/risk-assessment',
    );
    expect(legacyRedirect({ pathname: '/schools/abc/dwsp/catchment' })).toBe(
      '/schools/abc/source-water-risk/catchment-activities',
    );
    expect(legacyRedirect({ pathname: '/schools/abc/dwsp/risk' })).toBe(
      '/schools/abc/improvement-plan/risk-assessment',
    );
    expect(legacyRedirect({ pathname: '/schools/kowhai%20valley/section/4-1' })).toBe(
      '/schools/kowhai%20valley/improvement-plan/risk-assessment',
    );
  });

  test('without a school the answer is the school-less section path, which resolves to the section', () => {
    const url = legacyRedirect({ pathname: '/section/3-2' });
    expect(url).toBe('/source-water-risk/catchment-activities');
    expect(resolveSchoolLessPath(url!)).toEqual({ kind: 'section', sectionId: 'catchment-activities' });
    expect(legacyRedirect({ pathname: '/dwsp', hash: '#section-4-1' })).toBe(
      '/improvement-plan/risk-assessment',
    );
  });

  test('nothing to do: other hashes, other pages, already there', () => {
    expect(legacyRedirect({ pathname: '/schools/abc', hash: '#main-content' })).toBeNull();
    expect(legacyRedirect({ pathname: '/schools/abc', hash: '' })).toBeNull();
    expect(legacyRedirect({ pathname: '/schools/abc/water-supply/source' })).toBeNull();
    // A glossary link that highlights "risk assessment" stays on the glossary.
    expect(legacyRedirect({ pathname: '/help/glossary', hash: '#:~:text=risk%20assessment' })).toBeNull();
    expect(
      legacyRedirect({ pathname: '/schools/abc/improvement-plan/risk-assessment', hash: '#risk-assessment' }),
    ).toBeNull();
  });
});

describe('docs/plan-structure.md', () => {
  const doc = readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '../../../docs/plan-structure.md'),
    'utf8',
  );

  test('lists every section with its number, id and path', () => {
    for (const s of PLAN_SECTIONS)
      expect(doc, s.id).toContain(`| ${s.number} | \`${s.id}\` | \`${s.path}\` |`);
  });

  test('its alias tables say what the route table does, and list every alias', () => {
    const rows = [...doc.matchAll(/^\| `(\/[^`]*)` \| ([^|]+?) \|/gm)].map((m) => ({
      path: m[1]!,
      says: m[2]!,
    }));
    const school = rows.filter((r) => r.path.startsWith('/schools/{schoolId}/'));
    const schoolLess = rows.filter((r) => !r.path.startsWith('/schools/'));
    for (const r of school) {
      const target = resolveSchoolPlanPath(r.path.slice('/schools/{schoolId}/'.length));
      expect(target && describeTarget(target), r.path).toBe(r.says);
    }
    for (const r of schoolLess) {
      const target = resolveSchoolLessPath(r.path);
      expect(target && describeTarget(target), r.path).toBe(r.says);
    }
    expect(school.map((r) => r.path).sort()).toEqual(
      SCHOOL_ROUTE_ALIASES.map((x) => `/schools/{schoolId}/${x.path}`).sort(),
    );
    expect(schoolLess.map((r) => r.path).sort()).toEqual(
      SCHOOL_LESS_ROUTE_ALIASES.map((x) => `/${x.path}`).sort(),
    );
  });
});
