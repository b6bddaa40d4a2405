/** Roles of WaiKura users (platform specification section 4 and 6). */
export const ROLES = [
  'principal',
  'school_admin',
  'contractor',
  'admin',
  'waikura',
  'viewer',
  'school',
] as const;
export type Role = (typeof ROLES)[number];

/** Roles a provider may give a person when inviting them to a school. */
export const INVITABLE_SCHOOL_ROLES = ['principal', 'school_admin', 'viewer'] as const;
export type InvitableSchoolRole = (typeof INVITABLE_SCHOOL_ROLES)[number];

/** Provider staff: reach every school. */
export const PROVIDER_ROLES = ['admin', 'waikura'] as const satisfies readonly Role[];
/** School staff; the legacy value `school` counts as a school user. */
export const SCHOOL_STAFF_ROLES = ['principal', 'school_admin', 'school'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The role-check helper of the specification: is the user's role in the list? */
export function hasRole(role: string | null | undefined, allowed: readonly Role[]): boolean {
  return typeof role === 'string' && (allowed as readonly string[]).includes(role);
}

export const isProvider = (role: string | null | undefined) => hasRole(role, PROVIDER_ROLES);
export const isSchoolStaff = (role: string | null | undefined) => hasRole(role, SCHOOL_STAFF_ROLES);

/** The label the school navigation bar shows for a role (plan specification 2.4). */
export function roleLabelKey(role: string | null | undefined): string {
  switch (role) {
    case 'principal':
      return 'role.principal';
    case 'school_admin':
      return 'role.school_admin';
    case 'school':
      return 'role.school';
    case 'contractor':
      return 'role.contractor';
    case 'admin':
      return 'role.admin';
    case 'waikura':
      return 'role.waikura';
    case 'viewer':
      return 'role.viewer';
    default:
      return 'role.unknown';
  }
}
