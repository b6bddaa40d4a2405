/**
 * School isolation through HTTP: a real server and database. Every school-scoped endpoint is read from
 * /api/openapi.json, so a new endpoint is covered without anyone adding it here. Each role calls each of
 * them for a school it may not reach: the answer is 401/403/404, no body carries the other school's
 * data, and nothing about that school changes. The same requests succeed for someone who may make them.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expandOccurrences, type RecurrencePattern } from '../../domain/calendar';
import {
  activityLog,
  calendarCompletions,
  calendarEvents,
  calendarFeeds,
  contractorAssignments,
  contractorTaskPhotos,
  contractorTasks,
  incidentEvents,
  incidents,
  invitations,
  maintenanceLog,
  planFiles,
  planRevisions,
  planSections,
  preVisitQuestionnaires,
  schools,
  users,
  viewerAccess,
  visitReports,
  waterTestResults,
} from '../db/schema';
import {
  DEMO_LOGINS,
  type LoginRole,
  startTestServer,
  type TestSchool,
  type TestServer,
} from '../test/harness';
import {
  errorShapeProblems,
  fillPath,
  futureDate,
  type KnownValues,
  listOperations,
  type OpenApiDocument,
  type Operation,
  validValue,
} from '../test/openapi';

let s: TestServer;
let doc: OpenApiDocument;
let scoped: Operation[];
let adminCookie: string;
/** Contractors assigned nowhere: the `contractorId` of assignment requests. */
const spareContractor: Record<'first' | 'second', string> = { first: '', second: '' };

