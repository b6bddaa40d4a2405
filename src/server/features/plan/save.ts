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

/**
 * The write of any number of saves of different schools, in one statement and one transaction: each row
 * of `$1` is one save with every figure already worked out. A save's school is locked (in school order,
 * so two batches cannot deadlock) only if its `write_seq` is the one its figures came from; a save whose
 * school did not lock, or whose version moved, writes nothing and answers a null `seq`.
 */
const WRITE = `with input as (
    select * from jsonb_to_recordset($1::jsonb) as i(
      n int, school_id text, seq int, section_id text, version int, next_version int, content jsonb,
      status text, percent int, subsections int, answers_percent int, status_override text, user_id text,
      user_name text, kind text, changed jsonb, restored_from int, part_id text, compliance jsonb,
      part_status text, overall int, sections_completed int, milestones jsonb, activity_dates jsonb,
      at timestamptz, started_at timestamptz, completed_at timestamptz, identified_risks int,
      edits_after_complete int, next_review_date text, compliance_percent int, compliance_level text,
      failing_count int, activity jsonb, badges jsonb, badge_metadata jsonb)),
  locked as (
    select p.school_id from plan_progress p join input i on i.school_id = p.school_id and p.write_seq = i.seq
     order by p.school_id for update of p),
  sec as (
    update plan_sections s
       set content = i.content, version = i.next_version, status = i.status, percent = i.percent,
           subsections_completed = i.subsections, answers_percent = i.answers_percent,
           status_override = i.status_override, updated_by = i.user_id, updated_by_name = i.user_name,
           updated_at = now()
      from input i join locked l on l.school_id = i.school_id
     where s.school_id = i.school_id and s.section_id = i.section_id and s.version = i.version
    returning i.n, s.updated_at),
  rev as (
    insert into plan_revisions (school_id, section_id, version, kind, content, changed_fields, status,
                                status_override, restored_from, user_id, user_name)
    select i.school_id, i.section_id, i.next_version, i.kind, i.content, i.changed, i.status,
           i.status_override, i.restored_from, i.user_id, i.user_name
      from input i join sec on sec.n = i.n),
  part as (
    update plan_parts pp set compliance = i.compliance, status = i.part_status, updated_at = now()
      from input i join sec on sec.n = i.n
     where pp.school_id = i.school_id and pp.part_id = i.part_id),
  prog as (
    update plan_progress p
       set overall = i.overall, sections_completed = i.sections_completed, milestones_achieved = i.milestones,
           activity_dates = i.activity_dates, last_activity_at = i.at, started_at = i.started_at,
           completed_at = i.completed_at, identified_risks = i.identified_risks,
           edits_after_complete = i.edits_after_complete, next_review_date = i.next_review_date,
           compliance_percent = i.compliance_percent, compliance_level = i.compliance_level,
           failing_count = i.failing_count, updated_at = i.at, write_seq = p.write_seq + 1
      from input i join sec on sec.n = i.n
     where p.school_id = i.school_id
    returning i.n, p.write_seq),
  act as (
    insert into activity_log (user_id, user_email, user_role, activity_type, description, ip_address,
                              user_agent, school_id, metadata)
    select a.user_id, a.user_email, a.user_role, a.activity_type, a.description, a.ip_address, a.user_agent,
           i.school_id, a.metadata
      from input i join sec on sec.n = i.n,
           jsonb_to_recordset(i.activity) as a(user_id text, user_email text, user_role text,
             activity_type text, description text, ip_address text, user_agent text, metadata jsonb)),
  badge as (
    insert into badges_earned (user_id, school_id, badge_id, badge_type, badge_name, badge_description,
                               badge_icon, badge_color, rarity, earned_at, progress_when_earned, metadata)
    select i.user_id, i.school_id, b.badge_id, b.badge_type, b.badge_name, b.badge_description, b.badge_icon,
           b.badge_color, b.rarity, i.at, i.overall, i.badge_metadata
      from input i join sec on sec.n = i.n,
           jsonb_to_recordset(i.badges) as b(badge_id text, badge_type text, badge_name text,
             badge_description text, badge_icon text, badge_color text, rarity text)
    on conflict (user_id, school_id, badge_id) do nothing
    returning school_id, badge_id, badge_name)
  select i.n, sec.updated_at, prog.write_seq as seq,
         (select json_agg(json_build_array(b.badge_id, b.badge_name)) from badge b where b.school_id = i.school_id)
           as badges
    from input i left join sec on sec.n = i.n left join prog on prog.n = i.n`;

