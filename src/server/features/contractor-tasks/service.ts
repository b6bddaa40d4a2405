/**
 * Contractor tasks (issue 19a, decision 031): the stored tasks of a school, and the work the school's
 * own records already ask for — open improvement actions of 4.2 and maintenance events of the calendar
 * not yet done — offered as tasks until the contractor takes one on (then it is stored once, by its
 * `source_key`). Read at request time, like the calendar reads 4.2, so nothing is copied twice.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TaskPhotoStage } from '../../../domain/contractor-work';
import { nzDateOf } from '../../../domain/nz-time';
import type { Db } from '../../db/client';
import { contractorTaskPhotos, contractorTasks, planFiles } from '../../db/schema';
import { calendarView, improvementActions } from '../calendar/service';

export type TaskRow = typeof contractorTasks.$inferSelect;
export type TaskSource = TaskRow['source'];

export interface TaskJson {
  /** null for work offered from 4.2 or the calendar that nobody has taken on yet. */
  id: string | null;
  schoolId: string;
  source: TaskSource;
  sourceKey: string | null;
  title: string;
  details: string | null;
  scheduledDate: string;
  equipment: string | null;
  materials: string | null;
  safetyNotes: string | null;
  status: 'open' | 'done';
  completedOn: string | null;
  overdue: boolean;
  createdByName: string | null;
  version: number;
  /** Photos of the work, before and after (issue 19d); none until the task is taken on. */
  photos: TaskPhoto[];
}

export interface TaskPhoto {
  id: string;
  name: string;
  mime: string;
  size: number;
  stage: TaskPhotoStage;
}

export interface Candidate {
  source: 'improvement_schedule' | 'calendar';
  sourceKey: string;
  title: string;
  details: string | null;
  scheduledDate: string;
}

const DAY_MS = 86_400_000;
/** How far back and ahead the calendar's maintenance occurrences are offered as tasks. */
export const CALENDAR_BACK_DAYS = 30;
export const CALENDAR_AHEAD_DAYS = 30;

export function toTaskJson(row: TaskRow, today: string, photos: TaskPhoto[] = []): TaskJson {
  return {
    id: row.id,
    schoolId: row.schoolId,
    source: row.source,
    sourceKey: row.sourceKey,
    title: row.title,
    details: row.details,
    scheduledDate: row.scheduledDate,
    equipment: row.equipment,
    materials: row.materials,
    safetyNotes: row.safetyNotes,
    status: row.status,
    completedOn: row.completedOn,
    overdue: row.status === 'open' && row.scheduledDate < today,
    createdByName: row.createdByName,
    version: row.version,
    photos,
  };
}

function candidateJson(schoolId: string, c: Candidate, today: string): TaskJson {
  return {
    id: null,
    schoolId,
    source: c.source,
    sourceKey: c.sourceKey,
    title: c.title,
    details: c.details,
    scheduledDate: c.scheduledDate,
    equipment: null,
    materials: null,
    safetyNotes: null,
    status: 'open',
    completedOn: null,
    overdue: c.scheduledDate < today,
    createdByName: null,
    version: 0,
    photos: [],
  };
}

/** Work the school's records ask for: open 4.2 actions, and maintenance occurrences not marked done. */
export async function candidates(db: Db, schoolId: string, now: Date): Promise<Candidate[]> {
  const out: Candidate[] = [];
  for (const a of await improvementActions(db, schoolId)) {
    if (a.status === 'done') continue;
    out.push({
      source: 'improvement_schedule',
      sourceKey: `improvement:${a.rowId}`,
      title: a.action.length > 200 ? `${a.action.slice(0, 199)}…` : a.action,
      details: a.owner ? `Improvement schedule (4.2). Responsible: ${a.owner}` : 'Improvement schedule (4.2)',
      scheduledDate: a.dueDate,
    });
  }
  const from = new Date(now.getTime() - CALENDAR_BACK_DAYS * DAY_MS);
  const to = new Date(now.getTime() + CALENDAR_AHEAD_DAYS * DAY_MS);
  const view = await calendarView(db, schoolId, from, to, now);
  for (const o of view.occurrences) {
    if (o.source !== 'event' || o.category !== 'maintenance' || o.completion) continue;
    out.push({
      source: 'calendar',
      sourceKey: `calendar:${o.eventId}:${o.start}`,
      title: o.title,
      details: 'Maintenance calendar',
      scheduledDate: nzDateOf(new Date(o.start)),
    });
  }
  return out;
}

/** The school's tasks: stored ones, then what is offered and not yet taken on; by date. */
export async function listTasks(db: Db, schoolId: string, now: Date): Promise<TaskJson[]> {
  const today = nzDateOf(now);
  const rows = await db
    .select()
    .from(contractorTasks)
    .where(eq(contractorTasks.schoolId, schoolId))
    .orderBy(asc(contractorTasks.scheduledDate), asc(contractorTasks.createdAt))
    .limit(500);
  const taken = new Set(rows.map((r) => r.sourceKey).filter(Boolean));
  const offered = (await candidates(db, schoolId, now)).filter((c) => !taken.has(c.sourceKey));
  const photos = await photosOfTasks(db, schoolId);
  return [
    ...rows.map((r) => toTaskJson(r, today, photos.get(r.id))),
    ...offered.map((c) => candidateJson(schoolId, c, today)),
  ].sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || a.title.localeCompare(b.title));
}

/** Open tasks of several schools due by `until` (YYYY-MM-DD): overdue and coming work together. */
export async function openTasksDue(db: Db, schoolIds: string[], now: Date, until: string) {
  if (!schoolIds.length) return [];
  const out: TaskJson[] = [];
  for (const schoolId of schoolIds)
    for (const t of await listTasks(db, schoolId, now))
      if (t.status === 'open' && t.scheduledDate <= until) out.push(t);
  return out;
}

/** Stored tasks of a school by id (for a visit report that names the tasks it did). */
export async function tasksById(db: Db, schoolId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(contractorTasks)
    .where(and(eq(contractorTasks.schoolId, schoolId), inArray(contractorTasks.id, ids)));
}

/** The photos of a school's tasks (or of one task), by task id, oldest first. */
export async function photosOfTasks(db: Db, schoolId: string, taskId?: string) {
  const rows = await db
    .select({
      taskId: contractorTaskPhotos.taskId,
      stage: contractorTaskPhotos.stage,
      id: planFiles.id,
      name: planFiles.name,
      mime: planFiles.mime,
      size: planFiles.size,
    })
    .from(contractorTaskPhotos)
    .innerJoin(planFiles, eq(planFiles.id, contractorTaskPhotos.fileId))
    .where(
      and(
        eq(contractorTaskPhotos.schoolId, schoolId),
        taskId === undefined ? undefined : eq(contractorTaskPhotos.taskId, taskId),
      ),
    )
    .orderBy(asc(contractorTaskPhotos.createdAt), asc(planFiles.id));
  const out = new Map<string, TaskPhoto[]>();
  for (const { taskId: t, ...photo } of rows) {
    const list = out.get(t) ?? [];
    list.push(photo);
    out.set(t, list);
  }
  return out;
}
