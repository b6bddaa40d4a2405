/**
 * Incidents (issue 16): the record of a school's bad day. Anyone who reads the school sees its incidents;
 * school staff and provider staff open them, record each step, the notification to Taumata Arowai and
 * follow-up samples, and close them with what was learnt (`canRespondToIncidents`, decision 027). Every
 * step is an `incident_events` row and an activity-log entry, each with its time.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { incidentClock } from '../../../domain/water-testing/incident-clock';
import { incidentContacts, incidentSteps } from '../../../domain/water-testing/incident-steps';
import { incidentEvents, incidents, planSections, schools, waterTestResults } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import type { Deps } from '../../lib/context';
import {
  badRequest,
  conflict,
  errorResponses,
  forbidden,
  instant,
  jsonBody,
  jsonContent,
  notFound,
} from '../../lib/http';
import { requireProvider, requireSchool } from '../../policy/middleware';
import { canRespondToIncidents } from '../../policy/policy';
import { recordActivity } from '../activity/service';
import { SchoolIdParam } from '../schools/schemas';

const tags = ['Incidents'];
export const INCIDENT_KINDS = ['water_quality', 'supply_interruption', 'other'] as const;
const REGULATOR_CHANNELS = ['hinekorako', 'phone_24_7', 'email', 'other'] as const;
const EVENT_KINDS = ['step', 'note', 'follow_up_sample'] as const;

const IncidentParams = SchoolIdParam.extend({
  incidentId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'incidentId', in: 'path' } }),
});

const text = (max: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Use at most ${max} characters.` });
const moment = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).openapi({ example: '2026-11-25T08:30:00+13:00' });

const Clock = z.object({
  elapsedMs: z.number(),
  text: z.string(),
  notifyBy: instant(),
  notifyOverdue: z.boolean(),
});

const Summary = z
  .object({
    id: z.string(),
    schoolId: z.string(),
    kind: z.string(),
    status: z.string(),
    title: z.string(),
    whatHappened: z.string(),
    discoveredAt: instant(),
    openedByName: z.string(),
    regulatorNotifiedAt: instant().nullable(),
    regulatorNotifiedHow: z.string().nullable(),
    regulatorReference: z.string().nullable(),
    lessonsLearnt: z.string().nullable(),
    closedAt: instant().nullable(),
    clock: Clock,
  })
  .openapi('IncidentSummary');

const Event = z.object({
  id: z.string(),
  kind: z.string(),
  text: z.string(),
  at: instant(),
  recordedByName: z.string(),
});

const Detail = Summary.extend({
  events: z.array(Event),
  results: z.array(
    z.object({
      id: z.string(),
      sampleId: z.string(),
      parameter: z.string(),
      qualifier: z.string().nullable(),
      value: z.number(),
      unit: z.string(),
      sampledOn: z.string(),
      component: z.string(),
      status: z.string(),
    }),
  ),
  steps: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      detail: z.string(),
      fromPlan: z.boolean(),
      source: z.string().optional(),
    }),
  ),
  contacts: z.array(
    z.object({
      name: z.string(),
      role: z.string(),
      phone: z.string(),
      email: z.string(),
      whenToCall: z.string(),
    }),
  ),
  canRespond: z.boolean(),
}).openapi('IncidentDetail');

type IncidentRow = typeof incidents.$inferSelect;

function summary(row: IncidentRow, now: Date) {
  return {
    id: row.id,
    schoolId: row.schoolId,
    kind: row.kind,
    status: row.status,
    title: row.title,
    whatHappened: row.whatHappened,
    discoveredAt: row.discoveredAt,
    openedByName: row.openedByName,
    regulatorNotifiedAt: row.regulatorNotifiedAt,
    regulatorNotifiedHow: row.regulatorNotifiedHow,
    regulatorReference: row.regulatorReference,
    lessonsLearnt: row.lessonsLearnt,
    closedAt: row.closedAt,
    clock: incidentClock({
      discoveredAt: row.discoveredAt,
      now,
      regulatorNotifiedAt: row.regulatorNotifiedAt,
      closedAt: row.closedAt,
    }),
  };
}

const listRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/incidents',
  tags,
  summary: "The school's incidents, open ones first",
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam },
  responses: {
    200: jsonContent(z.object({ incidents: z.array(Summary), canRespond: z.boolean() }), 'Incidents'),
    ...errorResponses,
  },
});

const OpenInput = z
  .strictObject({
    kind: z.enum(INCIDENT_KINDS, { error: 'Choose what kind of incident it is.' }),
    title: text(200, 'Say in a few words what happened.'),
    whatHappened: text(4000, 'Describe what happened.'),
    discoveredAt: moment('Enter when it was discovered, as a date and time.').optional(),
  })
  .openapi('IncidentOpenInput');

const openRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/incidents',
  tags,
  summary: 'Open an incident (school staff and provider staff)',
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam, body: jsonBody(OpenInput) },
  responses: { 201: jsonContent(Summary, 'Opened'), ...errorResponses },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/incidents/{incidentId}',
  tags,
  summary: 'One incident: the clock, its steps from 6.1, its results, its record and the contacts',
  middleware: [requireSchool('read')] as const,
  request: { params: IncidentParams },
  responses: { 200: jsonContent(Detail, 'The incident'), ...errorResponses },
});

const EventInput = z
  .strictObject({
    clientId: z.string().uuid({ error: 'clientId must be a uuid made by the client.' }).optional().openapi({
      description:
        'Made by the client (the offline queue); a repeat with the same id answers the stored event and records nothing.',
    }),
    kind: z.enum(EVENT_KINDS, { error: 'Choose a step, a note or a follow-up sample.' }),
    text: text(4000, 'Say what was done.'),
    at: moment('Enter when it was done, as a date and time.').optional(),
  })
  .openapi('IncidentEventInput');

const eventRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/incidents/{incidentId}/events',
  tags,
  summary: 'Record a step, a note or a follow-up sample, with its time',
  middleware: [requireSchool('read')] as const,
  request: { params: IncidentParams, body: jsonBody(EventInput) },
  responses: {
    200: jsonContent(Event, 'Already recorded (a repeat of the same clientId)'),
    201: jsonContent(Event, 'Recorded'),
    ...errorResponses,
  },
});

const RegulatorInput = z
  .strictObject({
    notifiedAt: moment('Enter when Taumata Arowai was told, as a date and time.'),
    how: z.enum(REGULATOR_CHANNELS, { error: 'Choose how Taumata Arowai was told.' }),
    reference: z.string().trim().max(200).optional(),
  })
  .openapi('IncidentRegulatorInput');

const regulatorRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/incidents/{incidentId}/regulator',
  tags,
  summary: 'Record when and how Taumata Arowai was told',
  middleware: [requireSchool('read')] as const,
  request: { params: IncidentParams, body: jsonBody(RegulatorInput) },
  responses: { 200: jsonContent(Summary, 'Recorded'), ...errorResponses },
});

const CloseInput = z
  .strictObject({ lessonsLearnt: text(4000, 'Write what was learnt, for the plan’s review.') })
  .openapi('IncidentCloseInput');

const closeRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/incidents/{incidentId}/close',
  tags,
  summary: 'Close an incident with what was learnt',
  middleware: [requireSchool('read')] as const,
  request: { params: IncidentParams, body: jsonBody(CloseInput) },
  responses: { 200: jsonContent(Summary, 'Closed'), ...errorResponses },
});

const dashboardRoute = createRoute({
  method: 'get',
  path: '/api/provider/incidents',
  tags,
  summary: 'The emergency dashboard: open incidents across every school (provider staff)',
  middleware: [requireProvider('schools.list-all')] as const,
  responses: {
    200: jsonContent(
      z.object({ incidents: z.array(Summary.extend({ schoolName: z.string() })) }),
      'Open incidents',
    ),
    ...errorResponses,
  },
});

const CHANNEL_WORDS: Record<(typeof REGULATOR_CHANNELS)[number], string> = {
  hinekorako: 'through Hinekōrako',
  phone_24_7: 'on the 24/7 line',
  email: 'by e-mail',
  other: 'another way',
};

/** A moment given by a person: not more than 5 minutes ahead of the server's clock. */
function pastMoment(value: string | undefined, now: Date, field: string): Date {
  if (!value) return now;
  const at = new Date(value);
  if (at.getTime() > now.getTime() + 5 * 60_000)
    throw badRequest('Some answers need attention.', { [field]: 'This cannot be in the future.' });
  return at;
}

