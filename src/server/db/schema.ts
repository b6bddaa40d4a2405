import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BadgeRarity, BadgeType } from '../../domain/plan/badges';
import type { PartCompliance } from '../../domain/plan/compliance';

const id = () => text('id').primaryKey().default(sql`gen_random_uuid()::text`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- better-auth tables
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('principal'),
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'set null' }),
    schoolName: text('school_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Issue 20 (te reo Māori): the language of the person's e-mails, set when they choose one in the footer.
    language: text('language', { enum: ['en', 'mi'] })
      .notNull()
      .default('en'),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_school_idx').on(t.schoolId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sessions_token_unique').on(t.token), index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------- WaiKura tables
export { WATER_SOURCES } from '../../domain/water-sources';

export const schools = pgTable(
  'schools',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    legacyIds: jsonb('legacy_ids').$type<string[]>().notNull().default([]),
    moeNumber: integer('moe_number'),
    region: text('region'),
    address: text('address'),
    waterSource: text('water_source'),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('schools_slug_unique').on(t.slug),
    uniqueIndex('schools_moe_number_unique').on(t.moeNumber),
    // Exact legacy-id lookups on every school-scoped request (policy/access.ts).
    index('schools_legacy_ids_idx').using('gin', t.legacyIds.op('jsonb_path_ops')),
    // Issue 19 (decision 037): the portfolio's default page (by name, then id) reads 50 schools in order
    // instead of sorting them all.
    index('schools_name_idx').on(t.name, t.id),
  ],
);

