/**
 * Everything a write of the plan does, in one place (decision 024): a save, a restore and a status change.
 *
 * 1. The school's plan as it stands (`PlanFacts`: 28 sections with their answers, eight parts'
 *    compliance, the progress row's history and its write counter `write_seq`) is kept in memory per
 *    school, after one read.
 * 2. `writeFigures` (domain/plan/figures.ts) works out, once, everything the write changes: the section's
 *    status and percentages, the changed fields, its part's compliance and status, the progress row and the
 *    badges the editor has earned.
 * 3. One SQL statement (`WRITE`) stores it all, in its own transaction, durably committed: it locks the
 *    progress row *only if* `write_seq` is still the one the figures were worked out from (every write of
 *    the plan moves it, under that lock), then writes the section (checking its version), the revision,
 *    the part, the progress row, the activity entry and the new badges (ON CONFLICT DO NOTHING: each badge
 *    once). If `write_seq` moved (a write from another process), nothing is written; the plan is read
 *    again and the figures worked out again.
 * Writes of one school wait for each other in this process (`serialised`), so they never race for
 * `write_seq` here; schools never wait for each other. A save carrying an old version gets 409
 * (`StaleVersionError`) after the stored version is read again, never from memory alone.
 */
import type { PGlite } from '@electric-sql/pglite';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type pg from 'pg';
import { sameJson } from '../../../domain/canonical-json';
import { BADGES_BY_ID } from '../../../domain/plan/badges';
import { type PartId, PLAN_PARTS, PLAN_SECTIONS, partOf } from '../../../domain/plan/catalogue';
import type { PartCompliance } from '../../../domain/plan/compliance';
import { type FileRef, type SectionContent, sectionFields } from '../../../domain/plan/fields';
import {
  type PlanFacts,
  type PlanHistory,
  type PlanSectionFacts,
  partStatusIn,
  planFigures,
  type WriteFigures,
  type WriteKind,
  writeFigures,
} from '../../../domain/plan/figures';
import { formFor } from '../../../domain/plan/forms';
import type { SectionStatus } from '../../../domain/plan/status';
import type { Db } from '../../db/client';
import { planFiles, planParts, planProgress, planSections, schools } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http';
import type { ActivityEntry } from '../activity/service';
import { ensurePlanRecords } from './records';
import { type Editor, type SectionState, StaleVersionError, sectionOrThrow, stateOf } from './state';

export interface NewBadge {
  badgeId: string;
  name: string;
}

export interface PlanWriteInput {
  schoolId: string;
  sectionId: string;
  kind: WriteKind;
  /** The version the client edited (a status change: ignored, the version does not move). */
  version: number;
  /** The answers (save, restore); a status change keeps the stored ones. */
  content?: SectionContent;
  /** A status change: the status set by hand, or null to compute it again. */
  status?: SectionStatus | null;
  restoredFrom?: number;
  editor: Editor;
  now: Date;
  /** Written in the write's own statement when the write makes a new version or sets a status. */
  activity?: (saved: { version: number; changed: string[] }) => ActivityEntry | null;
  /** Measurement only (bench/progress.ts): how long working out the figures took. */
  onFigures?: (ms: number) => void;
}

export interface WriteResult {
  state: SectionState;
  changed: string[];
  /** Badges this write earned for the editor. */
  newBadges: NewBadge[];
}

// ---------------------------------------------------------------------------------------------- the plan

interface StoredSection extends PlanSectionFacts {
  partId: string;
  updatedAt: Date;
  updatedByName: string | null;
}

interface PlanEntry {
  facts: PlanFacts;
  /** Section details the figures do not need, for the answer's state. */
  sections: Map<string, StoredSection>;
  seq: number;
  /** Badges each editor is known to hold (so the write does not try them again). */
  badges: Map<string, Set<string>>;
}

/** Plans kept in memory, per database handle; the oldest dropped first above this many schools. */
const MAX_PLANS = 500;
const plans = new WeakMap<Db, Map<string, PlanEntry>>();
const queues = new WeakMap<Db, Map<string, Promise<unknown>>>();

function mapOf<V>(maps: WeakMap<Db, Map<string, V>>, db: Db): Map<string, V> {
  const known = maps.get(db);
  if (known) return known;
  const map = new Map<string, V>();
  maps.set(db, map);
  return map;
}

const plansOf = (db: Db) => mapOf(plans, db);

