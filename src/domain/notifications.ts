/**
 * In-app notifications and notification preferences: the rules and texts shared by the server (which
 * stores and sends them) and the web app (the bell, the panel, the preferences page).
 *
 * Sources: platform specification section 3 (Notification, NotificationPreference), 4 (reading), 9
 * (default preferences, 50 per list); plan specification 2.4 (the bell), 2.6 (the notification centre),
 * 3 (Notification fields, action text 'Take Action'), 4.6 (when a toast shows), 8 (texts) and 9.4
 * (expiry and default priorities).
 */
import { endOfNzDay } from './nz-time';
import { DAY_MS } from './retention';

// ---------------------------------------------------------------- vocabulary

/** Categories a notification can have. The first four are the panel's filters (plan spec 2.6, 3). */
export const NOTIFICATION_CATEGORIES = [
  'dwsp',
  'water_testing',
  'maintenance',
  'compliance',
  'system',
  'general',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Plan spec 3: type is error, warning, success, reminder, or info by default. */
export const NOTIFICATION_TYPES = ['error', 'warning', 'success', 'reminder', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const DEFAULT_NOTIFICATION_TYPE: NotificationType = 'info';

/** Plan spec 3 lists urgent, high, medium and "other": we name the other one low. */
export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** Plan spec 3: the action button's label when the notification does not name one. */
export const DEFAULT_ACTION_TEXT = 'Take Action';

/** Platform spec 9: a notification list holds 50 unless asked otherwise; we allow up to 100. */
export const DEFAULT_LIST_LIMIT = 50;
export const MAX_LIST_LIMIT = 100;

/** The panel's filters, in the order plan spec 2.6 gives them, with their labels. */
export const NOTIFICATION_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'unread', label: 'Unread' },
  { id: 'dwsp', label: 'DWSP' },
  { id: 'water_testing', label: 'Water Testing' },
  { id: 'maintenance', label: 'Maintenance' },
  { id: 'compliance', label: 'Compliance' },
] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number]['id'];
export const NOTIFICATION_FILTER_IDS = NOTIFICATION_FILTERS.map((f) => f.id) as [
  NotificationFilter,
  ...NotificationFilter[],
];

/** Labels of the categories in words (never colour alone). */
export const CATEGORY_LABELS: Record<NotificationCategory, string> = {
  dwsp: 'DWSP',
  water_testing: 'Water Testing',
  maintenance: 'Maintenance',
  compliance: 'Compliance',
  system: 'System',
  general: 'General',
};

export const TYPE_LABELS: Record<NotificationType, string> = {
  error: 'Error',
  warning: 'Warning',
  success: 'Success',
  reminder: 'Reminder',
  info: 'Information',
};