beforeAll(async () => {
  s = await startTestServer();
  const res = await s.request<OpenApiDocument>('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
  scoped = listOperations(doc).filter((op) => op.path.includes('{schoolId}'));
  adminCookie = await s.loginAs('admin');

  // The second school gets what the first has from the seed: an active contractor assignment and a
  // viewer, so every sub-resource id in a path is a real one of the school under attack.
  const other = await s.createAccount({ role: 'contractor', name: 'Otto Other Contractor' });
  const assigned = await s.request(`/api/schools/${s.schools.second.id}/contractor-assignments`, {
    method: 'POST',
    cookie: adminCookie,
    body: { contractorId: other.id },
  });
  expect(assigned.status).toBe(201);
  const invited = await s.request(`/api/schools/${s.schools.second.id}/invitations`, {
    method: 'POST',
    cookie: adminCookie,
    body: {
      email: 'viewer-two@example.nz',
      name: 'Vic Viewer Two',
      role: 'viewer',
      expiresAt: futureDate(30),
    },
  });
  expect(invited.status).toBe(201);
  // Each school gets a saved plan section (a revision) and an attachment, so plan ids in paths are real.
  for (const key of ['first', 'second'] as const) {
    const id = s.schools[key].id;
    const section = await s.request(`/api/schools/${id}/plan/sections/background`, { cookie: adminCookie });
    const saved = await s.request(`/api/schools/${id}/plan/sections/background`, {
      method: 'PUT',
      cookie: adminCookie,
      body: {
        version: section.body.version,
        content: { ...section.body.content, address: `Address ${key}` },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const uploaded = await uploadPng(id);
    expect(uploaded.status).toBe(201);
  }
  spareContractor.first = (await s.createAccount({ role: 'contractor', name: 'Spare One' })).id;
  spareContractor.second = (await s.createAccount({ role: 'contractor', name: 'Spare Two' })).id;
});

afterAll(() => s?.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Attachment uploads are multipart: the one operation whose body is not JSON. */
const isUpload = (op: Operation) => op.method === 'POST' && op.path.endsWith('/plan/files');

function uploadPng(schoolParam: string, cookie = adminCookie) {
  const form = new FormData();
  form.append('file', new Blob([PNG]), 'schematic.png');
  form.append('sectionId', 'aerial-schematic');
  form.append('fieldName', 'schematic');
  return fetch(`${s.url}/api/schools/${encodeURIComponent(schoolParam)}/plan/files`, {
    method: 'POST',
    headers: { ...(cookie ? { cookie } : {}), origin: s.origin },
    body: form,
  });
}

/** Sends a generated call: JSON through the harness, uploads as multipart. */
async function send(call: Call, cookie: string | undefined) {
  if (!isUpload(call.op)) return s.request(call.path, { method: call.op.method, cookie, body: call.body });
  const schoolParam = decodeURIComponent(call.path.split('/')[3]!);
  const res = await uploadPng(schoolParam, cookie ?? '');
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, text, body, headers: res.headers };
}

type Key = 'first' | 'second';

/**
 * The school's calendar fixture, made when missing: a daily event with its last occurrence done, and a
 * completion photo. The event's version is kept equal to the school's, because the generated PUT of an
 * event sends the one `version` this test knows (the school's). Called by `schoolState` before it reads,
 * so making it never counts as a change.
 */
async function calendarFixture(schoolId: string) {
  const [school] = await s.db
    .select({ version: schools.version })
    .from(schools)
    .where(eq(schools.id, schoolId));
  const fixture = and(
    eq(calendarEvents.schoolId, schoolId),
    sql`${calendarEvents.metadata}->>'isolationFixture' = 'true'`,
  );
  let [event] = await s.db.select().from(calendarEvents).where(fixture).limit(1);
  if (!event) {
    [event] = await s.db
      .insert(calendarEvents)
      .values({
        schoolId,
        title: 'Inspect tank screens',
        category: 'maintenance',
        startDate: new Date('2026-03-02T20:00:00Z'),
        durationMinutes: 30,
        recurrencePattern: { freq: 'daily', interval: 1, count: 30 },
        reminderSettings: { enabled: false, minutes_before: 60, channels: [] },
        metadata: { isolationFixture: true },
        version: school!.version,
      })
      .returning();
  } else if (event.version !== school!.version) {
    await s.db
      .update(calendarEvents)
      .set({ version: school!.version })
      .where(eq(calendarEvents.id, event.id));
  }
  const occurrences = expandOccurrences(
    {
      startDate: event!.startDate,
      allDay: event!.allDay,
      durationMinutes: event!.durationMinutes,
      recurrencePattern: event!.recurrencePattern as RecurrencePattern | null,
    },
    event!.startDate,
    new Date(event!.startDate.getTime() + 400 * 86_400_000),
  );
  let completions = await s.db
    .select()
    .from(calendarCompletions)
    .where(eq(calendarCompletions.eventId, event!.id));
  if (!completions.length && occurrences.length > 1) {
    completions = await s.db
      .insert(calendarCompletions)
      .values({
        eventId: event!.id,
        schoolId,
        occurrenceStart: occurrences.at(-1)!.start,
        completionDate: occurrences.at(-1)!.start,
      })
      .returning();
  }
  const done = new Set(completions.map((c) => c.occurrenceStart.getTime()));
  const open = occurrences.find((o) => !done.has(o.start.getTime()));
  let [photo] = await s.db
    .select({ id: planFiles.id })
    .from(planFiles)
    .where(and(eq(planFiles.schoolId, schoolId), eq(planFiles.sectionId, 'calendar')))
    .limit(1);
  if (!photo) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'tank-screen.png');
    const res = await fetch(`${s.url}/api/schools/${schoolId}/calendar/photos`, {
      method: 'POST',
      headers: { cookie: adminCookie, origin: s.origin },
      body: form,
    });
    expect(res.status).toBe(201);
    photo = (await res.json()) as { id: string };
  }
  return {
    eventId: event!.id,
    completionId: completions[0]?.id ?? 'no-completion',
    occurrenceStart: (open ?? occurrences[0])?.start.toISOString() ?? event!.startDate.toISOString(),
    fileId: photo.id,
  };
}

/** An incident of the school, made when missing (like the calendar fixture, before any state is read). */
async function incidentFixture(schoolId: string) {
  let [incident] = await s.db
    .select({ id: incidents.id })
    .from(incidents)
    .where(eq(incidents.schoolId, schoolId))
    .limit(1);
  if (!incident)
    [incident] = await s.db
      .insert(incidents)
      .values({
        schoolId,
        kind: 'other',
        title: 'Fixture incident',
        whatHappened: 'Made by the isolation test',
        discoveredAt: new Date(),
        openedByName: 'Isolation test',
      })
      .returning({ id: incidents.id });
  return incident!;
}

/**
 * Contractor work of the school (issue 19a), made when missing: a task, a draft visit report by the admin
 * (who makes the generated requests) and a submitted one (to review), and a visit-report photo. The task's
 * and the draft's versions are kept equal to the school's, as the calendar fixture's, because the
 * generated requests send the one `version` this test knows.
 */
async function contractorWorkFixture(schoolId: string) {
  const [school] = await s.db
    .select({ version: schools.version })
    .from(schools)
    .where(eq(schools.id, schoolId));
  const version = school!.version;
  const adminId = await s.userId(DEMO_LOGINS.admin);
  let [task] = await s.db
    .select({ id: contractorTasks.id, version: contractorTasks.version })
    .from(contractorTasks)
    .where(
      and(eq(contractorTasks.schoolId, schoolId), eq(contractorTasks.createdByName, 'Isolation fixture')),
    )
    .limit(1);
  if (!task)
    [task] = await s.db
      .insert(contractorTasks)
      .values({
        schoolId,
        source: 'request',
        title: 'Fixture task',
        scheduledDate: '2026-12-01',
        createdByName: 'Isolation fixture',
        version,
      })
      .returning({ id: contractorTasks.id, version: contractorTasks.version });
  else if (task.version !== version)
    await s.db.update(contractorTasks).set({ version }).where(eq(contractorTasks.id, task.id));
  const report = async (status: 'draft' | 'submitted') => {
    let [row] = await s.db
      .select({ id: visitReports.id, version: visitReports.version })
      .from(visitReports)
      .where(
        and(
          eq(visitReports.schoolId, schoolId),
          eq(visitReports.status, status),
          eq(visitReports.contractorId, adminId),
          eq(visitReports.findings, 'Isolation fixture'),
        ),
      )
      .limit(1);
    if (!row)
      [row] = await s.db
        .insert(visitReports)
        .values({
          schoolId,
          contractorId: adminId,
          contractorName: 'Isolation fixture',
          status,
          visitDate: '2026-11-20',
          component: 'Storage tank',
          workDone: 'Cleaned the tank',
          findings: 'Isolation fixture',
          submittedAt: status === 'submitted' ? new Date() : null,
          version,
        })
        .returning({ id: visitReports.id, version: visitReports.version });
    else if (row.version !== version)
      await s.db.update(visitReports).set({ version }).where(eq(visitReports.id, row.id));
    return row!.id;
  };
  // The pre-visit questionnaire, its version kept equal to the school's too.
  const [questionnaire] = await s.db
    .select({ id: preVisitQuestionnaires.id, version: preVisitQuestionnaires.version })
    .from(preVisitQuestionnaires)
    .where(eq(preVisitQuestionnaires.schoolId, schoolId));
  if (!questionnaire)
    await s.db
      .insert(preVisitQuestionnaires)
      .values({ schoolId, email: 'fixture@example.nz', updatedByName: 'Isolation fixture', version });
  else if (questionnaire.version !== version)
    await s.db
      .update(preVisitQuestionnaires)
      .set({ version })
      .where(eq(preVisitQuestionnaires.id, questionnaire.id));
  const draftId = await report('draft');
  const submittedId = await report('submitted');
  let [photo] = await s.db
    .select({ id: planFiles.id })
    .from(planFiles)
    .where(and(eq(planFiles.schoolId, schoolId), eq(planFiles.sectionId, 'visit-report')))
    .limit(1);
  if (!photo) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'visit.png');
    const res = await fetch(`${s.url}/api/schools/${schoolId}/visit-report-photos`, {
      method: 'POST',
      headers: { cookie: adminCookie, origin: s.origin },
      body: form,
    });
    expect(res.status).toBe(201);
    photo = (await res.json()) as { id: string };
  }
  // Issue 19d: a photo on the fixture task, put back when a request took it off.
  let [taskPhoto] = await s.db
    .select({ id: contractorTaskPhotos.fileId })
    .from(contractorTaskPhotos)
    .where(and(eq(contractorTaskPhotos.schoolId, schoolId), eq(contractorTaskPhotos.taskId, task!.id)))
    .limit(1);
  if (!taskPhoto) {
    const form = new FormData();
    form.append('stage', 'before');
    form.append('file', new Blob([new Uint8Array(PNG)]), 'task.png');
    const res = await fetch(`${s.url}/api/schools/${schoolId}/contractor-tasks/${task!.id}/photos`, {
      method: 'POST',
      headers: { cookie: adminCookie, origin: s.origin },
      body: form,
    });
    expect(res.status).toBe(201);
    taskPhoto = (await res.json()) as { id: string };
  }
  return {
    taskId: task!.id,
    reportId: draftId,
    submittedReportId: submittedId,
    visitPhotoId: photo.id,
    taskPhotoId: taskPhoto.id,
  };
}