function remember(db: Db, schoolId: string, entry: PlanEntry) {
  const map = plansOf(db);
  map.delete(schoolId);
  map.set(schoolId, entry);
  if (map.size > MAX_PLANS) map.delete(map.keys().next().value!);
}

/** Runs `fn` after every earlier write of the same school in this process has finished. */
function serialised<T>(db: Db, schoolId: string, fn: () => Promise<T>): Promise<T> {
  const map = mapOf(queues, db);
  const before = map.get(schoolId) ?? Promise.resolve();
  const run = before.then(fn, fn);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  map.set(schoolId, settled);
  void settled.then(() => {
    if (map.get(schoolId) === settled) map.delete(schoolId);
  });
  return run;
}

/** A database handle or an open transaction. */
type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** One statement on the driver underneath drizzle: a named (prepared) statement on PostgreSQL. */
async function query<R>(conn: Conn, name: string, text: string, values: unknown[]): Promise<R[]> {
  const client = (conn as unknown as { session: { client: pg.Pool | pg.PoolClient | PGlite } }).session
    .client;
  if (typeof (client as PGlite).exec === 'function')
    return (await (client as PGlite).query<R>(text, values)).rows;
  return (await (client as pg.Pool).query({ name, text, values })).rows as R[];
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const date = (v: unknown): Date | null => (v == null ? null : v instanceof Date ? v : new Date(String(v)));

const READ = `select
  (select json_build_object('seq', write_seq, 'activityDates', activity_dates, 'lastActivityAt', last_activity_at,
          'startedAt', started_at, 'completedAt', completed_at, 'editsAfterComplete', edits_after_complete)
     from plan_progress where school_id = $1) as progress,
  (select json_agg(json_build_array(section_id, part_id, content, version, status_override, status, percent,
          answers_percent, updated_at, updated_by_name))
     from plan_sections where school_id = $1) as sections,
  (select json_agg(json_build_array(part_id, compliance)) from plan_parts where school_id = $1) as parts`;

type SectionTuple = [
  string,
  string,
  SectionContent,
  number,
  SectionStatus | null,
  SectionStatus,
  number,
  number,
  string,
  string | null,
];

/** The school's plan read in one statement (one snapshot); null when its records are incomplete. */
async function readPlan(db: Conn, schoolId: string): Promise<PlanEntry | null> {
  const [row] = await query<{ progress: unknown; sections: unknown; parts: unknown }>(
    db,
    'waikura-plan-read',
    READ,
    [schoolId],
  );
  const progress = json<{
    seq: number;
    activityDates: string[];
    lastActivityAt: string | null;
    startedAt: string | null;
    completedAt: string | null;
    editsAfterComplete: number;
  } | null>(row?.progress);
  const sectionRows = json<SectionTuple[] | null>(row?.sections) ?? [];
  const partRows = json<[PartId, PartCompliance | null][] | null>(row?.parts) ?? [];
  if (
    !progress ||
    sectionRows.length !== PLAN_SECTIONS.length ||
    partRows.length !== PLAN_PARTS.length ||
    partRows.some(([, c]) => !c)
  )
    return null;
  const sections = new Map<string, StoredSection>();
  for (const [
    sectionId,
    partId,
    content,
    version,
    override,
    status,
    percent,
    answersPercent,
    at,
    by,
  ] of sectionRows)
    sections.set(sectionId, {
      sectionId,
      partId,
      content,
      version,
      statusOverride: override,
      status,
      percent,
      answersPercent,
      updatedAt: date(at)!,
      updatedByName: by,
    });
  const history: PlanHistory = {
    activityDates: progress.activityDates ?? [],
    lastActivityAt: date(progress.lastActivityAt),
    startedAt: date(progress.startedAt),
    completedAt: date(progress.completedAt),
    editsAfterComplete: progress.editsAfterComplete,
  };
  return {
    facts: { sections, parts: new Map(partRows as [PartId, PartCompliance][]), history },
    sections,
    seq: Number(progress.seq),
    badges: new Map(),
  };
}

/** The plan from memory, or read (its records and progress row created first where missing). */
async function planOf(db: Db, schoolId: string, now: Date, fresh = false): Promise<PlanEntry> {
  const known = fresh ? undefined : plansOf(db).get(schoolId);
  if (known) return known;
  let entry = await readPlan(db, schoolId);
  if (!entry) {
    await ensurePlan(db, schoolId, now);
    entry = await readPlan(db, schoolId);
  }
  if (!entry) throw notFound('There is no plan for that school.');
  remember(db, schoolId, entry);
  return entry;
}

// ---------------------------------------------------------------------------------------------- the write

const WRITE = `with locked as (
    select school_id from plan_progress where school_id = $1::text and write_seq = $2::int for update),
  sec as (
    update plan_sections s
       set content = $5::jsonb, version = $6::int, status = $7::text, percent = $8::int,
           subsections_completed = $9::int, answers_percent = $10::int, status_override = $11::text,
           updated_by = $12::text, updated_by_name = $13::text, updated_at = now()
      from locked
     where s.school_id = locked.school_id and s.section_id = $3::text and s.version = $4::int
    returning s.updated_at),
  rev as (
    insert into plan_revisions (school_id, section_id, version, kind, content, changed_fields, status,
                                status_override, restored_from, user_id, user_name)
    select $1::text, $3::text, $6::int, $14::text, $5::jsonb, $15::jsonb, $7::text, $11::text, $16::int,
           $12::text, $13::text from sec),
  part as (
    update plan_parts set compliance = $17::jsonb, status = $18::text, updated_at = now()
      from sec where plan_parts.school_id = $1::text and plan_parts.part_id = $19::text),
  prog as (
    update plan_progress
       set overall = $20::int, sections_completed = $21::int, milestones_achieved = $22::jsonb,
           activity_dates = $23::jsonb, last_activity_at = $24::timestamptz, started_at = $25::timestamptz,
           completed_at = $26::timestamptz, identified_risks = $27::int, edits_after_complete = $28::int,
           next_review_date = $29::text, compliance_percent = $30::int, compliance_level = $31::text,
           failing_count = $32::int, updated_at = $24::timestamptz, write_seq = plan_progress.write_seq + 1
      from sec where plan_progress.school_id = $1::text
    returning plan_progress.write_seq),
  act as (
    insert into activity_log (user_id, user_email, user_role, activity_type, description, ip_address,
                              user_agent, school_id, metadata)
    select a.user_id, a.user_email, a.user_role, a.activity_type, a.description, a.ip_address, a.user_agent,
           $1::text, a.metadata
      from sec, jsonb_to_recordset($33::jsonb) as a(user_id text, user_email text, user_role text,
           activity_type text, description text, ip_address text, user_agent text, metadata jsonb)),
  badge as (
    insert into badges_earned (user_id, school_id, badge_id, badge_type, badge_name, badge_description,
                               badge_icon, badge_color, rarity, earned_at, progress_when_earned, metadata)
    select $12::text, $1::text, b.badge_id, b.badge_type, b.badge_name, b.badge_description, b.badge_icon,
           b.badge_color, b.rarity, $24::timestamptz, $20::int, $35::jsonb
      from sec, jsonb_to_recordset($34::jsonb) as b(badge_id text, badge_type text, badge_name text,
           badge_description text, badge_icon text, badge_color text, rarity text)
    on conflict (user_id, school_id, badge_id) do nothing
    returning badge_id, badge_name)
  select (select count(*) from locked)::int as locked, (select updated_at from sec) as updated_at,
         (select write_seq from prog) as seq,
         (select json_agg(json_build_array(badge_id, badge_name)) from badge) as badges`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Checks attachment references against the school's uploads: each must name the upload as stored. */
async function checkFileRefs(db: Db, schoolId: string, sectionId: string, content: SectionContent) {
  const fileFields = sectionFields(formFor(sectionId)).filter((f) => f.kind === 'files');
  const refs = fileFields.flatMap((f) => ((content[f.name] as FileRef[] | undefined) ?? []).map((r) => r.id));
  if (!refs.length) return;
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
    else if (list.some((r) => !sameJson(r, byId.get(r.id))))
      fields[f.name] = 'One of these files is described differently from its upload. Attach it again.';
  }
  if (Object.keys(fields).length) throw badRequest('Some attached files could not be found.', fields);
}

