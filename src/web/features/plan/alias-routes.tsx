/**
 * Alias, extra and school-less addresses of the plan (plan specification 2.2). Every address here only
 * redirects, replacing the history entry; where it leads is decided by the route table of
 * `src/domain/plan/routes.ts`, never here.
 *
 * - `schools/:schoolId/<alias>` goes to its target at the same school (the id or slug kept as typed).
 * - A school-less address (`/contingency-plans`, `/school-details/background`, `/finance`, …) goes to
 *   the target at the signed-in user's own school. Provider staff have no school of their own: they go to
 *   /waikura/select with a message; anyone else without a school gets a short explanation.
 * - Public targets (`/help/glossary`, …) need no school and are followed directly.
 *
 * Left out on purpose: the canonical section routes and their history pages (the router makes those
 * from the catalogue), every path the plan's own pages already route in `extra-routes.tsx`
 * (boil-water notice, revision records, revision, download), and the calendar's own route
 * (`features/calendar/routes.tsx`).
 */
import { useEffect } from 'react';
import { type RouteObject, useLocation, useNavigate, useParams } from 'react-router';
import { homePathFor } from '../../../domain/navigation';
import { PLAN_SECTIONS } from '../../../domain/plan/catalogue';
import {
  PLAN_PAGE_PATHS,
  type RouteTarget,
  resolveSchoolLessPath,
  resolveSchoolPlanPath,
  SCHOOL_LESS_ROUTE_ALIASES,
  SCHOOL_ROUTE_ALIASES,
  targetPath,
} from '../../../domain/plan/routes';
import { ButtonLink } from '../../components/ui/button';
import { Alert, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { Redirect } from '../../lib/redirect';
import { toast } from '../../lib/toast';
import { extraRoutes } from './extra-routes';

const SCHOOL_PREFIX = 'schools/:schoolId/';

/** A route path as the router matches it: no slashes at either end, lower-case, parameters unnamed. */
const routeKey = (path: string) =>
  path
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase()
    .replace(/:[^/]+/g, ':');

/** Paths that other routes of the router already answer. */
function takenPaths(): Set<string> {
  const taken = new Set<string>();
  for (const s of PLAN_SECTIONS) {
    taken.add(routeKey(`${SCHOOL_PREFIX}${s.path}`));
    taken.add(routeKey(`${SCHOOL_PREFIX}${s.path}/history`));
  }
  const walk = (list: readonly RouteObject[], parent: string) => {
    for (const r of list) {
      const full = r.path ? (parent ? `${parent}/${r.path}` : r.path) : parent;
      if (r.path) taken.add(routeKey(full));
      if (r.children) walk(r.children, full);
    }
  };
  walk(extraRoutes, '');
  return taken;
}

/** Keeps the query and the hash (an old anchor is read afterwards by the legacy redirects). */
function useRest(): string {
  const { search, hash } = useLocation();
  return `${search}${hash}`;
}

function SchoolAlias({ target }: { target: RouteTarget }) {
  const { schoolId } = useParams();
  const rest = useRest();
  if (!schoolId) return null;
  return <Redirect to={`${targetPath(schoolId, target)}${rest}`} />;
}

/** Provider staff have no school: school selection, with a word about why they are there. */
function ToSchoolSelection() {
  const { t } = useI18n();
  const navigate = useNavigate();
  useEffect(() => {
    // One id: React's strict mode runs this twice in development, the toast shows once.
    toast.info(t('planFinding.alias.chooseSchool'), { id: 'plan-alias-choose-school' });
    navigate('/waikura/select', { replace: true });
  }, [navigate, t]);
  return <Spinner label={t('common.loading')} />;
}

function NoSchool() {
  const { t } = useI18n();
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">{t('planFinding.alias.noSchoolTitle')}</h1>
      <Alert tone="info">{t('planFinding.alias.noSchoolBody')}</Alert>
      {user && <ButtonLink to={homePathFor(user)}>{t('planFinding.alias.toDashboard')}</ButtonLink>}
    </div>
  );
}

function SchoolLessAlias({ target }: { target: RouteTarget }) {
  const { user } = useAuth();
  const rest = useRest();
  if (target.kind === 'path') return <Redirect to={`${target.to}${rest}`} />;
  // The authenticated area renders its children only once the user is known.
  if (!user) return null;
  if (user.schoolId) return <Redirect to={`${targetPath(user.schoolId, target)}${rest}`} />;
  // Provider staff look after every school: incidents across them are the emergency dashboard (issue 16).
  if (target.kind === 'page' && target.page === 'incidents' && user.actions.includes('schools.list-all'))
    return <Redirect to="/waikura/emergency" />;
  if (user.actions.includes('schools.list-all')) return <ToSchoolSelection />;
  return <NoSchool />;
}

function buildAliasRoutes(): RouteObject[] {
  const taken = takenPaths();
  const out: RouteObject[] = [];
  const add = (path: string, element: RouteObject['element']) => {
    const key = routeKey(path);
    if (taken.has(key)) return;
    taken.add(key);
    out.push({ path, element });
  };

  const pagePaths = new Set<string>(Object.values(PLAN_PAGE_PATHS));
  for (const alias of SCHOOL_ROUTE_ALIASES) {
    // A page's own address is that page's route, not an alias.
    if (pagePaths.has(alias.path)) continue;
    const target = resolveSchoolPlanPath(alias.path);
    if (!target) continue;
    add(`${SCHOOL_PREFIX}${alias.path}`, <SchoolAlias target={target} />);
  }

  const schoolLess = [
    ...SCHOOL_LESS_ROUTE_ALIASES.map((a) => a.path),
    ...PLAN_SECTIONS.map((s) => s.path),
    PLAN_PAGE_PATHS['boil-water-notice'],
    // Issue 20: /cultural/consultation-tracker leads to the tracker at the user's school (decision 041).
    PLAN_PAGE_PATHS['consultation-tracker'],
  ];
  for (const path of schoolLess) {
    const target = resolveSchoolLessPath(`/${path}`);
    if (!target) continue;
    add(path, <SchoolLessAlias target={target} />);
  }
  return out;
}

/** Included by the router inside the authenticated area. */
export const aliasRoutes: RouteObject[] = buildAliasRoutes();
