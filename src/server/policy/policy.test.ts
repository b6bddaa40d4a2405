/**
 * The policy table (platform specification section 6): every actor × every situation × every action,
 * with the expected answer written out, not computed.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type Actor,
  allowedProviderActions,
  allowedSchoolActions,
  canDoContractorWork,
  canEditCalendar,
  canEditVisitReport,
  canPersonal,
  canProvider,
  canRecordWork,
  canRequestContractorWork,
  canReviewVisitReports,
  canSeeQuestionnaire,
  canSeeVisitReport,
  creditedContractor,
  decideSchool,
  isContractorAccount,
  isViewerRole,
  NO_RELATION,
  PERSONAL_ACTIONS,
  PROVIDER_ACTIONS,
  SCHOOL_ACTIONS,
  type SchoolRelation,
} from './policy';

const NOW = new Date('2026-11-20T09:30:00+13:00');
const OWN = 'school-own';
const OTHER = 'school-other';
const DAY = 86_400_000;

const ACTORS: Record<string, Actor | null> = {
  principal: { id: 'u-principal', role: 'principal', schoolId: OWN },
  school_admin: { id: 'u-office', role: 'school_admin', schoolId: OWN },
  'legacy school': { id: 'u-legacy', role: 'school', schoolId: OWN },
  contractor: { id: 'u-contractor', role: 'contractor', schoolId: null },
  // A viewer's user row names a school too; access still comes only from their viewer access.
  viewer: { id: 'u-viewer', role: 'viewer', schoolId: OWN },
  admin: { id: 'u-admin', role: 'admin', schoolId: null },
  waikura: { id: 'u-staff', role: 'waikura', schoolId: null },
  'unknown role': { id: 'u-odd', role: 'guest', schoolId: OWN },
  anonymous: null,
};

const SITUATIONS: Record<string, { schoolId: string; relation: SchoolRelation }> = {
  'own school': { schoolId: OWN, relation: NO_RELATION },
  'other school': { schoolId: OTHER, relation: NO_RELATION },
  'other school, active assignment': {
    schoolId: OTHER,
    relation: { activeAssignment: true, viewerAccessExpiresAt: null },
  },
  'own school, assignment ended': {
    schoolId: OWN,
    relation: { activeAssignment: false, viewerAccessExpiresAt: null },
  },
  'other school, viewer access until tomorrow': {
    schoolId: OTHER,
    relation: { activeAssignment: false, viewerAccessExpiresAt: new Date(NOW.getTime() + DAY) },
  },
  'own school, viewer access expired yesterday': {
    schoolId: OWN,
    relation: { activeAssignment: false, viewerAccessExpiresAt: new Date(NOW.getTime() - DAY) },
  },
  'own school, viewer access ends this instant': {
    schoolId: OWN,
    relation: { activeAssignment: false, viewerAccessExpiresAt: new Date(NOW.getTime()) },
  },
};

const Y = true;
const N = false;

// biome-ignore format: a table aligned by hand
const TABLE: [actor: string, situation: string, read: boolean, write: boolean, manage: boolean, maintain: boolean][] = [
  // actor            situation                                       read write manage maintain
  ['principal',       'own school',                                   Y,   Y,    N,     N],
  ['principal',       'other school',                                 N,   N,    N,     N],
  ['principal',       'other school, active assignment',              N,   N,    N,     N],
  ['principal',       'own school, assignment ended',                 Y,   Y,    N,     N],
  ['principal',       'other school, viewer access until tomorrow',   N,   N,    N,     N],
  ['principal',       'own school, viewer access expired yesterday',  Y,   Y,    N,     N],
  ['principal',       'own school, viewer access ends this instant',  Y,   Y,    N,     N],

  ['school_admin',    'own school',                                   Y,   Y,    N,     N],
  ['school_admin',    'other school',                                 N,   N,    N,     N],
  ['school_admin',    'other school, active assignment',              N,   N,    N,     N],
  ['school_admin',    'own school, assignment ended',                 Y,   Y,    N,     N],
  ['school_admin',    'other school, viewer access until tomorrow',   N,   N,    N,     N],
  ['school_admin',    'own school, viewer access expired yesterday',  Y,   Y,    N,     N],
  ['school_admin',    'own school, viewer access ends this instant',  Y,   Y,    N,     N],

  ['legacy school',   'own school',                                   Y,   Y,    N,     N],
  ['legacy school',   'other school',                                 N,   N,    N,     N],
  ['legacy school',   'other school, active assignment',              N,   N,    N,     N],
  ['legacy school',   'own school, assignment ended',                 Y,   Y,    N,     N],
  ['legacy school',   'other school, viewer access until tomorrow',   N,   N,    N,     N],
  ['legacy school',   'own school, viewer access expired yesterday',  Y,   Y,    N,     N],
  ['legacy school',   'own school, viewer access ends this instant',  Y,   Y,    N,     N],

  ['contractor',      'own school',                                   N,   N,    N,     N],
  ['contractor',      'other school',                                 N,   N,    N,     N],
  ['contractor',      'other school, active assignment',              Y,   N,    N,     Y],
  ['contractor',      'own school, assignment ended',                 N,   N,    N,     N],
  ['contractor',      'other school, viewer access until tomorrow',   N,   N,    N,     N],
  ['contractor',      'own school, viewer access expired yesterday',  N,   N,    N,     N],
  ['contractor',      'own school, viewer access ends this instant',  N,   N,    N,     N],

  ['viewer',          'own school',                                   N,   N,    N,     N],
  ['viewer',          'other school',                                 N,   N,    N,     N],
  ['viewer',          'other school, active assignment',              N,   N,    N,     N],
  ['viewer',          'own school, assignment ended',                 N,   N,    N,     N],
  ['viewer',          'other school, viewer access until tomorrow',   Y,   N,    N,     N],
  ['viewer',          'own school, viewer access expired yesterday',  N,   N,    N,     N],
  ['viewer',          'own school, viewer access ends this instant',  N,   N,    N,     N],

  ['admin',           'own school',                                   Y,   Y,    Y,     Y],
  ['admin',           'other school',                                 Y,   Y,    Y,     Y],
  ['admin',           'other school, active assignment',              Y,   Y,    Y,     Y],
  ['admin',           'own school, assignment ended',                 Y,   Y,    Y,     Y],
  ['admin',           'other school, viewer access until tomorrow',   Y,   Y,    Y,     Y],
  ['admin',           'own school, viewer access expired yesterday',  Y,   Y,    Y,     Y],
  ['admin',           'own school, viewer access ends this instant',  Y,   Y,    Y,     Y],

  ['waikura',         'own school',                                   Y,   N,    Y,     N],
  ['waikura',         'other school',                                 Y,   N,    Y,     N],
  ['waikura',         'other school, active assignment',              Y,   N,    Y,     N],
  ['waikura',         'own school, assignment ended',                 Y,   N,    Y,     N],
  ['waikura',         'other school, viewer access until tomorrow',   Y,   N,    Y,     N],
  ['waikura',         'own school, viewer access expired yesterday',  Y,   N,    Y,     N],
  ['waikura',         'own school, viewer access ends this instant',  Y,   N,    Y,     N],

  ['unknown role',    'own school',                                   N,   N,    N,     N],
  ['unknown role',    'other school',                                 N,   N,    N,     N],
  ['unknown role',    'other school, active assignment',              N,   N,    N,     N],
  ['unknown role',    'own school, assignment ended',                 N,   N,    N,     N],
  ['unknown role',    'other school, viewer access until tomorrow',   N,   N,    N,     N],
  ['unknown role',    'own school, viewer access expired yesterday',  N,   N,    N,     N],
  ['unknown role',    'own school, viewer access ends this instant',  N,   N,    N,     N],

  ['anonymous',       'own school',                                   N,   N,    N,     N],
  ['anonymous',       'other school',                                 N,   N,    N,     N],
  ['anonymous',       'other school, active assignment',              N,   N,    N,     N],
  ['anonymous',       'own school, assignment ended',                 N,   N,    N,     N],
  ['anonymous',       'other school, viewer access until tomorrow',   N,   N,    N,     N],
  ['anonymous',       'own school, viewer access expired yesterday',  N,   N,    N,     N],
  ['anonymous',       'own school, viewer access ends this instant',  N,   N,    N,     N],
];

describe('decideSchool: the policy table', () => {
  test('the table covers every actor in every situation exactly once', () => {
    const seen = new Set(TABLE.map(([a, s]) => `${a} / ${s}`));
    expect(seen.size).toBe(TABLE.length);
    for (const a of Object.keys(ACTORS))
      for (const s of Object.keys(SITUATIONS)) expect(seen).toContain(`${a} / ${s}`);
    expect(SCHOOL_ACTIONS).toEqual(['read', 'write', 'manage', 'maintain']);
  });

  test.each(TABLE)(
    '%s, %s: read %s, write %s, manage %s, maintain %s',
    (actorName, situationName, read, write, manage, maintain) => {
      const actor = ACTORS[actorName]!;
      const { schoolId, relation } = SITUATIONS[situationName]!;
      const decided = {
        read: decideSchool(actor, schoolId, relation, 'read', NOW),
        write: decideSchool(actor, schoolId, relation, 'write', NOW),
        manage: decideSchool(actor, schoolId, relation, 'manage', NOW),
        maintain: decideSchool(actor, schoolId, relation, 'maintain', NOW),
      };
      expect(decided).toEqual({ read, write, manage, maintain });
      // The actions sent with detail responses are the same answers, in the same order.
      const expected = SCHOOL_ACTIONS.filter((a) => ({ read, write, manage, maintain })[a]);
      expect(allowedSchoolActions(actor, schoolId, relation, NOW)).toEqual(expected);
    },
  );
});

describe('decideSchool: properties over any facts', () => {
  const relation = fc.record({
    activeAssignment: fc.boolean(),
    viewerAccessExpiresAt: fc.option(
      fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
    ),
  });
  const role = fc.constantFrom(
    'principal',
    'school_admin',
    'school',
    'contractor',
    'viewer',
    'admin',
    'waikura',
    'guest',
    '',
  );
  const actor = fc.record({ id: fc.string(), role, schoolId: fc.option(fc.constantFrom(OWN, OTHER)) });
  const schoolId = fc.constantFrom(OWN, OTHER, 'another');
  const action = fc.constantFrom(...SCHOOL_ACTIONS);
  const now = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true });

  test('nobody but admin and waikura may do anything without read', () => {
    fc.assert(
      fc.property(actor, schoolId, relation, action, now, (a, s, r, act, t) => {
        if (decideSchool(a, s, r, act, t)) expect(decideSchool(a, s, r, 'read', t)).toBe(true);
      }),
    );
  });

  test('a viewer only ever reads, and only before the expiry', () => {
    fc.assert(
      fc.property(actor, schoolId, relation, action, now, (a, s, r, act, t) => {
        const v = { ...a, role: 'viewer' };
        const allowed = decideSchool(v, s, r, act, t);
        const unexpired = r.viewerAccessExpiresAt !== null && r.viewerAccessExpiresAt.getTime() > t.getTime();
        expect(allowed).toBe(act === 'read' && unexpired);
      }),
    );
  });

  test('anonymous may do nothing', () => {
    fc.assert(
      fc.property(schoolId, relation, action, now, (s, r, act, t) => {
        expect(decideSchool(null, s, r, act, t)).toBe(false);
      }),
    );
  });
});

// biome-ignore format: a table aligned by hand
const PROVIDER_TABLE: [actor: string, allowed: boolean, healthDetails: boolean][] = [
  ['principal',     N, N],
  ['school_admin',  N, N],
  ['legacy school', N, N],
  ['contractor',    N, N],
  ['viewer',        N, N],
  ['admin',         Y, Y],
  ['waikura',       Y, N],
  ['unknown role',  N, N],
  ['anonymous',     N, N],
];

describe('canProvider: actions that are not about one school', () => {
  test('the table covers every actor', () => {
    expect(PROVIDER_TABLE.map(([a]) => a).sort()).toEqual(Object.keys(ACTORS).sort());
  });

  test.each(PROVIDER_TABLE)(
    '%s: every provider action %s, the admin-only ones (self-check details, staff roles) %s',
    (actorName, allowed, details) => {
      const actor = ACTORS[actorName]!;
      const adminOnly = (a: string) => a === 'health.details' || a === 'staff.manage';
      for (const action of PROVIDER_ACTIONS)
        expect(canProvider(actor, action), action).toBe(adminOnly(action) ? details : allowed);
      expect(allowedProviderActions(actor)).toEqual(
        PROVIDER_ACTIONS.filter((a) => (adminOnly(a) ? details : allowed)),
      );
    },
  );
});

// biome-ignore format: a table aligned by hand
const PERSONAL_TABLE: [actor: string, assignments: boolean, notifications: boolean][] = [
  ['principal',     N, Y],
  ['school_admin',  N, Y],
  ['legacy school', N, Y],
  ['contractor',    Y, Y],
  ['viewer',        N, Y],
  ['admin',         N, Y],
  ['waikura',       N, Y],
  ['unknown role',  N, Y],
  ['anonymous',     N, N],
];

describe('canPersonal: a user’s own things', () => {
  test('the table covers every actor and action', () => {
    expect(PERSONAL_TABLE.map(([a]) => a).sort()).toEqual(Object.keys(ACTORS).sort());
    expect([...PERSONAL_ACTIONS].sort()).toEqual([
      'assignments.list-own',
      'notifications.own',
      'preferences.change',
    ]);
  });

  test.each(PERSONAL_TABLE)(
    '%s: own assignments %s, own notifications %s; preferences only their own',
    (name, assignments, notifications) => {
      const actor = ACTORS[name]!;
      expect(canPersonal(actor, 'assignments.list-own')).toBe(assignments);
      expect(canPersonal(actor, 'notifications.own')).toBe(notifications);
      // Preferences: one's own (the default subject), never someone else's, whatever the role.
      expect(canPersonal(actor, 'preferences.change')).toBe(actor !== null);
      expect(canPersonal(actor, 'preferences.change', actor?.id ?? 'u-x')).toBe(actor !== null);
      expect(canPersonal(actor, 'preferences.change', 'u-someone-else')).toBe(false);
    },
  );
});

describe('recording work, editing the calendar, and whom work is credited to', () => {
  // The school actions each actor has in each situation decide; written out per actor for the own school
  // and an assigned school.
  // biome-ignore format: a table aligned by hand
  const WORK_TABLE: [actor: string, situation: string, recordWork: boolean, editCalendar: boolean][] = [
    ['principal',     'own school',                                  Y, Y],
    ['principal',     'other school',                                N, N],
    ['school_admin',  'own school',                                  Y, Y],
    ['legacy school', 'own school',                                  Y, Y],
    ['contractor',    'other school, active assignment',             Y, N],
    ['contractor',    'own school, assignment ended',                N, N],
    ['viewer',        'other school, viewer access until tomorrow',  N, N],
    ['admin',         'other school',                                Y, Y],
    ['waikura',       'other school',                                N, N],
    ['unknown role',  'own school',                                  N, N],
    ['anonymous',     'own school',                                  N, N],
  ];
  test.each(WORK_TABLE)('%s, %s: record work %s, edit the calendar %s', (name, situation, record, edit) => {
    const { schoolId, relation } = SITUATIONS[situation]!;
    const actions = allowedSchoolActions(ACTORS[name]!, schoolId, relation, NOW);
    expect(canRecordWork(actions)).toBe(record);
    expect(canEditCalendar(actions)).toBe(edit);
  });

  test('work is credited to the actor only when they are a contractor', () => {
    for (const [name, actor] of Object.entries(ACTORS)) {
      if (!actor) continue;
      expect(creditedContractor(actor), name).toBe(name === 'contractor' ? actor.id : null);
    }
  });

  test('account kinds: contractor accounts and viewer roles', () => {
    expect(isContractorAccount({ role: 'contractor' })).toBe(true);
    for (const role of ['principal', 'admin', 'viewer', 'Contractor', ''])
      expect(isContractorAccount({ role }), role).toBe(false);
    expect(isContractorAccount(undefined)).toBe(false);
    expect(isViewerRole('viewer')).toBe(true);
    for (const role of ['principal', 'contractor', 'VIEWER', null, undefined])
      expect(isViewerRole(role)).toBe(false);
  });
});

describe('contractor work (issue 19a): tasks, requests, visit reports', () => {
  // biome-ignore format: a table aligned by hand
  const TABLE: [actor: string, situation: string, work: boolean, request: boolean, review: boolean][] = [
    // actor          situation                                       work request review
    ['contractor',    'other school, active assignment',              Y,   N,      N],
    ['contractor',    'own school, assignment ended',                 N,   N,      N],
    ['contractor',    'other school',                                 N,   N,      N],
    ['principal',     'own school',                                   N,   N,      N],
    ['school_admin',  'own school',                                   N,   N,      N],
    ['viewer',        'other school, viewer access until tomorrow',   N,   N,      N],
    ['waikura',       'other school',                                 N,   Y,      Y],
    ['admin',         'other school',                                 Y,   Y,      Y],
    ['unknown role',  'own school',                                   N,   N,      N],
    ['anonymous',     'own school',                                   N,   N,      N],
  ];
  test.each(TABLE)(
    '%s, %s: do the work %s, ask for work %s, review reports %s',
    (name, situation, work, request, review) => {
      const { schoolId, relation } = SITUATIONS[situation]!;
      const actions = allowedSchoolActions(ACTORS[name]!, schoolId, relation, NOW);
      expect(canDoContractorWork(actions)).toBe(work);
      expect(canRequestContractorWork(actions)).toBe(request);
      expect(canReviewVisitReports(actions)).toBe(review);
    },
  );

  test('a draft is seen and changed only by its author; a submitted report is seen by all who read the school, changed by none', () => {
    const author = ACTORS.contractor!;
    const other = { id: 'u-other-contractor', role: 'contractor', schoolId: null };
    const maintain = allowedSchoolActions(
      author,
      OTHER,
      SITUATIONS['other school, active assignment']!.relation,
      NOW,
    );
    const draft = { contractorId: author.id, status: 'draft' };
    const submitted = { contractorId: author.id, status: 'submitted' };
    expect(canSeeVisitReport(author, draft)).toBe(true);
    expect(canEditVisitReport(author, maintain, draft)).toBe(true);
    expect(canEditVisitReport(author, [], draft)).toBe(false); // assignment ended
    for (const actor of [other, ACTORS.principal!, ACTORS.admin!, ACTORS.waikura!]) {
      expect(canSeeVisitReport(actor, draft), actor.role).toBe(false);
      expect(canEditVisitReport(actor, maintain, draft), actor.role).toBe(false);
      expect(canSeeVisitReport(actor, submitted), actor.role).toBe(true);
    }
    expect(canEditVisitReport(author, maintain, submitted)).toBe(false);
    expect(canEditVisitReport(author, maintain, { contractorId: author.id, status: 'reviewed' })).toBe(false);
  });
});

test('the pre-visit questionnaire: the school sees it while filling it in; everyone who reads the school once sent', () => {
  // biome-ignore format: a table aligned by hand
  const TABLE: [actor: string, situation: string, pending: boolean, submitted: boolean][] = [
    ['principal',   'own school',                                  Y, Y],
    ['contractor',  'other school, active assignment',             N, Y],
    ['contractor',  'own school, assignment ended',                N, N],
    ['viewer',      'other school, viewer access until tomorrow',  N, Y],
    ['waikura',     'other school',                                N, Y],
    ['admin',       'other school',                                Y, Y],
    ['principal',   'other school',                                N, N],
  ];
  for (const [name, situation, pending, submitted] of TABLE) {
    const { schoolId, relation } = SITUATIONS[situation]!;
    const actions = allowedSchoolActions(ACTORS[name]!, schoolId, relation, NOW);
    // Nobody who cannot read the school sees anything of it: the guard refuses before the rule is asked.
    const reads = actions.includes('read');
    expect(reads && canSeeQuestionnaire(actions, 'pending'), `${name}, ${situation}, pending`).toBe(pending);
    expect(reads && canSeeQuestionnaire(actions, 'submitted'), `${name}, ${situation}, submitted`).toBe(
      submitted,
    );
  }
});
