/**
 * Issue 20b: the specifications' general addresses that lead into the app (decision 043). Each is a
 * redirect to the page that does the job today, or (for `/waikura/site-visit`) the notice the platform
 * specification describes. In the app's chunk: their targets are app pages, and `/dwsp`'s old plan links
 * read the plan's route table.
 */
import { type RouteObject, useLocation } from 'react-router';
import { legacyRedirect } from '../../domain/plan/routes';
import { Redirect } from '../lib/redirect';

/** From → to, for the redirects here; `e2e/public-routes.spec.ts` checks each one. */
export const APP_REDIRECTS: readonly { from: string; to: string; why: string }[] = [
  {
    from: '/dwsp',
    to: '/dashboard',
    why: 'the old single-page plan: the signed-in user’s own plan (its dashboard); an old anchor or text fragment leads to its section',
  },
  {
    from: '/complete-dwsp',
    to: '/dashboard',
    why: 'as /dwsp: the whole plan is the dashboard with its parts',
  },
  {
    from: '/visit',
    to: '/site-visit-mobile',
    why: 'a contractor’s site visit is recorded on the mobile site',
  },
  {
    from: '/page-review-test',
    to: '/page-review',
    why: 'the seeds’ test page becomes the page-review tool (seeds README, point 7)',
  },
  {
    from: '/site-visit-mobile/page-review',
    to: '/page-review',
    why: 'page issues are reviewed on one page, which also works on a phone',
  },
  { from: '/profile-legacy', to: '/profile', why: 'the old profile page is the profile page' },
  {
    from: '/supply-information',
    to: '/suppliers',
    why: 'a supplier’s questions are answered on its page, reached from the supplier list',
  },
  { from: '/water-supply-components', to: '/suppliers', why: 'as /supply-information' },
  ...[3, 4, 5, 6, 7].map((n) => ({
    from: `/question-${n}`,
    to: '/suppliers',
    why: 'as /supply-information',
  })),
];

/** `/dwsp` and `/complete-dwsp`: an old plan link (anchor or text fragment) to its section, else the plan. */
function OldPlanPage({ to }: { to: string }) {
  const { pathname, hash } = useLocation();
  return <Redirect to={legacyRedirect({ pathname, hash }) ?? to} />;
}

export const startRoutes: RouteObject[] = [
  ...APP_REDIRECTS.map(({ from, to }) => ({
    path: from.slice(1),
    element: from === '/dwsp' || from === '/complete-dwsp' ? <OldPlanPage to={to} /> : <Redirect to={to} />,
  })),
];

/** `/waikura/site-visit`, provider staff's: put inside the provider guard by app-routes.tsx. */
export const siteVisitMovedRoute: RouteObject = {
  path: 'waikura/site-visit',
  lazy: async () => {
    // Its words are the start pages' (decision 046).
    const [m] = await Promise.all([
      import('../features/public/site-visit-moved-page'),
      import('../features/public/start-messages').then((s) => s.startMessages),
    ]);
    return { Component: m.default };
  },
};
