/**
 * Issue 19, provider staff: the delivery reports as a page's data (e-mail and SMS: status, attempts,
 * reason, retry) and the activity log viewer with the specification's page sizes.
 *
 * Retry: a failed scheduled delivery goes back to the delivery worker (its schedule pending, due now), so
 * it is sent once by whichever process picks it up, composed as before; a failed direct send (the secure
 * sending API) is sent again now on the same report. Claiming the report (`failed` → `queued`) is one
 * conditional update, so two people pressing retry send it once.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { ACTIVITY_PAGE_SIZES, activityView } from '../../../domain/activity-pages';
import { startOfNzDate } from '../../../domain/nz-time';
import type { Db } from '../../db/client';
import { activityLog, messageDeliveries, notificationSchedules, schools } from '../../db/schema';
import { smsClientFor } from '../../integrations/sms';
import { apiRouter } from '../../lib/api-router';
import { conflict, errorResponses, instant, jsonContent, notFound } from '../../lib/http';
import { containsText } from '../../lib/search';
import { requireProvider } from '../../policy/middleware';
import { inReaderLanguage, recordActivity } from '../activity/service';

const tags = ['Provider operations'];

const Delivery = z
  .object({
    id: z.string(),
    kind: z.enum(['email', 'sms']),
    recipient: z.string(),
    subject: z.string().nullable(),
    status: z.enum(['queued', 'sent', 'failed']),
    errorMessage: z.string().nullable(),
    attempts: z.number(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    schoolId: z.string().nullable(),
    schoolName: z.string().nullable(),
    /** The delivery worker's schedule, when it sent it: pending, processing, delivered, failed or cancelled. */
    scheduleStatus: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    canRetry: z.boolean(),
  })
  .openapi('ProviderDelivery');

const DeliveriesQuery = z.object({
  kind: z
    .enum(['email', 'sms'], { error: 'Choose email or sms.' })
    .optional()
    .openapi({ param: { name: 'kind', in: 'query' } }),
  status: z
    .enum(['queued', 'sent', 'failed'], { error: 'Choose queued, sent or failed.' })
    .optional()
    .openapi({ param: { name: 'status', in: 'query' } }),
  offset: z.coerce
    .number({ error: 'Give the offset as a number.' })
    .int({ error: 'Give the offset as a whole number.' })
    .min(0, { error: 'The offset cannot be negative.' })
    .max(1_000_000, { error: 'The offset is too large.' })
    .default(0)
    .openapi({ param: { name: 'offset', in: 'query' } }),
});

/** Reports per page (the secure API's own limit). */
export const DELIVERIES_PAGE_SIZE = 100;

const deliveriesRoute = createRoute({
  method: 'get',
  path: '/api/provider/deliveries',
  tags,
  summary: 'E-mail and SMS delivery reports, newest first, 100 a page: status, attempts, reason',
  middleware: [requireProvider('deliveries.read')] as const,
  request: { query: DeliveriesQuery },
  responses: {
    200: jsonContent(
      z.object({ deliveries: z.array(Delivery), total: z.number(), pageSize: z.number() }),
      'Deliveries',
    ),
    ...errorResponses,
  },
});

const DeliveryParam = z.object({
  deliveryId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'deliveryId', in: 'path' } }),
});

const retryRoute = createRoute({
  method: 'post',
  path: '/api/provider/deliveries/{deliveryId}/retry',
  tags,
  summary: 'Try a failed e-mail or SMS again (409 when it is not failed or is already being retried)',
  middleware: [requireProvider('deliveries.retry')] as const,
  request: { params: DeliveryParam },
  responses: {
    200: jsonContent(
      z.object({ outcome: z.enum(['sent', 'failed', 'queued']), delivery: Delivery }),
      'What the retry did',
    ),
    409: errorResponses[400],
    ...errorResponses,
  },
});

const ActivityEntry = z
  .object({
    id: z.string(),
    userEmail: z.string().nullable(),
    userRole: z.string().nullable(),
    activityType: z.string(),
    description: z.string(),
    ipAddress: z.string().nullable(),
    schoolId: z.string().nullable(),
    schoolName: z.string().nullable(),
    timestamp: instant(),
  })
  .openapi('ProviderActivityEntry');

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Give the date as YYYY-MM-DD.' })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { error: 'That date does not exist.' });