/**
 * Saves, restores or sets the status of a section: one transaction, the version checked (409 when stale),
 * every figure worked out once. A save of the answers already stored writes nothing.
 */
export function writePlan(db: Db, input: PlanWriteInput): Promise<WriteResult> {
  const section = sectionOrThrow(input.sectionId);
  return serialised(db, input.schoolId, async () => {
    if (input.content && input.kind !== 'status')
      await checkFileRefs(db, input.schoolId, section.id, input.content);
    // From memory (or one read), in one statement, if the plan has not moved since.
    const entry = await planOf(db, input.schoolId, input.now);
    const quick = await attempt(db, input, entry, false);
    if (quick) {
      remember(db, input.schoolId, quick.next);
      return quick.result;
    }
    // It moved (another process wrote), or memory is behind the version the client sent: again, with
    // the plan read under the school's lock, where nothing can move it.
    plansOf(db).delete(input.schoolId);
    const locked = await db.transaction(async (tx) => {
      await query(tx, 'waikura-plan-lock', 'select 1 from plan_progress where school_id = $1 for update', [
        input.schoolId,
      ]);
      const entry = await readPlan(tx, input.schoolId);
      if (!entry) throw notFound('There is no plan for that school.');
      const written = await attempt(tx, input, entry, true);
      if (!written) throw new Error(`The plan of school ${input.schoolId} moved under its lock`);
      return written;
    });
    remember(db, input.schoolId, locked.next);
    return locked.result;
  });
}