async function findIncident(deps: Deps, schoolId: string, id: string): Promise<IncidentRow> {
  const [row] = await deps.db
    .select()
    .from(incidents)
    .where(and(eq(incidents.id, id), eq(incidents.schoolId, schoolId)));
  if (!row) throw notFound('There is no such incident at this school.');
  return row;
}

type EventRow = typeof incidentEvents.$inferSelect;

const eventJson = (e: EventRow) => ({
  id: e.id,
  kind: e.kind,
  text: e.text,
  at: e.at,
  recordedByName: e.recordedByName,
});

/**
 * Whether a repeat of a clientId carries what was stored: the same incident, kind and text, and the same
 * time when it gives one (without a time the server took its own clock, which a later repeat cannot match).
 */
function sameEvent(
  row: EventRow,
  incidentId: string,
  input: { kind: string; text: string; at?: string | undefined },
): boolean {
  return (
    row.incidentId === incidentId &&
    row.kind === input.kind &&
    row.text === input.text &&
    (input.at === undefined || row.at.getTime() === new Date(input.at).getTime())
  );
}

const requireRespond = (actions: Parameters<typeof canRespondToIncidents>[0]) => {
  if (!canRespondToIncidents(actions))
    throw forbidden('You may read this school’s incidents but not change them.');
};

