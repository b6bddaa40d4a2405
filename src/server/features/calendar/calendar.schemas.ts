/**
 * The calendar API's request and response schemas (routes.ts holds the routes and their handlers).
 * Domain schemas (eventInputSchema, completionInputSchema, instantSchema) are used as they are: zod 4
 * gives `.openapi()` only to schemas made after @hono/zod-openapi is loaded, which a shared module cannot
 * rely on.
 */
import { z } from '@hono/zod-openapi';
import {
  CALENDAR_CATEGORIES,
  instantSchema,
  RECURRENCE_FREQUENCIES,
  REMINDER_CHANNELS,
  UPCOMING_REMINDER_MINUTES,
} from '../../../domain/calendar';
import { jsonContent } from '../../lib/http';
import { SchoolIdParam } from '../schools/schemas';

const idParam = (name: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name, in: 'path' } });

export const EventParams = SchoolIdParam.extend({ eventId: idParam('eventId') });
export const CompletionParams = SchoolIdParam.extend({ completionId: idParam('completionId') });
export const PhotoParams = SchoolIdParam.extend({ fileId: idParam('fileId') });

export const FileRefSchema = z
  .object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number() })
  .openapi('CalendarPhoto');

export const RecurrenceSchema = z
  .object({
    freq: z.enum(RECURRENCE_FREQUENCIES),
    interval: z.number(),
    until: z.string().nullish(),
    count: z.number().nullish(),
  })
  .openapi('CalendarRecurrence');

export const ReminderSchema = z
  .object({ enabled: z.boolean(), minutes_before: z.number(), channels: z.array(z.enum(REMINDER_CHANNELS)) })
  .openapi('CalendarReminderSettings');

export const EventSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    category: z.enum(CALENDAR_CATEGORIES),
    startDate: z.string(),
    allDay: z.boolean(),
    durationMinutes: z.number(),
    recurrencePattern: RecurrenceSchema.nullable(),
    reminderSettings: ReminderSchema,
    peopleOnSite: z.number().nullable(),
    recurrenceText: z.string(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('CalendarEvent');

export const CompletionSchema = z
  .object({
    id: z.string(),
    status: z.literal('completed'),
    completionDate: z.string(),
    notes: z.string().nullable(),
    photos: z.array(FileRefSchema),
    completedByName: z.string().nullable(),
  })
  .openapi('CalendarCompletion');

export const OccurrenceSchema = z
  .object({
    eventId: z.string(),
    start: z.string(),
    end: z.string(),
    title: z.string(),
    category: z.enum(CALENDAR_CATEGORIES),
    allDay: z.boolean(),
    source: z.enum(['event', 'improvement_schedule', 'water_testing', 'iwi_engagement']),
    link: z.string().nullable(),
    recurring: z.boolean(),
    completion: CompletionSchema.nullable(),
  })
  .openapi('CalendarOccurrence');

export const conflictResponse = {
  409: jsonContent(z.object({ error: z.object({ code: z.string(), message: z.string() }) }), 'Conflict'),
};

export const RangeQuery = z.object({ from: instantSchema, to: instantSchema });

export const RangeSchema = z.object({
  events: z.array(EventSchema),
  occurrences: z.array(OccurrenceSchema),
  canEdit: z.boolean(),
  canComplete: z.boolean(),
  truncated: z.boolean(),
});

export const CompletionRecordedSchema = CompletionSchema.extend({
  eventId: z.string(),
  occurrenceStart: z.string(),
});

export const UpcomingQuery = z.object({
  minutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(1440)
    .default(UPCOMING_REMINDER_MINUTES)
    .openapi({ param: { name: 'minutes', in: 'query' }, example: 60 }),
});

export const UpcomingSchema = z.object({
  reminders: z.array(
    z.object({
      eventId: z.string(),
      title: z.string(),
      occurrenceStart: z.string(),
      remindAt: z.string(),
    }),
  ),
});

export const FeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });

export const CreatedFeedSchema = z.object({
  url: z.string(),
  webcalUrl: z.string(),
  active: z.literal(true),
  createdAt: z.string(),
});

export const FeedParams = z.object({
  token: z
    .string()
    .min(1)
    .max(200)
    .openapi({
      param: { name: 'token', in: 'path' },
      description: 'The secret of the subscription link',
    }),
});

/** The iCalendar text of a feed. */
export const IcsSchema = z.string();
