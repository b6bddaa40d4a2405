/**
 * The water-test log (issue 16, decision 027). A result is written, judged, and — when it is over its
 * limit in water after treatment — opens (or joins) its sample's incident and alerts the school's
 * principal, school administrators and the provider's staff, all in ONE transaction: a result is never
 * stored without its incident and alerts, nor an alert sent for a result that was not stored.
 *
 * Exactly once, also when requests race:
 * - a result is unique per school and `client_id` (a retry finds the result it made);
 * - an incident is unique per school and `source_key` `sample:<sample id>` (the results of one sample,
 *   sent together or one by one, share one incident);
 * - alerts are sent only by the transaction that created the incident; in-app notifications are also
 *   unique per user and `incident:<id>`, e-mail and SMS schedules per `incident:<id>:<user>:<channel>`.
 */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { expandOccurrences } from '../../../domain/calendar';
import type { NotificationJson } from '../../../domain/notifications';
import { nzDateOf, startOfNzDate } from '../../../domain/nz-time';
import { classifySupply, type SupplySize } from '../../../domain/plan/supply-size';
import { alertText, alertTextMi, SAFETY_ALERT } from '../../../domain/water-testing/alerts';
import { type DueItem, dueNext, type LoggedSample } from '../../../domain/water-testing/monitoring';
import {
  judgeResult,
  opensIncident,
  type ParameterId,
  parameterOf,
  type ResultStatus,
  type SupplyComponent,
} from '../../../domain/water-testing/parameters';
import { planResults, sameAsLogged } from '../../../domain/water-testing/plan-results';
import type { CheckedResult } from '../../../domain/water-testing/result-input';
import type { Db } from '../../db/client';
import {
  calendarEvents,
  incidentEvents,
  incidents,
  planSections,
  users,
  waterTestResults,
} from '../../db/schema';
import { scheduleNotification } from '../../jobs/deliveries';
import { conflict } from '../../lib/http';
import { providerStaffWhere, schoolStaffWhere } from '../../policy/scopes';
import { peopleOnSiteOf, timingOf } from '../calendar/timing';
import {
  type CreateNotificationInput,
  createNotifications,
  type Executor,
  getPreferences,
} from '../notifications/service';

export type ResultRow = typeof waterTestResults.$inferSelect;
export type IncidentRow = typeof incidents.$inferSelect;

export interface Actor {
  id: string;
  name: string;
}

export interface NewResult {
  clientId: string;
  result: CheckedResult;
}

export interface Recorded {
  row: ResultRow;
  /** False when a result with this client id was already there (a retry): nothing was written. */
  created: boolean;
}

export interface RecordOutcome {
  recorded: Recorded[];
  /** Incidents this write opened (each alerted once). */
  opened: IncidentRow[];
  /** In-app notifications written, to tell the users' open streams after the commit. */
  notifications: NotificationJson[];
}

/** The stored form of a checked result, compared with what a retry sends. */
function sameContent(row: ResultRow, r: CheckedResult): boolean {
  return (
    row.sampleId === r.sampleId &&
    row.component === r.component &&
    (row.componentId ?? null) === r.componentId &&
    row.sampledOn === r.sampledOn &&
    row.laboratory === r.laboratory &&
    row.parameter === r.parameter &&
    (row.qualifier ?? null) === r.result.qualifier &&
    row.value === r.result.value &&
    row.unit === r.unit &&
    (row.mav ?? null) === r.mav &&
    (row.notes ?? null) === r.notes
  );
}

const display = (r: CheckedResult) => `${r.result.qualifier ?? ''}${r.result.value}`;

/**
 * Writes results (one, or a laboratory file's) for a school in one transaction. A client id already
 * used with the same content answers the stored result (created false); with other content, 409.
 */