export const PRIORITY_LABELS: Record<NotificationPriority, string> = {
  urgent: 'Urgent',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** A notification as the API sends it (platform spec 3, Notification). Instants are ISO strings. */
export interface NotificationJson {
  id: string;
  userId: string;
  schoolId: string | null;
  title: string;
  message: string;
  type: NotificationType;
  category: NotificationCategory;
  priority: NotificationPriority;
  readStatus: boolean;
  readAt: string | null;
  createdAt: string;
  actionRequired: boolean;
  actionUrl: string | null;
  /** Never empty: the stored text, or DEFAULT_ACTION_TEXT. */
  actionText: string;
  expiresAt: string | null;
  metadata: Record<string, unknown>;
}

// ---------------------------------------------------------------- texts (plan spec 2.6 and 8)

export const NOTIFICATION_TEXTS = {
  panelTitle: 'Notifications',
  settingsButton: 'Notification Settings',
  markAllRead: 'Mark all as read',
  refresh: 'Refresh',
  tryAgain: 'Try Again',
  /** Shown for a date that cannot be read (plan spec 8). */
  recently: 'Recently',
  emptyUnread: { title: 'No unread notifications', description: "You're all caught up!" },
  emptyAll: { title: 'No notifications', description: "We'll notify you when something important happens." },
  loadFailed: 'Failed to load notifications',
  createFailed: 'Failed to create notification',
  preferencesFailed: 'Failed to update preferences',
  preferencesSaved: {
    title: 'Preferences updated',
    description: 'Your notification preferences have been saved',
  },
  allRead: {
    title: 'All notifications marked as read',
    description: 'Your notification list has been cleared',
  },
} as const;

/** The empty state of the panel for a filter: the Unread filter has its own words. */
export function emptyStateFor(filter: NotificationFilter): { title: string; description: string } {
  return filter === 'unread' ? NOTIFICATION_TEXTS.emptyUnread : NOTIFICATION_TEXTS.emptyAll;
}

// ---------------------------------------------------------------- the bell and toasts

/** The bell's badge (plan spec 2.4 and 9.4): the count, or '99+' above 99. */
export function badgeCount(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0';
  return n > 99 ? '99+' : String(Math.floor(n));
}

/** Plan spec 4.6: a new notification shows a toast only when in-app is on and the frequency is immediate. */
export function shouldToast(prefs: {
  inAppNotifications: boolean;
  notificationFrequency: NotificationFrequency;
}): boolean {
  return prefs.inAppNotifications && prefs.notificationFrequency === 'immediate';
}

/** Plan spec 4.6: type error is shown in the destructive style; the others by their own kind. */
export function toastVariant(type: NotificationType): 'destructive' | 'warning' | 'success' | 'default' {
  if (type === 'error') return 'destructive';
  if (type === 'warning') return 'warning';
  if (type === 'success') return 'success';
  return 'default';
}

// ---------------------------------------------------------------- expiry and defaults (plan spec 9.4)

/** The kinds of notification plan spec 9.4 gives an expiry rule. */
export const NOTIFICATION_KINDS = [
  'dwsp_reminder',
  'water_testing_reminder',
  'maintenance_reminder',
  'compliance_alert',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Plan spec 9.4: "DWSP reminder 7 days after the due date; water testing reminder 3 days; maintenance
 * reminder 14 days; compliance alert 30 days from now". The three reminders count from their due date,
 * the compliance alert from its creation.
 */
export const EXPIRY_DAYS: Record<NotificationKind, { days: number; from: 'due_date' | 'now' }> = {
  dwsp_reminder: { days: 7, from: 'due_date' },
  water_testing_reminder: { days: 3, from: 'due_date' },
  maintenance_reminder: { days: 14, from: 'due_date' },
  compliance_alert: { days: 30, from: 'now' },
};

/** The category of each kind. */
export const KIND_CATEGORY: Record<NotificationKind, NotificationCategory> = {
  dwsp_reminder: 'dwsp',
  water_testing_reminder: 'water_testing',
  maintenance_reminder: 'maintenance',
  compliance_alert: 'compliance',
};

/** The reminder kind of a category, if plan spec 9.4 has one. */
export function reminderKindFor(category: NotificationCategory): NotificationKind | null {
  if (category === 'dwsp') return 'dwsp_reminder';
  if (category === 'water_testing') return 'water_testing_reminder';
  if (category === 'maintenance') return 'maintenance_reminder';
  return null;
}

/** A due date as an instant: a calendar day (YYYY-MM-DD) is due until the end of that New Zealand day. */
export function dueInstant(due: Date | string): Date | null {
  if (due instanceof Date) return Number.isNaN(due.getTime()) ? null : due;
  if (/^\d{4}-\d{2}-\d{2}$/.test(due)) return endOfNzDay(due);
  const parsed = new Date(due);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/**
 * When a notification of this kind expires. A reminder without a due date (or with one that cannot be
 * read) counts from now.
 */
export function expiresAtFor(
  kind: NotificationKind,
  opts: { dueDate?: Date | string | null; now: Date },
): Date {
  const rule = EXPIRY_DAYS[kind];
  const base =
    rule.from === 'due_date' && opts.dueDate != null ? (dueInstant(opts.dueDate) ?? opts.now) : opts.now;
  return new Date(base.getTime() + rule.days * DAY_MS);
}

/**
 * Plan spec 9.4: priority medium by default; water testing high; compliance urgent (when urgent) or
 * medium.
 */
export function defaultPriority(
  category: NotificationCategory,
  opts: { urgent?: boolean } = {},
): NotificationPriority {
  if (category === 'water_testing') return 'high';
  if (category === 'compliance') return opts.urgent ? 'urgent' : 'medium';
  return 'medium';
}

/** Plan spec 9.4: a compliance alert is of type error when urgent, else warning. */
export function complianceAlertType(priority: NotificationPriority): NotificationType {
  return priority === 'urgent' ? 'error' : 'warning';
}

/**
 * The type, priority and expiry a new notification gets when its creator leaves them out:
 * - priority: `defaultPriority` (a compliance notification created as type error counts as urgent);
 * - type: a compliance notification is an alert (`complianceAlertType`), any other is info;
 * - expiry: a reminder of the DWSP, water testing or maintenance counts from its due date (or now), a
 *   compliance alert 30 days from now, anything else does not expire. An explicit `null` never expires.
 */
export function notificationDefaults(input: {
  category: NotificationCategory;
  type?: NotificationType;
  priority?: NotificationPriority;
  expiresAt?: Date | null;
  dueDate?: Date | string | null;
  now: Date;
}): { type: NotificationType; priority: NotificationPriority; expiresAt: Date | null } {
  const { category, now } = input;
  const priority = input.priority ?? defaultPriority(category, { urgent: input.type === 'error' });
  const type =
    input.type ?? (category === 'compliance' ? complianceAlertType(priority) : DEFAULT_NOTIFICATION_TYPE);
  let expiresAt: Date | null = null;
  if (input.expiresAt !== undefined) expiresAt = input.expiresAt;
  else if (type === 'reminder') {
    const kind = reminderKindFor(category);
    if (kind) expiresAt = expiresAtFor(kind, { dueDate: input.dueDate, now });
  } else if (category === 'compliance' && (type === 'error' || type === 'warning')) {
    expiresAt = expiresAtFor('compliance_alert', { now });
  }
  return { type, priority, expiresAt };
}

// ---------------------------------------------------------------- preferences (platform spec 9)

export const NOTIFICATION_FREQUENCIES = ['immediate', 'daily', 'weekly'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<NotificationFrequency, string> = {
  immediate: 'Straight away',
  daily: 'Once a day',
  weekly: 'Once a week',
};

/** Days of the week as `day_of_week` numbers them (0 Sunday … 6 Saturday). */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export interface QuietHours {
  enabled: boolean;
  /** HH:MM, New Zealand time. */
  start: string;
  end: string;
}

export interface EmailDigest {
  enabled: boolean;
  frequency: 'weekly';
  /** 0 Sunday … 6 Saturday. */
  day_of_week: number;
}

export interface NotificationPreferences {
  emailNotifications: boolean;
  pushNotifications: boolean;
  inAppNotifications: boolean;
  smsNotifications: boolean;
  /** E.164, e.g. +64211234567; required when SMS is on. */
  smsNumber: string | null;
  notificationFrequency: NotificationFrequency;
  categories: Record<NotificationCategory, boolean>;
  quietHours: QuietHours;
  emailDigest: EmailDigest;
}

/** Preferences as the API sends them: one record per user, versioned. */
export interface NotificationPreferencesJson extends NotificationPreferences {
  userId: string;
  version: number;
}

/**
 * Platform spec 9: "email, push and in-app all on; notification_frequency immediate; categories dwsp,
 * water_testing, maintenance, compliance, system and general all on; quiet hours off, 22:00 to 07:00;
 * e-mail digest off, weekly, day_of_week 1". SMS (not in that list) starts off, with no number.
 */
export const DEFAULT_PREFERENCES: Readonly<NotificationPreferences> = Object.freeze({
  emailNotifications: true,
  pushNotifications: true,
  inAppNotifications: true,
  smsNotifications: false,
  smsNumber: null,
  notificationFrequency: 'immediate',
  categories: Object.freeze({
    dwsp: true,
    water_testing: true,
    maintenance: true,
    compliance: true,
    system: true,
    general: true,
  }),
  quietHours: Object.freeze({ enabled: false, start: '22:00', end: '07:00' }),
  emailDigest: Object.freeze({ enabled: false, frequency: 'weekly', day_of_week: 1 }),
}) as NotificationPreferences;

/** A fresh, mutable copy of the defaults. */
export function defaultPreferences(): NotificationPreferences {
  return {
    ...DEFAULT_PREFERENCES,
    categories: { ...DEFAULT_PREFERENCES.categories },
    quietHours: { ...DEFAULT_PREFERENCES.quietHours },
    emailDigest: { ...DEFAULT_PREFERENCES.emailDigest },
  };
}

/** A New Zealand mobile in E.164: +64, then 2 (every NZ mobile prefix is 02x), then 7 to 9 digits. */
export const NZ_MOBILE_E164 = /^\+642\d{7,9}$/;

/**
 * A mobile number as people type it, in E.164 when it can be read as a New Zealand one: spaces,
 * dashes, dots and brackets go; 021… becomes +6421…; 0064… and 64… become +64…. Anything else is
 * returned trimmed, for the schema to refuse. Empty becomes null.
 */
export function normalizeNzMobile(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  if (!trimmed) return null;
  const compact = trimmed.replace(/[\s\-.()]/g, '');
  if (/^\+\d+$/.test(compact)) return compact;
  if (/^0064\d+$/.test(compact)) return `+${compact.slice(2)}`;
  if (/^64\d{8,}$/.test(compact)) return `+${compact}`;
  if (/^0\d+$/.test(compact)) return `+64${compact.slice(1)}`;
  return trimmed;
}

/** The stored record with a change applied (nested objects are replaced whole). */
export function mergePreferences(
  current: NotificationPreferences,
  change: Partial<NotificationPreferences>,
): NotificationPreferences {
  const pick = <K extends keyof NotificationPreferences>(k: K): NotificationPreferences[K] =>
    change[k] !== undefined ? (change[k] as NotificationPreferences[K]) : current[k];
  return {
    emailNotifications: pick('emailNotifications'),
    pushNotifications: pick('pushNotifications'),
    inAppNotifications: pick('inAppNotifications'),
    smsNotifications: pick('smsNotifications'),
    smsNumber: pick('smsNumber'),
    notificationFrequency: pick('notificationFrequency'),
    categories: { ...pick('categories') },
    quietHours: { ...pick('quietHours') },
    emailDigest: { ...pick('emailDigest') },
  };
}

// ---------------------------------------------------------------- creating (provider staff)

/**
 * Where an action button may lead: a path inside WaiKura (starting with one slash), never another
 * site. The specification's links are /school/{schoolId}/dwsp, /water-testing, /maintenance and
 * /compliance.
 */
export const ACTION_URL = /^\/(?![/\\])[^\s]*$/;

/** The action links of plan spec 2.3 for a school. */
export function actionUrlFor(
  schoolId: string,
  area: 'dwsp' | 'water-testing' | 'maintenance' | 'compliance',
): string {
  return `/school/${encodeURIComponent(schoolId)}/${area}`;
}

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 2000;
export const ACTION_TEXT_MAX = 60;
export const ACTION_URL_MAX = 500;
