/**
 * The plan's records: sections (versioned content), part records, revisions and restores.
 * Every write is one transaction that locks the part's section rows in a fixed order, checks the
 * version the client edited, writes the section, its revision and the part's status together.
 */

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { sameJson } from '../../../domain/canonical-json';
import {
  findSectionById,
  PLAN_PARTS,
  PLAN_SECTIONS,
  type PlanPart,
  type PlanSection,
  partOf,
} from '../../../domain/plan/catalogue';
import { changedFields, type FileRef, type SectionContent, sectionFields } from '../../../domain/plan/fields';
import { formFor } from '../../../domain/plan/forms';
import {
  computeSectionProgress,
  type SectionProgress,
  type SectionStatus,
} from '../../../domain/plan/status';
import type { Db } from '../../db/client';
import { planFiles, planParts, planRevisions, planSections } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/http';
import { readThrough } from '../../lib/read-cache';
import { type NewBadge, rebuildProgress, recomputeAfterWrite } from '../progress/service';

import { ensurePlanRecords, type Tx } from './records';

export type { Tx };

type SectionRow = typeof planSections.$inferSelect;

export interface Editor {
  id: string;
  name: string;
}

export interface SectionState {
  sectionId: string;
  number: string;
  title: string;
  partId: string;
  content: SectionContent;
  version: number;
  status: SectionStatus;
  percent: number;
  statusOverride: SectionStatus | null;
  progress: SectionProgress;
  updatedAt: string | null;
  updatedByName: string | null;
}

/**
 * A save that carried a version older than the stored one. Nothing is written; the client reads the
 * current section and shows both versions so the user chooses what to keep.
 */
export class StaleVersionError extends ApiError {
  constructor(current: SectionState) {
    super(
      409,
      'stale_version',
      `${current.updatedByName ?? 'Someone'} saved this section since you opened it. Nothing was overwritten: compare the two versions and choose what to keep.`,
    );
  }
}

export function sectionOrThrow(sectionId: string): PlanSection {
  const section = findSectionById(sectionId);
  if (!section) throw notFound('There is no plan section with that id.');
  return section;
}

function toState(row: SectionRow): SectionState {
  const section = sectionOrThrow(row.sectionId);
  const override = (row.statusOverride as SectionStatus | null) ?? null;
  const progress = computeSectionProgress(section, formFor(section.id), row.content, override);
  return {
    sectionId: section.id,
    number: section.number,
    title: section.title,
    partId: row.partId,
    content: row.content,
    version: row.version,
    status: progress.status,
    percent: progress.percent,
    statusOverride: override,
    progress,
    updatedAt: row.version > 0 || row.statusOverride ? row.updatedAt.toISOString() : null,
    updatedByName: row.updatedByName,
  };
}

/**
 * Creates the school's plan records where missing (`ensurePlanRecords`) and, when it did, the school's
 * progress row from them.
 */
export async function ensurePlan(db: Db | Tx, schoolId: string, now?: Date): Promise<void> {
  if (await ensurePlanRecords(db, schoolId)) await rebuildProgress(db, schoolId, now ?? new Date(), 'create');
}

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

/** Checks attachment references against the school's uploads and fills in their stored name, type and size. */
async function resolveFileRefs(db: Db | Tx, schoolId: string, sectionId: string, content: SectionContent) {
  const form = formFor(sectionId);
  const fileFields = sectionFields(form).filter((f) => f.kind === 'files');
  if (!fileFields.length) return content;
  const refs = fileFields.flatMap((f) => ((content[f.name] as FileRef[] | undefined) ?? []).map((r) => r.id));
  if (!refs.length) return content;
  const found = await db
    .select({ id: planFiles.id, name: planFiles.name, mime: planFiles.mime, size: planFiles.size })
    .from(planFiles)
    .where(and(eq(planFiles.schoolId, schoolId), inArray(planFiles.id, refs)));
  const byId = new Map(found.map((f) => [f.id, f]));
  const fields: Record<string, string> = {};
  for (const f of fileFields) {
    const list = (content[f.name] as FileRef[] | undefined) ?? [];
    if (list.some((r) => !byId.has(r.id)))
      fields[f.name] = 'One of these files was not found. Upload it again.';
    // What is stored is what was sent: a reference must name the upload as it was stored.
    else if (list.some((r) => !sameJson(r, byId.get(r.id))))
      fields[f.name] = 'One of these files is described differently from its upload. Attach it again.';
  }
  if (Object.keys(fields).length) throw badRequest('Some attached files could not be found.', fields);
  return content;
}

/**
 * Locks the rows of the section's part (fixed order: no deadlocks) and returns them with their answers:
 * the part's compliance is recomputed from all of them.
 */
async function lockPart(tx: Tx, schoolId: string, sectionId: string): Promise<SectionRow[]> {
  const part = partOf(sectionId)!;
  return tx
    .select()
    .from(planSections)
    .where(and(eq(planSections.schoolId, schoolId), eq(planSections.partId, part.id)))
    .orderBy(asc(planSections.sectionId))
    .for('update');
}

/** Part compliance, the school's progress and badges after a write (same transaction). */
function afterWrite(
  tx: Tx,
  locked: SectionRow[],
  saved: { row: SectionRow; content: SectionContent; status: SectionStatus; editedCompleted: boolean },
  editor: Editor,
  now: Date,
): Promise<NewBadge[]> {
  const partContents: Record<string, Record<string, unknown>> = {};
  const partStatuses: SectionStatus[] = [];
  for (const r of locked) {
    const own = r.id === saved.row.id;
    partContents[r.sectionId] = own ? saved.content : r.content;
    partStatuses.push(own ? saved.status : (r.status as SectionStatus));
  }
  return recomputeAfterWrite(tx, {
    schoolId: saved.row.schoolId,
    partId: saved.row.partId as PlanPart['id'],
    partContents,
    partStatuses,
    editedCompletedSection: saved.editedCompleted,
    userId: editor.id,
    sectionId: saved.row.sectionId,
    now,
  });
}