/** Real ids of the target school, for the parameters and body fields the requests need. */
async function knownValues(key: Key): Promise<KnownValues> {
  const school = s.schools[key];
  const calendar = await calendarFixture(school.id);
  const [assignment] = await s.db
    .select({ id: contractorAssignments.id })
    .from(contractorAssignments)
    .where(
      and(
        eq(contractorAssignments.schoolId, school.id),
        eq(contractorAssignments.assignmentStatus, 'active'),
      ),
    )
    .orderBy(asc(contractorAssignments.assignedDate))
    .limit(1);
  const [access] = await s.db
    .select({ id: viewerAccess.id })
    .from(viewerAccess)
    .where(and(eq(viewerAccess.schoolId, school.id), isNull(viewerAccess.revokedAt)))
    .orderBy(asc(viewerAccess.createdAt))
    .limit(1);
  const [row] = await s.db
    .select({ version: schools.version })
    .from(schools)
    .where(eq(schools.id, school.id));
  const [viewerUser] = await s.db
    .select({ userId: viewerAccess.userId })
    .from(viewerAccess)
    .where(and(eq(viewerAccess.schoolId, school.id), isNull(viewerAccess.revokedAt)))
    .limit(1);
  const [section] = await s.db
    .select({ version: planSections.version })
    .from(planSections)
    .where(and(eq(planSections.schoolId, school.id), eq(planSections.sectionId, 'background')));
  const [revision] = await s.db
    .select({ id: planRevisions.id })
    .from(planRevisions)
    .where(and(eq(planRevisions.schoolId, school.id), eq(planRevisions.sectionId, 'background')))
    .limit(1);
  const [file] = await s.db
    .select({ id: planFiles.id })
    .from(planFiles)
    .where(eq(planFiles.schoolId, school.id))
    .limit(1);
  const incident = await incidentFixture(school.id);
  const work = await contractorWorkFixture(school.id);
  const justNow = () => new Date(Date.now() - 60_000).toISOString();
  return {
    // Water-test and incident requests: a valid result, a laboratory file, times in the past.
    waterTests: {
      clientId: () => randomUUID(),
      sampleId: 'ISO-1',
      component: 'treatment_plant',
      componentId: 'TP01',
      sampledOn: '2026-01-05',
      laboratory: 'Lab',
      parameter: 'turbidity',
      value: '0.3',
      unit: 'NTU',
      mav: null,
      notes: null,
      csv: 'Sample ID,Supply component,Date,Laboratory,Parameter,Result\nISO-2,tap,2026-01-05,Lab,pH,7.2\n',
    },
    incidentId: incident.id,
    // An incident event's clientId (the offline queue's): a new uuid per request.
    clientId: () => randomUUID(),
    discoveredAt: justNow,
    at: justNow,
    notifiedAt: justNow,
    plan: {
      // Issue 19, plan approval: today's date, a minute reference and the school's viewer as approver.
      approvedOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date()),
      minuteReference: 'Board minutes, item 6',
      approverUserIds: viewerUser ? [viewerUser.userId] : [],
      sectionId: 'background',
      version: section?.version ?? 0,
      revisionId: revision?.id ?? 'no-revision',
      fileId: file?.id ?? 'no-file',
      content: {},
    },
    schoolId: school.id,
    // Issue 19: a place in New Zealand for the provider's map.
    lat: -41.29,
    lng: 174.78,
    assignmentId: assignment?.id ?? 'no-active-assignment',
    accessId: access?.id ?? 'no-viewer-access',
    contractorId: spareContractor[key],
    version: row!.version,
    // Calendar: real ids, an occurrence not yet done, a window, a repeat end and a date of work done.
    ...calendar,
    from: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    to: new Date(Date.now() + 90 * 86_400_000).toISOString(),
    until: futureDate(400),
    completionDate: new Date().toISOString(),
    photos: [{ id: calendar.fileId }],
    // Contractor work (issue 19a): a task, a draft report of the admin, no offered work, no photos or tasks named.
    ...work,
    sourceKey: undefined,
    taskIds: [],
    photoIds: [],
  };
}

