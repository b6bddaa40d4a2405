/**
 * Issue 19 (provider staff): the addresses the seed gives staff and financial management. For provider
 * staff they open the provider pages; for anyone else they keep doing what the plan's route table says
 * (`/finance` and `/financial-management` lead to the user's own improvement schedule, 4.2;
 * `/resources/staff-management` to the key contacts, 1.2). Registered before the alias routes, so these win.
 */
import { type RouteObject, useLocation } from 'react-router';
import { aliasRoutes } from '../features/plan/alias-routes';
import type { Me } from '../lib/api';
import { useAuth } from '../lib/auth';
import { Redirect } from '../lib/redirect';
import { RequireAction } from './guards';

function ProviderOrAlias({
  action,
  to,
  aliasPath,
}: {
  action: Me['actions'][number];
  to: string;
  aliasPath?: string;
}) {
  const { user } = useAuth();
  const { search } = useLocation();
  if (user?.actions.includes(action)) return <Redirect to={`${to}${search}`} />;
  const alias = aliasPath ? aliasRoutes.find((r) => r.path === aliasPath) : undefined;
  if (alias?.element) return <>{alias.element}</>;
  // No plan page by this name: the provider guard explains that this page is not theirs.
  return (
    <RequireAction action={action}>
      <Redirect to={to} />
    </RequireAction>
  );
}

export const providerLegacyRoutes: RouteObject[] = [
  {
    path: 'finance',
    element: <ProviderOrAlias action="finance.read" to="/waikura/finance" aliasPath="finance" />,
  },
  {
    path: 'financial-management',
    element: <ProviderOrAlias action="finance.read" to="/waikura/finance" aliasPath="financial-management" />,
  },
  {
    path: 'resources/staff-management',
    element: (
      <ProviderOrAlias action="staff.read" to="/waikura/staff" aliasPath="resources/staff-management" />
    ),
  },
  { path: 'staff-management', element: <ProviderOrAlias action="staff.read" to="/waikura/staff" /> },
];

/** Issue 19: plan approval, for everyone who reaches a school (the server decides who may do what). */
export const approvalRoutes: RouteObject[] = [
  {
    path: 'drinking-water-safety-plan-approval',
    lazy: async () => ({ Component: (await import('../features/approval/approval-page')).ApprovalRedirect }),
  },
  {
    path: 'schools/:schoolId/approval',
    lazy: async () => ({ Component: (await import('../features/approval/approval-page')).default }),
  },
];
