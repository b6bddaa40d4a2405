import { safeReturnUrl } from '../../../domain/navigation';
import { ACTION_URL, DEFAULT_ACTION_TEXT, type NotificationJson } from '../../../domain/notifications';

/**
 * Where a notification's action leads: a path inside WaiKura, or nowhere. The server accepts only such
 * paths (ACTION_URL); this checks again, so a stored `javascript:` or `//host` can never become a link.
 */
export function actionPath(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (!ACTION_URL.test(trimmed)) return null;
  return safeReturnUrl(trimmed);
}

/** The action button's words: the notification's own, else 'Take Action' (plan specification 3). */
export const actionLabel = (n: Pick<NotificationJson, 'actionText'>): string =>
  n.actionText?.trim() || DEFAULT_ACTION_TEXT;
