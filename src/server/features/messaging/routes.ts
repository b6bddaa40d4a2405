import { createRoute, z } from '@hono/zod-openapi';
import { normalizeNzMobile } from '../../../domain/notifications';
import { apiRouter } from '../../lib/api-router';
import { badRequest, errorResponses, jsonBody, jsonContent, notFound } from '../../lib/http';
import { requireProvider } from '../../policy/middleware';
import { recordActivity } from '../activity/service';
import { findReport, listReports, type MessageKind, sendEmail, sendSms } from './service';

/**
 * Secure e-mail and SMS sending and the delivery reports (plan specification 7.2), for provider staff
 * and administrators, with a bearer token or the session cookie. A send answers `{ success, data: { id,
 * status } }`, or `{ success: false, error }` with 502 when the provider or mail server fails (the
 * attempt is still in the reports). Bad input is a 400 in the API's one error shape.
 */

const tags = ['Messaging'];

/** E.164: a plus, then 8 to 15 digits (the country code first). */
const E164 = /^\+[1-9]\d{7,14}$/;
const numberMessage =
  'Enter a mobile number in international form, for example +64 21 123 4567, or a New Zealand mobile such as 021 123 4567.';

const SmsSendInput = z
  .strictObject({
    to: z
      .string({ error: numberMessage })
      .trim()
      .min(1, { error: 'Enter the mobile number to send the message to.' })
      .max(30, { error: numberMessage })
      .regex(/^[+\d][\d\s\-().]*$/, { error: numberMessage })
      .openapi({ example: '+64211234567' }),
    message: z
      .string({ error: 'Enter the message to send.' })
      .trim()
      .min(1, { error: 'Enter the message to send.' })
      .max(1600, { error: 'A text message can be at most 1,600 characters.' }),
  })
  .openapi('SmsSend');

const EmailSendInput = z
  .strictObject({
    to: z
      .email({ error: 'Enter an e-mail address like name@school.nz.' })
      .max(254, { error: 'An e-mail address can be at most 254 characters.' })
      .openapi({ example: 'office@school.nz' }),
    subject: z
      .string({ error: 'Enter a subject.' })
      .trim()
      .min(1, { error: 'Enter a subject.' })
      .max(200, { error: 'A subject can be at most 200 characters.' })
      .regex(/^[^\r\n]*$/, { error: 'A subject is one line.' }),
    message: z
      .string({ error: 'Enter the message to send.' })
      .trim()
      .min(1, { error: 'Enter the message to send.' })
      .max(20_000, { error: 'A message can be at most 20,000 characters.' }),
  })
  .openapi('EmailSend');

const SendResult = z
  .object({
    success: z.literal(true),
    data: z.object({ id: z.string(), status: z.literal('sent') }),
  })
  .openapi('MessageSent');

const SendFailure = z
  .object({
    success: z.literal(false),
    /** The client's text (plan specification 8). */
    error: z.string(),
    /** What the provider or mail server said. */
    reason: z.string(),
    data: z.object({ id: z.string(), status: z.literal('failed') }),
  })
  .openapi('MessageFailed');

