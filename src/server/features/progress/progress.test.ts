/**
 * Progress, compliance and badges through HTTP on a real database: the API agrees with the domain
 * functions on the demo plan, badges are awarded once when saves race, and the provider portfolio
 * (JSON and CSV) sorts, filters and is refused to school users.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BADGES } from '../../../domain/plan/badges';
import { PLAN_PARTS, PLAN_SECTIONS } from '../../../domain/plan/catalogue';
import { planCompliance } from '../../../domain/plan/compliance';
import { formFor } from '../../../domain/plan/forms';
import { nextMilestone, overallCompletion } from '../../../domain/plan/progress';
import { computeSectionProgress, type SectionStatus } from '../../../domain/plan/status';
import { badgesEarned, planParts, planProgress, planSections, schools } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/harness';
import { fillSection } from '../../test/plan-fill';
import { SAMPLE_CONTENT } from '../plan/demo';
import { backfillProgress } from '../plan/save';
import { PORTFOLIO_CSV_HEADER } from './routes';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ logLevel: process.env.PLAN_LOG ?? 'silent' });
});
afterAll(() => s?.close());

const sectionUrl = (schoolId: string, sectionId: string) =>
  `/api/schools/${schoolId}/plan/sections/${sectionId}`;

async function save(schoolId: string, sectionId: string, content: Record<string, unknown>, cookie: string) {
  const current = await s.request(sectionUrl(schoolId, sectionId), { cookie });
  expect(current.status, current.text).toBe(200);
  return s.request(sectionUrl(schoolId, sectionId), {
    method: 'PUT',
    cookie,
    body: { version: current.body.version, content },
  });
}

describe('progress and compliance', () => {
  test('the API returns what the domain functions compute from the stored demo plan', async () => {
    const principal = await s.loginAs('principal');
    const schoolId = s.schools.first.id;
    const res = await s.request(`/api/schools/${schoolId}/progress`, { cookie: principal });
    expect(res.status, res.text).toBe(200);

    const rows = await s.db.select().from(planSections).where(eq(planSections.schoolId, schoolId));
    const contents = Object.fromEntries(rows.map((r) => [r.sectionId, r.content]));
    const sections = PLAN_SECTIONS.map((section) => {
      const row = rows.find((r) => r.sectionId === section.id)!;
      const p = computeSectionProgress(
        section,
        formFor(section.id),
        row.content,
        row.statusOverride as SectionStatus | null,
      );
      return { sectionId: section.id, status: p.status, percent: p.percent };
    });
    const overall = overallCompletion(sections, PLAN_SECTIONS.length);
    const { progress, compliance, badges } = res.body;

    expect(progress.overall).toBe(overall);
    expect(overall).toBeGreaterThan(0);
    expect(overall).toBeLessThan(100);
    expect(progress.sectionsCompleted).toBe(sections.filter((x) => x.status === 'completed').length);
    expect(progress.totalSections).toBe(28);
    expect(progress.sections.map((x: { percent: number }) => x.percent)).toEqual(
      sections.map((x) => x.percent),
    );
    expect(progress.nextMilestone).toEqual(nextMilestone(overall, 28, sections));
    // The demo plan was written over three weeks: at that pace the rest of the plan has a date.
    expect(progress.estimatedCompletionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(progress.estimatedCompletionDate > progress.lastActivityDate).toBe(true);

    const expected = planCompliance(contents, new Date(compliance.lastAssessed));
    expect(compliance).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(compliance.failingCount).toBeGreaterThan(0);
    // Each failing item names its standard and where to fix it.
    const failing = compliance.sectionCompliance.flatMap((p: { items: { passed: boolean }[] }) =>
      p.items.filter((i) => !i.passed),
    );
    expect(failing).toHaveLength(compliance.failingCount);
    for (const item of failing) {
      expect(item.message).toMatch(/\(MOE-DWSP-\d\.\d{2}\)$|^Water demand|^Backflow|^Incomplete MOE/);
      expect(PLAN_SECTIONS.some((x) => x.id === item.sectionId)).toBe(true);
    }

    // The demo principal saved the demo plan, so the milestones it passed are theirs.
    const ids = badges.recent.map((b: { badgeId: string }) => b.badgeId);
    expect(ids).toContain('getting_started');
    expect(badges.count).toBeGreaterThanOrEqual(ids.length);
  });

  test('a viewer sees the same progress; a principal of another school is refused', async () => {
    const schoolId = s.schools.first.id;
    const viewer = await s.request(`/api/schools/${schoolId}/progress`, {
      cookie: await s.loginAs('viewer'),
    });
    expect(viewer.status).toBe(200);
    expect(viewer.body.badges.count).toBe(0);
    const other = await s.request(`/api/schools/${schoolId}/progress`, {
      cookie: await s.loginAs('principal2'),
    });
    expect(other.status).toBe(403);
  });

  test('the stored progress row and the part compliance follow every save in the same transaction', async () => {
    const principal = await s.loginAs('principal');
    const schoolId = s.schools.first.id;
    const before = (await s.request(`/api/schools/${schoolId}/progress`, { cookie: principal })).body;
    const res = await save(
      schoolId,
      'climate-change',
      fillSection(formFor('climate-change'), 'Kōwhai'),
      principal,
    );
    expect(res.status, res.text).toBe(200);
    const after = (await s.request(`/api/schools/${schoolId}/progress`, { cookie: principal })).body;
    expect(after.progress.overall).toBeGreaterThan(before.progress.overall);
    const [row] = await s.db.select().from(planProgress).where(eq(planProgress.schoolId, schoolId));
    expect(row!.overall).toBe(after.progress.overall);
    expect(row!.compliancePercent).toBe(after.compliance.overallCompliancePercentage);
    expect(row!.failingCount).toBe(after.compliance.failingCount);
    const climate = after.compliance.sectionCompliance
      .flatMap((p: { items: { standardId: string; passed: boolean }[] }) => p.items)
      .find((i: { standardId: string }) => i.standardId === 'MOE-DWSP-3.05');
    expect(climate.passed).toBe(true);
  });
});

describe('badges', () => {
  let principal2: string;
  let schoolId: string;
  let userId: string;

  beforeAll(async () => {
    principal2 = await s.loginAs('principal2');
    schoolId = s.schools.second.id;
    userId = await s.userId('principal2@demo.waikura.nz');
  });

  test('ten saves that race to finish the plan award every badge once, and a stale save earns nothing', async () => {
    // Everything but ten sections is finished first (sections whose required answers are attachments are
    // marked complete: the fill helper does not upload files).
    const last = [
      'key-contacts',
      'storage',
      'catchment-activities',
      'climate-change',
      'improvement-schedule',
      'operations-maintenance',
      'contingency-plans',
      'annual-process',
      'water-quality-monitoring',
      'maintenance-servicing',
    ];
    for (const section of PLAN_SECTIONS) {
      if (last.includes(section.id)) continue;
      const res = await save(schoolId, section.id, fillSection(formFor(section.id), 'Tōtara'), principal2);
      expect(res.status, res.text).toBe(200);
      if (res.body.status !== 'completed') {
        const marked = await s.request(`${sectionUrl(schoolId, section.id)}/status`, {
          method: 'PUT',
          cookie: principal2,
          body: { status: 'completed' },
        });
        expect(marked.status, marked.text).toBe(200);
      }
    }
    const earnedBefore = await s.db
      .select({ badgeId: badgesEarned.badgeId })
      .from(badgesEarned)
      .where(and(eq(badgesEarned.userId, userId), eq(badgesEarned.schoolId, schoolId)));
    expect(earnedBefore.map((b) => b.badgeId)).not.toContain('dwsp_complete');

    const responses = await Promise.all(
      last.map((id) =>
        s.request(sectionUrl(schoolId, id), {
          method: 'PUT',
          cookie: principal2,
          body: { version: 0, content: fillSection(formFor(id), 'Tōtara') },
        }),
      ),
    );
    for (const r of responses) expect(r.status, r.text).toBe(200);
    const awarded = responses.flatMap((r) => r.body.newBadges.map((b: { badgeId: string }) => b.badgeId));
    // No badge is claimed by two responses, and the plan's completion badge came with exactly one of them.
    expect(new Set(awarded).size).toBe(awarded.length);
    expect(awarded.filter((id) => id === 'dwsp_complete')).toHaveLength(1);
    for (const part of PLAN_PARTS)
      expect([...earnedBefore.map((b) => b.badgeId), ...awarded]).toContain(
        `section_${part.id.replace(/-/g, '_')}`,
      );

    const stored = await s.db
      .select({ badgeId: badgesEarned.badgeId })
      .from(badgesEarned)
      .where(and(eq(badgesEarned.userId, userId), eq(badgesEarned.schoolId, schoolId)));
    expect(stored).toHaveLength(new Set(stored.map((b) => b.badgeId)).size);
    expect(stored.map((b) => b.badgeId).sort()).toEqual(
      [...earnedBefore.map((b) => b.badgeId), ...awarded].sort(),
    );

    // The same section saved ten times at once from the same version: one is accepted, nine get 409.
    const current = await s.request(sectionUrl(schoolId, 'key-contacts'), { cookie: principal2 });
    const again = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        s.request(sectionUrl(schoolId, 'key-contacts'), {
          method: 'PUT',
          cookie: principal2,
          body: {
            version: current.body.version,
            content: { ...current.body.content, training_needs: `Refresher ${i}` },
          },
        }),
      ),
    );
    expect(again.filter((r) => r.status === 200)).toHaveLength(1);
    expect(again.filter((r) => r.status === 409)).toHaveLength(9);
    for (const r of again.filter((x) => x.status === 200)) expect(r.body.newBadges).toEqual([]);
  });

  test('the badge page lists earned and locked badges, which together are every badge', async () => {
    const res = await s.request(`/api/schools/${schoolId}/badges`, { cookie: principal2 });
    expect(res.status, res.text).toBe(200);
    const { earned, locked, recent, count } = res.body;
    expect(earned.length + locked.length).toBe(BADGES.length);
    expect(count).toBe(earned.length);
    expect(earned.map((b: { badgeId: string }) => b.badgeId)).toContain('dwsp_complete');
    expect(recent.length).toBe(earned.length);
    const complete = earned.find((b: { badgeId: string }) => b.badgeId === 'dwsp_complete');
    expect(complete.progressWhenEarned).toBe(100);
    expect(complete.rarity).toBe('epic');
    // No completed section was changed before the plan reached 100 % (the later 409 race does not take it
    // back), and it was finished on its first day; two sections were only marked complete by hand.
    const earnedIds = earned.map((b: { badgeId: string }) => b.badgeId);
    expect(earnedIds).toContain('perfectionist');
    expect(earnedIds).toContain('speed_demon');
    expect(locked.map((b: { badgeId: string }) => b.badgeId)).toContain('thorough_planner');
    expect(locked.find((b: { badgeId: string }) => b.badgeId === 'early_adopter').requirement).toMatch(
      /1 February 2025/,
    );
  });
});

describe('provider portfolio', () => {
  test('lists every school with progress and compliance, sorted and filtered', async () => {
    const staff = await s.loginAs('waikura');
    const res = await s.request('/api/provider/portfolio', {
      cookie: staff,
      query: { sort: 'progress', dir: 'desc' },
    });
    expect(res.status, res.text).toBe(200);
    const all = await s.db.select({ id: schools.id }).from(schools);
    expect(res.body.total).toBe(all.length);
    const progress = res.body.schools.map((x: { overall: number }) => x.overall);
    expect(progress).toEqual([...progress].sort((a, b) => b - a));
    const first = res.body.schools.find((x: { id: string }) => x.id === s.schools.first.id);
    const [row] = await s.db.select().from(planProgress).where(eq(planProgress.schoolId, s.schools.first.id));
    expect(first).toMatchObject({
      overall: row!.overall,
      complianceLevel: row!.complianceLevel,
      failingCount: row!.failingCount,
      totalSections: 28,
    });
    expect(first.lastActivityAt).not.toBeNull();

    const level = first.complianceLevel;
    const filtered = await s.request('/api/provider/portfolio', { cookie: staff, query: { level } });
    expect(filtered.status).toBe(200);
    expect(filtered.body.schools.every((x: { complianceLevel: string }) => x.complianceLevel === level)).toBe(
      true,
    );
    const named = await s.request('/api/provider/portfolio', {
      cookie: staff,
      query: { q: s.schools.first.name.slice(0, 6) },
    });
    expect(named.body.schools.map((x: { id: string }) => x.id)).toContain(s.schools.first.id);
    const plain = await s.request('/api/provider/portfolio', {
      cookie: staff,
      query: { q: 'kowhai valley' },
    });
    expect(plain.body.schools.map((x: { id: string }) => x.id)).toEqual([s.schools.first.id]);
  });

  test('the CSV export has the header and every matching school, with formula-like names made safe', async () => {
    const staff = await s.loginAs('waikura');
    await s.db.update(schools).set({ region: '=HYPERLINK("x")' }).where(eq(schools.id, s.schools.second.id));
    const res = await s.request('/api/provider/portfolio.csv', { cookie: staff });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="waikura-portfolio-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(PORTFOLIO_CSV_HEADER.join(','));
    const all = await s.db.select({ id: schools.id }).from(schools);
    expect(lines).toHaveLength(all.length + 1);
    expect(lines.some((l) => l.startsWith(s.schools.first.name))).toBe(true);
    expect(res.text).toContain(`"'=HYPERLINK(""x"")"`);
  });

  test('school users are refused; bad filters get a 400 with a clear message', async () => {
    const principal = await s.loginAs('principal');
    expect((await s.request('/api/provider/portfolio', { cookie: principal })).status).toBe(403);
    expect((await s.request('/api/provider/portfolio.csv', { cookie: principal })).status).toBe(403);
    const staff = await s.loginAs('waikura');
    const bad = await s.request('/api/provider/portfolio', {
      cookie: staff,
      query: { sort: 'colour', limit: '500' },
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/Sort by one of/);
  });
});

describe('portfolio attention (issue 19): overdue reviews, never-reviewed plans, non-compliant schools', () => {
  test('the filter, the flags and the CSV columns follow the review history in 7.2', async () => {
    const admin = await s.loginAs('admin');
    const make = async (name: string, rows: Record<string, unknown>[]) => {
      const created = await s.request('/api/schools', { method: 'POST', cookie: admin, body: { name } });
      expect(created.status, created.text).toBe(201);
      if (rows.length) {
        const res = await save(created.body.id, 'annual-review', { review_history: rows }, admin);
        expect(res.status, res.text).toBe(200);
      }
      return created.body.id as string;
    };
    s.clock.set(new Date('2026-11-20T09:00:00+13:00'));
    try {
      const late = await make('Attention Late School', [
        { id: 'r1', review_date: '2025-03-01', next_review_date: '2026-03-01' },
      ]);
      const onTime = await make('Attention OnTime School', [
        { id: 'r1', review_date: '2026-04-01', next_review_date: '2027-04-01' },
      ]);
      const never = await make('Attention Never School', []);
      const staff = await s.loginAs('waikura');
      const ids = async (attention?: string) => {
        const res = await s.request('/api/provider/portfolio', {
          cookie: staff,
          query: { q: 'Attention', limit: '100', ...(attention ? { attention } : {}) },
        });
        expect(res.status, res.text).toBe(200);
        return res.body.schools as {
          id: string;
          reviewOverdue: boolean;
          neverReviewed: boolean;
          lastReviewDate: string | null;
          complianceLevel: string;
        }[];
      };
      const all = await ids();
      expect(all.find((x) => x.id === late)).toMatchObject({
        reviewOverdue: true,
        neverReviewed: false,
        lastReviewDate: '2025-03-01',
      });
      expect(all.find((x) => x.id === onTime)).toMatchObject({ reviewOverdue: false, neverReviewed: false });
      expect(all.find((x) => x.id === never)).toMatchObject({
        reviewOverdue: false,
        neverReviewed: true,
        lastReviewDate: null,
      });
      expect((await ids('overdue')).map((x) => x.id)).toEqual([late]);
      expect((await ids('never_reviewed')).map((x) => x.id)).toEqual([never]);
      // The new schools' plans are empty, so all three are not compliant: all three need attention.
      const either = await ids('overdue_or_non_compliant');
      expect(either.map((x) => x.id).sort()).toEqual([late, onTime, never].sort());
      expect(either.every((x) => x.reviewOverdue || x.complianceLevel === 'non_compliant')).toBe(true);

      // A day before the review fell due, nothing was overdue.
      s.clock.set(new Date('2026-02-28T09:00:00+13:00'));
      expect(await ids('overdue')).toEqual([]);
      s.clock.set(new Date('2026-11-20T09:00:00+13:00'));

      const csv = await s.request('/api/provider/portfolio.csv', {
        cookie: staff,
        query: { q: 'Attention', attention: 'overdue' },
      });
      expect(csv.status).toBe(200);
      const lines = csv.text.trimEnd().split('\r\n');
      expect(lines[0]).toBe(PORTFOLIO_CSV_HEADER.join(','));
      expect(lines[0]).toMatch(/,Last review,Review overdue$/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^Attention Late School,.*,2026-03-01,2025-03-01,Yes$/);
      const everyone = await s.request('/api/provider/portfolio.csv', {
        cookie: staff,
        query: { q: 'Attention' },
      });
      expect(everyone.text).toMatch(/Attention Never School,.*,Never reviewed,No\r\n/);

      const bad = await s.request('/api/provider/portfolio', { cookie: staff, query: { attention: 'late' } });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.attention).toMatch(/Choose one of: overdue_or_non_compliant/);
    } finally {
      s.clock.reset();
    }
  });
});

describe('a plan without who notifies Taumata Arowai is never fully compliant (issue 14)', () => {
  test('95 with the name missing is partially compliant, stored and served; with it, fully compliant', async () => {
    const principal = await s.loginAs('principal2');
    const schoolId = s.schools.second.id;
    // The sample plan with enough storage and no manuals attached: 41 of 42 items without 6.04's name.
    for (const section of PLAN_SECTIONS) {
      if (section.id === 'appendix-operations-maintenance') continue;
      let content = SAMPLE_CONTENT[section.id] ?? {};
      if (section.id === 'storage') content = { ...content, storage_capacity: 104_000 };
      if (section.id === 'contingency-plans') {
        const { regulator_notification_responsible: _drop, ...rest } = content;
        content = rest;
      }
      const res = await save(schoolId, section.id, content, principal);
      expect(res.status, `${section.id}: ${res.text}`).toBe(200);
    }
    const stored = async () =>
      (await s.db.select().from(planProgress).where(eq(planProgress.schoolId, schoolId)))[0]!;
    let body = (await s.request(`/api/schools/${schoolId}/progress`, { cookie: principal })).body;
    expect(body.compliance.overallCompliancePercentage).toBe(95);
    expect(body.compliance.criticalFailing).toBe(1);
    expect(body.compliance.complianceLevel).toBe('partially_compliant');
    expect((await stored()).compliancePercent).toBe(95);
    expect((await stored()).complianceLevel).toBe('partially_compliant');

    const res = await save(schoolId, 'contingency-plans', SAMPLE_CONTENT['contingency-plans']!, principal);
    expect(res.status, res.text).toBe(200);
    body = (await s.request(`/api/schools/${schoolId}/progress`, { cookie: principal })).body;
    expect(body.compliance.overallCompliancePercentage).toBe(97);
    expect(body.compliance.complianceLevel).toBe('fully_compliant');
    expect((await stored()).complianceLevel).toBe('fully_compliant');
  });
});

describe('results stored before the critical items (decision 021)', () => {
  test('start-up recomputes a part result without criticalFailing; a current one is left alone', async () => {
    const schoolId = s.schools.first.id;
    const where = and(eq(planParts.schoolId, schoolId), eq(planParts.partId, 'contingency-plans'));
    const [part] = await s.db.select().from(planParts).where(where);
    const current = part!.compliance!;
    // As stored before issue 14: three items, no critical count.
    const { criticalFailing: _c, ...old } = current;
    const oldItems = current.items.filter((i) =>
      ['MOE-DWSP-6.01', 'MOE-DWSP-6.02', 'MOE-DWSP-6.03'].includes(i.standardId),
    );
    await s.db
      .update(planParts)
      .set({ compliance: { ...old, items: oldItems, requiredFields: 3 } as typeof current })
      .where(where);
    expect(await backfillProgress(s.db, new Date())).toBe(1);
    const [after] = await s.db.select().from(planParts).where(where);
    expect(after!.compliance!.criticalFailing).toBeTypeOf('number');
    expect(after!.compliance!.items.map((i) => i.standardId)).toContain('MOE-DWSP-6.04');
    expect(await backfillProgress(s.db, new Date())).toBe(0);
  });
});