export function incidentRoutes() {
  const app = apiRouter();

  app.openapi(listRoute, async (c) => {
    const { db, now } = c.get('deps');
    const school = c.get('school');
    const rows = await db
      .select()
      .from(incidents)
      .where(eq(incidents.schoolId, school.id))
      .orderBy(asc(incidents.status), desc(incidents.discoveredAt))
      .limit(200);
    const at = now();
    return c.json(
      {
        incidents: rows.map((r) => summary(r, at)),
        canRespond: canRespondToIncidents(c.get('schoolActions')),
      },
      200,
    );
  });

  app.openapi(openRoute, async (c) => {
    requireRespond(c.get('schoolActions'));
    const input = c.req.valid('json');
    const deps = c.get('deps');
    const user = c.get('user')!;
    const school = c.get('school');
    const now = deps.now();
    const discoveredAt = pastMoment(input.discoveredAt, now, 'discoveredAt');
    const row = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(incidents)
        .values({
          schoolId: school.id,
          kind: input.kind,
          title: input.title,
          whatHappened: input.whatHappened,
          discoveredAt,
          openedBy: user.id,
          openedByName: user.name,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(incidentEvents).values({
        incidentId: created!.id,
        schoolId: school.id,
        kind: 'opened',
        text: `Opened by ${user.name}: ${input.title}`,
        at: now,
        recordedBy: user.id,
        recordedByName: user.name,
      });
      return created!;
    });
    await recordActivity(c, {
      user,
      activityType: 'incident_opened',
      description: `Incident opened at ${school.name}: ${row.title}`,
      schoolId: school.id,
      metadata: { incidentId: row.id },
    });
    return c.json(summary(row, now), 201);
  });

  app.openapi(detailRoute, async (c) => {
    const deps = c.get('deps');
    const school = c.get('school');
    const row = await findIncident(deps, school.id, c.req.valid('param').incidentId);
    const [events, results, sections] = await Promise.all([
      deps.db
        .select()
        .from(incidentEvents)
        .where(eq(incidentEvents.incidentId, row.id))
        .orderBy(asc(incidentEvents.at), asc(incidentEvents.createdAt)),
      deps.db
        .select()
        .from(waterTestResults)
        .where(and(eq(waterTestResults.schoolId, school.id), eq(waterTestResults.incidentId, row.id)))
        .orderBy(asc(waterTestResults.createdAt)),
      deps.db
        .select({ sectionId: planSections.sectionId, content: planSections.content })
        .from(planSections)
        .where(
          and(
            eq(planSections.schoolId, school.id),
            inArray(planSections.sectionId, ['contingency-plans', 'key-contacts']),
          ),
        ),
    ]);
    const contingency = sections.find((x) => x.sectionId === 'contingency-plans')?.content;
    const keyContacts = sections.find((x) => x.sectionId === 'key-contacts')?.content;
    return c.json(
      {
        ...summary(row, deps.now()),
        events: events.map((e) => ({
          id: e.id,
          kind: e.kind,
          text: e.text,
          at: e.at,
          recordedByName: e.recordedByName,
        })),
        results: results.map((r) => ({
          id: r.id,
          sampleId: r.sampleId,
          parameter: r.parameter,
          qualifier: r.qualifier,
          value: r.value,
          unit: r.unit,
          sampledOn: r.sampledOn,
          component: r.component,
          status: r.status,
        })),
        steps: incidentSteps(contingency, row.kind as (typeof INCIDENT_KINDS)[number]),
        contacts: incidentContacts(contingency, keyContacts),
        canRespond: canRespondToIncidents(c.get('schoolActions')),
      },
      200,
    );
  });

  app.openapi(eventRoute, async (c) => {
    requireRespond(c.get('schoolActions'));
    const deps = c.get('deps');
    const user = c.get('user')!;
    const school = c.get('school');
    const incident = await findIncident(deps, school.id, c.req.valid('param').incidentId);
    const input = c.req.valid('json');
    const now = deps.now();
    const at = pastMoment(input.at, now, 'at');
    const [inserted] = await deps.db
      .insert(incidentEvents)
      .values({
        clientId: input.clientId ?? null,
        incidentId: incident.id,
        schoolId: school.id,
        kind: input.kind,
        text: input.text,
        at,
        recordedBy: user.id,
        recordedByName: user.name,
      })
      // The partial unique index on (school_id, client_id): a repeat (or a racing copy) inserts nothing.
      .onConflictDoNothing({
        target: [incidentEvents.schoolId, incidentEvents.clientId],
        where: sql`client_id is not null`,
      })
      .returning();
    if (!inserted) {
      const [existing] = await deps.db
        .select()
        .from(incidentEvents)
        .where(and(eq(incidentEvents.schoolId, school.id), eq(incidentEvents.clientId, input.clientId!)));
      if (!existing) throw new Error('An incident event vanished while it was being written');
      if (!sameEvent(existing, incident.id, input))
        throw conflict(
          'This note was already sent with other content; nothing was changed.',
          'client_id_reused',
        );
      return c.json(eventJson(existing), 200);
    }
    const event = inserted;
    await recordActivity(c, {
      user,
      activityType: `incident_${input.kind}`,
      description: `Incident "${incident.title}" at ${school.name}: ${input.text.slice(0, 300)}`,
      schoolId: school.id,
      metadata: { incidentId: incident.id, eventId: event.id, at: at.toISOString() },
    });
    return c.json(eventJson(event), 201);
  });

  app.openapi(regulatorRoute, async (c) => {
    requireRespond(c.get('schoolActions'));
    const deps = c.get('deps');
    const user = c.get('user')!;
    const school = c.get('school');
    const incident = await findIncident(deps, school.id, c.req.valid('param').incidentId);
    const input = c.req.valid('json');
    const now = deps.now();
    const at = pastMoment(input.notifiedAt, now, 'notifiedAt');
    const words = `Taumata Arowai told ${CHANNEL_WORDS[input.how]}${input.reference ? ` (reference ${input.reference})` : ''}`;
    const row = await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(incidents)
        .set({
          regulatorNotifiedAt: at,
          regulatorNotifiedHow: input.how,
          regulatorReference: input.reference || null,
          updatedAt: now,
          version: incident.version + 1,
        })
        .where(eq(incidents.id, incident.id))
        .returning();
      await tx.insert(incidentEvents).values({
        incidentId: incident.id,
        schoolId: school.id,
        kind: 'regulator_notified',
        text: words,
        at,
        recordedBy: user.id,
        recordedByName: user.name,
      });
      return updated!;
    });
    await recordActivity(c, {
      user,
      activityType: 'incident_regulator_notified',
      description: `${words}, incident "${incident.title}" at ${school.name}`,
      schoolId: school.id,
      metadata: { incidentId: incident.id, at: at.toISOString() },
    });
    return c.json(summary(row, now), 200);
  });

  app.openapi(closeRoute, async (c) => {
    requireRespond(c.get('schoolActions'));
    const deps = c.get('deps');
    const user = c.get('user')!;
    const school = c.get('school');
    const incident = await findIncident(deps, school.id, c.req.valid('param').incidentId);
    const { lessonsLearnt } = c.req.valid('json');
    const now = deps.now();
    const row = await deps.db.transaction(async (tx) => {
      const [closed] = await tx
        .update(incidents)
        .set({
          status: 'closed',
          closedAt: now,
          closedBy: user.id,
          lessonsLearnt,
          updatedAt: now,
          version: incident.version + 1,
        })
        .where(and(eq(incidents.id, incident.id), eq(incidents.status, 'open')))
        .returning();
      if (!closed) throw conflict('This incident is already closed.', 'already_closed');
      await tx.insert(incidentEvents).values({
        incidentId: incident.id,
        schoolId: school.id,
        kind: 'closed',
        text: `Closed by ${user.name}. What was learnt: ${lessonsLearnt}`,
        at: now,
        recordedBy: user.id,
        recordedByName: user.name,
      });
      return closed;
    });
    await recordActivity(c, {
      user,
      activityType: 'incident_closed',
      description: `Incident "${incident.title}" closed at ${school.name}`,
      schoolId: school.id,
      metadata: { incidentId: incident.id },
    });
    return c.json(summary(row, now), 200);
  });

  app.openapi(dashboardRoute, async (c) => {
    const { db, now } = c.get('deps');
    const rows = await db
      .select({ incident: incidents, schoolName: schools.name })
      .from(incidents)
      .innerJoin(schools, eq(schools.id, incidents.schoolId))
      .where(eq(incidents.status, 'open'))
      .orderBy(asc(incidents.discoveredAt))
      .limit(500);
    const at = now();
    return c.json(
      { incidents: rows.map((r) => ({ ...summary(r.incident, at), schoolName: r.schoolName })) },
      200,
    );
  });

  return app;
}