const ActivityQuery = z.object({
  user: z
    .string()
    .max(254, { error: 'Search for at most 254 characters.' })
    .optional()
    .openapi({ param: { name: 'user', in: 'query' }, description: 'Part of the e-mail of who did it' }),
  school: z
    .string()
    .max(200, { error: 'Search for at most 200 characters.' })
    .optional()
    .openapi({ param: { name: 'school', in: 'query' }, description: 'Part of a school name' }),
  from: day
    .optional()
    .openapi({ param: { name: 'from', in: 'query' }, description: 'First New Zealand day' }),
  to: day.optional().openapi({ param: { name: 'to', in: 'query' }, description: 'Last New Zealand day' }),
  offset: z.coerce
    .number({ error: 'Give the offset as a number.' })
    .int({ error: 'Give the offset as a whole number.' })
    .min(0, { error: 'The offset cannot be negative.' })
    .max(1_000_000, { error: 'The offset is too large.' })
    .default(0)
    .openapi({ param: { name: 'offset', in: 'query' } }),
});

const activityRoute = createRoute({
  method: 'get',
  path: '/api/provider/activity',
  tags,
  summary:
    'The activity log, newest first, filtered by person, school or New Zealand dates; 50, 100, 100 or 200 a page',
  middleware: [requireProvider('audit.read')] as const,
  request: { query: ActivityQuery },
  responses: {
    200: jsonContent(
      z.object({
        entries: z.array(ActivityEntry),
        view: z.enum(['recent', 'user', 'school', 'range']),
        pageSize: z.number(),
        hasMore: z.boolean(),
      }),
      'Entries',
    ),
    ...errorResponses,
  },
});

const deliveryColumns = {
  id: messageDeliveries.id,
  kind: messageDeliveries.kind,
  recipient: messageDeliveries.recipient,
  subject: messageDeliveries.subject,
  status: messageDeliveries.status,
  errorMessage: messageDeliveries.errorMessage,
  attempts: messageDeliveries.attempts,
  createdAt: messageDeliveries.createdAt,
  sentAt: messageDeliveries.sentAt,
  schoolId: messageDeliveries.schoolId,
  schoolName: schools.name,
  scheduleId: messageDeliveries.scheduleId,
  scheduleStatus: notificationSchedules.deliveryStatus,
  nextAttemptAt: notificationSchedules.nextAttemptAt,
  body: messageDeliveries.body,
};

type DeliveryRow = {
  id: string;
  kind: string;
  recipient: string;
  subject: string | null;
  status: string;
  errorMessage: string | null;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  schoolId: string | null;
  schoolName: string | null;
  scheduleId: string | null;
  scheduleStatus: string | null;
  nextAttemptAt: Date | null;
};

/** A failed report may be retried, unless the worker is still trying its schedule. */
const retryable = (r: DeliveryRow) =>
  r.status === 'failed' &&
  (r.scheduleId === null || r.scheduleStatus === 'failed' || r.scheduleStatus === null);

function toDelivery(r: DeliveryRow) {
  const status = (['queued', 'sent', 'failed'] as const).find((s) => s === r.status) ?? 'queued';
  return {
    id: r.id,
    kind: r.kind === 'sms' ? ('sms' as const) : ('email' as const),
    recipient: r.recipient,
    subject: r.subject,
    status,
    errorMessage: r.errorMessage,
    attempts: r.attempts,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt ? r.sentAt.toISOString() : null,
    schoolId: r.schoolId,
    schoolName: r.schoolName,
    scheduleStatus: r.scheduleStatus,
    nextAttemptAt: r.scheduleStatus === 'pending' && r.nextAttemptAt ? r.nextAttemptAt.toISOString() : null,
    canRetry: retryable(r),
  };
}

const errorText = (err: unknown) =>
  ((err instanceof Error ? err.message : String(err)) || 'Unknown error').slice(0, 1000);

