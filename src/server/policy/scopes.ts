/**
 * Lists are scoped in the query's own where-clause, and the clause is the policy's: the SQL form of
 * `decideSchool(…, 'read')` (policy.ts). `scopes.test.ts` checks the two agree for every role.
 */
import { and, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { isProvider, isSchoolStaff, SCHOOL_STAFF_ROLES } from '../../domain/roles';
import type { Db } from '../db/client';
import { contractorAssignments, schools, staffSchools, users, viewerAccess } from '../db/schema';
import type { SessionUser } from '../lib/context';
import { PROVIDER_TEAM_ROLES } from './policy';

/** The schools a user may see, scoped in the query itself. */
export function visibleSchoolsWhere(db: Db, user: SessionUser, now: Date): SQL | undefined {
  if (isProvider(user.role)) return undefined;
  if (isSchoolStaff(user.role)) return user.schoolId ? eq(schools.id, user.schoolId) : sql`false`;
  if (user.role === 'contractor') {
    return inArray(
      schools.id,
      db
        .select({ id: contractorAssignments.schoolId })
        .from(contractorAssignments)
        .where(
          and(
            eq(contractorAssignments.contractorId, user.id),
            eq(contractorAssignments.assignmentStatus, 'active'),
          ),
        ),
    );
  }
  if (user.role === 'viewer') {
    return inArray(
      schools.id,
      db
        .select({ id: viewerAccess.schoolId })
        .from(viewerAccess)
        .where(
          and(
            eq(viewerAccess.userId, user.id),
            isNull(viewerAccess.revokedAt),
            gt(viewerAccess.expiresAt, now),
          ),
        ),
    );
  }
  return sql`false`;
}

/**
 * The staff of a school (or of any of several): its principal and school administrators, and the legacy
 * `school` users, as `decideSchool` counts them (their user row names the school).
 */
export function schoolStaffWhere(schoolId: string | string[]): SQL {
  const school = Array.isArray(schoolId) ? inArray(users.schoolId, schoolId) : eq(users.schoolId, schoolId);
  return and(school, inArray(users.role, [...SCHOOL_STAFF_ROLES]))!;
}

/** Viewer access rows (joined with their users) that give access now: role viewer, unrevoked, unexpired. */
export function viewerAccessNowWhere(schoolId: string, now: Date): SQL {
  return and(
    eq(viewerAccess.schoolId, schoolId),
    eq(users.role, 'viewer'),
    isNull(viewerAccess.revokedAt),
    gt(viewerAccess.expiresAt, now),
  )!;
}

/** Assignments (joined with their users) that give a contractor access now: active, role contractor. */
export function activeAssignmentWhere(schoolId: string): SQL {
  return and(
    eq(contractorAssignments.schoolId, schoolId),
    eq(contractorAssignments.assignmentStatus, 'active'),
    eq(users.role, 'contractor'),
  )!;
}

/** Accounts that can be assigned to schools as contractors. */
export const contractorAccountsWhere = (): SQL => eq(users.role, 'contractor');

/**
 * Provider staff who hear of a school's water-quality incidents: those who look after the school (staff
 * management, `staff_schools`, issue 19); when nobody is named for it, every `waikura` account, as before
 * (decision 002), so an alert never goes to no one at the provider.
 */
export const providerStaffWhere = (schoolId: string): SQL =>
  or(
    and(
      inArray(users.role, [...PROVIDER_TEAM_ROLES]),
      sql`exists (select 1 from ${staffSchools} where ${staffSchools.userId} = ${users.id} and ${staffSchools.schoolId} = ${schoolId})`,
    ),
    and(
      eq(users.role, 'waikura'),
      sql`not exists (select 1 from ${staffSchools} join ${users} u2 on u2.id = ${staffSchools.userId} where ${staffSchools.schoolId} = ${schoolId} and u2.role in ('waikura', 'admin'))`,
    ),
  )!;

/** Issue 19: every provider staff account, both kinds (the staff management page). */
export const providerTeamWhere = (): SQL => inArray(users.role, [...PROVIDER_TEAM_ROLES]);

/** Issue 19: administrator accounts (a role change must leave at least one). */
export const adminAccountsWhere = (): SQL => eq(users.role, 'admin');
