/**
 * The save module (save.ts) with two processes writing one plan: each keeps the plan in memory, so the
 * other's writes leave it behind. Whatever the order, the stored figures must be the ones worked out
 * from the stored answers alone (`planFigures`), a stale version must be refused only when it is stale
 * in the database, and each badge earned once.
 */
import { and, eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PLAN_SECTIONS } from '../../../domain/plan/catalogue';
import { partStatusIn, planFigures } from '../../../domain/plan/figures';
import { formFor } from '../../../domain/plan/forms';
import type { SectionStatus } from '../../../domain/plan/status';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { badgesEarned, planParts, planProgress, planSections, schools } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/harness';
import { fillSection } from '../../test/plan-fill';
import { SAMPLE_CONTENT } from './demo';
import { batchStats, ensurePlan, setSectionStatus, writeSection } from './save';
import { StaleVersionError } from './state';

let s: TestServer;
let other: Db;
let editor: { id: string; name: string };

/** A second handle on the same database: its own memory of plans, as another process would have. */
function secondProcess(db: Db): Db {
  const client = (db as unknown as { $client: pg.Pool | object }).$client;
  return ('totalCount' in client
    ? drizzlePg(client as pg.Pool, { schema })
    : drizzlePglite(client as never, { schema })) as unknown as Db;
}

beforeAll(async () => {
  s = await startTestServer({ logLevel: 'silent' });
  other = secondProcess(s.db);
  editor = { id: await s.userId('principal@demo.waikura.nz'), name: 'Mere Principal' };
});
afterAll(() => s?.close());

async function newSchool(tag: string): Promise<string> {
  const [school] = await s.db
    .insert(schools)
    .values({ name: `Save ${tag}`, slug: `save-${tag}-${Date.now()}`, region: 'Waikato' })
    .returning({ id: schools.id });
  await ensurePlan(s.db, school!.id);
  return school!.id;
}

async function version(schoolId: string, sectionId: string): Promise<number> {
  const [row] = await s.db
    .select({ version: planSections.version })
    .from(planSections)
    .where(and(eq(planSections.schoolId, schoolId), eq(planSections.sectionId, sectionId)));
  return row!.version;
}

/** Every stored figure against the same figures worked out from the stored answers alone. */
async function expectFiguresTrue(schoolId: string) {
  const rows = await s.db.select().from(planSections).where(eq(planSections.schoolId, schoolId));
  const { plan, sections, progress } = planFigures(
    rows.map((r) => ({ ...r, statusOverride: (r.statusOverride as SectionStatus | null) ?? null })),
    new Date(),
  );
  for (const r of rows) {
    const f = sections.get(r.sectionId)!;
    expect(
      {
        id: r.sectionId,
        status: r.status,
        percent: r.percent,
        sub: r.subsectionsCompleted,
        answers: r.answersPercent,
      },
      r.sectionId,
    ).toEqual({
      id: r.sectionId,
      status: f.status,
      percent: f.percent,
      sub: f.subsectionsCompleted,
      answers: f.answersPercent,
    });
  }
  const parts = await s.db.select().from(planParts).where(eq(planParts.schoolId, schoolId));
  for (const p of parts) {
    const expected = plan.parts.get(p.partId as never)!;
    expect(p.compliance?.compliantFields, p.partId).toBe(expected.compliantFields);
    expect(p.compliance?.requiredFields, p.partId).toBe(expected.requiredFields);
    expect(p.compliance?.criticalFailing, p.partId).toBe(expected.criticalFailing);
    expect(p.status, p.partId).toBe(partStatusIn(plan, p.partId as never));
  }
  const [row] = await s.db.select().from(planProgress).where(eq(planProgress.schoolId, schoolId));
  expect({
    overall: row!.overall,
    sectionsCompleted: row!.sectionsCompleted,
    milestones: row!.milestonesAchieved,
    risks: row!.identifiedRisks,
    review: row!.nextReviewDate,
    compliance: row!.compliancePercent,
    level: row!.complianceLevel,
    failing: row!.failingCount,
  }).toEqual({
    overall: progress.overall,
    sectionsCompleted: progress.sectionsCompleted,
    milestones: progress.milestonesAchieved,
    risks: progress.identifiedRisks,
    review: progress.nextReviewDate,
    compliance: progress.compliancePercent,
    level: progress.complianceLevel,
    failing: progress.failingCount,
  });
}

// Sections of three parts, two of them with checks that read several sections (part 2's demand check,
// Table 4-1 in 4.1), and the two sections whose answers feed the progress row (4.1's risks, 7.2's review).
const SECTIONS = [
  'daily-demand',
  'demand-storage',
  'water-quantity',
  'risk-assessment',
  'annual-review',
  'background',
];

const contentArb = (sectionId: string) =>
  fc.constantFrom<Record<string, unknown>>(
    {},
    fillSection(formFor(sectionId), 'Kauri'),
    fillSection(formFor(sectionId), 'Rimu'),
    SAMPLE_CONTENT[sectionId] ?? { note: 'x' },
  );