interface Call {
  op: Operation;
  path: string;
  body?: unknown;
}

/** One plausible, valid request per operation, addressed to the school by `schoolParam`. */
function callsFor(knownValues: KnownValues, schoolParam: string): Call[] {
  return scoped.map((op) => {
    // Plan operations take the plan's ids and the section's version, not the school's.
    const known = op.path.includes('/plan/')
      ? { ...knownValues, ...(knownValues.plan as KnownValues) }
      : op.path.includes('/water-tests')
        ? { ...knownValues, ...(knownValues.waterTests as KnownValues) }
        : op.path.endsWith('/review')
          ? { ...knownValues, reportId: knownValues.submittedReportId }
          : op.path.includes('/visit-report-photos/')
            ? { ...knownValues, fileId: knownValues.visitPhotoId }
            : op.path.includes('/contractor-tasks/{taskId}/photos/')
              ? { ...knownValues, fileId: knownValues.taskPhotoId }
              : knownValues;
    const values: Record<string, string> = {};
    for (const p of op.pathParams) values[p.name] = String(validValue(doc, p.schema, p.name, known));
    values.schoolId = schoolParam;
    const query = new URLSearchParams();
    for (const p of op.queryParams) query.set(p.name, String(validValue(doc, p.schema, p.name, known)));
    const qs = query.toString();
    const body = op.body ? validValue(doc, op.body, 'body', known) : undefined;
    return { op, path: fillPath(op.path, values) + (qs ? `?${qs}` : ''), body };
  });
}