export function deliveryRoutes() {
  const app = apiRouter();

  const selectDeliveries = (db: Db) =>
    db
      .select(deliveryColumns)
      .from(messageDeliveries)
      .leftJoin(schools, eq(schools.id, messageDeliveries.schoolId))
      .leftJoin(notificationSchedules, eq(notificationSchedules.id, messageDeliveries.scheduleId));

  app.openapi(deliveriesRoute, async (c) => {
    const { kind, status, offset } = c.req.valid('query');
    const db = c.get('deps').db;
    const where = and(
      kind ? eq(messageDeliveries.kind, kind) : undefined,
      status ? eq(messageDeliveries.status, status) : undefined,
    );
    const [rows, total] = await Promise.all([
      selectDeliveries(db)
        .where(where)
        .orderBy(desc(messageDeliveries.createdAt), desc(messageDeliveries.id))
        .limit(DELIVERIES_PAGE_SIZE)
        .offset(offset),
      db.select({ n: count() }).from(messageDeliveries).where(where),
    ]);
    return c.json(
      { deliveries: rows.map(toDelivery), total: Number(total[0]?.n ?? 0), pageSize: DELIVERIES_PAGE_SIZE },
      200,
    );
  });

  app.openapi(retryRoute, async (c) => {
    const { deliveryId } = c.req.valid('param');
    const deps = c.get('deps');
    const { db } = deps;
    const load = async () => (await selectDeliveries(db).where(eq(messageDeliveries.id, deliveryId)))[0];
    const row = await load();
    if (!row) throw notFound('We could not find that delivery report.');
    if (row.status !== 'failed')
      throw conflict(
        row.status === 'sent'
          ? 'This message was delivered; there is nothing to retry.'
          : 'This message is already being sent.',
        'not_failed',
      );
    if (!retryable(row))
      throw conflict('WaiKura is still trying to deliver this message on its own.', 'already_retrying');
    // Claim it: only one retry wins.
    const [claimed] = await db
      .update(messageDeliveries)
      .set({ status: 'queued' })
      .where(and(eq(messageDeliveries.id, deliveryId), eq(messageDeliveries.status, 'failed')))
      .returning({ id: messageDeliveries.id });
    if (!claimed) throw conflict('Someone else retried this message a moment ago.', 'already_retrying');
    const user = c.get('user')!;
    let outcome: 'sent' | 'failed' | 'queued';
    if (row.scheduleId) {
      // Back to the delivery worker: pending and due now; it records the attempt on this same report.
      await db
        .update(notificationSchedules)
        .set({
          deliveryStatus: 'pending',
          nextAttemptAt: deps.now(),
          lockedUntil: null,
          updatedAt: deps.now(),
        })
        .where(eq(notificationSchedules.id, row.scheduleId));
      outcome = 'queued';
    } else {
      try {
        let providerMessageId: string | null = null;
        if (row.kind === 'sms')
          providerMessageId = (await smsClientFor(deps).send({ to: row.recipient, body: row.body }))
            .providerMessageId;
        else await deps.mailer.send(storedMail(row));
        await db
          .update(messageDeliveries)
          .set({
            status: 'sent',
            providerMessageId,
            errorMessage: null,
            sentAt: deps.now(),
            attempts: sql`${messageDeliveries.attempts} + 1`,
          })
          .where(eq(messageDeliveries.id, deliveryId));
        outcome = 'sent';
      } catch (err) {
        await db
          .update(messageDeliveries)
          .set({
            status: 'failed',
            errorMessage: errorText(err),
            attempts: sql`${messageDeliveries.attempts} + 1`,
          })
          .where(eq(messageDeliveries.id, deliveryId));
        outcome = 'failed';
      }
    }
    const bySms = row.kind === 'sms';
    await recordActivity(c, {
      user,
      activityType: 'delivery_retried',
      description: bySms
        ? `Retried text message to ${row.recipient}: ${outcome}`
        : `Retried e-mail to ${row.recipient}: ${outcome}`,
      schoolId: row.schoolId,
      metadata: { deliveryId, outcome },
    });
    return c.json({ outcome, delivery: toDelivery((await load())!) }, 200);
  });

  app.openapi(activityRoute, async (c) => {
    const query = c.req.valid('query');
    const view = activityView(query);
    const pageSize = ACTIVITY_PAGE_SIZES[view];
    const conditions: (SQL | undefined)[] = [
      query.user?.trim() ? containsText([activityLog.userEmail], query.user) : undefined,
      query.school?.trim() ? containsText([schools.name], query.school) : undefined,
      query.from ? gte(activityLog.timestamp, startOfNzDate(query.from)) : undefined,
      query.to ? lt(activityLog.timestamp, startOfNzDate(nextDay(query.to))) : undefined,
    ];
    const rows = await c
      .get('deps')
      .db.select({
        id: activityLog.id,
        userEmail: activityLog.userEmail,
        userRole: activityLog.userRole,
        activityType: activityLog.activityType,
        description: activityLog.description,
        ipAddress: activityLog.ipAddress,
        schoolId: activityLog.schoolId,
        schoolName: schools.name,
        timestamp: activityLog.timestamp,
      })
      .from(activityLog)
      .leftJoin(schools, eq(schools.id, activityLog.schoolId))
      .where(and(...conditions))
      .orderBy(desc(activityLog.timestamp), desc(activityLog.id))
      .limit(pageSize + 1)
      .offset(query.offset);
    const entries = await inReaderLanguage(c, rows.slice(0, pageSize));
    return c.json({ entries, view, pageSize, hasMore: rows.length > pageSize }, 200);
  });

  return app;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** The e-mail again from its report: the text as sent, and the same text as simple HTML. */
function storedMail(row: { recipient: string; subject: string | null; body: string }) {
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;white-space:pre-wrap">${escapeHtml(row.body)}</body></html>`;
  return { to: row.recipient, subject: row.subject ?? '', text: row.body, html };
}

/** The calendar day after a YYYY-MM-DD day. */
function nextDay(d: string): string {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + 1);
  return t.toISOString().slice(0, 10);
}
