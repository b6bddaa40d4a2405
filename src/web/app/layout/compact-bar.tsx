import { Droplets, LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { DisplaySettings } from './display-settings';

/**
 * The mobile site's layout parts (the specification renders `/site-visit-mobile` without the usual
 * layout): one short bar with the name, a way back to the full site and sign-out, and at the foot only
 * the language and theme. A phone beside a tank keeps its screen for the visit (issue 19).
 */
export const COMPACT_PATHS = /^\/site-visit-mobile(\/|$)/;

export function CompactBar() {
  const { t } = useI18n();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const onLogout = async () => {
    await navigate('/');
    await logout();
  };
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-xl items-center gap-3 px-3 py-2">
        <Link
          to="/contractor"
          className="flex items-center gap-1.5 text-lg font-bold text-brand-900 no-underline dark:text-brand-200"
        >
          <Droplets aria-hidden="true" className="size-6" />
          <span>{t('app.name')}</span>
        </Link>
        <Link to="/contractor" className="ml-auto text-sm font-medium underline">
          {t('layout.fullSite')}
        </Link>
        {user && (
          <button type="button" onClick={onLogout} className={buttonClass('ghost', 'sm')}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('nav.logout')}
          </button>
        )}
      </div>
    </header>
  );
}

export function CompactFooter() {
  return (
    <footer className="border-t border-slate-200 px-3 py-3 dark:border-slate-800">
      <div className="mx-auto max-w-xl">
        <DisplaySettings />
      </div>
    </footer>
  );
}