export const contractorAssignments = pgTable(
  'contractor_assignments',
  {
    id: id(),
    contractorId: text('contractor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    assignmentStatus: text('assignment_status', { enum: ['active', 'ended'] })
      .notNull()
      .default('active'),
    assignedDate: timestamp('assigned_date', { withTimezone: true }).notNull().defaultNow(),
    endedDate: timestamp('ended_date', { withTimezone: true }),
    assignedBy: text('assigned_by'),
    endedBy: text('ended_by'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contractor_assignments_lookup_idx').on(t.contractorId, t.schoolId, t.assignmentStatus),
    index('contractor_assignments_school_idx').on(t.schoolId),
    // One active assignment per contractor and school.
    uniqueIndex('contractor_assignments_one_active')
      .on(t.contractorId, t.schoolId)
      .where(sql`assignment_status = 'active'`),
  ],
);

export const viewerAccess = pgTable(
  'viewer_access',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    grantedBy: text('granted_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by'),
    createdAt: createdAt(),
  },
  (t) => [index('viewer_access_lookup_idx').on(t.userId, t.schoolId)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    email: text('email').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    invitedBy: text('invited_by'),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [index('invitations_user_idx').on(t.userId)],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    userId: text('user_id'),
    userEmail: text('user_email'),
    userRole: text('user_role'),
    activityType: text('activity_type').notNull(),
    description: text('description').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    schoolId: text('school_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_time_idx').on(t.timestamp),
    index('activity_log_user_idx').on(t.userId, t.timestamp),
    index('activity_log_school_idx').on(t.schoolId, t.timestamp),
  ],
);

export const clientErrors = pgTable(
  'client_errors',
  {
    id: id(),
    message: text('message').notNull(),
    stack: text('stack'),
    pageUrl: text('page_url'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    userId: text('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('client_errors_time_idx').on(t.createdAt)],
);

/**
 * Real-user speed (web vitals) reported by browsers: anonymous by design (no user, address or agent),
 * the route as its pattern (`/schools/:schoolId`). Read as p75 per route over 28 days (decision 022).
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    route: text('route').notNull(),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('web_vitals_time_idx').on(t.createdAt)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt)],
);

export const maintenanceLog = pgTable(
  'maintenance_log',
  {
    id: id(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    contractorId: text('contractor_id').references(() => users.id, { onDelete: 'set null' }),
    recordedBy: text('recorded_by').notNull(),
    recordedByName: text('recorded_by_name').notNull(),
    performedOn: text('performed_on').notNull(),
    component: text('component').notNull(),
    workDone: text('work_done').notNull(),
    equipmentUsed: text('equipment_used'),
    materialsUsed: text('materials_used'),
    safetyPrecautions: text('safety_precautions'),
    followUpNeeded: boolean('follow_up_needed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('maintenance_log_school_idx').on(t.schoolId, t.performedOn)],
);

// ---------------------------------------------------------------- the plan (issue 3)
/**
 * One record per school and catalogue section (28 per school), holding the section's answers as
 * JSON validated by the section's schema. `version` rises by one on every accepted save; a save that
 * carries an older version is refused (409). `statusOverride` is a status set directly by the user.
 */
export const planSections = pgTable(
  'plan_sections',
  {
    id: id(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    partId: text('part_id').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(0),
    status: text('status').notNull().default('not_started'),
    percent: integer('percent').notNull().default(0),
    statusOverride: text('status_override'),
    /** Subsections completed (3.2 and 4.1 have four), from the answers. */
    subsectionsCompleted: integer('subsections_completed').notNull().default(0),
    /** The percentage the answers alone give (no status set by hand): the thorough-planner badge reads it. */
    answersPercent: integer('answers_percent').notNull().default(0),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('plan_sections_school_section_unique').on(t.schoolId, t.sectionId)],
);

/** The eight part records per school (plan specification 4.2), kept in step with their sections. */
export const planParts = pgTable(
  'plan_parts',
  {
    id: id(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    partId: text('part_id').notNull(),
    order: integer('order').notNull(),
    title: text('title').notNull(),
    status: text('status').notNull().default('not_started'),
    /** The part's Ministry compliance (plan specification 5.1, 5.2), recomputed by every save in the part. */
    compliance: jsonb('compliance').$type<PartCompliance>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('plan_parts_school_part_unique').on(t.schoolId, t.partId)],
);

/**
 * The school's plan progress and compliance summary (plan specification 3, "DWSP progress"), one row per
 * school, updated in the same transaction as every save. The plan is the school's, so every user of the
 * school sees the same figures; the row also holds the facts the badge rules read.
 */
export const planProgress = pgTable(
  'plan_progress',
  {
    schoolId: text('school_id')
      .primaryKey()
      .references(() => schools.id, { onDelete: 'cascade' }),
    overall: integer('overall').notNull().default(0),
    sectionsCompleted: integer('sections_completed').notNull().default(0),
    totalSections: integer('total_sections').notNull(),
    milestonesAchieved: jsonb('milestones_achieved').$type<number[]>().notNull().default([]),
    /** The recent distinct New Zealand dates with a save (at most 10), for the estimated completion date. */
    activityDates: jsonb('activity_dates').$type<string[]>().notNull().default([]),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    identifiedRisks: integer('identified_risks').notNull().default(0),
    editsAfterComplete: integer('edits_after_complete').notNull().default(0),
    nextReviewDate: text('next_review_date'),
    compliancePercent: integer('compliance_percent').notNull().default(0),
    complianceLevel: text('compliance_level').notNull().default('non_compliant'),
    failingCount: integer('failing_count').notNull().default(0),
    /**
     * Moves with every write of the school's plan, under this row's lock: a write whose figures were
     * worked out from an older plan finds it moved and writes nothing (plan/save.ts, decision 024).
     */
    writeSeq: integer('write_seq').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('plan_progress_overall_idx').on(t.overall),
    index('plan_progress_level_idx').on(t.complianceLevel),
  ],
);

/** Badges earned, once per user, school and badge: the unique key, not a check, keeps concurrent saves honest. */
export const badgesEarned = pgTable(
  'badges_earned',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id').notNull(),
    badgeType: text('badge_type').$type<BadgeType>().notNull(),
    badgeName: text('badge_name').notNull(),
    badgeDescription: text('badge_description').notNull(),
    badgeIcon: text('badge_icon').notNull(),
    badgeColor: text('badge_color').notNull(),
    rarity: text('rarity').$type<BadgeRarity>().notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    progressWhenEarned: integer('progress_when_earned').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('badges_earned_user_school_badge_unique').on(t.userId, t.schoolId, t.badgeId),
    index('badges_earned_school_idx').on(t.schoolId, t.earnedAt),
  ],
);

/** Every accepted save, restore and status change of a section: who, when, what changed, and the content. */
export const planRevisions = pgTable(
  'plan_revisions',
  {
    id: id(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    version: integer('version').notNull(),
    kind: text('kind', { enum: ['save', 'restore', 'status'] }).notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    changedFields: jsonb('changed_fields').$type<string[]>().notNull().default([]),
    status: text('status').notNull(),
    statusOverride: text('status_override'),
    restoredFrom: integer('restored_from'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('plan_revisions_section_idx').on(t.schoolId, t.sectionId, t.createdAt),
    index('plan_revisions_school_idx').on(t.schoolId, t.createdAt),
  ],
);

/** Uploaded attachments (schematic, photos, documents). The bytes live under DATA_DIR/files. */
export const planFiles = pgTable(
  'plan_files',
  {
    id: id(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    fieldName: text('field_name').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('plan_files_school_idx').on(t.schoolId, t.sectionId)],
);

// ---------------------------------------------------------------- notifications and calendar (issue 5)
/** In-app notifications, one row per user (platform specification section 3, Notification). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** error | warning | success | reminder | info */
    type: text('type').notNull().default('info'),
    /** dwsp | water_testing | maintenance | compliance | system | general */
    category: text('category').notNull().default('general'),
    /** urgent | high | medium | low */
    priority: text('priority').notNull().default('medium'),
    readStatus: boolean('read_status').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    actionRequired: boolean('action_required').notNull().default(false),
    actionUrl: text('action_url'),
    actionText: text('action_text'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Where it came from (e.g. a schedule id), so a delivery retried never shows twice. */
    sourceKey: text('source_key'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readStatus} = false`),
    uniqueIndex('notifications_source_unique').on(t.userId, t.sourceKey),
  ],
);

/** One per user, created with the specification's defaults on first read (platform section 9). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  pushNotifications: boolean('push_notifications').notNull().default(true),
  inAppNotifications: boolean('in_app_notifications').notNull().default(true),
  smsNotifications: boolean('sms_notifications').notNull().default(false),
  /** The mobile number SMS goes to (E.164, e.g. +64211234567). */
  smsNumber: text('sms_number'),
  /** immediate | daily | weekly */
  notificationFrequency: text('notification_frequency').notNull().default('immediate'),
  categories: jsonb('categories').$type<Record<string, boolean>>().notNull(),
  /** { enabled, start: 'HH:MM', end: 'HH:MM' } in New Zealand time */
  quietHours: jsonb('quiet_hours').$type<{ enabled: boolean; start: string; end: string }>().notNull(),
  /** { enabled, frequency: 'weekly', day_of_week: 0-6 (0 Sunday) } */
  emailDigest: jsonb('email_digest')
    .$type<{ enabled: boolean; frequency: string; day_of_week: number }>()
    .notNull(),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Deliveries waiting to happen (platform section 3, NotificationSchedule): picked up when due, at most
 * 100 a batch, with FOR UPDATE SKIP LOCKED so that several server processes deliver each exactly once.
 */
export const notificationSchedules = pgTable(
  'notification_schedules',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    /** in_app | email | sms */
    channel: text('channel').notNull(),
    /** pending | processing | delivered | failed | cancelled */
    deliveryStatus: text('delivery_status').notNull().default('pending'),
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }).notNull(),
    /** When it may be tried next (backoff after a failure, or the end of quiet hours). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    deliveryTime: timestamp('delivery_time', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    errorMessage: text('error_message'),
    retryCount: integer('retry_count').notNull().default(0),
    /** title, message, type, category, priority, action_url, action_text, expires_at … */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** What made it (e.g. "calendar:<event>:<occurrence>:<channel>"): one schedule per source. */
    sourceKey: text('source_key'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notification_schedules_due_idx').on(t.nextAttemptAt).where(sql`${t.deliveryStatus} = 'pending'`),
    uniqueIndex('notification_schedules_source_unique').on(t.sourceKey),
    index('notification_schedules_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Every e-mail and SMS sent or attempted (secure sending API and scheduled deliveries): the delivery reports. */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: id(),
    /** email | sms */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** queued | sent | failed */
    status: text('status').notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    errorMessage: text('error_message'),
    attempts: integer('attempts').notNull().default(0),
    scheduleId: text('schedule_id').references(() => notificationSchedules.id, { onDelete: 'set null' }),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('message_deliveries_kind_idx').on(t.kind, t.createdAt)],
);

/** A school's calendar (platform section 3, CalendarEvent). Times are instants; recurrence is in NZ time. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: id(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    /** dwsp | water_testing | maintenance | compliance | other */
    category: text('category').notNull().default('maintenance'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    /** { freq: daily|weekly|monthly|yearly, interval, until?: 'YYYY-MM-DD', count? } or null */
    recurrencePattern: jsonb('recurrence_pattern').$type<Record<string, unknown> | null>(),
    /** { enabled, minutes_before, channels: (in_app|email|sms)[] } */
    reminderSettings: jsonb('reminder_settings')
      .$type<{ enabled: boolean; minutes_before: number; channels: string[] }>()
      .notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('calendar_events_school_idx').on(t.schoolId, t.startDate)],
);

/** Completion of one occurrence of an event (pending or completed; date, notes, photos). */
export const calendarCompletions = pgTable(
  'calendar_completions',
  {
    id: id(),
    eventId: text('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The occurrence's start, as an instant. */
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
    completionStatus: text('completion_status').notNull().default('completed'),
    completionDate: timestamp('completion_date', { withTimezone: true }).notNull(),
    completionNotes: text('completion_notes'),
    /** File references (plan_files ids) of photos. */
    completionPhotos: jsonb('completion_photos')
      .$type<{ id: string; name: string; mime: string; size: number }[]>()
      .notNull()
      .default([]),
    completedBy: text('completed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_completions_occurrence_unique').on(t.eventId, t.occurrenceStart)],
);

/** The school's private ICS feed: a secret (stored hashed) in the subscription URL; revoked by replacing it. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    schoolId: text('school_id')
      .primaryKey()
      .references(() => schools.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_unique').on(t.tokenHash)],
);

// ---------------------------------------------------------------- water testing and incidents (issue 16)
/**
 * One laboratory or field result: one parameter of one sample. `client_id` is made by the client (a
 * uuid) and unique per school, so a request sent again (an offline queue's retry) finds the result it
 * made instead of making a second. `status` is the domain's judgement at the time it was entered
 * (domain/water-testing/parameters.ts); `incident_id` the incident it opened or joined.
 */
export const waterTestResults = pgTable(
  'water_test_results',
  {
    id: id(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    sampleId: text('sample_id').notNull(),
    component: text('component').notNull(),
    componentId: text('component_id'),
    sampledOn: text('sampled_on').notNull(),
    laboratory: text('laboratory').notNull(),
    parameter: text('parameter').notNull(),
    qualifier: text('qualifier'),
    value: doublePrecision('value').notNull(),
    unit: text('unit').notNull(),
    mav: doublePrecision('mav'),
    status: text('status').notNull(),
    notes: text('notes'),
    enteredBy: text('entered_by').references(() => users.id, { onDelete: 'set null' }),
    enteredByName: text('entered_by_name').notNull(),
    incidentId: text('incident_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('water_test_results_client_unique').on(t.schoolId, t.clientId),
    index('water_test_results_school_idx').on(t.schoolId, t.sampledOn),
  ],
);

/**
 * An incident: a result over its limit (opened by the result's write, `source_key` `sample:<sample id>`,
 * so the results of one sample share one incident however many requests race), or one a person opens.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: id(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('open'),
    title: text('title').notNull(),
    whatHappened: text('what_happened').notNull(),
    discoveredAt: timestamp('discovered_at', { withTimezone: true }).notNull(),
    sourceKey: text('source_key'),
    openedBy: text('opened_by').references(() => users.id, { onDelete: 'set null' }),
    openedByName: text('opened_by_name').notNull(),
    regulatorNotifiedAt: timestamp('regulator_notified_at', { withTimezone: true }),
    regulatorNotifiedHow: text('regulator_notified_how'),
    regulatorReference: text('regulator_reference'),
    lessonsLearnt: text('lessons_learnt'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('incidents_source_unique').on(t.schoolId, t.sourceKey),
    index('incidents_open_idx').on(t.status, t.schoolId),
  ],
);

/**
 * What was done during an incident, each step with its time (also written to the activity log).
 * `client_id` (optional, a uuid made by the client) is unique per school where given, so a note sent
 * again by the offline queue finds the event it made instead of making a second (decision 028).
 */
export const incidentEvents = pgTable(
  'incident_events',
  {
    id: id(),
    clientId: text('client_id'),
    incidentId: text('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('incident_events_incident_idx').on(t.incidentId, t.at),
    uniqueIndex('incident_events_client_unique')
      .on(t.schoolId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

// ------------------------------------------------------------------ issue 19: operations (two processes)

/**
 * Secrets WaiKura makes for itself when the operator gives none, kept in the database so every process on
 * one PostgreSQL uses the same (`auth`: the session-signing secret when AUTH_SECRET is not set).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The session-signing secrets processes are using, by fingerprint (a hash, never the secret), with when
 * each was last seen: two processes signing with different secrets refuse each other's sessions, and the
 * self-check says so.
 */
export const authSecretsSeen = pgTable('auth_secrets_seen', {
  fingerprint: text('fingerprint').primaryKey(),
  lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
});

// ── Issue 18: WaiKura AI, the assistant (decision 029) ──────────────────────────────────────────────

/** A citation as stored with an answer (`features/assistant/retrieval.ts`). */
export interface StoredCitation {
  document: string;
  source: string;
  page: number | null;
  url?: string;
  quote: string;
  passageId: string;
}

/**
 * The chat history: each question and answer of a user, with the school and section it was asked
 * about (null without a school). Kept 24 hours (plan specification 9.5); older rows are never read, and
 * are deleted with anyone's next question and by the daily retention job.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    sectionId: text('section_id'),
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** 'ai' or 'retrieval' for an answer; null for a question. */
    mode: text('mode'),
    citations: jsonb('citations').$type<StoredCitation[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('assistant_messages_user_idx').on(t.userId, t.createdAt),
    index('assistant_messages_created_idx').on(t.createdAt),
  ],
);

/**
 * Each call to the AI provider: tokens and estimated cost per school, for provider staff. A call made
 * without a school context has no school.
 */
export const assistantUsage = pgTable(
  'assistant_usage',
  {
    id: id(),
    schoolId: text('school_id').references(() => schools.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    model: text('model').notNull(),
    /** 'answered', 'failed' or 'cached' (a cached answer costs nothing). */
    outcome: text('outcome').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    /** In millionths of a US dollar, from AI_PRICE_* per million tokens; 0 when no price is set. */
    costMicros: bigint('cost_micros', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('assistant_usage_school_idx').on(t.schoolId, t.createdAt)],
);

// ---------------------------------------------------------------- contractor work (issue 19a, decision 031)
/**
 * A piece of work for the school's contractor: taken on from the improvement schedule (4.2) or the
 * calendar (`source_key` names the row or occurrence, once per school), asked for by provider staff
 * (`request`), or planned by the contractor. Equipment, materials and safety notes travel with it.
 */
export const contractorTasks = pgTable(
  'contractor_tasks',
  {
    id: id(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['improvement_schedule', 'calendar', 'request', 'contractor'] }).notNull(),
    sourceKey: text('source_key'),
    title: text('title').notNull(),
    details: text('details'),
    scheduledDate: text('scheduled_date').notNull(),
    equipment: text('equipment'),
    materials: text('materials'),
    safetyNotes: text('safety_notes'),
    status: text('status', { enum: ['open', 'done'] })
      .notNull()
      .default('open'),
    completedOn: text('completed_on'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contractor_tasks_school_idx').on(t.schoolId, t.scheduledDate),
    uniqueIndex('contractor_tasks_source_unique')
      .on(t.schoolId, t.sourceKey)
      .where(sql`${t.sourceKey} is not null`),
  ],
);

/**
 * A contractor's report of a visit: draft (only its contractor sees it) → submitted (the school and
 * provider staff see it; its maintenance-log entry reaches 8.3) → reviewed (by provider staff, with a
 * comment). `client_id` (a uuid made by the phone) is unique per school where given, so a report sent
 * again by the offline queue finds the one it made.
 */
export const visitReports = pgTable(
  'visit_reports',
  {
    id: id(),
    clientId: text('client_id'),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    contractorId: text('contractor_id').references(() => users.id, { onDelete: 'set null' }),
    contractorName: text('contractor_name').notNull(),
    status: text('status', { enum: ['draft', 'submitted', 'reviewed'] })
      .notNull()
      .default('draft'),
    visitDate: text('visit_date').notNull(),
    component: text('component').notNull(),
    workDone: text('work_done').notNull().default(''),
    findings: text('findings'),
    recommendations: text('recommendations'),
    equipmentUsed: text('equipment_used'),
    materialsUsed: text('materials_used'),
    safetyPrecautions: text('safety_precautions'),
    followUpNeeded: boolean('follow_up_needed').notNull().default(false),
    checks: jsonb('checks').$type<{ label: string; result: string; note: string }[]>().notNull().default([]),
    readings: jsonb('readings')
      .$type<{ label: string; value: string; unit: string }[]>()
      .notNull()
      .default([]),
    taskIds: jsonb('task_ids').$type<string[]>().notNull().default([]),
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
    maintenanceLogId: text('maintenance_log_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedByName: text('reviewed_by_name'),
    reviewComment: text('review_comment'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('visit_reports_school_idx').on(t.schoolId, t.visitDate),
    index('visit_reports_contractor_idx').on(t.contractorId, t.status),
    index('visit_reports_status_idx').on(t.status, t.submittedAt),
    uniqueIndex('visit_reports_client_unique')
      .on(t.schoolId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

/**
 * A contractor's profile (platform specification 3, ContractorProfile): whether they are listed as
 * available (`profile_status` active is what listing uses, specification 4), what they specialise in and
 * their certifications with expiry dates, which reminders are scheduled from.
 */
export const contractorProfiles = pgTable(
  'contractor_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileStatus: text('profile_status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    specializations: jsonb('specializations').$type<string[]>().notNull().default([]),
    certifications: jsonb('certifications')
      .$type<{ id: string; name: string; issuer: string; number: string; expiresOn: string | null }[]>()
      .notNull()
      .default([]),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contractor_profiles_status_idx').on(t.profileStatus)],
);

/**
 * The pre-visit questionnaire (platform specification 3, PreVisitQuestionnaire): what a school tells its
 * contractor before the first visit — access, hazards, where the supply's parts are. One per school;
 * `submission_status` starts pending and becomes submitted when the school sends it (then its
 * contractors see it, and are told).
 */
export const preVisitQuestionnaires = pgTable('pre_visit_questionnaires', {
  id: id(),
  schoolId: text('school_id')
    .notNull()
    .unique()
    .references(() => schools.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  submissionStatus: text('submission_status', { enum: ['pending', 'submitted'] })
    .notNull()
    .default('pending'),
  answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  updatedByName: text('updated_by_name').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * "Report a problem on this page" (platform specification 3 and 4, PageIssue): open → in-progress →
 * resolved; moving off resolved counts a reopen. Anyone may report, signed in or not.
 */
export const pageIssues = pgTable(
  'page_issues',
  {
    id: id(),
    pageUrl: text('page_url').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'in-progress', 'resolved'] })
      .notNull()
      .default('open'),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterName: text('reporter_name'),
    reporterEmail: text('reporter_email'),
    userAgent: text('user_agent'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    reopenedCount: integer('reopened_count').notNull().default(0),
    lastReopenedAt: timestamp('last_reopened_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('page_issues_status_idx').on(t.status, t.createdAt),
    index('page_issues_page_idx').on(t.pageUrl),
  ],
);

/** Messages to provider staff (platform specification 3, ContactMessage: status starts new); replies go by e-mail. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    pageUrl: text('page_url'),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['new', 'replied', 'closed'] })
      .notNull()
      .default('new'),
    replies: jsonb('replies')
      .$type<{ at: string; byName: string; message: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.createdAt)],
);

// ---------------------------------------------------------------- issue 19 (provider staff): suppliers
/**
 * Laboratories, contractors' firms and equipment suppliers the provider works with (issue 19). Provider
 * staff keep the list; `version` guards edits (a stale edit is 409).
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    name: text('name').notNull(),
    /** laboratory | contractor | equipment | other (domain/suppliers.ts) */
    kind: text('kind').notNull(),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    region: text('region'),
    services: text('services'),
    /** Laboratories: accredited by IANZ for drinking water tests. */
    ianzAccredited: boolean('ianz_accredited'),
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('suppliers_kind_name_idx').on(t.kind, t.name)],
);

/** Issue 19: which provider staff member looks after which school (many to many). */
export const staffSchools = pgTable(
  'staff_schools',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    assignedBy: text('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_schools_unique').on(t.userId, t.schoolId),
    index('staff_schools_school_idx').on(t.schoolId),
  ],
);

/**
 * Issue 19: a provider staff member's training and competency validation, due again three years after it
 * was completed (Acceptable Solution for Roof Water, Jan 2022 draft, p. 12, section 10). Reminders are
 * notification schedules made when the record is saved (`source_key` `staff-training:<id>:<stage>`).
 */
export const staffTraining = pgTable(
  'staff_training',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    competency: text('competency').notNull(),
    /** New Zealand dates, YYYY-MM-DD. */
    completedOn: text('completed_on').notNull(),
    revalidateBy: text('revalidate_by').notNull(),
    notes: text('notes'),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_training_user_idx').on(t.userId, t.revalidateBy)],
);

/** Issue 19: where a school is (WGS 84), for the provider's map. One row per school; none until set. */
export const schoolLocations = pgTable('school_locations', {
  schoolId: text('school_id')
    .primaryKey()
    .references(() => schools.id, { onDelete: 'cascade' }),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * Issue 19: the plan's approval by the school's board. A submission, then an approval recorded with the
 * exact plan version it approves (`plan_version`: the number of content revisions of the plan, and the
 * latest revision's id). A later content revision means the approval needs renewing (worked out on read).
 */
export const planApprovals = pgTable(
  'plan_approvals',
  {
    id: id(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** submitted | approved */
    status: text('status').notNull(),
    submittedBy: text('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedByName: text('submitted_by_name').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    submittedVersion: integer('submitted_version').notNull(),
    note: text('note'),
    /** board_chair (a designated approver, in their own name) | board_minute (recorded from the minutes) */
    approvalKind: text('approval_kind'),
    approverName: text('approver_name'),
    approverRole: text('approver_role'),
    /** New Zealand date of the board's decision, YYYY-MM-DD. */
    approvedOn: text('approved_on'),
    minuteReference: text('minute_reference'),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    planVersion: integer('plan_version'),
    planRevisionId: text('plan_revision_id'),
    createdAt: createdAt(),
  },
  (t) => [index('plan_approvals_school_idx').on(t.schoolId, t.createdAt)],
);

/** Issue 19: viewers a school has named as its plan's approvers (a board chair invited as a viewer). */
export const planApprovers = pgTable(
  'plan_approvers',
  {
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('plan_approvers_unique').on(t.schoolId, t.userId)],
);

// ---------------------------------------------------------------- issue 19d: a contractor task's photos
/**
 * Photos of a contractor task, before and after the work (decision 038). The bytes and their record are a
 * `plan_files` row of section `contractor-task` (field `before` or `after`); this row says whose task they
 * belong to. Removing the task removes the links; the photo route removes the file with its link.
 */
export const contractorTaskPhotos = pgTable(
  'contractor_task_photos',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => contractorTasks.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => planFiles.id, { onDelete: 'cascade' }),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: ['before', 'after'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.fileId] }),
    index('contractor_task_photos_school_idx').on(t.schoolId),
  ],
);