/** Everything about a school that a request could change. */
async function schoolState(schoolId: string) {
  await calendarFixture(schoolId);
  await incidentFixture(schoolId);
  await contractorWorkFixture(schoolId);
  const [school] = await s.db.select().from(schools).where(eq(schools.id, schoolId));
  const state = {
    school,
    assignments: await s.db
      .select()
      .from(contractorAssignments)
      .where(eq(contractorAssignments.schoolId, schoolId))
      .orderBy(asc(contractorAssignments.id)),
    viewers: await s.db
      .select()
      .from(viewerAccess)
      .where(eq(viewerAccess.schoolId, schoolId))
      .orderBy(asc(viewerAccess.id)),
    invitations: await s.db
      .select()
      .from(invitations)
      .where(eq(invitations.schoolId, schoolId))
      .orderBy(asc(invitations.id)),
    maintenance: await s.db
      .select()
      .from(maintenanceLog)
      .where(eq(maintenanceLog.schoolId, schoolId))
      .orderBy(asc(maintenanceLog.id)),
    waterTests: await s.db
      .select()
      .from(waterTestResults)
      .where(eq(waterTestResults.schoolId, schoolId))
      .orderBy(asc(waterTestResults.id)),
    incidents: await s.db
      .select()
      .from(incidents)
      .where(eq(incidents.schoolId, schoolId))
      .orderBy(asc(incidents.id)),
    incidentEvents: await s.db
      .select()
      .from(incidentEvents)
      .where(eq(incidentEvents.schoolId, schoolId))
      .orderBy(asc(incidentEvents.id)),
    contractorTasks: await s.db
      .select()
      .from(contractorTasks)
      .where(eq(contractorTasks.schoolId, schoolId))
      .orderBy(asc(contractorTasks.id)),
    visitReports: await s.db
      .select()
      .from(visitReports)
      .where(eq(visitReports.schoolId, schoolId))
      .orderBy(asc(visitReports.id)),
    questionnaire: await s.db
      .select()
      .from(preVisitQuestionnaires)
      .where(eq(preVisitQuestionnaires.schoolId, schoolId)),
    people: await s.db.select().from(users).where(eq(users.schoolId, schoolId)).orderBy(asc(users.id)),
    plan: await s.db
      .select()
      .from(planSections)
      .where(eq(planSections.schoolId, schoolId))
      .orderBy(asc(planSections.sectionId)),
    revisions: await s.db
      .select()
      .from(planRevisions)
      .where(eq(planRevisions.schoolId, schoolId))
      .orderBy(asc(planRevisions.id)),
    files: await s.db
      .select()
      .from(planFiles)
      .where(eq(planFiles.schoolId, schoolId))
      .orderBy(asc(planFiles.id)),
    calendarEvents: await s.db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.schoolId, schoolId))
      .orderBy(asc(calendarEvents.id)),
    calendarCompletions: await s.db
      .select()
      .from(calendarCompletions)
      .where(eq(calendarCompletions.schoolId, schoolId))
      .orderBy(asc(calendarCompletions.id)),
    calendarFeed: await s.db.select().from(calendarFeeds).where(eq(calendarFeeds.schoolId, schoolId)),
    activity: (
      await s.db.select({ n: count() }).from(activityLog).where(eq(activityLog.schoolId, schoolId))
    )[0]!.n,
  };
  return JSON.parse(JSON.stringify(state));
}

