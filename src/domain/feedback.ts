/**
 * Page issues and contact messages (issue 19a): the states and transitions of platform specification 4,
 * its message texts (section 8), and the input schemas shared by the API and the form. Pure.
 */
import { z } from 'zod';

export const PAGE_ISSUE_STATUSES = ['open', 'in-progress', 'resolved'] as const;
export type PageIssueStatus = (typeof PAGE_ISSUE_STATUSES)[number];

/** The specification's messages (platform specification 8, "Page issues"). */
export const PAGE_ISSUE_MESSAGES = {
  idRequired: 'Valid issue ID is required for deletion',
  onlyResolvedDeleted: 'Only resolved issues can be deleted',
  notFound: 'Issue not found or has already been removed',
  deleteFailed: 'Failed to delete issue due to an unexpected error',
  onlyResolvedReopened: 'Only resolved issues can be reopened',
  invalidId: 'Invalid issue ID',
  failedOne: 'Failed to delete issue',
  queryFailed: 'Failed to query issues for deletion',
} as const;

export interface IssueState {
  status: PageIssueStatus;
  resolvedAt: Date | null;
  resolvedBy: string | null;
  reopenedCount: number;
  lastReopenedAt: Date | null;
}

/**
 * A change of status (platform specification 4): to resolved records when and by whom; moving off
 * resolved adds one to the reopen count, records the reopen time and clears the resolved time and resolver.
 */
export function transition(current: IssueState, to: PageIssueStatus, by: string, now: Date): IssueState {
  if (current.status === to) return current;
  if (to === 'resolved') return { ...current, status: to, resolvedAt: now, resolvedBy: by };
  if (current.status === 'resolved')
    return {
      status: to,
      resolvedAt: null,
      resolvedBy: null,
      reopenedCount: current.reopenedCount + 1,
      lastReopenedAt: now,
    };
  return { ...current, status: to };
}

/** The longest description or message accepted (a page's worth; 100 KB of text is refused). */
export const MAX_FEEDBACK_TEXT = 5000;

const text = (max: number, empty: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, { error: empty })
    .max(max, { error: `Use at most ${max.toLocaleString('en-NZ')} characters.` });

export const pageIssueInputSchema = z.strictObject({
  pageUrl: z.string().trim().min(1).max(2000).regex(/^\//, { error: 'The page address must start with /.' }),
  description: text(MAX_FEEDBACK_TEXT, 'Say what went wrong on this page.'),
  email: z
    .email({ error: 'Enter an e-mail address like name@school.nz, or leave it empty.' })
    .max(254)
    .optional(),
});

export const contactInputSchema = z.strictObject({
  name: text(200, 'Enter your name.'),
  email: z.email({ error: 'Enter an e-mail address like name@school.nz, so we can reply.' }).max(254),
  subject: text(200, 'Enter a subject.'),
  message: text(MAX_FEEDBACK_TEXT, 'Write your message.'),
  pageUrl: z.string().trim().max(2000).regex(/^\//).optional(),
});

export const replySchema = z.strictObject({ message: text(MAX_FEEDBACK_TEXT, 'Write your reply.') });
