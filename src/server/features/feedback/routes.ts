/**
 * Page issues and contact messages (issue 19a, decision 031).
 * POST   /api/page-issues                     anyone (signed in or not; anonymous writes are rate-limited)
 * GET    /api/page-issues                     provider staff: by status or page, with counts per status
 * PATCH  /api/page-issues/{issueId}           provider staff: change status (platform specification 4)
 * POST   /api/page-issues/{issueId}/reopen    provider staff: only from resolved
 * DELETE /api/page-issues/{issueId}           provider staff: only resolved ones
 * POST   /api/page-issue-deletions         provider staff: per-id results
 * POST   /api/contact-messages                anyone
 * GET    /api/contact-messages                provider staff (at most 100, newest first)
 * POST   /api/contact-messages/{messageId}/reply   provider staff: e-mailed to the sender
 * PATCH  /api/contact-messages/{messageId}    provider staff: status
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  contactInputSchema,
  PAGE_ISSUE_MESSAGES as M,
  PAGE_ISSUE_STATUSES,
  pageIssueInputSchema,
  replySchema,
  transition,
} from '../../../domain/feedback';
import { contactMessages, pageIssues } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import { ApiError, errorResponses, forbidden, jsonBody, jsonContent, notFound } from '../../lib/http';
import { requireUser } from '../../policy/middleware';
import { canAnswerContactMessages, canTriagePageIssues } from '../../policy/policy';
import { recordActivity } from '../activity/service';

const tags = ['Page issues and contact'];

const IssueSchema = z
  .object({
    id: z.string(),
    pageUrl: z.string(),
    description: z.string(),
    status: z.enum(PAGE_ISSUE_STATUSES),
    reporterName: z.string().nullable(),
    reporterEmail: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    resolvedBy: z.string().nullable(),
    reopenedCount: z.number(),
    lastReopenedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('PageIssue');

const MessageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    pageUrl: z.string().nullable(),
    status: z.enum(['new', 'replied', 'closed']),
    replies: z.array(z.object({ at: z.string(), byName: z.string(), message: z.string() })),
    createdAt: z.string(),
  })
  .openapi('ContactMessage');

const IssueParams = z.object({
  issueId: z
    .string()
    .max(2000)
    .openapi({ param: { name: 'issueId', in: 'path' } }),
});
const MessageParams = z.object({
  messageId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'messageId', in: 'path' } }),
});

const reportRoute = createRoute({
  method: 'post',
  path: '/api/page-issues',
  tags,
  summary: 'Report a problem on a page',
  request: { body: jsonBody(pageIssueInputSchema) },
  responses: { 201: jsonContent(z.object({ id: z.string() }), 'Reported'), ...errorResponses },
});

const listIssuesRoute = createRoute({
  method: 'get',
  path: '/api/page-issues',
  tags,
  summary: 'Page issues, newest first, by status or page; with the count per status (provider staff)',
  middleware: [requireUser] as const,
  request: {
    query: z.object({
      status: z.enum(PAGE_ISSUE_STATUSES).optional(),
      pageUrl: z.string().max(2000).optional(),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({
        issues: z.array(IssueSchema),
        counts: z.object({ open: z.number(), 'in-progress': z.number(), resolved: z.number() }),
      }),
      'Issues',
    ),
    ...errorResponses,
  },
});

const statusRoute = createRoute({
  method: 'patch',
  path: '/api/page-issues/{issueId}',
  tags,
  summary: 'Change an issue’s status (to resolved records who and when; off resolved counts a reopen)',
  middleware: [requireUser] as const,
  request: { params: IssueParams, body: jsonBody(z.strictObject({ status: z.enum(PAGE_ISSUE_STATUSES) })) },
  responses: { 200: jsonContent(IssueSchema, 'Changed'), ...errorResponses },
});

const reopenRoute = createRoute({
  method: 'post',
  path: '/api/page-issues/{issueId}/reopen',
  tags,
  summary: 'Reopen a resolved issue (409 for any other)',
  middleware: [requireUser] as const,
  request: { params: IssueParams },
  responses: { 200: jsonContent(IssueSchema, 'Reopened'), 409: errorResponses[400], ...errorResponses },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/page-issues/{issueId}',
  tags,
  summary: 'Delete a resolved issue',
  middleware: [requireUser] as const,
  request: { params: IssueParams },
  responses: { 204: { description: 'Deleted' }, 409: errorResponses[400], ...errorResponses },
});

const bulkDeleteRoute = createRoute({
  method: 'post',
  path: '/api/page-issue-deletions',
  tags,
  summary: 'Delete several resolved issues; non-string ids are skipped; a result per id',
  middleware: [requireUser] as const,
  request: { body: jsonBody(z.strictObject({ ids: z.array(z.unknown()).min(1).max(500) })) },
  responses: {
    200: jsonContent(
      z.object({
        deleted: z.array(z.string()),
        failed: z.array(z.object({ id: z.unknown(), error: z.string() })),
      }),
      'Results',
    ),
    ...errorResponses,
  },
});

const contactRoute = createRoute({
  method: 'post',
  path: '/api/contact-messages',
  tags,
  summary: 'Send a message to WaiKura staff (replies come by e-mail)',
  request: { body: jsonBody(contactInputSchema) },
  responses: { 201: jsonContent(z.object({ id: z.string() }), 'Sent'), ...errorResponses },
});

const listMessagesRoute = createRoute({
  method: 'get',
  path: '/api/contact-messages',
  tags,
  summary: 'Contact messages, newest first, at most 100 (provider staff)',
  middleware: [requireUser] as const,
  request: { query: z.object({ status: z.enum(['new', 'replied', 'closed']).optional() }) },
  responses: {
    200: jsonContent(z.object({ messages: z.array(MessageSchema) }), 'Messages'),
    ...errorResponses,
  },
});

const replyRoute = createRoute({
  method: 'post',
  path: '/api/contact-messages/{messageId}/reply',
  tags,
  summary: 'Reply by e-mail; kept with the message once sent (502 and nothing saved when mail fails)',
  middleware: [requireUser] as const,
  request: { params: MessageParams, body: jsonBody(replySchema) },
  responses: { 200: jsonContent(MessageSchema, 'Replied'), 502: errorResponses[400], ...errorResponses },
});

const messageStatusRoute = createRoute({
  method: 'patch',
  path: '/api/contact-messages/{messageId}',
  tags,
  summary: 'Change a message’s status (provider staff)',
  middleware: [requireUser] as const,
  request: {
    params: MessageParams,
    body: jsonBody(z.strictObject({ status: z.enum(['new', 'replied', 'closed']) })),
  },
  responses: { 200: jsonContent(MessageSchema, 'Changed'), ...errorResponses },
});

type IssueRow = typeof pageIssues.$inferSelect;
const issueJson = (r: IssueRow) => ({
  id: r.id,
  pageUrl: r.pageUrl,
  description: r.description,
  status: r.status,
  reporterName: r.reporterName,
  reporterEmail: r.reporterEmail,
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
  resolvedBy: r.resolvedBy,
  reopenedCount: r.reopenedCount,
  lastReopenedAt: r.lastReopenedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});
type MessageRow = typeof contactMessages.$inferSelect;
const messageJson = (r: MessageRow) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  pageUrl: r.pageUrl,
  status: r.status,
  replies: r.replies,
  createdAt: r.createdAt.toISOString(),
});

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100;

export function feedbackRoutes() {
  const app = apiRouter();
  const triager = (c: { get(k: 'user'): { id: string; role: string; schoolId: string | null } | null }) => {
    const user = c.get('user');
    if (!canTriagePageIssues(user)) throw forbidden('Only WaiKura staff review page issues.');
    return user!;
  };
  const answerer = (c: { get(k: 'user'): { id: string; role: string; schoolId: string | null } | null }) => {
    const user = c.get('user');
    if (!canAnswerContactMessages(user)) throw forbidden('Only WaiKura staff answer contact messages.');
    return user!;
  };

  app.openapi(reportRoute, async (c) => {
    const input = c.req.valid('json');
    const user = c.get('user');
    const [row] = await c
      .get('deps')
      .db.insert(pageIssues)
      .values({
        pageUrl: input.pageUrl,
        description: input.description,
        reporterId: user?.id ?? null,
        reporterName: user?.name ?? null,
        reporterEmail: input.email ?? user?.email ?? null,
        userAgent: c.get('userAgent').slice(0, 500),
      })
      .returning({ id: pageIssues.id });
    return c.json({ id: row!.id }, 201);
  });

  app.openapi(listIssuesRoute, async (c) => {
    triager(c);
    const { status, pageUrl } = c.req.valid('query');
    const { db } = c.get('deps');
    const rows = await db
      .select()
      .from(pageIssues)
      .where(
        and(
          status ? eq(pageIssues.status, status) : undefined,
          pageUrl ? eq(pageIssues.pageUrl, pageUrl) : undefined,
        ),
      )
      .orderBy(desc(pageIssues.createdAt))
      .limit(500);
    const byStatus = await db
      .select({ status: pageIssues.status, n: count() })
      .from(pageIssues)
      .groupBy(pageIssues.status);
    const counts = { open: 0, 'in-progress': 0, resolved: 0 };
    for (const r of byStatus) counts[r.status] = Number(r.n);
    return c.json({ issues: rows.map(issueJson), counts }, 200);
  });

  const changeStatus = async (
    c: Parameters<Parameters<typeof app.openapi>[1]>[0],
    issueId: string,
    to: (typeof PAGE_ISSUE_STATUSES)[number],
    onlyFromResolved: boolean,
  ) => {
    const user = triager(c);
    const { db, now } = c.get('deps');
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(pageIssues).where(eq(pageIssues.id, issueId)).for('update');
      if (!row) throw notFound(M.notFound);
      if (onlyFromResolved && row.status !== 'resolved')
        throw new ApiError(409, 'not_resolved', M.onlyResolvedReopened);
      const next = transition(row, to, user.id, now());
      const [saved] = await tx
        .update(pageIssues)
        .set({ ...next, updatedAt: now() })
        .where(eq(pageIssues.id, issueId))
        .returning();
      return saved!;
    });
  };

  app.openapi(statusRoute, async (c) => {
    const { issueId } = c.req.valid('param');
    const row = await changeStatus(c, issueId, c.req.valid('json').status, false);
    await recordActivity(c, {
      user: c.get('user')!,
      activityType: 'page_issue_status',
      description: `Marked the page issue on ${row.pageUrl} as ${row.status}`,
      metadata: { issueId },
    });
    return c.json(issueJson(row), 200);
  });

  app.openapi(reopenRoute, async (c) => {
    const { issueId } = c.req.valid('param');
    return c.json(issueJson(await changeStatus(c, issueId, 'open', true)), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    triager(c);
    const { issueId } = c.req.valid('param');
    if (!isId(issueId)) throw new ApiError(400, 'validation_failed', M.idRequired);
    const { db } = c.get('deps');
    const [row] = await db
      .select({ status: pageIssues.status })
      .from(pageIssues)
      .where(eq(pageIssues.id, issueId));
    if (!row) throw notFound(M.notFound);
    if (row.status !== 'resolved') throw new ApiError(409, 'not_resolved', M.onlyResolvedDeleted);
    const gone = await db
      .delete(pageIssues)
      .where(and(eq(pageIssues.id, issueId), eq(pageIssues.status, 'resolved')))
      .returning({ id: pageIssues.id });
    if (!gone.length) throw notFound(M.notFound);
    return c.body(null, 204);
  });

  app.openapi(bulkDeleteRoute, async (c) => {
    triager(c);
    const { ids } = c.req.valid('json');
    const { db } = c.get('deps');
    const failed: { id: unknown; error: string }[] = [];
    const valid = [...new Set(ids.filter(isId))];
    for (const id of ids) if (!isId(id)) failed.push({ id, error: M.invalidId });
    let found: { id: string; status: string }[] = [];
    try {
      found = valid.length
        ? await db
            .select({ id: pageIssues.id, status: pageIssues.status })
            .from(pageIssues)
            .where(inArray(pageIssues.id, valid))
        : [];
    } catch {
      return c.json(
        { deleted: [], failed: [...failed, ...valid.map((id) => ({ id, error: M.queryFailed }))] },
        200,
      );
    }
    const status = new Map(found.map((r) => [r.id, r.status]));
    const deletable: string[] = [];
    for (const id of valid) {
      const s = status.get(id);
      if (!s) failed.push({ id, error: M.notFound });
      else if (s !== 'resolved') failed.push({ id, error: M.onlyResolvedDeleted });
      else deletable.push(id);
    }
    const gone = deletable.length
      ? await db
          .delete(pageIssues)
          .where(and(inArray(pageIssues.id, deletable), eq(pageIssues.status, 'resolved')))
          .returning({ id: pageIssues.id })
      : [];
    const deleted = gone.map((r) => r.id);
    for (const id of deletable) if (!deleted.includes(id)) failed.push({ id, error: M.failedOne });
    return c.json({ deleted, failed }, 200);
  });

  app.openapi(contactRoute, async (c) => {
    const input = c.req.valid('json');
    const [row] = await c
      .get('deps')
      .db.insert(contactMessages)
      .values({ ...input, pageUrl: input.pageUrl ?? null, senderId: c.get('user')?.id ?? null })
      .returning({ id: contactMessages.id });
    return c.json({ id: row!.id }, 201);
  });

  app.openapi(listMessagesRoute, async (c) => {
    answerer(c);
    const { status } = c.req.valid('query');
    const rows = await c
      .get('deps')
      .db.select()
      .from(contactMessages)
      .where(status ? eq(contactMessages.status, status) : undefined)
      .orderBy(desc(contactMessages.createdAt))
      .limit(100);
    return c.json({ messages: rows.map(messageJson) }, 200);
  });

  app.openapi(replyRoute, async (c) => {
    answerer(c);
    const { messageId } = c.req.valid('param');
    const { message } = c.req.valid('json');
    const deps = c.get('deps');
    const [row] = await deps.db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
    if (!row) throw notFound('That message was not found.');
    const name = c.get('user')!.name;
    const text = `Kia ora ${row.name},\n\n${message}\n\n${name}, WaiKura\n\n— Your message of ${row.createdAt.toISOString().slice(0, 10)}: “${row.subject}”\n${row.message}`;
    try {
      await deps.mailer.send({
        to: row.email,
        subject: `Re: ${row.subject}`,
        text,
        html: `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
      });
    } catch (err) {
      deps.log.error({ err, messageId }, 'contact reply could not be sent');
      throw new ApiError(
        502,
        'mail_failed',
        'We could not send the reply e-mail, so nothing was saved. Please try again in a few minutes.',
      );
    }
    const [saved] = await deps.db
      .update(contactMessages)
      .set({
        status: 'replied',
        replies: [...row.replies, { at: deps.now().toISOString(), byName: name, message }],
        updatedAt: deps.now(),
      })
      .where(eq(contactMessages.id, messageId))
      .returning();
    await recordActivity(c, {
      user: c.get('user')!,
      activityType: 'contact_message_replied',
      description: `Replied to a contact message from ${row.email}`,
      metadata: { messageId },
    });
    return c.json(messageJson(saved!), 200);
  });

  app.openapi(messageStatusRoute, async (c) => {
    answerer(c);
    const { messageId } = c.req.valid('param');
    const [saved] = await c
      .get('deps')
      .db.update(contactMessages)
      .set({ status: c.req.valid('json').status, updatedAt: c.get('deps').now() })
      .where(eq(contactMessages.id, messageId))
      .returning();
    if (!saved) throw notFound('That message was not found.');
    return c.json(messageJson(saved), 200);
  });

  return app;
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