/** What a write answers, and the plan after it (kept in memory). */
interface Written {
  result: WriteResult;
  next: PlanEntry;
}

/**
 * One try of a write from `entry`. `definitive`: the entry was read under the school's lock, so a
 * version mismatch is a conflict (409); otherwise null (try again under the lock) whenever memory may
 * be behind.
 */
async function attempt(
  conn: Conn,
  input: PlanWriteInput,
  entry: PlanEntry,
  definitive: boolean,
): Promise<Written | null> {
  const stored = entry.sections.get(input.sectionId)!;
  if (input.kind !== 'status' && stored.version !== input.version) {
    if (definitive) throw new StaleVersionError(stateOf(stored));
    return null;
  }
  const started = input.onFigures ? performance.now() : 0;
  const figures = writeFigures(entry.facts, {
    kind: input.kind,
    sectionId: input.sectionId,
    content: input.kind === 'status' ? stored.content : input.content!,
    statusOverride: input.kind === 'status' ? (input.status ?? null) : stored.statusOverride,
    now: input.now,
  });
  input.onFigures?.(performance.now() - started);
  if (figures.unchanged) {
    if (!definitive && (await currentSeq(conn, input.schoolId)) !== entry.seq) return null;
    return { result: { state: stateOf(stored), changed: [], newBadges: [] }, next: entry };
  }
  return store(conn, input, entry, stored, figures);
}

async function currentSeq(db: Conn, schoolId: string): Promise<number | null> {
  const [row] = await query<{ seq: number }>(
    db,
    'waikura-plan-seq',
    'select write_seq as seq from plan_progress where school_id = $1',
    [schoolId],
  );
  return row ? Number(row.seq) : null;
}

