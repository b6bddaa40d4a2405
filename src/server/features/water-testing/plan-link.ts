/**
 * The water-test log and 8.1's results table, one record (issue 16, decision 033).
 *
 * - A result entered in the log (or imported) is written into 8.1 through the plan's one save
 *   (`writeSection`): it joins its sample's row or makes one. The log reads that cell once (`readLog`).
 * - A result over its limit typed into 8.1 alerts like one entered in the log: each such cell is kept in
 *   the log's table under the client id `plan:<row id>:<test>` and opens (or joins) its sample's incident,
 *   in one transaction, exactly once. When the cell is changed, its copy follows it: another value over
 *   the limit updates it (and reopens a closed incident); a value within the limit, or a cell emptied,
 *   removes it, and the incident is told, not closed: a person closes an incident.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { NotificationJson } from '../../../domain/notifications';
import { schemaFor } from '../../../domain/plan/forms';
import { opensIncident, parameterOf } from '../../../domain/water-testing/parameters';
import {
  type LogResultForPlan,
  mergeIntoPlan,
  type PlanResult,
  planResults,
  sameAsLogged,
} from '../../../domain/water-testing/plan-results';
import type { Db } from '../../db/client';
import { incidentEvents, waterTestResults } from '../../db/schema';
import type { AppEnv } from '../../lib/context';
import { type ActivityEntry, recordActivity } from '../activity/service';
import { materializeWaterReminders } from '../calendar/reminders';
import { getHub } from '../notifications/hub';
import { writeSection } from '../plan/save';
import { loadSection } from '../plan/service';
import { StaleVersionError } from '../plan/state';
import {
  type Actor,
  alert,
  alertKey,
  findingOf,
  type IncidentRow,
  openSampleIncident,
  PLAN_CELL,
  type ResultRow,
} from './service';

export const RESULTS_SECTION = 'water-quality-monitoring';

const cellId = (e: PlanResult) => `${PLAN_CELL}${e.rowId}:${e.parameter}`;

/**
 * Writes logged results into 8.1. The log's write has been committed; if 8.1 moved meanwhile (someone
 * saving it), the merge is worked out again from the new version (three tries). Answers whether 8.1 was
 * written.
 */
export async function copyResultsToPlan(
  db: Db,
  input: {
    schoolId: string;
    results: readonly LogResultForPlan[];
    editor: Actor;
    now: Date;
    activity: (saved: { version: number }) => ActivityEntry | null;
  },
): Promise<boolean> {
  if (input.results.length === 0) return false;
  for (let attempt = 0; attempt < 3; attempt++) {
    const state = await loadSection(db, input.schoolId, RESULTS_SECTION);
    const next = mergeIntoPlan(state.content as Record<string, unknown>, input.results, randomUUID);
    if (!next) return false;
    const parsed = schemaFor(RESULTS_SECTION).safeParse(next);
    if (!parsed.success) return false;
    try {
      await writeSection(db, {
        schoolId: input.schoolId,
        sectionId: RESULTS_SECTION,
        version: state.version,
        content: parsed.data,
        editor: input.editor,
        kind: 'save',
        now: input.now,
        activity: input.activity,
      });
      return true;
    } catch (e) {
      if (!(e instanceof StaleVersionError)) throw e;
    }
  }
  return false;
}

export interface PlanAlerts {
  opened: IncidentRow[];
  notifications: NotificationJson[];
}

/**
 * After 8.1 is saved: its cells over the limit are kept in the log's table and alert once (see the top of
 * this file). A cell that is a logged result written into 8.1 already has its own record and incident.
 */
