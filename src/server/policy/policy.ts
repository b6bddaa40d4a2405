/**
 * THE policy module: the one place that decides who may do what (platform specification section 6).
 * `decideSchool` and `canProvider` are pure; `access.ts` loads the facts they need, and
 * `middleware.ts` applies them to every school-scoped request before anything is read or written.
 */
import { isProvider, isSchoolStaff } from '../../domain/roles';

/** What a user may do with one school. */
export const SCHOOL_ACTIONS = ['read', 'write', 'manage', 'maintain'] as const;
export type SchoolAction = (typeof SCHOOL_ACTIONS)[number];
/*
 * read     — see the school and its plan
 * write    — change the school's plan and details
 * manage   — invite people, assign contractors, revoke viewers, read the school's audit log
 * maintain — record maintenance work in the school's maintenance log
 */

/** Actions that are not about one school. */
export const PROVIDER_ACTIONS = [
  'schools.list-all',
  'schools.create',
  'contractors.manage',
  'audit.read',
  'client-errors.read',
  'messages.send',
  'health.details',
  'web-vitals.read',
  'assistant-usage.read',
  // Issue 19 (provider staff): the supplies, suppliers, deliveries, staff, finance and map pages.
  'supplies.read',
  'suppliers.manage',
  'deliveries.read',
  'deliveries.retry',
  'staff.read',
  'staff.manage',
  'finance.read',
] as const;
export type ProviderAction = (typeof PROVIDER_ACTIONS)[number];

export interface Actor {
  id: string;
  role: string;
  schoolId: string | null;
}

/** Facts about one actor and one school, loaded from the database for every request. */
export interface SchoolRelation {
  /** The contractor has an assignment to this school whose status is active. */
  activeAssignment: boolean;
  /** The latest unrevoked viewer access of this user to this school, if any. */
  viewerAccessExpiresAt: Date | null;
}

export const NO_RELATION: SchoolRelation = { activeAssignment: false, viewerAccessExpiresAt: null };

export function decideSchool(
  actor: Actor | null,
  schoolId: string,
  relation: SchoolRelation,
  action: SchoolAction,
  now: Date,
): boolean {
  if (!actor) return false;
  const { role } = actor;
  if (role === 'admin') return true;
  if (role === 'waikura') return action === 'read' || action === 'manage';
  if (isSchoolStaff(role)) {
    return actor.schoolId === schoolId && (action === 'read' || action === 'write');
  }
  if (role === 'contractor') {
    return relation.activeAssignment && (action === 'read' || action === 'maintain');
  }
  if (role === 'viewer') {
    return (
      action === 'read' &&
      relation.viewerAccessExpiresAt !== null &&
      relation.viewerAccessExpiresAt.getTime() > now.getTime()
    );
  }
  return false;
}

export function allowedSchoolActions(
  actor: Actor | null,
  schoolId: string,
  relation: SchoolRelation,
  now: Date,
): SchoolAction[] {
  return SCHOOL_ACTIONS.filter((a) => decideSchool(actor, schoolId, relation, a, now));
}

/**
 * Provider actions per role: both kinds of provider staff run the provider area; only admins see the
 * self-check's details (which name the services configured and carry their error texts).
 */
/** Provider actions only admins hold: the self-check's details, and changing provider staff's roles. */
export const ADMIN_ONLY_ACTIONS: readonly ProviderAction[] = ['health.details', 'staff.manage'];

const PROVIDER_GRANTS: Readonly<Record<string, readonly ProviderAction[]>> = {
  admin: PROVIDER_ACTIONS,
  waikura: PROVIDER_ACTIONS.filter((a) => !ADMIN_ONLY_ACTIONS.includes(a)),
};

export function canProvider(actor: Actor | null, action: ProviderAction): boolean {
  if (!actor) return false;
  return PROVIDER_GRANTS[actor.role]?.includes(action) ?? false;
}

/** Provider actions a user may take, sent with /api/me so the UI never re-derives rules. */
export function allowedProviderActions(actor: Actor | null): ProviderAction[] {
  return PROVIDER_ACTIONS.filter((a) => canProvider(actor, a));
}

/**
 * Actions on a user's own things, not on a school: who may ask for them is decided here too.
 * assignments.list-own   — list one's contractor assignments (contractors only)
 * notifications.own      — read, count, mark and delete one's own notifications, open their stream
 * preferences.change     — change notification preferences (only one's own: `subjectUserId`)
 */
export const PERSONAL_ACTIONS = ['assignments.list-own', 'notifications.own', 'preferences.change'] as const;
export type PersonalAction = (typeof PERSONAL_ACTIONS)[number];

export function canPersonal(
  actor: Actor | null,
  action: PersonalAction,
  subjectUserId: string = actor?.id ?? '',
): boolean {
  if (!actor) return false;
  switch (action) {
    case 'assignments.list-own':
      return actor.role === 'contractor';
    case 'notifications.own':
      return true;
    case 'preferences.change':
      return subjectUserId === actor.id;
  }
}

/**
 * Recording work done at a school (completing a calendar task, with its photos): school staff who
 * write the plan and assigned contractors who maintain the supply.
 */
export const canRecordWork = (actions: readonly SchoolAction[]) =>
  actions.includes('write') || actions.includes('maintain');