/** The write statement; null when the plan moved since it was read (nothing written). */
async function store(
  conn: Conn,
  input: PlanWriteInput,
  entry: PlanEntry,
  stored: StoredSection,
  figures: WriteFigures,
): Promise<Written | null> {
  const { progress } = figures;
  const content = input.kind === 'status' ? stored.content : input.content!;
  const contentJson = JSON.stringify(content);
  const statusOverride = input.kind === 'status' ? (input.status ?? null) : stored.statusOverride;
  const activity = input.activity?.({ version: figures.version, changed: figures.changed }) ?? null;
  const held = entry.badges.get(input.editor.id);
  const badges = progress.earnedBadgeIds
    .filter((id) => !held?.has(id))
    .map((id) => {
      const b = BADGES_BY_ID.get(id)!;
      return {
        badge_id: b.id,
        badge_type: b.type,
        badge_name: b.name,
        badge_description: b.description,
        badge_icon: b.icon,
        badge_color: b.color,
        rarity: b.rarity,
      };
    });
  const h = progress.history;
  const [row] = await query<{ locked: number; updated_at: unknown; seq: number | null; badges: unknown }>(
    conn,
    'waikura-plan-write',
    WRITE,
    [
      input.schoolId,
      entry.seq,
      stored.sectionId,
      stored.version,
      contentJson,
      figures.version,
      figures.section.status,
      figures.section.percent,
      figures.section.subsectionsCompleted,
      figures.section.answersPercent,
      statusOverride,
      input.editor.id,
      input.editor.name,
      input.kind,
      JSON.stringify(figures.changed),
      input.restoredFrom ?? null,
      JSON.stringify(figures.part),
      figures.partStatus,
      figures.partId,
      progress.overall,
      progress.sectionsCompleted,
      JSON.stringify(progress.milestonesAchieved),
      JSON.stringify(h.activityDates),
      iso(h.lastActivityAt),
      iso(h.startedAt),
      iso(h.completedAt),
      progress.identifiedRisks,
      h.editsAfterComplete,
      progress.nextReviewDate,
      progress.compliancePercent,
      progress.complianceLevel,
      progress.failingCount,
      JSON.stringify(activity ? [activityRow(activity)] : []),
      JSON.stringify(badges),
      JSON.stringify({ sectionId: stored.sectionId, overall: progress.overall }),
    ],
  );
  if (!row || row.seq == null) return null;
  const updatedAt = date(row.updated_at)!;
  const section: StoredSection = {
    ...figures.plan.sections.get(stored.sectionId)!,
    partId: stored.partId,
    updatedAt,
    updatedByName: input.editor.name,
  };
  const sections = new Map(entry.sections);
  sections.set(stored.sectionId, section);
  const known = new Map(entry.badges);
  known.set(input.editor.id, new Set([...(held ?? []), ...progress.earnedBadgeIds]));
  const next: PlanEntry = {
    facts: { ...figures.plan, sections },
    sections,
    seq: Number(row.seq),
    badges: known,
  };
  const inserted = json<[string, string][] | null>(row.badges) ?? [];
  const order = new Map(progress.earnedBadgeIds.map((id, i) => [id, i]));
  const newBadges = inserted
    .map(([badgeId, name]) => ({ badgeId, name }))
    .sort((a, b) => order.get(a.badgeId)! - order.get(b.badgeId)!);
  return { result: { state: stateOf(section, figures.section), changed: figures.changed, newBadges }, next };
}

function activityRow(a: ActivityEntry) {
  // The school is the write's own ($1).
  return {
    user_id: a.userId,
    user_email: a.userEmail,
    user_role: a.userRole,
    activity_type: a.activityType,
    description: a.description,
    ip_address: a.ipAddress,
    user_agent: a.userAgent,
    metadata: a.metadata,
  };
}

// ---------------------------------------------------------------------------------------------- records

/**
 * Creates the school's plan records where missing (`ensurePlanRecords`) and its progress row, with every
 * figure worked out from the stored answers. Safe to run twice at once: rows are inserted ON CONFLICT DO
 * NOTHING and parts' compliance is only filled where empty.
 */
export async function ensurePlan(db: Db, schoolId: string, now: Date = new Date()): Promise<void> {
  const changed = await ensurePlanRecords(db, schoolId);
  const [progress] = await db
    .select({ id: planProgress.schoolId })
    .from(planProgress)
    .where(eq(planProgress.schoolId, schoolId));
  const [emptyPart] = await db
    .select({ id: planParts.id })
    .from(planParts)
    .where(and(eq(planParts.schoolId, schoolId), isNull(planParts.compliance)))
    .limit(1);
  if (!changed && progress && !emptyPart) return;
  await db.transaction(async (tx) => {
    const { progressValues, parts } = await figuresFromStore(tx as unknown as Db, schoolId, now);
    for (const part of PLAN_PARTS)
      await tx
        .update(planParts)
        .set({ compliance: parts.get(part.id)!.compliance, status: parts.get(part.id)!.status })
        .where(
          and(eq(planParts.schoolId, schoolId), eq(planParts.partId, part.id), isNull(planParts.compliance)),
        );
    await tx
      .insert(planProgress)
      .values(progressValues)
      .onConflictDoNothing({ target: planProgress.schoolId });
  });
  plansOf(db).delete(schoolId);
}