export async function alertOnPlanResults(
  db: Db,
  input: {
    school: { id: string; name: string };
    actor: Actor;
    content: Record<string, unknown>;
    now: Date;
  },
): Promise<PlanAlerts> {
  const { school, actor, now } = input;
  const entries = planResults(input.content);
  return db.transaction(async (tx) => {
    const stored = await tx.select().from(waterTestResults).where(eq(waterTestResults.schoolId, school.id));
    const logged = stored
      .filter((r) => !r.clientId.startsWith(PLAN_CELL))
      .map((r) => ({
        sampleId: r.sampleId,
        sampledOn: r.sampledOn,
        parameter: r.parameter as LogResultForPlan['parameter'],
        result: { qualifier: (r.qualifier as '<' | '>' | null) ?? null, value: r.value },
      }));
    const wanted = new Map(
      entries
        .filter((e) => opensIncident(e.status) && !sameAsLogged(e, logged))
        .map((e) => [cellId(e), e] as const),
    );
    const kept = new Map(stored.filter((r) => r.clientId.startsWith(PLAN_CELL)).map((r) => [r.clientId, r]));
    const opened: IncidentRow[] = [];
    const notifications: NotificationJson[] = [];
    const event = (row: ResultRow, text: string) =>
      row.incidentId
        ? tx.insert(incidentEvents).values({
            incidentId: row.incidentId,
            schoolId: school.id,
            kind: 'result',
            text,
            at: now,
            recordedBy: actor.id,
            recordedByName: actor.name,
          })
        : Promise.resolve();

    for (const [clientId, row] of kept) {
      if (wanted.has(clientId)) continue;
      await tx.delete(waterTestResults).where(eq(waterTestResults.id, row.id));
      const label = parameterOf(row.parameter)?.label ?? row.parameter;
      await event(
        row,
        `In 8.1, the ${label} result of ${row.sampleId ? `sample ${row.sampleId}` : `the sample of ${row.sampledOn}`} over the limit was changed by ${actor.name}: it is no longer over the limit there. This incident stays open until someone closes it.`,
      );
    }

    for (const [clientId, e] of wanted) {
      const before = kept.get(clientId);
      const parameter = parameterOf(e.parameter)!;
      const values = {
        sampleId: e.sampleId,
        component: e.component,
        componentId: e.componentId,
        sampledOn: e.sampledOn,
        laboratory: e.laboratory,
        parameter: e.parameter,
        qualifier: null,
        value: e.value,
        unit: e.unit,
        mav: null,
        status: e.status,
        notes: 'Entered in 8.1 of the plan.',
      };
      let row: ResultRow | undefined;
      if (before) {
        const same =
          before.value === e.value &&
          before.sampleId === e.sampleId &&
          before.sampledOn === e.sampledOn &&
          before.component === e.component;
        if (same) continue;
        [row] = await tx
          .update(waterTestResults)
          .set(values)
          .where(eq(waterTestResults.id, before.id))
          .returning();
      } else {
        [row] = await tx
          .insert(waterTestResults)
          .values({
            schoolId: school.id,
            clientId,
            ...values,
            enteredBy: actor.id,
            enteredByName: actor.name,
            createdAt: now,
          })
          .onConflictDoNothing({ target: [waterTestResults.schoolId, waterTestResults.clientId] })
          .returning();
        // Another save of 8.1 kept this cell first; it alerted.
        if (!row) continue;
      }
      const finding = findingOf(row!);
      const incident = await openSampleIncident(tx, { school, actor, finding, now });
      await tx
        .update(waterTestResults)
        .set({ incidentId: incident.row.id })
        .where(eq(waterTestResults.id, row!.id));
      await tx.insert(incidentEvents).values({
        incidentId: incident.row.id,
        schoolId: school.id,
        kind: 'result',
        text: `${parameter.label} ${e.value} ${e.unit} in ${e.sampleId ? `sample ${e.sampleId}` : `the sample of ${e.sampledOn}`} (${e.component.replace('_', ' ')}), taken ${e.sampledOn}, ${before ? 'changed' : 'entered'} in 8.1 by ${actor.name}.`,
        at: now,
        recordedBy: actor.id,
        recordedByName: actor.name,
      });
      if (incident.created) {
        opened.push(incident.row);
        notifications.push(
          ...(await alert(tx, { school, incident: incident.row, finding, now, key: alertKey(incident) })),
        );
      }
    }
    return { opened, notifications };
  });
}

/**
 * The plan's routes call this after 8.1 is saved or restored. The answers are stored by then: if alerting
 * fails, the failure is logged and the save still answers 200 (what it says is true); the next save of 8.1
 * finds the cell not yet kept and alerts then.
 */
export async function afterResultsSaved(c: Context<AppEnv>, content: Record<string, unknown>): Promise<void> {
  const deps = c.get('deps');
  const school = c.get('school');
  const user = c.get('user')!;
  try {
    const outcome = await alertOnPlanResults(deps.db, {
      school,
      actor: { id: user.id, name: user.name || user.email },
      content,
      now: deps.now(),
    });
    const hub = getHub(deps);
    for (const n of outcome.notifications)
      hub.publish({ kind: 'notification', userId: n.userId, id: n.id, notification: n });
    for (const incident of outcome.opened)
      await recordActivity(c, {
        user,
        activityType: 'incident_opened',
        description: `Incident opened at ${school.name}: ${incident.title} (entered in 8.1)`,
        schoolId: school.id,
        metadata: { incidentId: incident.id },
      });
  } catch (err) {
    deps.log.error(
      { err, schoolId: school.id },
      'water testing: 8.1’s results could not be checked for alerts',
    );
  }
  await refreshWaterReminders(c);
}

/** A sample entered moves what is due: its reminders follow now, not at the next daily run. */
export async function refreshWaterReminders(c: Context<AppEnv>): Promise<void> {
  const deps = c.get('deps');
  const schoolId = c.get('school').id;
  try {
    await materializeWaterReminders(deps, { schoolId });
  } catch (err) {
    deps.log.error({ err, schoolId }, 'water testing: the due samples’ reminders could not be updated');
  }
}
