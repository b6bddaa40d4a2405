import { type RouteObject, useParams } from 'react-router';
import { Redirect } from '../../lib/redirect';

/**
 * The specification's notification action links (platform specification 2: "/school/{schoolId}/dwsp,
 * /water-testing, /maintenance and /compliance") lead to the pages that hold that work.
 */
export const ACTION_LINK_TARGETS = {
  dwsp: (school: string) => `/schools/${school}`,
  'water-testing': (school: string) => `/schools/${school}/appendix/water-quality-monitoring`,
  maintenance: (school: string) => `/schools/${school}/appendix/maintenance-servicing`,
  compliance: (school: string) => `/schools/${school}/compliance/monitoring-reporting`,
} as const;

function ActionLinkRedirect({ area }: { area: keyof typeof ACTION_LINK_TARGETS }) {
  const { schoolId = '' } = useParams();
  return <Redirect to={ACTION_LINK_TARGETS[area](encodeURIComponent(schoolId))} />;
}

/** Notification pages: preferences and the specification's action links (issue 5). */
export const notificationRoutes: RouteObject[] = [
  {
    path: 'notifications/preferences',
    lazy: async () => ({ Component: (await import('./preferences-page')).default }),
  },
  ...(Object.keys(ACTION_LINK_TARGETS) as (keyof typeof ACTION_LINK_TARGETS)[]).map((area) => ({
    path: `school/:schoolId/${area}`,
    element: <ActionLinkRedirect area={area} />,
  })),
];
