import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { homePathFor, loginPathFor } from '../../domain/navigation';
import { ButtonLink } from '../components/ui/button';
import { Alert, Spinner } from '../components/ui/misc';
import { useI18n } from '../i18n';
import type { Me } from '../lib/api';
import { useAuth } from '../lib/auth';
import { Redirect } from '../lib/redirect';

/** Protected routes: unauthenticated visitors go to /login?returnUrl=<path and query>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const { t } = useI18n();
  const location = useLocation();
  if (loading) return <Spinner label={t('auth.authenticating')} />;
  if (!user) return <Redirect to={loginPathFor(location.pathname + location.search)} />;
  return <>{children}</>;
}

/** A page only some users may open; the server decides the actions, the UI only reads them. */
export function RequireAction({ action, children }: { action: Me['actions'][number]; children: ReactNode }) {
  const { user } = useAuth();
  const { t } = useI18n();
  if (!user?.actions.includes(action)) {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <Alert tone="warning" title={t('error.forbidden')} />
        {user && <ButtonLink to={homePathFor(user)}>{t('nav.dashboard')}</ButtonLink>}
      </div>
    );
  }
  return <>{children}</>;
}

/** /dashboard and the like: send a signed-in user to their own home. */
export function HomeRedirect() {
  const { user } = useAuth();
  if (!user) return null;
  return <Redirect to={homePathFor(user)} />;
}