/** Strings that must not appear in an answer to someone who may not reach the school. */
async function secretsOf(school: TestSchool): Promise<string[]> {
  const people = await s.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.schoolId, school.id));
  const [now] = await s.db.select().from(schools).where(eq(schools.id, school.id));
  const names = [school.name, school.slug, ...school.legacyIds, now!.name, now!.slug, ...now!.legacyIds];
  return [...new Set([school.id, ...names, ...people.flatMap((p) => [p.email, p.name])])];
}

async function expectRefused(who: string, cookie: string | undefined, target: Key, allowed: number[]) {
  const school = s.schools[target];
  const secrets = await secretsOf(school);
  const before = await schoolState(school.id);
  const known = await knownValues(target);
  const failures: string[] = [];
  let calls = 0;
  for (const param of [school.id, school.slug, school.legacyIds[0]!]) {
    for (const call of callsFor(known, param)) {
      calls++;
      const res = await send(call, cookie);
      const what = `${who} ${call.op.method} ${call.path}`;
      if (!allowed.includes(res.status)) failures.push(`${what}: ${res.status} ${res.text.slice(0, 200)}`);
      const shape = errorShapeProblems(res.body);
      if (shape.length) failures.push(`${what}: error shape: ${shape.join('; ')}`);
      for (const secret of secrets)
        if (res.text.includes(secret)) failures.push(`${what}: the answer contains "${secret}"`);
    }
  }
  expect(failures).toEqual([]);
  expect(calls).toBe(scoped.length * 3);
  // Nothing about the school changed.
  expect(await schoolState(school.id)).toEqual(before);
}

async function schoolIdsListed(cookie: string): Promise<string[]> {
  const res = await s.request<{ schools: { id: string }[] }>('/api/schools', { cookie });
  expect(res.status).toBe(200);
  return res.body.schools.map((x) => x.id).sort();
}

describe('the OpenAPI document lists the school-scoped endpoints', () => {
  test('every school-scoped endpoint lives under /api/schools/{schoolId}, and there are several', () => {
    expect(scoped.length).toBeGreaterThanOrEqual(8);
    for (const op of scoped) expect(op.path.startsWith('/api/schools/{schoolId}'), op.label).toBe(true);
    // Nothing school-scoped hides outside the prefix under another parameter name.
    const all = listOperations(doc);
    for (const op of all)
      for (const p of op.pathParams) if (/school/i.test(p.name)) expect(p.name, op.label).toBe('schoolId');
  });
});