/** One save as a row of `WRITE`'s input. */
type SaveRow = Record<string, unknown> & { n: number; school_id: string };
interface SavedRow {
  n: number;
  updated_at: unknown;
  seq: number | null;
  badges: unknown;
}

const writeMany = (conn: Conn, rows: SaveRow[]) =>
  query<SavedRow>(conn, 'waikura-plan-write', WRITE, [JSON.stringify(rows)]);

/**
 * Saves of different schools that wait while earlier ones are being written go together in one
 * statement (one round trip, one commit, one change notification), at most `MAX_BATCHES` at once; each
 * is still accepted or refused on its own. A batch that fails is tried again save by save, so one bad
 * save cannot fail the others.
 */
const MAX_BATCHES = 3;
interface Pending {
  row: SaveRow;
  resolve(saved: SavedRow): void;
  reject(error: unknown): void;
}
const batchers = new WeakMap<Db, (row: SaveRow) => Promise<SavedRow>>();
const batchCounts = new WeakMap<Db, { statements: number; saves: number }>();

/** How many write statements this handle sent for how many saves, outside the locked path (measurement). */
export function batchStats(db: Db): { statements: number; saves: number } {
  return { ...(batchCounts.get(db) ?? { statements: 0, saves: 0 }) };
}

function batcherOf(db: Db): (row: SaveRow) => Promise<SavedRow> {
  const known = batchers.get(db);
  if (known) return known;
  let queue: Pending[] = [];
  let running = 0;
  const counts = { statements: 0, saves: 0 };
  batchCounts.set(db, counts);
  const send = async (batch: Pending[]) => {
    const rows = batch.map((p, n) => ({ ...p.row, n }));
    counts.statements++;
    counts.saves += batch.length;
    try {
      const saved = await writeMany(db, rows);
      for (const r of saved) batch[r.n]!.resolve(r);
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const p of batch) await send([p]);
    }
  };
  const pump = () => {
    while (running < MAX_BATCHES && queue.length) {
      // Writes of one school wait for each other (`serialised`): a batch never holds two of one school.
      const batch = queue;
      queue = [];
      running++;
      void send(batch).finally(() => {
        running--;
        pump();
      });
    }
  };
  const submit = (row: SaveRow) =>
    new Promise<SavedRow>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      pump();
    });
  batchers.set(db, submit);
  return submit;
}

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
  return store(conn, definitive ? null : batcherOf(conn as Db), input, entry, stored, figures);
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
  batch: ((row: SaveRow) => Promise<SavedRow>) | null,
  input: PlanWriteInput,
  entry: PlanEntry,
  stored: StoredSection,
  figures: WriteFigures,
): Promise<Written | null> {
  const { progress } = figures;
  const content = input.kind === 'status' ? stored.content : input.content!;
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
  const save: SaveRow = {
    n: 0,
    school_id: input.schoolId,
    seq: entry.seq,
    section_id: stored.sectionId,
    version: stored.version,
    next_version: figures.version,
    content,
    status: figures.section.status,
    percent: figures.section.percent,
    subsections: figures.section.subsectionsCompleted,
    answers_percent: figures.section.answersPercent,
    status_override: statusOverride,
    user_id: input.editor.id,
    user_name: input.editor.name,
    kind: input.kind,
    changed: figures.changed,
    restored_from: input.restoredFrom ?? null,
    part_id: figures.partId,
    compliance: figures.part,
    part_status: figures.partStatus,
    overall: progress.overall,
    sections_completed: progress.sectionsCompleted,
    milestones: progress.milestonesAchieved,
    activity_dates: h.activityDates,
    at: iso(h.lastActivityAt),
    started_at: iso(h.startedAt),
    completed_at: iso(h.completedAt),
    identified_risks: progress.identifiedRisks,
    edits_after_complete: h.editsAfterComplete,
    next_review_date: progress.nextReviewDate,
    compliance_percent: progress.compliancePercent,
    compliance_level: progress.complianceLevel,
    failing_count: progress.failingCount,
    activity: activity ? [activityRow(activity)] : [],
    badges,
    badge_metadata: { sectionId: stored.sectionId, overall: progress.overall },
  };
  // Inside the locked transaction the save goes alone; otherwise with whatever else is waiting.
  const [row] = batch ? [await batch(save)] : await writeMany(conn, [save]);
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