export async function recordResults(
  db: Db,
  input: { school: { id: string; name: string }; actor: Actor; items: NewResult[]; now: Date },
): Promise<RecordOutcome> {
  const { school, actor, now } = input;
  return db.transaction(async (tx) => {
    const recorded: Recorded[] = [];
    const opened: IncidentRow[] = [];
    const keys = new Map<string, string>();
    for (const { clientId, result } of input.items) {
      const parameter = parameterOf(result.parameter)!;
      const status: ResultStatus = judgeResult({
        parameter,
        result: result.result,
        component: result.component,
        reportMav: result.mav,
      }).status;
      const [row] = await tx
        .insert(waterTestResults)
        .values({
          schoolId: school.id,
          clientId,
          sampleId: result.sampleId,
          component: result.component,
          componentId: result.componentId,
          sampledOn: result.sampledOn,
          laboratory: result.laboratory,
          parameter: result.parameter,
          qualifier: result.result.qualifier,
          value: result.result.value,
          unit: result.unit,
          mav: result.mav,
          status,
          notes: result.notes,
          enteredBy: actor.id,
          enteredByName: actor.name,
          createdAt: now,
        })
        .onConflictDoNothing({ target: [waterTestResults.schoolId, waterTestResults.clientId] })
        .returning();
      if (!row) {
        const [existing] = await tx
          .select()
          .from(waterTestResults)
          .where(and(eq(waterTestResults.schoolId, school.id), eq(waterTestResults.clientId, clientId)));
        if (!existing) throw new Error('A water-test result vanished while it was being written');
        if (!sameContent(existing, result))
          throw conflict(
            `This result was already sent with other values (sample ${existing.sampleId}, ${parameterOf(existing.parameter)?.label ?? existing.parameter}); nothing was changed.`,
            'client_id_reused',
          );
        recorded.push({ row: existing, created: false });
        continue;
      }
      if (!opensIncident(status)) {
        recorded.push({ row, created: true });
        continue;
      }
      const incident = await openSampleIncident(tx, { school, actor, finding: findingOf(row), now });
      if (incident.created) {
        opened.push(incident.row);
        keys.set(incident.row.id, alertKey(incident));
      }
      const [linked] = await tx
        .update(waterTestResults)
        .set({ incidentId: incident.row.id })
        .where(eq(waterTestResults.id, row.id))
        .returning();
      await tx.insert(incidentEvents).values({
        incidentId: incident.row.id,
        schoolId: school.id,
        kind: 'result',
        text: `${parameter.label} ${display(result)} ${result.unit} in sample ${result.sampleId} (${result.component.replace('_', ' ')}), taken ${result.sampledOn}, entered by ${actor.name}.`,
        at: now,
        recordedBy: actor.id,
        recordedByName: actor.name,
      });
      recorded.push({ row: linked!, created: true });
    }
    const notifications: NotificationJson[] = [];
    for (const incident of opened) {
      const first = recorded.find((r) => r.row.incidentId === incident.id)!.row;
      notifications.push(
        ...(await alert(tx, {
          school,
          incident,
          finding: findingOf(first),
          now,
          key: keys.get(incident.id)!,
        })),
      );
    }
    return { recorded, opened, notifications };
  });
}

/** What an incident and its alert say of a result: a result of the log, or a cell of 8.1 (plan-link.ts). */
export interface Finding {
  resultId: string;
  /** The sample's ID as the school wrote it ('' when 8.1's row has none). */
  sampleId: string;
  /** The incident's key: `sample:<sample id>`, or `plan-row:<row id>` for a row of 8.1 without one. */
  sourceKey: string;
  component: SupplyComponent;
  sampledOn: string;
  parameter: ParameterId;
  /** The value as the laboratory wrote it, with its qualifier ("<1"). */
  shown: string;
  unit: string;
}

export const findingOf = (r: ResultRow): Finding => ({
  resultId: r.id,
  sampleId: r.sampleId,
  // A row of 8.1 without a sample ID (client id `plan:<row id>:<test>`) is its own sample.
  sourceKey: r.sampleId ? `sample:${r.sampleId}` : `plan-row:${r.clientId.split(':')[1]}`,
  component: r.component as SupplyComponent,
  sampledOn: r.sampledOn,
  parameter: r.parameter as ParameterId,
  shown: `${r.qualifier ?? ''}${r.value}`,
  unit: r.unit,
});

const sampleName = (f: Pick<Finding, 'sampleId' | 'sampledOn'>) =>
  f.sampleId ? `sample ${f.sampleId}` : `the sample of ${f.sampledOn}`;

