/**
 * The notifications API's request and response schemas (routes.ts holds the routes and their handlers).
 */
import { z } from '@hono/zod-openapi';
import {
  ACTION_TEXT_MAX,
  ACTION_URL,
  ACTION_URL_MAX,
  DEFAULT_LIST_LIMIT,
  MAX_LIST_LIMIT,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_FILTER_IDS,
  NOTIFICATION_FREQUENCIES,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_TYPES,
  type NotificationCategory,
} from '../../../domain/notifications';

export const NotificationSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    schoolId: z.string().nullable(),
    title: z.string(),
    message: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    category: z.enum(NOTIFICATION_CATEGORIES),
    priority: z.enum(NOTIFICATION_PRIORITIES),
    readStatus: z.boolean(),
    readAt: z.string().nullable(),
    createdAt: z.string(),
    actionRequired: z.boolean(),
    actionUrl: z.string().nullable(),
    actionText: z.string(),
    expiresAt: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
  })
  .openapi('Notification');

export const PreferencesSchema = z
  .object({
    userId: z.string(),
    emailNotifications: z.boolean(),
    pushNotifications: z.boolean(),
    inAppNotifications: z.boolean(),
    smsNotifications: z.boolean(),
    smsNumber: z.string().nullable(),
    notificationFrequency: z.enum(NOTIFICATION_FREQUENCIES),
    // Every category, each on or off (an object rather than a record, so the document requires each).
    categories: z.object(
      Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, z.boolean()])) as Record<
        NotificationCategory,
        z.ZodBoolean
      >,
    ),
    quietHours: z.object({ enabled: z.boolean(), start: z.string(), end: z.string() }),
    emailDigest: z.object({ enabled: z.boolean(), frequency: z.literal('weekly'), day_of_week: z.number() }),
    version: z.number().int(),
  })
  .openapi('NotificationPreferences');

export const IdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' }, description: 'Notification id' }),
});

const limitMessage = `Ask for between 1 and ${MAX_LIST_LIMIT} notifications.`;
export const ListQuery = z.object({
  filter: z
    .enum(NOTIFICATION_FILTER_IDS, {
      error: 'Filter by all, unread, dwsp, water_testing, maintenance or compliance.',
    })
    .optional()
    .openapi({ param: { name: 'filter', in: 'query' }, example: 'unread' }),
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(MAX_LIST_LIMIT, { error: limitMessage })
    .optional()
    .openapi({ param: { name: 'limit', in: 'query' }, example: DEFAULT_LIST_LIMIT }),
});

const oneLine = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, { error: `Enter the ${label}.` })
    .max(max, { error: `The ${label} can be at most ${max} characters long.` });

const metadataValue = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

export const CreateInput = z
  .strictObject({
    userId: z
      .string({ error: 'Name the person by their user id.' })
      .min(1)
      .max(100)
      .optional()
      .openapi({ description: 'One person (give this or schoolId)' }),
    schoolId: z
      .string({ error: 'Name the school by its id.' })
      .min(1)
      .max(200)
      .optional()
      .openapi({ description: 'Everyone of a school: principal, office staff, viewers, contractors' }),
    title: oneLine('title', NOTIFICATION_TITLE_MAX),
    message: oneLine('message', NOTIFICATION_MESSAGE_MAX),
    type: z
      .enum(NOTIFICATION_TYPES, { error: 'Choose error, warning, success, reminder or info.' })
      .optional(),
    category: z
      .enum(NOTIFICATION_CATEGORIES, {
        error: 'Choose dwsp, water_testing, maintenance, compliance, system or general.',
      })
      .optional(),
    priority: z.enum(NOTIFICATION_PRIORITIES, { error: 'Choose urgent, high, medium or low.' }).optional(),
    actionRequired: z.boolean({ error: 'Say whether an action is required (true or false).' }).optional(),
    actionUrl: z
      .string({ error: 'The action link must be a path in WaiKura, such as /school/{schoolId}/maintenance.' })
      .max(ACTION_URL_MAX, { error: `The action link can be at most ${ACTION_URL_MAX} characters long.` })
      .regex(ACTION_URL, {
        error: 'The action link must be a path in WaiKura, such as /school/{schoolId}/maintenance.',
      })
      .nullable()
      .optional(),
    actionText: z
      .string({ error: 'The button text must be text.' })
      .trim()
      .max(ACTION_TEXT_MAX, { error: `The button text can be at most ${ACTION_TEXT_MAX} characters long.` })
      .nullable()
      .optional(),
    expiresAt: z.iso
      .datetime({
        offset: true,
        error: 'Give the expiry as a date and time, e.g. 2026-12-01T09:00:00+13:00.',
      })
      .nullable()
      .optional(),
    metadata: z
      .record(z.string().max(100), metadataValue, {
        error: 'Metadata is an object of short texts, numbers and true/false values.',
      })
      .refine((m) => Object.keys(m).length <= 20, { error: 'Metadata can hold at most 20 entries.' })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.userId === undefined && value.schoolId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['userId'],
        message: 'Give the person (userId) or the school (schoolId).',
      });
    } else if (value.userId !== undefined && value.schoolId !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['schoolId'],
        message: 'Give either one person (userId) or one school (schoolId), not both.',
      });
    }
  })
  .openapi('NotificationCreate');

export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  unreadCount: z.number().int(),
});

export const UnreadCountSchema = z.object({ count: z.number().int() });

export const MarkReadInput = z.object({ read: z.literal(true) }).strict();

export const MarkedAllSchema = z.object({ updated: z.number().int() });

/** The text of a server-sent event stream. */
export const EventStreamSchema = z.string();

export const StaleVersionSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export const CreatedSchema = z.object({ created: z.number().int() });