interface WriteInput {
  schoolId: string;
  sectionId: string;
  /** The version the client edited. */
  version: number;
  content: SectionContent;
  editor: Editor;
  kind: 'save' | 'restore';
  restoredFrom?: number;
  now: Date;
  /** Measurement only (bench/progress.ts): told how long the progress, compliance and badge step took. */
  onRecompute?: (ms: number) => void;
  /**
   * Writes the activity-log entry of a write that makes a new version (a save that changed something, or
   * any restore), in the write's own transaction: with activity logging on, the entry exists exactly when
   * the new version does (and a save commits once, not twice).
   */
  recordActivity?: (tx: Tx, state: SectionState, changed: string[]) => Promise<void>;
}

export interface WriteResult {
  state: SectionState;
  changed: string[];
  /** Badges this write earned for the editor. */
  newBadges: NewBadge[];
}

/**
 * Saves a section's content if `version` is the stored version; else StaleVersionError (409) with the
 * stored state. Identical content is accepted without a new version. One transaction.
 */
export async function writeSection(db: Db, input: WriteInput): Promise<WriteResult> {
  const section = sectionOrThrow(input.sectionId);
  const form = formFor(section.id);
  const attempt = () =>
    db.transaction(async (tx) => {
      const locked = await lockPart(tx, input.schoolId, section.id);
      const row = locked.find((r) => r.sectionId === section.id);
      if (!row) return null;
      if (row.version !== input.version) throw new StaleVersionError(toState(row));
      const content = await resolveFileRefs(tx, input.schoolId, section.id, input.content);
      // "Nothing changed" is decided on the content itself, never on a view of it: a partly filled row
      // is content, and a 200 means it is stored.
      const changed = changedFields(form, row.content, content);
      if (input.kind === 'save' && sameJson(row.content, content))
        return { state: toState(row), changed: [], newBadges: [] };
      const override = (row.statusOverride as SectionStatus | null) ?? null;
      const progress = computeSectionProgress(section, form, content, override);
      const answers = override ? computeSectionProgress(section, form, content, null) : progress;
      const [updated] = await tx
        .update(planSections)
        .set({
          content,
          version: row.version + 1,
          status: progress.status,
          percent: progress.percent,
          subsectionsCompleted: progress.subsectionsCompleted,
          answersPercent: answers.percent,
          updatedBy: input.editor.id,
          updatedByName: input.editor.name,
          updatedAt: sql`now()`,
        })
        .where(eq(planSections.id, row.id))
        .returning();
      await tx.insert(planRevisions).values({
        schoolId: input.schoolId,
        sectionId: section.id,
        version: row.version + 1,
        kind: input.kind,
        content,
        changedFields: changed,
        status: progress.status,
        statusOverride: override,
        restoredFrom: input.restoredFrom ?? null,
        userId: input.editor.id,
        userName: input.editor.name,
      });
      const started = input.onRecompute ? performance.now() : 0;
      const newBadges = await afterWrite(
        tx,
        locked,
        {
          row,
          content,
          status: progress.status,
          editedCompleted: row.status === 'completed' && changed.length > 0,
        },
        input.editor,
        input.now,
      );
      input.onRecompute?.(performance.now() - started);
      const state = toState(updated!);
      await input.recordActivity?.(tx, state, changed);
      return { state, changed, newBadges };
    });
  const first = await attempt();
  if (first) return first;
  await ensurePlan(db, input.schoolId, input.now);
  const second = await attempt();
  if (!second) throw notFound('There is no plan section with that id.');
  return second;
}

/**
 * Sets a section's status directly (plan specification 4.1), or clears it (null: computed again).
 * The content's version does not change, so an open editor can keep saving; a revision records it.
 */
export async function setSectionStatus(
  db: Db,
  input: {
    schoolId: string;
    sectionId: string;
    status: SectionStatus | null;
    editor: Editor;
    now: Date;
    /** The activity-log entry, in the same transaction (as `writeSection`'s). */
    recordActivity?: (tx: Tx) => Promise<void>;
  },
): Promise<SectionState & { newBadges: NewBadge[] }> {
  const section = sectionOrThrow(input.sectionId);
  await ensurePlan(db, input.schoolId, input.now);
  return db.transaction(async (tx) => {
    const locked = await lockPart(tx, input.schoolId, section.id);
    const row = locked.find((r) => r.sectionId === section.id)!;
    const progress = computeSectionProgress(section, formFor(section.id), row.content, input.status);
    const [updated] = await tx
      .update(planSections)
      .set({
        statusOverride: input.status,
        status: progress.status,
        percent: progress.percent,
        updatedBy: input.editor.id,
        updatedByName: input.editor.name,
        updatedAt: sql`now()`,
      })
      .where(eq(planSections.id, row.id))
      .returning();
    await tx.insert(planRevisions).values({
      schoolId: input.schoolId,
      sectionId: section.id,
      version: row.version,
      kind: 'status',
      content: row.content,
      changedFields: [],
      status: progress.status,
      statusOverride: input.status,
      userId: input.editor.id,
      userName: input.editor.name,
    });
    const newBadges = await afterWrite(
      tx,
      locked,
      { row, content: row.content, status: progress.status, editedCompleted: false },
      input.editor,
      input.now,
    );
    await input.recordActivity?.(tx);
    return { ...toState(updated!), newBadges };
  });
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
