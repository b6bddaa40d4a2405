import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  completionInputSchema,
  eventInputProblems,
  eventInputSchema,
  eventUpdateSchema,
  MAX_RANGE_DAYS,
  nzDateOf,
} from '../../../domain/calendar';
import { schools } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import type { AppEnv } from '../../lib/context';
import { badRequest, errorResponses, forbidden, jsonBody, jsonContent, notFound } from '../../lib/http';
import { requireSchool } from '../../policy/middleware';
import { canEditCalendar, canRecordWork } from '../../policy/policy';
import { recordActivity } from '../activity/service';
import { engagementFollowUps, followUpTitle, trackerLink } from '../iwi-engagement/follow-ups';
import { photoOfSection, recordPhotoRoutes } from '../photos/record-photos';
import { SchoolIdParam } from '../schools/schemas';
import {
  CompletionParams,
  CompletionRecordedSchema,
  CreatedFeedSchema,
  conflictResponse,
  EventParams,
  EventSchema,
  FeedParams,
  FeedStatusSchema,
  IcsSchema,
  PhotoParams,
  RangeQuery,
  RangeSchema,
  UpcomingQuery,
  UpcomingSchema,
} from './calendar.schemas';
import { buildIcs, type IcsDueItem, type IcsEvent } from './ics';
import { cancelReminders, materializeReminders } from './reminders';
import {
  calendarView,
  completeOccurrence,
  createFeedToken,
  deleteCompletion,
  deleteEvent,
  feedStatus,
  findEvent,
  improvementActions,
  improvementLink,
  improvementTitle,
  insertEvent,
  listEvents,
  reminderSettingsOf,
  revokeFeed,
  schoolOfFeedToken,
  toEventJson,
  upcomingReminders,
  updateEvent,
  waterTestingDue,
  waterTestingLink,
} from './service';
import { timingOf } from './timing';

const tags = ['Calendar'];
const DAY_MS = 86_400_000;

const listRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/calendar/events',
  tags,
  summary: `The calendar between two instants (at most ${MAX_RANGE_DAYS} days): events and every occurrence, with the improvement schedule's due dates`,
  middleware: [requireSchool('read')] as const,
  request: {
    params: SchoolIdParam,
    query: RangeQuery,
  },
  responses: {
    200: jsonContent(RangeSchema, 'The calendar'),
    ...errorResponses,
  },
});

const createEventRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/calendar/events',
  tags,
  summary: 'Add an event; its reminders become scheduled notifications',
  middleware: [requireSchool('write')] as const,
  request: { params: SchoolIdParam, body: jsonBody(eventInputSchema) },
  responses: { 201: jsonContent(EventSchema, 'Created'), ...errorResponses },
});

const updateEventRoute = createRoute({
  method: 'put',
  path: '/api/schools/{schoolId}/calendar/events/{eventId}',
  tags,
  summary: 'Change an event (409 when the version is stale); its pending reminders are scheduled again',
  middleware: [requireSchool('write')] as const,
  request: { params: EventParams, body: jsonBody(eventUpdateSchema) },
  responses: { 200: jsonContent(EventSchema, 'Saved'), ...errorResponses, ...conflictResponse },
});

const deleteEventRoute = createRoute({
  method: 'delete',
  path: '/api/schools/{schoolId}/calendar/events/{eventId}',
  tags,
  summary: 'Delete an event, its completions and its pending reminders',
  middleware: [requireSchool('write')] as const,
  request: { params: EventParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses },
});

/** Recording work done: the policy's `canRecordWork` over the actions `requireSchool` decided. */
const requireWriteOrMaintain = createMiddleware<AppEnv>(async (c, next) => {
  if (!canRecordWork(c.get('schoolActions')))
    throw forbidden('You do not have permission to do this for this school.');
  await next();
});

const completeRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/calendar/events/{eventId}/completions',
  tags,
  summary: 'Mark one occurrence as done (409 when it already is)',
  middleware: [requireSchool('read'), requireWriteOrMaintain] as const,
  request: {
    params: EventParams,
    body: jsonBody(completionInputSchema),
  },
  responses: {
    201: jsonContent(CompletionRecordedSchema, 'Recorded'),
    ...errorResponses,
    ...conflictResponse,
  },
});

