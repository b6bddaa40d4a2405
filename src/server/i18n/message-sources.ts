/**
 * Where `collect-messages.ts` looks for the server's messages (decision 044), kept beside the catalogue
 * so whoever adds a notification or a kind of file sees it.
 */

/** Files that write notifications (or the scheduled payloads that become them): their titles and buttons. */
export const NOTIFICATION_FILES: ReadonlySet<string> = new Set([
  'src/server/features/assistant/proactive.ts',
  'src/server/features/calendar/reminders.ts',
  'src/server/features/contractor-profiles/routes.ts',
  'src/server/features/iwi-engagement/reminders.ts',
  'src/server/features/maintenance/routes.ts',
  'src/server/features/pre-visit/routes.ts',
  'src/server/features/staff/routes.ts',
  'src/server/features/visit-reports/service.ts',
  'src/server/features/water-testing/service.ts',
]);

/** Not scanned: the te reo itself, test helpers, the e-mail texts (mail-text.ts has both languages). */
export const SKIPPED = (file: string): boolean =>
  file.startsWith('src/server/i18n/') ||
  file.startsWith('src/server/test/') ||
  file === 'src/server/integrations/mail-text.ts';

/**
 * Files whose sentences handed to a call are content or staff diagnostics, not messages to a reader of the
 * interface: the plan's catalogue and questions (English by design, decision 042), exported documents
 * (PDF and DOCX follow the regulator's English), the AI's prompt, delivery diagnostics and start-up texts.
 * Their zod messages and errors are still collected.
 */
export const CONTENT_FILES = (file: string): boolean =>
  [
    'src/domain/plan/',
    'src/domain/progress',
    'src/domain/badges',
    'src/domain/milestones',
    'src/domain/water-testing/incident-steps',
    'src/domain/water-testing/annual-report',
    'src/server/features/plan/export/',
    'src/server/features/visit-reports/pdf',
    'src/server/features/water-testing/report-pdf',
    'src/server/features/assistant/service',
    'src/server/integrations/sms',
    'src/server/jobs/',
    'src/server/lib/static',
  ].some((prefix) => file.startsWith(prefix));
