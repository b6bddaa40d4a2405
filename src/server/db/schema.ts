import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('plan_parts_school_part_unique').on(t.schoolId, t.partId)],
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
