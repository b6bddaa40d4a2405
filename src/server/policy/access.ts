import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { legacySchoolIdVariant, slugify } from '../../domain/slug';
import { ACCESS_TABLES, type SessionLookup, sessionFields, toSessionLookup } from '../auth/session';
import type { Db } from '../db/client';
import { schoolColumns } from '../db/columns';
import { contractorAssignments, schools, sessions, users, viewerAccess } from '../db/schema';
import type { SchoolRecord } from '../lib/context';
import { readThrough } from '../lib/read-cache';
import { type Actor, NO_RELATION, type SchoolRelation } from './policy';

/** The parameter is, exactly, one of the school's legacy ids (old slugs included); GIN-indexed. */
const legacyIdIs = sql`${schools.legacyIds} @> jsonb_build_array(${sql.placeholder('id')}::text)`;

function prepareByIdOrSlug(db: Db) {
  return db
    .select(schoolColumns)
    .from(schools)
    .where(or(eq(schools.id, sql.placeholder('id')), eq(schools.slug, sql.placeholder('slug')), legacyIdIs))
    .orderBy(sql`${schools.id} = ${sql.placeholder('id')} desc`, sql`${legacyIdIs} desc`)
    .limit(1)
    .prepare('waikura_school_by_id_or_slug');
}
const byIdOrSlug = new WeakMap<Db, ReturnType<typeof prepareByIdOrSlug>>();

/**
 * Finds a school from a path parameter, tolerating the variants of platform specification section 3,
 * in this order: the exact id, an exact legacy id (which includes every old slug of a renamed school),
 * the slug, then the wider forms (the legacy id upper-cased with a _SCHOOL_ID suffix, the slugified name).
 * An exact legacy id wins over another school's slug, so a newcomer whose name slugifies to an
 * existing school's legacy id cannot take that id over (names are also kept from such slugs: see
 * `uniqueSlug`). Runs on every school-scoped request: the id, legacy id and slug are one prepared
 * statement; only the rare wider forms pay for a second search.
 */
export async function resolveSchool(db: Db, param: string): Promise<SchoolRecord | null> {
  let statement = byIdOrSlug.get(db);
  if (!statement) {
    statement = prepareByIdOrSlug(db);
    byIdOrSlug.set(db, statement);
  }
  const [direct] = await statement.execute({ id: param, slug: param.toLowerCase() });
  return direct ?? (await resolveLegacySchool(db, param));
}