export async function openSampleIncident(
  tx: Executor,
  input: { school: { id: string }; actor: Actor; finding: Finding; now: Date },
): Promise<{ row: IncidentRow; created: boolean; reopened?: boolean }> {
  const { school, actor, finding, now } = input;
  const parameter = parameterOf(finding.parameter)!;
  const { sourceKey } = finding;
  const [created] = await tx
    .insert(incidents)
    .values({
      schoolId: school.id,
      kind: 'water_quality',
      status: 'open',
      title: `${parameter.label} over the limit in ${sampleName(finding)}`,
      whatHappened: `The water test of ${sampleName(finding)}, taken ${finding.sampledOn} (${finding.component.replace('_', ' ')}), found ${parameter.label} ${finding.shown} ${finding.unit}, over the limit.`,
      discoveredAt: now,
      sourceKey,
      openedBy: actor.id,
      openedByName: actor.name,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [incidents.schoolId, incidents.sourceKey] })
    .returning();
  if (created) return { row: created, created: true };
  // The sample's incident was closed and a new result of it is over the limit: it opens again, and the
  // one request whose update reopens it alerts again (the update is conditional on `closed`).
  const [reopened] = await tx
    .update(incidents)
    .set({
      status: 'open',
      closedAt: null,
      closedBy: null,
      updatedAt: now,
      version: sql`${incidents.version} + 1`,
    })
    .where(
      and(
        eq(incidents.schoolId, school.id),
        eq(incidents.sourceKey, sourceKey),
        eq(incidents.status, 'closed'),
      ),
    )
    .returning();
  if (reopened) {
    await tx.insert(incidentEvents).values({
      incidentId: reopened.id,
      schoolId: school.id,
      kind: 'reopened',
      text: `Opened again: a new result of ${sampleName(finding)} is over the limit.`,
      at: now,
      recordedBy: actor.id,
      recordedByName: actor.name,
    });
    return { row: reopened, created: true, reopened: true };
  }
  const [existing] = await tx
    .select()
    .from(incidents)
    .where(and(eq(incidents.schoolId, school.id), eq(incidents.sourceKey, sourceKey)));
  if (!existing) throw new Error('An incident vanished while a result was joining it');
  return { row: existing, created: false };
}

/** The key an incident's alerts are sent under: a reopened incident's first alert keys are taken. */
export const alertKey = (incident: { row: IncidentRow; reopened?: boolean }) =>
  incident.reopened
    ? `incident:${incident.row.id}:reopened:${incident.row.version}`
    : `incident:${incident.row.id}`;

/** The people told of a school's water-quality incident: its staff and the provider's staff. */
export async function incidentRecipients(db: Executor, schoolId: string): Promise<{ id: string }[]> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(or(schoolStaffWhere(schoolId), providerStaffWhere(schoolId)))
    .orderBy(asc(users.id));
}

export async function alert(
  tx: Executor,
  input: {
    school: { id: string; name: string };
    incident: IncidentRow;
    finding: Finding;
    now: Date;
    key: string;
  },
): Promise<NotificationJson[]> {
  const { school, incident, finding, now, key } = input;
  const parameter = parameterOf(finding.parameter)!;
  const facts = {
    schoolName: school.name,
    parameter,
    value: finding.shown,
    component: finding.component,
    sampleId: finding.sampleId,
    sampledOn: finding.sampledOn,
  };
  const text = alertText(facts);
  const textMi = alertTextMi(facts);
  // Issue 20: the alert in te reo Māori for a recipient whose language it is.
  const translations = { mi: { ...textMi, action_text: 'Huakina te aituā' } };
  const actionUrl = `/schools/${school.id}/incidents/${incident.id}`;
  const people = await incidentRecipients(tx, school.id);
  const inApp: CreateNotificationInput[] = [];
  for (const { id: userId } of people) {
    const prefs = await getPreferences(tx, userId);
    if (prefs.inAppNotifications && prefs.categories.water_testing !== false)
      inApp.push({
        userId,
        schoolId: school.id,
        title: text.title,
        message: text.message,
        type: 'error',
        category: SAFETY_ALERT.category,
        priority: SAFETY_ALERT.priority,
        actionRequired: true,
        actionUrl,
        actionText: 'Open the incident',
        translations,
        expiresAt: null,
        sourceKey: key,
        metadata: { incidentId: incident.id, resultId: finding.resultId },
        now,
      });
    // E-mail and SMS go through the delivery outbox, which applies the person's channel and category
    // switches and lets a safety alert through quiet hours and past the digest (jobs/deliveries.ts).
    for (const channel of ['email', 'sms'] as const)
      await scheduleNotification(tx, {
        userId,
        schoolId: school.id,
        channel,
        scheduledTime: now,
        now,
        sourceKey: `${key}:${userId}:${channel}`,
        payload: {
          title: text.title,
          message: text.message,
          type: 'error',
          category: SAFETY_ALERT.category,
          priority: SAFETY_ALERT.priority,
          action_required: true,
          action_url: actionUrl,
          action_text: 'Open the incident',
          translations,
          metadata: { incidentId: incident.id },
        },
      });
  }
  return createNotifications(tx, inApp);
}