const writeArb = fc.oneof(
  fc.record({
    by: fc.constantFrom('this', 'other'),
    kind: fc.constant('save' as const),
    sectionId: fc.constantFrom(...SECTIONS),
    pick: fc.nat(3),
  }),
  fc.record({
    by: fc.constantFrom('this', 'other'),
    kind: fc.constant('status' as const),
    sectionId: fc.constantFrom(...SECTIONS),
    status: fc.constantFrom<SectionStatus | null>(null, 'completed', 'in_progress', 'not_started'),
  }),
);

describe('the save module, two processes on one plan', () => {
  test('whatever the order of writes from either process, every stored figure is the one the stored answers give', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(writeArb, { minLength: 1, maxLength: 8 }), async (writes) => {
        const schoolId = await newSchool(`prop-${run++}`);
        for (const w of writes) {
          const db = w.by === 'this' ? s.db : other;
          if (w.kind === 'status')
            await setSectionStatus(db, {
              schoolId,
              sectionId: w.sectionId,
              status: w.status,
              editor,
              now: new Date(),
            });
          else {
            const content = fc.sample(contentArb(w.sectionId), { numRuns: 4 })[w.pick]!;
            await writeSection(db, {
              schoolId,
              sectionId: w.sectionId,
              version: await version(schoolId, w.sectionId),
              content,
              editor,
              kind: 'save',
              now: new Date(),
            });
          }
        }
        await expectFiguresTrue(schoolId);
      }),
      { numRuns: 12 },
    );
  });

  test('a version is refused only when the database holds a newer one, not when memory is behind', async () => {
    const schoolId = await newSchool('stale');
    const sectionId = 'background';
    const save = (db: Db, v: number, name: string) =>
      writeSection(db, {
        schoolId,
        sectionId,
        version: v,
        content: { school_name: name },
        editor,
        kind: 'save',
        now: new Date(),
      });
    expect((await save(s.db, 0, 'Kōwhai')).state.version).toBe(1);
    // The other process saves version 2; this one still remembers version 1.
    expect((await save(other, 1, 'Kōwhai Valley')).state.version).toBe(2);
    // A client that read version 2 saves through this process: accepted.
    expect((await save(s.db, 2, 'Kōwhai Valley School')).state.version).toBe(3);
    // A client still on version 2 is refused, whichever process it reaches.
    await expect(save(other, 2, 'Late')).rejects.toBeInstanceOf(StaleVersionError);
    await expect(save(s.db, 2, 'Late')).rejects.toBeInstanceOf(StaleVersionError);
    await expectFiguresTrue(schoolId);
  });

  test('saves racing from two processes to finish a plan: every save stored once, each badge earned once', async () => {
    const schoolId = await newSchool('race');
    const writes = PLAN_SECTIONS.map((section, i) =>
      writeSection(i % 2 ? other : s.db, {
        schoolId,
        sectionId: section.id,
        version: 0,
        content: fillSection(formFor(section.id), 'Race'),
        editor,
        kind: 'save',
        now: new Date(),
      }),
    );
    const results = await Promise.all(writes);
    expect(results.every((r) => r.state.version === 1)).toBe(true);
    const announced = results.flatMap((r) => r.newBadges.map((b) => b.badgeId));
    const stored = await s.db
      .select({ badgeId: badgesEarned.badgeId })
      .from(badgesEarned)
      .where(and(eq(badgesEarned.schoolId, schoolId), eq(badgesEarned.userId, editor.id)));
    expect(announced.sort()).toEqual(stored.map((b) => b.badgeId).sort());
    expect(new Set(announced).size).toBe(announced.length);
    expect(announced).toContain('almost_done');
    const [progress] = await s.db.select().from(planProgress).where(eq(planProgress.schoolId, schoolId));
    expect(progress!.overall).toBeGreaterThanOrEqual(90);
    expect(progress!.writeSeq).toBe(PLAN_SECTIONS.length);
    await expectFiguresTrue(schoolId);
  });

  test('saves of many schools at once go together, and one that the database refuses fails alone', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => newSchool(`batch-${i}`)));
    const before = batchStats(s.db);
    const writes = ids.map((schoolId, i) =>
      writeSection(s.db, {
        schoolId,
        sectionId: 'risk-assessment',
        version: 0,
        content: SAMPLE_CONTENT['risk-assessment']!,
        // The sixth save names an editor who does not exist: its revision cannot be written.
        editor: i === 5 ? { id: 'no-such-user', name: 'Nobody' } : editor,
        kind: 'save',
        now: new Date(),
      }),
    );
    const outcomes = await Promise.allSettled(writes);
    expect(outcomes.map((o) => o.status)).toEqual(ids.map((_, i) => (i === 5 ? 'rejected' : 'fulfilled')));
    // Fewer statements than saves: some went together (the refused batch was tried again save by save).
    const after = batchStats(s.db);
    expect(after.saves - before.saves).toBeGreaterThan(after.statements - before.statements);
    for (const [i, schoolId] of ids.entries()) {
      expect(await version(schoolId, 'risk-assessment')).toBe(i === 5 ? 0 : 1);
      await expectFiguresTrue(schoolId);
    }
  });
});