/** The wider search of `resolveSchool`, for a parameter that is not an id, exact legacy id or slug. */
export async function resolveLegacySchool(db: Db, param: string): Promise<SchoolRecord | null> {
  const slug = slugify(param);
  const legacy = [param, legacySchoolIdVariant(param)];
  const rows = await db
    .select(schoolColumns)
    .from(schools)
    .where(
      or(
        ...(slug ? [eq(schools.slug, slug)] : []),
        ...legacy.map((l) => sql`${schools.legacyIds} @> ${JSON.stringify([l])}::jsonb`),
      ),
    )
    // Exact legacy id, then the suffixed variant, then the slugified name.
    .orderBy(
      sql`case when ${schools.legacyIds} @> ${JSON.stringify([param])}::jsonb then 0 when ${schools.legacyIds} @> ${JSON.stringify([legacy[1]])}::jsonb then 1 else 2 end`,
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Loads the facts the policy needs about one actor and one school. */
export async function loadRelation(db: Db, actor: Actor | null, schoolId: string): Promise<SchoolRelation> {
  if (!actor) return NO_RELATION;
  if (actor.role === 'contractor') {
    const rows = await db
      .select({ id: contractorAssignments.id })
      .from(contractorAssignments)
      .where(
        and(
          eq(contractorAssignments.contractorId, actor.id),
          eq(contractorAssignments.schoolId, schoolId),
          eq(contractorAssignments.assignmentStatus, 'active'),
        ),
      )
      .limit(1);
    return { activeAssignment: rows.length > 0, viewerAccessExpiresAt: null };
  }
  if (actor.role === 'viewer') {
    const rows = await db
      .select({ expiresAt: viewerAccess.expiresAt })
      .from(viewerAccess)
      .where(
        and(
          eq(viewerAccess.userId, actor.id),
          eq(viewerAccess.schoolId, schoolId),
          isNull(viewerAccess.revokedAt),
        ),
      )
      .orderBy(desc(viewerAccess.expiresAt))
      .limit(1);
    return { activeAssignment: false, viewerAccessExpiresAt: rows[0]?.expiresAt ?? null };
  }
  return NO_RELATION;
}

/**
 * Everything a request to /api/schools/{schoolId}/... needs before the policy decides, in ONE prepared
 * statement: the session (unexpired, on the real clock, as `findSession`), its user and the user's own
 * school; the school named by the path (exact id first, then slug, as `resolveSchool`'s first step);
 * and the same facts `loadRelation` reads: for a contractor, whether an active assignment to that school
 * exists; for a viewer, the latest expiry of an unrevoked access to it (other roles get neither, as
 * there). The policy (policy.ts) still makes every decision.
 */
function prepareSchoolAccess(db: Db) {
  const target = db
    .select(schoolColumns)
    .from(schools)
    .where(or(eq(schools.id, sql.placeholder('id')), eq(schools.slug, sql.placeholder('slug')), legacyIdIs))
    .orderBy(sql`${schools.id} = ${sql.placeholder('id')} desc`, sql`${legacyIdIs} desc`)
    .limit(1)
    .as('target');
  return db
    .select({
      ...sessionFields,
      targetId: target.id,
      targetName: target.name,
      targetSlug: target.slug,
      targetMoeNumber: target.moeNumber,
      targetRegion: target.region,
      targetAddress: target.address,
      targetWaterSource: target.waterSource,
      targetVersion: target.version,
      targetCreatedAt: target.createdAt,
      targetUpdatedAt: target.updatedAt,
      activeAssignment: sql<boolean>`(${users.role} = 'contractor' and exists (select 1 from ${contractorAssignments} where ${contractorAssignments.contractorId} = ${users.id} and ${contractorAssignments.schoolId} = ${target.id} and ${contractorAssignments.assignmentStatus} = 'active'))`,
      viewerAccessExpiresAt:
        sql<Date | null>`(select max(${viewerAccess.expiresAt}) from ${viewerAccess} where ${users.role} = 'viewer' and ${viewerAccess.userId} = ${users.id} and ${viewerAccess.schoolId} = ${target.id} and ${viewerAccess.revokedAt} is null)`.mapWith(
          viewerAccess.expiresAt,
        ),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoinLateral(target, sql`true`)
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('waikura_school_access');
}
const schoolAccess = new WeakMap<Db, ReturnType<typeof prepareSchoolAccess>>();

export interface SchoolAccess {
  session: SessionLookup;
  /** Null when the parameter is neither the id nor the slug of a school: try `resolveLegacySchool`. */
  school: SchoolRecord | null;
  /** The facts about this user and `school` (NO_RELATION when there is no school). */
  relation: SchoolRelation;
}

/**
 * Null when the token has no unexpired session. Kept in memory per token and path parameter until a
 * write to any table it reads (ACCESS_TABLES) or the session's expiry (lib/read-cache.ts, decision 016);
 * the policy still decides on every request, on the real clock.
 */
export async function findSchoolAccess(
  db: Db,
  token: string,
  param: string,
  now = new Date(),
): Promise<SchoolAccess | null> {
  let statement = schoolAccess.get(db);
  if (!statement) {
    statement = prepareSchoolAccess(db);
    schoolAccess.set(db, statement);
  }
  const key = `${token}\n${param}`;
  return readThrough(
    db,
    SCHOOL_ACCESS_CACHE,
    key,
    now.getTime(),
    loadSchoolAccess,
    statement,
    token,
    param,
    now,
  );
}

const SCHOOL_ACCESS_CACHE = { name: 'school-access', tables: ACCESS_TABLES };

async function loadSchoolAccess(
  statement: ReturnType<typeof prepareSchoolAccess>,
  token: string,
  param: string,
  now: Date,
): Promise<{ value: SchoolAccess; validUntil: number } | null> {
  const [row] = await statement.execute({ token, now, id: param, slug: param.toLowerCase() });
  return row ? { value: toSchoolAccess(row), validUntil: row.sessionExpiresAt.getTime() } : null;
}

type SchoolAccessRow = Awaited<ReturnType<ReturnType<typeof prepareSchoolAccess>['execute']>>[number];

function toSchoolAccess(row: SchoolAccessRow): SchoolAccess {
  const session = toSessionLookup(row);
  if (row.targetId === null) return Object.freeze({ session, school: null, relation: NO_RELATION });
  return Object.freeze({
    session,
    school: Object.freeze({
      id: row.targetId,
      name: row.targetName!,
      slug: row.targetSlug!,
      moeNumber: row.targetMoeNumber,
      region: row.targetRegion,
      address: row.targetAddress,
      waterSource: row.targetWaterSource,
      version: row.targetVersion!,
      createdAt: row.targetCreatedAt!,
      updatedAt: row.targetUpdatedAt!,
    }),
    relation: Object.freeze({
      activeAssignment: row.activeAssignment === true,
      viewerAccessExpiresAt: row.viewerAccessExpiresAt ?? null,
    }),
  });
}