/** The school's results, newest sample first (at most 1,000). */
export function listResults(db: Db, schoolId: string): Promise<ResultRow[]> {
  return db
    .select()
    .from(waterTestResults)
    .where(eq(waterTestResults.schoolId, schoolId))
    .orderBy(desc(waterTestResults.sampledOn), desc(waterTestResults.createdAt))
    .limit(1000);
}

/** Results 8.1 put in the log to alert on them (plan-link.ts) carry client ids with this prefix. */
export const PLAN_CELL = 'plan:';

/**
 * The log as the page, the report and the calendar read it: the school's results, 8.1's rows, the
 * supply's size from 1.1, and every sample in the form the monitoring rules take. Each result is read
 * once: a result of the log written into 8.1 (decision 033) is not read again from 8.1, and the copies of
 * 8.1's cells kept to alert on them stay out (8.1's row is read instead, as it now stands).
 */
export async function readLog(db: Db, schoolId: string, today: string) {
  const [stored, sections, busyDays] = await Promise.all([
    listResults(db, schoolId),
    db
      .select({ sectionId: planSections.sectionId, content: planSections.content })
      .from(planSections)
      .where(
        and(
          eq(planSections.schoolId, schoolId),
          inArray(planSections.sectionId, ['background', 'water-quality-monitoring']),
        ),
      ),
    db
      .select()
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.schoolId, schoolId),
          sql`(${calendarEvents.metadata}->>'peopleOnSite')::int > ${VARYING_POPULATION_ABOVE}`,
        ),
      ),
  ]);
  const content = (id: string) => sections.find((s) => s.sectionId === id)?.content;
  const results = stored.filter((r) => !r.clientId.startsWith(PLAN_CELL));
  const logged = results.map((r) => ({
    sampleId: r.sampleId,
    sampledOn: r.sampledOn,
    parameter: r.parameter as ParameterId,
    result: { qualifier: (r.qualifier as '<' | '>' | null) ?? null, value: r.value },
  }));
  const fromPlan = planResults(content('water-quality-monitoring')).filter((e) => !sameAsLogged(e, logged));
  const supply = classifySupply(content('background'));
  const predictedRises = risesOf(busyDays, supply.normal, today);
  const samples: LoggedSample[] = [
    ...results.map((r) => ({
      parameter: r.parameter as ParameterId,
      component: r.component as SupplyComponent,
      sampledOn: r.sampledOn,
      result: { qualifier: (r.qualifier as '<' | '>' | null) ?? null, value: r.value },
      mav: r.mav,
    })),
    ...fromPlan.map((r) => ({
      parameter: r.parameter,
      component: r.component,
      sampledOn: r.sampledOn,
      result: { qualifier: null, value: r.value },
      mav: null,
    })),
  ];
  return { results, fromPlan, supply, samples, predictedRises };
}

/** Above this many people on site, a supply that usually serves no more is under the Varying Population rules. */
export const VARYING_POPULATION_ABOVE = 100;

/**
 * The busy days ahead (calendar events with more than 100 people expected, repeats included, the next
 * 400 days) of a supply that usually serves 100 or fewer — or whose usual number 1.1 does not give yet:
 * an extra sample asked for is better than one missed. (DWQAR guidance p. 24.)
 */
function risesOf(
  events: (typeof calendarEvents.$inferSelect)[],
  normal: number | null,
  today: string,
): string[] {
  if (normal !== null && normal > VARYING_POPULATION_ABOVE) return [];
  const from = startOfNzDate(today);
  const to = new Date(from.getTime() + 400 * 86_400_000);
  const days = new Set<string>();
  for (const e of events) {
    if ((peopleOnSiteOf(e) ?? 0) <= VARYING_POPULATION_ABOVE) continue;
    for (const o of expandOccurrences(timingOf(e), from, to, 50)) days.add(nzDateOf(o.start));
  }
  return [...days].sort();
}

/**
 * What is due for the school's supply, for the calendar: the water-test log's "What is due next" (the
 * same rule as the page) and the supply's size (which says whether a yearly compliance report is due).
 */
export async function monitoringDue(
  db: Db,
  schoolId: string,
  today: string,
): Promise<{ due: DueItem[]; size: SupplySize | null }> {
  const log = await readLog(db, schoolId, today);
  return {
    due: dueNext({ samples: log.samples, today, size: log.supply.size, predictedRises: log.predictedRises }),
    size: log.supply.size,
  };
}
