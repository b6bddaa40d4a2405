/**
 * The secure sending API's work (plan specification 7.2): an SMS or an e-mail sent at once by provider
 * staff, each recorded in message_deliveries (the delivery reports, which also hold what the delivery
 * worker sent).
 */
import { and, desc, eq } from 'drizzle-orm';
import { messageDeliveries } from '../../db/schema';
import type { MailMessage } from '../../integrations/mail';
import { smsClientFor } from '../../integrations/sms';
import type { Deps } from '../../lib/context';

export type MessageKind = 'email' | 'sms';
type DeliveryRow = typeof messageDeliveries.$inferSelect;

/** A delivery report as the API answers it. */
export interface DeliveryReport {
  id: string;
  kind: MessageKind;
  recipient: string;
  subject: string | null;
  body: string;
  /** queued | sent | failed */
  status: string;
  providerMessageId: string | null;
  errorMessage: string | null;
  attempts: number;
  /** The scheduled notification it delivered, when the delivery worker sent it. */
  scheduleId: string | null;
  /** Who sent it through the secure API. */
  requestedBy: string | null;
  schoolId: string | null;
  createdAt: string;
  sentAt: string | null;
}

export function toReport(row: DeliveryRow): DeliveryReport {
  return {
    id: row.id,
    kind: row.kind === 'sms' ? 'sms' : 'email',
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    status: row.status,
    providerMessageId: row.providerMessageId,
    errorMessage: row.errorMessage,
    attempts: row.attempts,
    scheduleId: row.scheduleId,
    requestedBy: row.requestedBy,
    schoolId: row.schoolId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

export interface SendOutcome {
  id: string;
  status: 'sent' | 'failed';
  /** The provider's or mail server's reason, when it failed. */
  error: string | null;
}

const reason = (err: unknown) =>
  ((err instanceof Error ? err.message : String(err)) || 'Unknown error').slice(0, 1000);

/**
 * Writes the report first (queued), then sends, then records the result: a send whose answer is lost
 * still leaves a trace.
 */
async function sendAndRecord(
  deps: Deps,
  entry: { kind: MessageKind; recipient: string; subject: string | null; body: string; requestedBy: string },
  send: () => Promise<string | null>,
): Promise<SendOutcome> {
  const { db } = deps;
  const now = deps.now();
  const [row] = await db
    .insert(messageDeliveries)
    .values({ ...entry, status: 'queued', attempts: 1, createdAt: now })
    .returning({ id: messageDeliveries.id });
  const id = row!.id;
  try {
    const providerMessageId = await send();
    await db
      .update(messageDeliveries)
      .set({ status: 'sent', providerMessageId, sentAt: deps.now() })
      .where(eq(messageDeliveries.id, id));
    return { id, status: 'sent', error: null };
  } catch (err) {
    const error = reason(err);
    deps.log.warn({ err, deliveryId: id, kind: entry.kind }, 'secure send failed');
    await db
      .update(messageDeliveries)
      .set({ status: 'failed', errorMessage: error })
      .where(eq(messageDeliveries.id, id));
    return { id, status: 'failed', error };
  }
}

export function sendSms(
  deps: Deps,
  input: { to: string; message: string; requestedBy: string },
): Promise<SendOutcome> {
  return sendAndRecord(
    deps,
    { kind: 'sms', recipient: input.to, subject: null, body: input.message, requestedBy: input.requestedBy },
    async () => (await smsClientFor(deps).send({ to: input.to, body: input.message })).providerMessageId,
  );
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The message as written, paragraphs kept, with a line saying who sent it through WaiKura. */
export function composeStaffMail(input: {
  to: string;
  subject: string;
  message: string;
  senderName: string;
}): MailMessage {
  const footer = `Sent by ${input.senderName} through WaiKura.`;
  const paragraphs = input.message
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1e293b;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`).join('\n')}
<p style="color:#475569;font-size:14px">${escapeHtml(footer)}</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text: `${input.message}\n\n--\n${footer}\n`, html };
}

export function sendEmail(
  deps: Deps,
  input: { to: string; subject: string; message: string; requestedBy: string; senderName: string },
): Promise<SendOutcome> {
  const mail = composeStaffMail(input);
  return sendAndRecord(
    deps,
    {
      kind: 'email',
      recipient: input.to,
      subject: input.subject,
      body: mail.text,
      requestedBy: input.requestedBy,
    },
    async () => {
      await deps.mailer.send(mail);
      return null;
    },
  );
}

/** The newest reports of one kind first. */
export async function listReports(deps: Deps, kind: MessageKind, limit: number): Promise<DeliveryReport[]> {
  const rows = await deps.db
    .select()
    .from(messageDeliveries)
    .where(eq(messageDeliveries.kind, kind))
    .orderBy(desc(messageDeliveries.createdAt), desc(messageDeliveries.id))
    .limit(limit);
  return rows.map(toReport);
}

export async function findReport(deps: Deps, kind: MessageKind, id: string): Promise<DeliveryReport | null> {
  const [row] = await deps.db
    .select()
    .from(messageDeliveries)
    .where(and(eq(messageDeliveries.id, id), eq(messageDeliveries.kind, kind)))
    .limit(1);
  return row ? toReport(row) : null;
}