const Report = z
  .object({
    id: z.string(),
    kind: z.enum(['email', 'sms']),
    recipient: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    status: z.string().openapi({ description: 'queued, sent or failed' }),
    providerMessageId: z.string().nullable(),
    errorMessage: z.string().nullable(),
    attempts: z.number().int(),
    scheduleId: z.string().nullable(),
    requestedBy: z.string().nullable(),
    schoolId: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .openapi('DeliveryReport');

const limitMessage = 'Ask for between 1 and 100 reports.';
const ReportsQuery = z.object({
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(100, { error: limitMessage })
    .optional()
    .openapi({ param: { name: 'limit', in: 'query' }, example: 100 }),
});

const ReportParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const kindWords = { sms: 'text messages', email: 'e-mails' } as const;

const smsSendRoute = createRoute({
  method: 'post',
  path: '/api/secure/sms/send',
  tags,
  summary: 'Send a text message now (provider staff)',
  middleware: [requireProvider('messages.send')] as const,
  request: { body: jsonBody(SmsSendInput) },
  responses: {
    200: jsonContent(SendResult, 'Sent'),
    502: jsonContent(SendFailure, 'The SMS provider did not take it'),
    ...errorResponses,
  },
});

const emailSendRoute = createRoute({
  method: 'post',
  path: '/api/secure/email/send',
  tags,
  summary: 'Send an e-mail now (provider staff)',
  middleware: [requireProvider('messages.send')] as const,
  request: { body: jsonBody(EmailSendInput) },
  responses: {
    200: jsonContent(SendResult, 'Sent'),
    502: jsonContent(SendFailure, 'The mail server did not take it'),
    ...errorResponses,
  },
});

const ReportList = z
  .object({ success: z.literal(true), data: z.array(Report) })
  .openapi('DeliveryReportList');
const ReportOne = z.object({ success: z.literal(true), data: Report }).openapi('DeliveryReportOne');

const listRoutes = (['sms', 'email'] as const).map(
  (kind) =>
    [
      kind,
      createRoute({
        method: 'get',
        path: `/api/secure/${kind}/reports`,
        tags,
        summary: `Delivery reports of ${kindWords[kind]}, newest first (at most 100)`,
        middleware: [requireProvider('messages.send')] as const,
        request: { query: ReportsQuery },
        responses: { 200: jsonContent(ReportList, 'Reports'), ...errorResponses },
      }),
    ] as const,
);

const oneRoutes = (['sms', 'email'] as const).map(
  (kind) =>
    [
      kind,
      createRoute({
        method: 'get',
        path: `/api/secure/${kind}/reports/{id}`,
        tags,
        summary: `One delivery report of ${kindWords[kind]}`,
        middleware: [requireProvider('messages.send')] as const,
        request: { params: ReportParams },
        responses: { 200: jsonContent(ReportOne, 'The report'), ...errorResponses },
      }),
    ] as const,
);

const FAILED_TEXT: Record<MessageKind, string> = {
  sms: 'Failed to send SMS. Please try again.',
  email: 'Failed to send email. Please try again.',
};

export function messagingRoutes() {
  const app = apiRouter();

  app.openapi(smsSendRoute, async (c) => {
    const input = c.req.valid('json');
    const to = normalizeNzMobile(input.to);
    if (!to || !E164.test(to)) throw badRequest('There is a problem with one field.', { to: numberMessage });
    const user = c.get('user')!;
    const outcome = await sendSms(c.get('deps'), { to, message: input.message, requestedBy: user.id });
    await recordActivity(c, {
      user,
      activityType: outcome.status === 'sent' ? 'message_sent' : 'message_failed',
      description: `Text message to ${to}`,
      metadata: { kind: 'sms', deliveryId: outcome.id },
    });
    if (outcome.status === 'failed')
      return c.json(
        {
          success: false as const,
          error: FAILED_TEXT.sms,
          reason: outcome.error ?? '',
          data: { id: outcome.id, status: 'failed' as const },
        },
        502,
      );
    return c.json({ success: true as const, data: { id: outcome.id, status: 'sent' as const } }, 200);
  });

  app.openapi(emailSendRoute, async (c) => {
    const input = c.req.valid('json');
    const user = c.get('user')!;
    const outcome = await sendEmail(c.get('deps'), {
      to: input.to,
      subject: input.subject,
      message: input.message,
      requestedBy: user.id,
      senderName: user.name,
    });
    await recordActivity(c, {
      user,
      activityType: outcome.status === 'sent' ? 'message_sent' : 'message_failed',
      description: `E-mail to ${input.to}: ${input.subject}`,
      metadata: { kind: 'email', deliveryId: outcome.id },
    });
    if (outcome.status === 'failed')
      return c.json(
        {
          success: false as const,
          error: FAILED_TEXT.email,
          reason: outcome.error ?? '',
          data: { id: outcome.id, status: 'failed' as const },
        },
        502,
      );
    return c.json({ success: true as const, data: { id: outcome.id, status: 'sent' as const } }, 200);
  });

  for (const [kind, route] of listRoutes) {
    app.openapi(route, async (c) => {
      const { limit } = c.req.valid('query');
      return c.json(
        { success: true as const, data: await listReports(c.get('deps'), kind, limit ?? 100) },
        200,
      );
    });
  }
  for (const [kind, route] of oneRoutes) {
    app.openapi(route, async (c) => {
      const { id } = c.req.valid('param');
      const report = await findReport(c.get('deps'), kind, id);
      if (!report) throw notFound(`There is no ${kind === 'sms' ? 'text message' : 'e-mail'} report ${id}.`);
      return c.json({ success: true as const, data: report }, 200);
    });
  }

  return app;
}
