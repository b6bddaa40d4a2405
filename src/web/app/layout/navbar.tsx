import { Droplets, LogOut, Menu, X } from 'lucide-react';
import { lazy, memo, Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { type BarType, barTypeForPath, barTypeForRole, isPublicPath } from '../../../domain/navigation';
import { roleLabelKey } from '../../../domain/roles';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/misc';
import { loadAppMessages, useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import type { Me } from '../../lib/api';
import { useAuth } from '../../lib/auth';

// Loaded only for signed-in bars, so the public pages' first download stays small.
// With the app's messages, which the app's routes add (decision 026): the bell does not rely on them.
const NotificationBell = lazy(() =>
  Promise.all([import('../../features/notifications/notification-bell'), loadAppMessages()]).then(([m]) => ({
    default: m.NotificationBell,
  })),
);

interface NavItem {
  to: string;
  label: MessageKey;
  /** Marked only on its own address, not below it (the default). */
  end?: boolean;
}

/** The items of each bar (plan specification 2.4). */
export function navItems(
  type: BarType,
  user: Me | null | undefined,
): { items: NavItem[]; menu: NavItem[]; label?: string } {
  switch (type) {
    case 'provider':
      return {
        items: [
          { to: '/waikura', label: 'nav.dashboard' },
          { to: '/waikura/emergency', label: 'nav.emergency' },
          { to: '/waikura/select?add=1', label: 'nav.addSchool' },
          { to: '/profile', label: 'nav.profile' },
        ],
        menu: [],
      };
    case 'school': {
      const schoolPath = user?.schoolId ? `/schools/${user.schoolSlug ?? user.schoolId}` : null;
      return {
        items: schoolPath
          ? [
              { to: schoolPath, label: 'nav.dashboard' },
              { to: '/profile', label: 'nav.profile' },
            ]
          : [
              { to: '/school-selection', label: 'nav.selectSchool' },
              { to: '/profile', label: 'nav.profile' },
            ],
        menu: [],
      };
    }
    case 'contractor':
      return {
        items: [
          { to: '/contractor', label: 'nav.contractorDashboard' },
          { to: '/contractor/schedule', label: 'nav.contractorSchedule' },
          { to: '/contractor/reports', label: 'nav.visitReports' },
          { to: '/contractor/schools/maintenance-log', label: 'nav.maintenanceLog' },
          { to: '/profile', label: 'nav.profile' },
        ],
        menu: [],
      };
    default:
      return {
        items: [
          { to: '/schools', label: 'nav.schools' },
          { to: '/mission', label: 'nav.ourMission' },
          { to: '/source-water', label: 'nav.sourceWater' },
          { to: '/acceptable-solutions', label: 'nav.acceptableSolutions' },
        ],
        menu: [
          { to: '/', label: 'nav.home' },
          { to: '/schools', label: 'nav.schools' },
          { to: '/mission', label: 'nav.mission' },
          { to: '/faq', label: 'nav.faq' },
        ],
      };
  }
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 font-medium no-underline hover:bg-brand-50 dark:hover:bg-slate-800 text-slate-800 dark:text-slate-100',
    isActive &&
      'bg-brand-50 text-brand-900 underline decoration-2 underline-offset-4 dark:bg-slate-800 dark:text-brand-200',
  );

/** The signed-out menu's last two links (not `end`: they stay marked on their own sub-pages). */
const SIGN_IN_ITEMS: NavItem[] = [
  { to: '/login', label: 'nav.login', end: false },
  { to: '/register', label: 'nav.register', end: false },
];

const sameItems = (a: readonly NavItem[], b: readonly NavItem[]) =>
  a.length === b.length &&
  a.every((item, i) => item.to === b[i]?.to && item.label === b[i]?.label && item.end === b[i]?.end);

/**
 * A bar's links, rendered again only when they change (or the language or the address does): the session's
 * answer renders the bar again, on a public page in a synchronous task of its own, and its links were most
 * of that work on a slow phone (decision 056).
 */
const NavLinks = memo(
  function NavLinks({ items, className }: { items: readonly NavItem[]; className: string }) {
    const { t } = useI18n();
    return (
      <ul className={className}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end ?? true} className={linkClass}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    );
  },
  (before, after) => before.className === after.className && sameItems(before.items, after.items),
);

/**
 * The small screen's menu button. Pressed before the page is the app's (a prerendered page), the press is
 * kept and done once it is (`data-early`, public/before-app.js, decision 058).
 */
function MenuButton({ open, menuId, onToggle }: { open: boolean; menuId: string; onToggle: () => void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className={cn(buttonClass('ghost', 'sm'), 'lg:hidden')}
      aria-expanded={open}
      aria-controls={menuId}
      data-early="menu"
      onClick={onToggle}
    >
      {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
      {open ? t('nav.closeMenu') : t('nav.menu')}
    </button>
  );
}

export function Navbar() {
  const { user, loading, logout } = useAuth();
  const { t, miLang } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes.
  useEffect(() => setOpen(false), [location.pathname]);

  const publicPath = isPublicPath(location.pathname);
  // An app page before the session is known (and index.html's shell, rendered at build time): a neutral
  // bar, the logo and grey blocks the size of the buttons, rather than the signed-out bar's "Log in"
  // shown to someone who is signed in. Same height as either bar's first line, so nothing moves.
  const pending = loading && !publicPath;
  const type: BarType = loading
    ? publicPath
      ? 'public'
      : barTypeForPath(location.pathname)
    : publicPath || !user
      ? 'public'
      : barTypeForRole(user.role);
  const { items, menu } = navItems(type, user);
  const label =
    type === 'provider'
      ? t('nav.adminLabel')
      : type === 'school' || type === 'contractor'
        ? t(roleLabelKey(user?.role) as MessageKey)
        : undefined;
  const schoolName = type === 'school' ? user?.schoolName : null;

  const onLogout = async () => {
    // Leave the protected page first, so it does not send the signed-out user to login.
    await navigate('/');
    await logout();
  };

  const authButtons = pending ? (
    <Skeleton className="h-9 w-20 rounded-md" />
  ) : type === 'public' && !user ? (
    <>
      <Link to="/login" className={buttonClass('primary', 'sm')}>
        {t('nav.login')}
      </Link>
      <Link to="/register" className={cn(buttonClass('secondary', 'sm'), 'hidden sm:inline-flex')}>
        {t('nav.register')}
      </Link>
    </>
  ) : user ? (
    <>
      {type === 'public' && (
        <Link to="/dashboard" className={buttonClass('secondary', 'sm')}>
          {t('nav.dashboard')}
        </Link>
      )}
      <button type="button" onClick={onLogout} className={buttonClass('ghost', 'sm')}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('nav.logout')}
      </button>
    </>
  ) : null;

  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link
          to="/"
          className="flex items-center gap-2 text-xl font-bold text-brand-900 no-underline dark:text-brand-200"
        >
          <Droplets aria-hidden="true" className="size-7" />
          <span>{t('app.name')}</span>
        </Link>
        {label && (
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
            {label}
          </span>
        )}
        {schoolName && (
          <span className="hidden text-sm font-medium text-slate-700 md:inline dark:text-slate-300">
            {schoolName}
          </span>
        )}

        <nav aria-label={t('nav.main')} lang={miLang} className="ml-auto hidden lg:block">
          {pending ? (
            <ul className="flex items-center gap-3" aria-label={t('nav.loading')}>
              {[1, 2, 3].map((i) => (
                <li key={i}>
                  <Skeleton className="h-5 w-24" />
                </li>
              ))}
            </ul>
          ) : (
            <NavLinks items={items} className="flex items-center gap-1" />
          )}
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          {/* Every bar but the public one has the bell (plan specification 2.5). */}
          {user && type !== 'public' && (
            <Suspense fallback={<Skeleton className="h-11 w-11" />}>
              <NotificationBell />
            </Suspense>
          )}
          {authButtons}
          <MenuButton open={open} menuId={menuId} onToggle={() => setOpen((v) => !v)} />
        </div>
      </div>
      {schoolName && (
        <p className="px-4 pb-2 text-sm font-medium text-slate-700 md:hidden dark:text-slate-300">
          {schoolName}
        </p>
      )}
      <nav
        id={menuId}
        lang={miLang}
        aria-label={t('nav.menu')}
        hidden={!open}
        className="border-t border-slate-200 px-4 py-3 lg:hidden dark:border-slate-800"
      >
        <NavLinks
          items={[
            ...(menu.length ? menu : items),
            ...(type === 'public' && !user && !pending ? SIGN_IN_ITEMS : []),
          ]}
          className="flex flex-col gap-1"
        />
      </nav>
    </header>
  );
}