describe('within a school they reach, each role may do only what the policy says', () => {
  const detail = async (cookie: string, key: Key) =>
    s.request<{ school: { id: string; name: string }; actions: string[] }>(
      `/api/schools/${s.schools[key].id}`,
      { cookie },
    );

  test.each<[LoginRole, Key, string[]]>([
    ['admin', 'first', ['read', 'write', 'manage', 'maintain']],
    ['admin', 'second', ['read', 'write', 'manage', 'maintain']],
    ['waikura', 'first', ['read', 'manage']],
    ['waikura', 'second', ['read', 'manage']],
    ['principal', 'first', ['read', 'write']],
    ['school_admin', 'first', ['read', 'write']],
    ['school', 'first', ['read', 'write']],
    ['principal2', 'second', ['read', 'write']],
    ['contractor', 'first', ['read', 'maintain']],
    ['viewer', 'first', ['read']],
  ])('%s reads the %s school with actions %j', async (role, key, actions) => {
    const res = await detail(await s.loginAs(role), key);
    expect(res.status).toBe(200);
    expect(res.body.school).toMatchObject({ id: s.schools[key].id, name: s.schools[key].name });
    expect(res.body.actions).toEqual(actions);
  });

  test('waikura staff manage but do not write or maintain', async () => {
    const cookie = await s.loginAs('waikura');
    const id = s.schools.second.id;
    expect((await s.request(`/api/schools/${id}/people`, { cookie })).status).toBe(200);
    expect((await s.request(`/api/schools/${id}/activity`, { cookie })).status).toBe(200);
    const patch = await s.request(`/api/schools/${id}`, {
      method: 'PATCH',
      cookie,
      body: { version: 1, region: 'Otago' },
    });
    expect(patch.status).toBe(403);
    const log = await s.request(`/api/schools/${id}/maintenance-log`, {
      method: 'POST',
      cookie,
      body: { performedOn: '2026-11-01', component: 'Storage tank', workDone: 'Cleaned the tank' },
    });
    expect(log.status).toBe(403);
  });

  test.each<LoginRole>(['principal', 'school_admin', 'school'])(
    '%s writes but does not manage or maintain their school',
    async (role) => {
      const cookie = await s.loginAs(role);
      const id = s.schools.first.id;
      expect((await s.request(`/api/schools/${id}/people`, { cookie })).status).toBe(403);
      expect((await s.request(`/api/schools/${id}/activity`, { cookie })).status).toBe(403);
      const invite = await s.request(`/api/schools/${id}/invitations`, {
        method: 'POST',
        cookie,
        body: { email: `by-${role}@example.nz`, name: 'Someone', role: 'principal' },
      });
      expect(invite.status).toBe(403);
      const log = await s.request(`/api/schools/${id}/maintenance-log`, {
        method: 'POST',
        cookie,
        body: { performedOn: '2026-11-01', component: 'Storage tank', workDone: 'Cleaned the tank' },
      });
      expect(log.status).toBe(403);
      const [row] = await s.db.select({ version: schools.version }).from(schools).where(eq(schools.id, id));
      const patch = await s.request(`/api/schools/${id}`, {
        method: 'PATCH',
        cookie,
        body: { version: row!.version, region: `Waikato ${role}` },
      });
      expect(patch.status).toBe(200);
      expect(patch.body.region).toBe(`Waikato ${role}`);
    },
  );

  test('an assigned contractor reads and records maintenance, but does not write or manage', async () => {
    const cookie = await s.loginAs('contractor');
    const id = s.schools.first.id;
    const log = await s.request(`/api/schools/${id}/maintenance-log`, {
      method: 'POST',
      cookie,
      body: { performedOn: '2026-11-01', component: 'UV unit', workDone: 'Replaced the UV lamp' },
    });
    expect(log.status).toBe(201);
    const list = await s.request(`/api/schools/${id}/maintenance-log`, { cookie });
    expect(list.status).toBe(200);
    expect(list.body.canRecord).toBe(true);
    expect(list.body.entries.map((e: { workDone: string }) => e.workDone)).toContain('Replaced the UV lamp');
    expect(
      (await s.request(`/api/schools/${id}`, { method: 'PATCH', cookie, body: { version: 1, region: 'x' } }))
        .status,
    ).toBe(403);
    expect((await s.request(`/api/schools/${id}/people`, { cookie })).status).toBe(403);
  });

  test('a viewer reads, and nothing else', async () => {
    const cookie = await s.loginAs('viewer');
    const id = s.schools.first.id;
    const list = await s.request(`/api/schools/${id}/maintenance-log`, { cookie });
    expect(list.status).toBe(200);
    expect(list.body.canRecord).toBe(false);
    expect(
      (await s.request(`/api/schools/${id}`, { method: 'PATCH', cookie, body: { version: 1, region: 'x' } }))
        .status,
    ).toBe(403);
    expect((await s.request(`/api/schools/${id}/people`, { cookie })).status).toBe(403);
    const log = await s.request(`/api/schools/${id}/maintenance-log`, {
      method: 'POST',
      cookie,
      body: { performedOn: '2026-11-01', component: 'UV unit', workDone: 'Looked at it' },
    });
    expect(log.status).toBe(403);
  });

  test('school lists are scoped to the schools each role reaches', async () => {
    const first = s.schools.first.id;
    const second = s.schools.second.id;
    const both = [first, second].sort();
    expect(await schoolIdsListed(await s.loginAs('admin'))).toEqual(both);
    expect(await schoolIdsListed(await s.loginAs('waikura'))).toEqual(both);
    expect(await schoolIdsListed(await s.loginAs('principal'))).toEqual([first]);
    expect(await schoolIdsListed(await s.loginAs('school'))).toEqual([first]);
    expect(await schoolIdsListed(await s.loginAs('principal2'))).toEqual([second]);
    expect(await schoolIdsListed(await s.loginAs('contractor'))).toEqual([first]);
    expect(await schoolIdsListed(await s.loginAs('viewer'))).toEqual([first]);
    expect((await s.request('/api/schools')).status).toBe(401);
  });
});