/** Every figure of a school's plan from its stored answers (`planFigures`), as rows to write. */
async function figuresFromStore(db: Db, schoolId: string, now: Date) {
  const rows = await db
    .select({
      id: planSections.id,
      sectionId: planSections.sectionId,
      content: planSections.content,
      statusOverride: planSections.statusOverride,
      version: planSections.version,
      updatedAt: planSections.updatedAt,
    })
    .from(planSections)
    .where(eq(planSections.schoolId, schoolId));
  const { plan, sections, progress } = planFigures(
    rows.map((r) => ({ ...r, statusOverride: (r.statusOverride as SectionStatus | null) ?? null })),
    now,
  );
  const parts = new Map(
    PLAN_PARTS.map((p) => [p.id, { compliance: plan.parts.get(p.id)!, status: partStatusIn(plan, p.id) }]),
  );
  const h = progress.history;
  const progressValues = {
    schoolId,
    overall: progress.overall,
    sectionsCompleted: progress.sectionsCompleted,
    totalSections: progress.totalSections,
    milestonesAchieved: progress.milestonesAchieved,
    activityDates: h.activityDates,
    lastActivityAt: h.lastActivityAt,
    startedAt: h.startedAt,
    completedAt: h.completedAt,
    identifiedRisks: progress.identifiedRisks,
    editsAfterComplete: h.editsAfterComplete,
    nextReviewDate: progress.nextReviewDate,
    compliancePercent: progress.compliancePercent,
    complianceLevel: progress.complianceLevel,
    failingCount: progress.failingCount,
    updatedAt: now,
  };
  return { rows, sections, parts, progressValues };
}

/**
 * Works out every figure of a school's plan again from its answers and stores them (rules changed, or a
 * plan saved before progress existed): the sections' figures, the parts, the progress row. Under the
 * progress row's lock, moving `write_seq`, so any write working from the old figures is done again.
 */
export async function rebuildPlan(db: Db, schoolId: string, now: Date): Promise<void> {
  await ensurePlanRecords(db, schoolId);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t
      .insert(planProgress)
      .values({ schoolId, totalSections: PLAN_SECTIONS.length })
      .onConflictDoNothing({ target: planProgress.schoolId });
    await t.select().from(planProgress).where(eq(planProgress.schoolId, schoolId)).for('update');
    const { rows, sections, parts, progressValues } = await figuresFromStore(t, schoolId, now);
    for (const row of rows) {
      const f = sections.get(row.sectionId);
      if (!f) continue;
      await t
        .update(planSections)
        .set({
          status: f.status,
          percent: f.percent,
          subsectionsCompleted: f.subsectionsCompleted,
          answersPercent: f.answersPercent,
          partId: partOf(row.sectionId)!.id,
        })
        .where(eq(planSections.id, row.id));
    }
    for (const part of PLAN_PARTS)
      await t
        .update(planParts)
        .set({ compliance: parts.get(part.id)!.compliance, status: parts.get(part.id)!.status })
        .where(and(eq(planParts.schoolId, schoolId), eq(planParts.partId, part.id)));
    await t
      .update(planProgress)
      .set({ ...progressValues, writeSeq: sql`${planProgress.writeSeq} + 1` })
      .where(eq(planProgress.schoolId, schoolId));
  });
  plansOf(db).delete(schoolId);
}

/**
 * Start-up: every school with plan records and no progress row gets one (plans saved before issue 4),
 * and every school with a part result stored before the critical items existed (decision 021: no
 * `criticalFailing`) is worked out again, so no stored result keeps claiming "Fully compliant" without them.
 */
export async function backfillProgress(db: Db, now: Date): Promise<number> {
  const stale = await db
    .select({ id: schools.id })
    .from(schools)
    .where(
      sql`exists (select 1 from ${planSections} where ${planSections.schoolId} = ${schools.id})
        and (not exists (select 1 from ${planProgress} where ${planProgress.schoolId} = ${schools.id})
          or exists (select 1 from ${planParts} where ${planParts.schoolId} = ${schools.id}
                      and ${planParts.compliance} is not null and ${planParts.compliance}->>'criticalFailing' is null))`,
    );
  for (const { id } of stale) await rebuildPlan(db, id, now);
  return stale.length;
}

// ---------------------------------------------------------------------------------------------- entries

/** Saves or restores a section's answers (`writePlan`). */
export function writeSection(
  db: Db,
  input: Omit<PlanWriteInput, 'kind' | 'status' | 'content'> & {
    kind: 'save' | 'restore';
    content: SectionContent;
  },
): Promise<WriteResult> {
  return writePlan(db, input);
}

/**
 * Sets a section's status directly (plan specification 4.1), or clears it (null: computed again). The
 * content's version does not change, so an open editor can keep saving; a revision records it.
 */
export async function setSectionStatus(
  db: Db,
  input: Omit<PlanWriteInput, 'kind' | 'version' | 'content'> & { status: SectionStatus | null },
): Promise<SectionState & { newBadges: NewBadge[] }> {
  const { state, newBadges } = await writePlan(db, { ...input, kind: 'status', version: -1 });
  return { ...state, newBadges };
}