/**
 * Entering water-test results (issue 16, decision 027): school staff who write the plan and assigned
 * contractors who take the samples beside the tank; not provider staff (they read) nor viewers.
 */
export const canRecordResults = (actions: readonly SchoolAction[]) =>
  actions.includes('write') || actions.includes('maintain');

/**
 * Opening, recording the steps of and closing an incident: school staff (write) and provider staff
 * (manage), who look after the school on its worst day. Contractors and viewers read incidents only:
 * they see what is happening, but the school and its provider answer for the response (decision 027).
 */
export const canRespondToIncidents = (actions: readonly SchoolAction[]) =>
  actions.includes('write') || actions.includes('manage');

/** Changing a school's calendar events: those who write its plan. */
export const canEditCalendar = (actions: readonly SchoolAction[]) => actions.includes('write');

/** The contractor a piece of recorded work is credited to: the actor, when they record as a contractor. */
export const creditedContractor = (actor: Actor): string | null =>
  actor.role === 'contractor' ? actor.id : null;

/** Whether an account (a row, not the signed-in actor) can be assigned to schools as a contractor. */
export function isContractorAccount<T extends { role: string }>(account: T | undefined | null): account is T {
  return account?.role === 'contractor';
}

/**
 * Whether a role (of an account, or asked for in an invitation) holds viewer access: access that
 * needs an end date and comes from viewer_access rows only.
 */
export const isViewerRole = (role: string | null | undefined): boolean => role === 'viewer';

export { isProvider };

// ---------------------------------------------------------------- contractor work (issue 19a, decision 031)
/*
 * Platform specification section 6: "A contractor task can be read and written by the contractor, read
 * by the school role, read by {product} and admin, and written by admin." Provider staff may also ask a
 * contractor for work (a provider request) and review visit reports, which the issue asks of them.
 */

/** Planning, changing and completing tasks, writing visit reports: those who maintain (assigned contractors, admins). */
export const canDoContractorWork = (actions: readonly SchoolAction[]) => actions.includes('maintain');

/** Asking the school's contractor for work: provider staff (manage). */
export const canRequestContractorWork = (actions: readonly SchoolAction[]) => actions.includes('manage');

/** Marking a submitted visit report as reviewed, with a comment: provider staff (manage). */
export const canReviewVisitReports = (actions: readonly SchoolAction[]) => actions.includes('manage');

/**
 * A draft visit report is the contractor's own until submitted: only its author sees or changes it.
 * Everyone who reads the school sees submitted and reviewed reports.
 */
export const canSeeVisitReport = (actor: Actor, report: { contractorId: string | null; status: string }) =>
  report.status !== 'draft' || report.contractorId === actor.id;

/** Changing or submitting a report: its author, while it is a draft. */
export const canEditVisitReport = (
  actor: Actor,
  actions: readonly SchoolAction[],
  report: { contractorId: string | null; status: string },
) => canDoContractorWork(actions) && report.status === 'draft' && report.contractorId === actor.id;

/**
 * The pre-visit questionnaire: written by the school (write); read by everyone who reads the school once
 * the school has sent it, and by the school while it is still being filled in.
 */
export const canSeeQuestionnaire = (actions: readonly SchoolAction[], status: 'pending' | 'submitted') =>
  actions.includes('write') || status === 'submitted';

/**
 * Page issues and contact messages (issue 19a): anyone may send them; provider staff triage page issues
 * (with the client error reports they already read) and answer contact messages (with the messages they
 * already send).
 */
export const canTriagePageIssues = (actor: Actor | null) => canProvider(actor, 'client-errors.read');
export const canAnswerContactMessages = (actor: Actor | null) => canProvider(actor, 'messages.send');
/** Issue 19: the roles a provider staff member can be given on the staff management page. */
export const PROVIDER_TEAM_ROLES = ['waikura', 'admin'] as const;
export type ProviderTeamRole = (typeof PROVIDER_TEAM_ROLES)[number];

/** Issue 19: changing this account's role would leave WaiKura with no administrator. */
export const wouldRemoveLastAdmin = (currentRole: string, newRole: string, adminCount: number): boolean =>
  currentRole === 'admin' && newRole !== 'admin' && adminCount <= 1;

/** Issue 19: whether a role change changes anything (roles are compared here only). */
export const isRoleChange = (currentRole: string, newRole: string): boolean => currentRole !== newRole;

/**
 * Issue 19, plan approval. Submitting the plan for the board's approval: those who write it. Approving:
 * a viewer the school named as its approver (the board chair, in their own name), or someone who writes
 * the plan recording the board's decision from its minutes. Naming approvers: those who write the plan.
 */
export const canSubmitPlan = (actions: readonly SchoolAction[]) => actions.includes('write');
export const canNameApprovers = (actions: readonly SchoolAction[]) => actions.includes('write');
export function approvalKindFor(
  actor: Actor,
  actions: readonly SchoolAction[],
  namedApprover: boolean,
): 'board_chair' | 'board_minute' | null {
  if (actor.role === 'viewer') return namedApprover && actions.includes('read') ? 'board_chair' : null;
  return actions.includes('write') ? 'board_minute' : null;
}
