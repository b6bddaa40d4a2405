/**
 * The plan's records of a school, created where missing: 28 section records and 8 part records (plan
 * specification 4.2: when the part count is not eight they are recreated). Section content is never
 * deleted by a repair. Below both the plan's save and progress, so neither imports the other for it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { PLAN_PARTS, PLAN_SECTIONS, partOf } from '../../../domain/plan/catalogue';
import { partStatus, type SectionStatus } from '../../../domain/plan/status';
import type { Db } from '../../db/client';
import { planParts, planSections } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Creates or repairs the records; true when it changed any (the caller then rebuilds progress). */
export async function ensurePlanRecords(db: Db | Tx, schoolId: string): Promise<boolean> {
  const parts = await db
    .select({ partId: planParts.partId })
    .from(planParts)
    .where(eq(planParts.schoolId, schoolId));
  const known = new Set<string>(PLAN_PARTS.map((p) => p.id));
  const repairParts = parts.length !== PLAN_PARTS.length || parts.some((p) => !known.has(p.partId));
  if (repairParts) {
    await db.delete(planParts).where(eq(planParts.schoolId, schoolId));
    await db
      .insert(planParts)
      .values(PLAN_PARTS.map((p) => ({ schoolId, partId: p.id, order: p.number, title: p.title })))
      .onConflictDoNothing();
  }
  const count = await db.$count(planSections, eq(planSections.schoolId, schoolId));
  if (count < PLAN_SECTIONS.length) {
    await db
      .insert(planSections)
      .values(PLAN_SECTIONS.map((s) => ({ schoolId, sectionId: s.id, partId: partOf(s.id)!.id })))
      .onConflictDoNothing();
    await refreshPartStatuses(db, schoolId);
  }
  return parts.length !== PLAN_PARTS.length || count < PLAN_SECTIONS.length;
}

async function refreshPartStatuses(db: Db | Tx, schoolId: string) {
  const rows = await db
    .select({ partId: planSections.partId, status: planSections.status })
    .from(planSections)
    .where(eq(planSections.schoolId, schoolId));
  for (const part of PLAN_PARTS) {
    const statuses = rows.filter((r) => r.partId === part.id).map((r) => r.status as SectionStatus);
    await db
      .update(planParts)
      .set({ status: partStatus(statuses), updatedAt: sql`now()` })
      .where(and(eq(planParts.schoolId, schoolId), eq(planParts.partId, part.id)));
  }
}
