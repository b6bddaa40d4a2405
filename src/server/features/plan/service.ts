/**
 * The plan's reads: the plan's sections and parts, one section (kept in memory until a section is
 * written, decision 016), and its revisions. Every write is in save.ts.
 */

import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { PLAN_PARTS, PLAN_SECTIONS } from '../../../domain/plan/catalogue';
import type { Db } from '../../db/client';
import { planParts, planRevisions, planSections } from '../../db/schema';
import { notFound } from '../../lib/http';
import { readThrough } from '../../lib/read-cache';
import { ensurePlan } from './save';
import { type SectionState, sectionOrThrow, stateOf } from './state';

type SectionRow = typeof planSections.$inferSelect;

const toState = (row: SectionRow): SectionState => stateOf(row);

export async function loadPlan(db: Db, schoolId: string) {
  const read = async () => ({
    rows: await db.select().from(planSections).where(eq(planSections.schoolId, schoolId)),
    parts: await db
      .select({ partId: planParts.partId, status: planParts.status, order: planParts.order })
      .from(planParts)
      .where(eq(planParts.schoolId, schoolId))
      .orderBy(asc(planParts.order)),
  });
  let { rows, parts } = await read();
  if (rows.length < PLAN_SECTIONS.length || parts.length !== PLAN_PARTS.length) {
    await ensurePlan(db, schoolId);
    ({ rows, parts } = await read());
  }
  const byId = new Map(rows.map((r) => [r.sectionId, r]));
  const sections = PLAN_SECTIONS.map((s) => toState(byId.get(s.id)!));
  return { sections, parts };
}

export async function loadSection(db: Db, schoolId: string, sectionId: string): Promise<SectionState> {
  sectionOrThrow(sectionId);
  const key = `${schoolId}\n${sectionId}`;
  return (await readThrough(db, SECTIONS_CACHE, key, 0, loadSectionState, db, schoolId, sectionId))!;
}

// Kept in memory until any section of any plan is written, or any school (a school deleted takes its
// sections with it) (lib/read-cache.ts, decision 016).
const SECTIONS_CACHE = { name: 'plan-sections', tables: ['plan_sections', 'schools'] };

async function loadSectionState(db: Db, schoolId: string, sectionId: string) {
  const find = () =>
    db
      .select()
      .from(planSections)
      .where(and(eq(planSections.schoolId, schoolId), eq(planSections.sectionId, sectionId)));
  let [row] = await find();
  if (!row) {
    await ensurePlan(db, schoolId);
    [row] = await find();
  }
  return { value: deepFreeze(toState(row!)), validUntil: Number.POSITIVE_INFINITY };
}

/** Freezes a value and everything in it: a cached answer is shared by every request that reads it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const revisionColumns = {
  id: planRevisions.id,
  sectionId: planRevisions.sectionId,
  version: planRevisions.version,
  kind: planRevisions.kind,
  changedFields: planRevisions.changedFields,
  status: planRevisions.status,
  statusOverride: planRevisions.statusOverride,
  restoredFrom: planRevisions.restoredFrom,
  userName: planRevisions.userName,
  createdAt: planRevisions.createdAt,
};

export async function listRevisions(db: Db, schoolId: string, sectionId?: string, limit = 500) {
  const where = sectionId
    ? and(eq(planRevisions.schoolId, schoolId), eq(planRevisions.sectionId, sectionId))
    : eq(planRevisions.schoolId, schoolId);
  const rows = await db
    .select(revisionColumns)
    .from(planRevisions)
    .where(where)
    .orderBy(desc(planRevisions.createdAt), desc(planRevisions.version))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function getRevision(db: Db, schoolId: string, sectionId: string, revisionId: string) {
  const [row] = await db
    .select({ ...revisionColumns, content: planRevisions.content })
    .from(planRevisions)
    .where(
      and(
        eq(planRevisions.schoolId, schoolId),
        eq(planRevisions.sectionId, sectionId),
        eq(planRevisions.id, revisionId),
      ),
    );
  if (!row) throw notFound('That version of the section was not found.');
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * Issue 19: the stored answers of a few sections for every school, for provider views across schools
 * (supplies, finance). Reads only; a school whose plan was never opened has no rows (an empty plan).
 */
export async function loadAnswersAcrossSchools(db: Db, sectionIds: readonly string[]) {
  const rows = await db
    .select({
      schoolId: planSections.schoolId,
      sectionId: planSections.sectionId,
      content: planSections.content,
    })
    .from(planSections)
    .where(inArray(planSections.sectionId, [...sectionIds]));
  const bySchool = new Map<string, Record<string, Record<string, unknown>>>();
  for (const r of rows) {
    const answers = bySchool.get(r.schoolId) ?? {};
    answers[r.sectionId] = r.content;
    bySchool.set(r.schoolId, answers);
  }
  return bySchool;
}