const deleteCompletionRoute = createRoute({
  method: 'delete',
  path: '/api/schools/{schoolId}/calendar/completions/{completionId}',
  tags,
  summary: 'Undo a completion: the occurrence is pending again',
  middleware: [requireSchool('read'), requireWriteOrMaintain] as const,
  request: { params: CompletionParams },
  responses: { 204: { description: 'Removed' }, ...errorResponses },
});

const upcomingRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/calendar/upcoming-reminders',
  tags,
  summary: 'Reminders of occurrences not yet done that fall due within the next minutes (default 60)',
  middleware: [requireSchool('read')] as const,
  request: {
    params: SchoolIdParam,
    query: UpcomingQuery,
  },
  responses: {
    200: jsonContent(UpcomingSchema, 'Upcoming reminders'),
    ...errorResponses,
  },
});

const feedStatusRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/calendar/feed',
  tags,
  summary: 'Whether the school has a subscription link, and since when (the link itself is shown once)',
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam },
  responses: { 200: jsonContent(FeedStatusSchema, 'Feed status'), ...errorResponses },
});

const createFeedRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/calendar/feed',
  tags,
  summary: 'A new private subscription link for Outlook or Google Calendar; any earlier link stops working',
  middleware: [requireSchool('write')] as const,
  request: { params: SchoolIdParam },
  responses: {
    201: jsonContent(CreatedFeedSchema, 'The link (shown once)'),
    ...errorResponses,
  },
});

const revokeFeedRoute = createRoute({
  method: 'delete',
  path: '/api/schools/{schoolId}/calendar/feed',
  tags,
  summary: 'Stop sharing: the subscription link stops working',
  middleware: [requireSchool('write')] as const,
  request: { params: SchoolIdParam },
  responses: { 204: { description: 'Revoked' }, ...errorResponses },
});

const FEED_PATH = '/api/calendar/feeds/{token}.ics';

type Ctx = Context<AppEnv>;

function actor(c: Ctx) {
  const u = c.get('user')!;
  return { id: u.id, email: u.email, role: u.role, name: u.name || u.email };
}

function problemsOrThrow(problems: Record<string, string>) {
  const n = Object.keys(problems).length;
  if (n)
    throw badRequest(
      n === 1 ? 'There is a problem with one field.' : `There are problems with ${n} fields.`,
      problems,
    );
}

/** Reminder scheduling never undoes a saved event: a failure is logged and the daily run catches up. */
async function rescheduleReminders(c: Ctx, eventId: string, opts: { cancelFirst: boolean }) {
  const deps = c.get('deps');
  try {
    if (opts.cancelFirst) await cancelReminders(deps.db, eventId, undefined, deps.now());
    await materializeReminders(deps, { eventId });
  } catch (err) {
    deps.log.error({ err, eventId }, 'calendar: scheduling reminders failed');
  }
}

