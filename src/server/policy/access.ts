import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { legacySchoolIdVariant, slugify } from '../../domain/slug';
import type { Db } from '../db/client';
import { schoolColumns } from '../db/columns';
import { contractorAssignments, schools, viewerAccess } from '../db/schema';
import type { SchoolRecord } from '../lib/context';
import { type Actor, NO_RELATION, type SchoolRelation } from './policy';

function prepareByIdOrSlug(db: Db) {
  return db
    .select(schoolColumns)
    .from(schools)
    .where(or(eq(schools.id, sql.placeholder('id')), eq(schools.slug, sql.placeholder('slug'))))
    .orderBy(sql`${schools.id} = ${sql.placeholder('id')} desc`)
    .limit(1)
    .prepare('waikura_school_by_id_or_slug');
}
const byIdOrSlug = new WeakMap<Db, ReturnType<typeof prepareByIdOrSlug>>();

/**
 * Finds a school from a path parameter, tolerating the variants of platform specification section 3:
 * the exact id, the slug, a legacy id (as given or upper-cased with a _SCHOOL_ID suffix), or the name.
 * Runs on every school-scoped request: the usual id or slug is one prepared statement; only the rare
 * legacy forms pay for the wider search.
 */
export async function resolveSchool(db: Db, param: string): Promise<SchoolRecord | null> {
  let statement = byIdOrSlug.get(db);
  if (!statement) {
    statement = prepareByIdOrSlug(db);
    byIdOrSlug.set(db, statement);
  }
  const [direct] = await statement.execute({ id: param, slug: param.toLowerCase() });
  if (direct) return direct;
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
    .orderBy(sql`case when ${schools.slug} = ${slug} then 0 else 1 end`)
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