describe('every school-scoped endpoint refuses a school the caller may not reach', () => {
  test('anonymous: 401 for both schools', async () => {
    await expectRefused('anonymous', undefined, 'first', [401]);
    // A new minute: anonymous writes are limited per address (decision 020), and two schools' worth of
    // every school-scoped write is more than one minute's allowance.
    s.clock.advance(61_000);
    await expectRefused('anonymous', undefined, 'second', [401]);
  });

  test.each<[LoginRole, Key]>([
    ['principal', 'second'],
    ['school_admin', 'second'],
    ['school', 'second'],
    ['principal2', 'first'],
    ['contractor', 'second'],
    ['viewer', 'second'],
  ])('%s → the %s school', async (role, target) => {
    await expectRefused(role, await s.loginAs(role), target, [403, 404]);
  });

  test('a bearer token is held to the same rules as a cookie', async () => {
    const result = await s.login('principal@demo.waikura.nz', s.password);
    expect(result.bearer).toBeTruthy();
    const own = await s.request(`/api/schools/${s.schools.first.id}`, { bearer: result.bearer });
    expect(own.status).toBe(200);
    await expectRefusedBearer(result.bearer!);
  });

  async function expectRefusedBearer(bearer: string) {
    const known = await knownValues('second');
    for (const call of callsFor(known, s.schools.second.id)) {
      const res = await s.request(call.path, { method: call.op.method, bearer, body: call.body });
      expect([403, 404], `${call.op.method} ${call.path}`).toContain(res.status);
      expect(res.text).not.toContain(s.schools.second.name);
    }
  }

  test('contractor → the first school, once the assignment has ended (with the same session)', async () => {
    const cookie = await s.loginAs('contractor');
    const mine = await s.request('/api/contractor/assignments', { cookie });
    expect(mine.body.assignments.map((a: { schoolId: string }) => a.schoolId)).toEqual([s.schools.first.id]);
    expect((await s.request(`/api/schools/${s.schools.first.id}`, { cookie })).status).toBe(200);

    const { assignmentId } = await knownValues('first');
    const ended = await s.request(
      `/api/schools/${s.schools.first.id}/contractor-assignments/${assignmentId}/end`,
      {
        method: 'POST',
        cookie: adminCookie,
      },
    );
    expect(ended.status).toBe(200);

    await expectRefused('contractor (assignment ended)', cookie, 'first', [403, 404]);
    expect(await schoolIdsListed(cookie)).toEqual([]);
    expect((await s.request('/api/contractor/assignments', { cookie })).body.assignments).toEqual([]);
  });

  test('viewer → the first school, once the access has expired (with the same session)', async () => {
    const cookie = await s.loginAs('viewer');
    expect((await s.request(`/api/schools/${s.schools.first.id}`, { cookie })).status).toBe(200);
    s.clock.advance(31 * 86_400_000);
    try {
      await expectRefused('viewer (access expired)', cookie, 'first', [403, 404]);
      expect(await schoolIdsListed(cookie)).toEqual([]);
    } finally {
      s.clock.reset();
    }
    expect((await s.request(`/api/schools/${s.schools.first.id}`, { cookie })).status).toBe(200);
  });

  test('viewer → the first school, once the access has been revoked (with the same session)', async () => {
    const cookie = await s.loginAs('viewer');
    const { accessId } = await knownValues('first');
    const revoked = await s.request(`/api/schools/${s.schools.first.id}/viewer-access/${accessId}/revoke`, {
      method: 'POST',
      cookie: adminCookie,
    });
    expect(revoked.status).toBe(200);
    await expectRefused('viewer (access revoked)', cookie, 'first', [403, 404]);
    expect(await schoolIdsListed(cookie)).toEqual([]);
  });
});

describe('the same requests succeed for someone allowed to make them', () => {
  test('admin makes every generated request to the second school and each one succeeds', async () => {
    const failures: string[] = [];
    // Requests one at a time, each with fresh ids: an ended assignment or a new version changes them.
    for (let i = 0; i < scoped.length; i++) {
      const call = callsFor(await knownValues('second'), s.schools.second.id)[i]!;
      const res = await send(call, adminCookie);
      if (res.status < 200 || res.status > 299)
        failures.push(`${call.op.method} ${call.path}: ${res.status} ${res.text.slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
  });

  test('what is read about one school carries nothing of another: every list is scoped to its school', async () => {
    // The requests above left the second school with maintenance, invitations, assignments and activity.
    const secrets = await secretsOf(s.schools.second);
    const reads = callsFor(await knownValues('first'), s.schools.first.id).filter(
      (c) => c.op.method === 'GET',
    );
    expect(reads.length).toBeGreaterThanOrEqual(4);
    for (const call of reads) {
      const res = await s.request(call.path, { cookie: adminCookie });
      expect(res.status, call.path).toBe(200);
      for (const secret of secrets)
        expect(res.text, `${call.op.label} contains "${secret}"`).not.toContain(secret);
    }
  });
});