export function calendarRoutes() {
  const app = apiRouter();

  app.openapi(listRoute, async (c) => {
    const { from: fromText, to: toText } = c.req.valid('query');
    const from = new Date(fromText);
    const to = new Date(toText);
    if (to.getTime() < from.getTime())
      throw badRequest('The end of the window is before its start.', {
        to: 'Choose an end after the start.',
      });
    if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS)
      throw badRequest(`Ask for at most ${MAX_RANGE_DAYS} days at once.`, {
        to: `Choose an end at most ${MAX_RANGE_DAYS} days after the start.`,
      });
    const { db, now } = c.get('deps');
    const view = await calendarView(db, c.get('school').id, from, to, now());
    const actions = c.get('schoolActions');
    return c.json(
      {
        ...view,
        canEdit: canEditCalendar(actions),
        canComplete: canRecordWork(actions),
      },
      200,
    );
  });

  app.openapi(createEventRoute, async (c) => {
    const input = c.req.valid('json');
    problemsOrThrow(eventInputProblems(input));
    const school = c.get('school');
    const me = actor(c);
    const row = await insertEvent(c.get('deps').db, school.id, me.id, input);
    await rescheduleReminders(c, row.id, { cancelFirst: false });
    await recordActivity(c, {
      user: me,
      activityType: 'calendar_event_created',
      description: `Added "${row.title}" to the calendar`,
      schoolId: school.id,
      metadata: { eventId: row.id },
    });
    return c.json(toEventJson(row), 201);
  });

  app.openapi(updateEventRoute, async (c) => {
    const { eventId } = c.req.valid('param');
    const { version, ...input } = c.req.valid('json');
    problemsOrThrow(eventInputProblems(input));
    const { db, now } = c.get('deps');
    const school = c.get('school');
    const row = await updateEvent(db, school.id, eventId, version, input, now());
    await rescheduleReminders(c, row.id, { cancelFirst: true });
    await recordActivity(c, {
      user: actor(c),
      activityType: 'calendar_event_updated',
      description: `Changed "${row.title}" in the calendar (version ${row.version})`,
      schoolId: school.id,
      metadata: { eventId: row.id, version: row.version },
    });
    return c.json(toEventJson(row), 200);
  });

  app.openapi(deleteEventRoute, async (c) => {
    const { eventId } = c.req.valid('param');
    const { db, now } = c.get('deps');
    const school = c.get('school');
    const event = await findEvent(db, school.id, eventId);
    await cancelReminders(db, event.id, undefined, now());
    const deleted = await deleteEvent(db, school.id, event.id);
    await recordActivity(c, {
      user: actor(c),
      activityType: 'calendar_event_deleted',
      description: `Deleted "${deleted.title}" from the calendar`,
      schoolId: school.id,
      metadata: { eventId: deleted.id },
    });
    return c.body(null, 204);
  });

  app.openapi(completeRoute, async (c) => {
    const { eventId } = c.req.valid('param');
    const data = c.req.valid('json');
    const { db, now } = c.get('deps');
    const school = c.get('school');
    const me = actor(c);
    const event = await findEvent(db, school.id, eventId);
    const done = await completeOccurrence(db, {
      schoolId: school.id,
      event,
      userId: me.id,
      userName: me.name,
      data,
      now: now(),
    });
    await cancelReminders(db, event.id, new Date(done.occurrenceStart), now()).catch((err: unknown) =>
      c.get('deps').log.error({ err, eventId }, 'calendar: cancelling reminders failed'),
    );
    await recordActivity(c, {
      user: me,
      activityType: 'calendar_occurrence_completed',
      description: `Marked "${event.title}" of ${done.occurrenceStart} as done`,
      schoolId: school.id,
      metadata: { eventId: event.id, occurrenceStart: done.occurrenceStart, completionId: done.id },
    });
    return c.json(done, 201);
  });

  app.openapi(deleteCompletionRoute, async (c) => {
    const { completionId } = c.req.valid('param');
    const school = c.get('school');
    const removed = await deleteCompletion(c.get('deps').db, school.id, completionId);
    await rescheduleReminders(c, removed.eventId, { cancelFirst: false });
    await recordActivity(c, {
      user: actor(c),
      activityType: 'calendar_occurrence_reopened',
      description: `Marked an occurrence of ${removed.occurrenceStart.toISOString()} as not done`,
      schoolId: school.id,
      metadata: { eventId: removed.eventId, occurrenceStart: removed.occurrenceStart.toISOString() },
    });
    return c.body(null, 204);
  });

  // Completion photos: uploaded first, then named by the completion (features/photos/record-photos.ts).
  app.route(
    '/',
    recordPhotoRoutes({
      tags,
      what: 'a completion photo',
      upload: {
        path: '/api/schools/{schoolId}/calendar/photos',
        params: SchoolIdParam,
        middleware: [requireSchool('read'), requireWriteOrMaintain],
      },
      read: {
        path: '/api/schools/{schoolId}/calendar/photos/{fileId}',
        params: PhotoParams,
        middleware: [requireSchool('read')],
      },
      sectionId: 'calendar',
      fieldName: 'completion_photos',
      visible: (c, fileId) => photoOfSection(c.get('deps').db, c.get('school').id, 'calendar', fileId),
    }),
  );

  app.openapi(upcomingRoute, async (c) => {
    const { minutes } = c.req.valid('query');
    const { db, now } = c.get('deps');
    return c.json({ reminders: await upcomingReminders(db, c.get('school').id, now(), minutes) }, 200);
  });

  app.openapi(feedStatusRoute, async (c) => {
    return c.json(await feedStatus(c.get('deps').db, c.get('school').id), 200);
  });

  app.openapi(createFeedRoute, async (c) => {
    const { db, config, now } = c.get('deps');
    const school = c.get('school');
    const me = actor(c);
    const at = now();
    const token = await createFeedToken(db, school.id, me.id, at);
    const url = `${config.appUrl}${FEED_PATH.replace('{token}', token)}`;
    await recordActivity(c, {
      user: me,
      activityType: 'calendar_feed_created',
      description: 'Created a new calendar subscription link (any earlier link stopped working)',
      schoolId: school.id,
    });
    return c.json(
      {
        url,
        webcalUrl: url.replace(/^https?:\/\//, 'webcal://'),
        active: true as const,
        createdAt: at.toISOString(),
      },
      201,
    );
  });

  app.openapi(revokeFeedRoute, async (c) => {
    const school = c.get('school');
    if (await revokeFeed(c.get('deps').db, school.id))
      await recordActivity(c, {
        user: actor(c),
        activityType: 'calendar_feed_revoked',
        description: 'Stopped sharing the calendar: the subscription link no longer works',
        schoolId: school.id,
      });
    return c.body(null, 204);
  });

  // The public feed: no session (calendar clients send no cookies); the secret in the address is the key.
  // Documented here; routed below with a pattern that keeps ".ics" in the address.
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: FEED_PATH,
    tags,
    summary:
      "A school's calendar as iCalendar for Outlook, Google or Apple Calendar: events with their repeats and reminders, and the improvement schedule's due dates",
    request: {
      params: FeedParams,
    },
    responses: {
      200: { description: 'The calendar', content: { 'text/calendar': { schema: IcsSchema } } },
      404: errorResponses[404],
    },
  });

  app.get('/api/calendar/feeds/:file{[^/]+\\.ics}', async (c) => {
    const token = c.req.param('file').replace(/\.ics$/, '');
    const { db, config, now } = c.get('deps');
    const schoolId = await schoolOfFeedToken(db, token);
    if (!schoolId)
      throw notFound('This calendar link does not work any more: it may have been replaced or stopped.');
    const [school] = await db
      .select({ name: schools.name, slug: schools.slug })
      .from(schools)
      .where(eq(schools.id, schoolId));
    if (!school)
      throw notFound('This calendar link does not work any more: it may have been replaced or stopped.');
    const calendarUrl = `${config.appUrl}/schools/${schoolId}/calendar`;
    const events: IcsEvent[] = (await listEvents(db, schoolId)).map((row) => ({
      ...timingOf(row),
      uid: `${row.id}@waikura`,
      title: row.title,
      description: row.description,
      category: toEventJson(row).category,
      reminderSettings: reminderSettingsOf(row),
      version: row.version,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      url: calendarUrl,
    }));
    const due: IcsDueItem[] = (await improvementActions(db, schoolId)).map((a) => ({
      uid: `improvement-${a.rowId}-${schoolId}@waikura`,
      date: a.dueDate,
      title: a.status === 'done' ? `${improvementTitle(a)} (done)` : improvementTitle(a),
      description: [
        a.owner ? `Responsible: ${a.owner}` : '',
        `From the improvement schedule (plan section 4.2).`,
      ]
        .filter(Boolean)
        .join('\n'),
      url: `${config.appUrl}${improvementLink(schoolId)}`,
      done: a.status === 'done',
    }));
    // The water-test log's next samples and the compliance reports of last year and this one.
    const thisYear = Number(nzDateOf(now()).slice(0, 4));
    for (const w of await waterTestingDue(db, schoolId, nzDateOf(now()), [thisYear - 1, thisYear]))
      due.push({
        uid: `${w.id.replace(':', '-')}-${schoolId}@waikura`,
        date: w.date,
        title: w.title,
        description: w.description,
        url: `${config.appUrl}${waterTestingLink(schoolId)}`,
        done: false,
      });
    // Issue 20: the engagement tracker's follow-ups (2.9's rows).
    for (const f of await engagementFollowUps(db, schoolId))
      due.push({
        uid: `iwi-follow-up-${f.rowId}-${schoolId}@waikura`,
        date: f.dueDate,
        title: f.done ? `${followUpTitle(f)} (done)` : followUpTitle(f),
        description: [
          f.owner ? `Responsible: ${f.owner}` : '',
          'From the iwi engagement tracker (plan section 2.9).',
        ]
          .filter(Boolean)
          .join('\n'),
        url: `${config.appUrl}${trackerLink(schoolId)}`,
        done: f.done,
      });
    const body = buildIcs({
      calendarName: `${school.name} — WaiKura`,
      description: `The water safety calendar of ${school.name}: inspections, maintenance, sampling and plan reviews.`,
      events,
      due,
      now: now(),
    });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="waikura-${school.slug}.ics"`,
      'Cache-Control': 'private, max-age=300',
      'X-Robots-Tag': 'noindex',
    });
  });

  return app;
}
