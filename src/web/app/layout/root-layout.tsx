import { type ComponentProps, lazy, Suspense, useEffect, useMemo } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import type { Toaster as SonnerToaster } from 'sonner';
import { Spinner } from '../../components/ui/misc';
import { PRERENDERED_PATHS, SIGN_IN_PATH } from '../../features/public/prerendered-paths';
import { loadAppMessages, useI18n } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { scrollKey } from '../../lib/scroll-keys';
import { useTheme } from '../../lib/theme';
import { loadSonner, toasterMounted, useToasterWanted } from '../../lib/toast';
import { COMPACT_PATHS, CompactBar, CompactFooter } from './compact-bar';
import { DocumentTitle } from './document-title';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';

// Both load after the page itself: the live stream only for signed-in users, and the legacy address
// check (which reads the plan's route table) 100 ms after navigation anyway, and never on a public page:
// no public page's address is an old plan link (prerendered-paths.test.ts), and a public page loads no
// app code (decision 026).
const PUBLIC_PAGES: ReadonlySet<string> = new Set(PRERENDERED_PATHS);
/** The public articles, English in both languages; sign-in is prerendered too, but its words are translated. */
const ARTICLES: ReadonlySet<string> = new Set(PRERENDERED_PATHS.filter((p) => p !== SIGN_IN_PATH));
const LiveNotifications = lazy(() =>
  Promise.all([import('../../features/notifications/live-notifications'), loadAppMessages()]).then(([m]) => ({
    default: m.LiveNotifications,
  })),
);
// The offline kit's banner reads the plan catalogue and the school: app code, loaded with the app's pages.
const OfflineBanner = lazy(() =>
  Promise.all([import('./offline-banner'), loadAppMessages()]).then(([m]) => ({ default: m.OfflineBanner })),
);
// WaiKura AI (issue 18): its own chunk, for signed-in users on app pages only.
const AssistantWidget = lazy(() =>
  Promise.all([import('../../features/assistant'), loadAppMessages()]).then(([m]) => ({
    default: m.AssistantWidget,
  })),
);
const LegacyRedirects = lazy(() =>
  import('../legacy-redirects').then((m) => ({ default: m.LegacyRedirects })),
);

// sonner's own chunk (lib/toast.ts), mounted when the first toast is asked for, which waits until it is on
// the page.
const Toaster = lazy(() =>
  loadSonner().then(({ Toaster: Sonner }) => ({
    default: function MountedToaster(props: ComponentProps<typeof SonnerToaster>) {
      useEffect(() => toasterMounted(), []);
      return <Sonner {...props} />;
    },
  })),
);

/**
 * Marks the document once the page's boundary has been hydrated (or rendered): `<html data-ready>`. Its
 * effect runs only then, not in the prerender. The end-to-end tests wait for it before they act, as a
 * person's click before hydration can be lost (decision 022).
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

export function RootLayout() {
  const { t, enLang } = useI18n();
  const { theme } = useTheme();
  const { user } = useAuth();
  const { pathname } = useLocation();
  // The mobile site visit is drawn without the usual bar and footer (platform specification 2.3).
  const compact = COMPACT_PATHS.test(pathname);
  // The Toaster (sonner) is mounted once lib/toast is asked for a toast (every feature toasts through it),
  // and then stays, so a toast shown as the person moves on is not cut off: most visits never load sonner.
  const toasterWanted = useToasterWanted();
  // The page's and the footer's boundaries are the same elements on every render of the layout: when the
  // session's answer re-renders the layout while a prerendered page is still hydrating, a boundary given
  // new elements would have to be hydrated at once, in one long task at the update's (synchronous)
  // priority; the same elements leave it to hydrate in its short slices (decision 030).
  const loadingLabel = t('common.loading');
  const page = useMemo(
    () => (
      <Suspense fallback={<Spinner label={loadingLabel} />}>
        <Outlet />
        <PageReady />
      </Suspense>
    ),
    [loadingLabel],
  );
  const footer = useMemo(
    () => (
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    ),
    [],
  );
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:absolute focus:left-2 focus:top-2 dark:bg-slate-900"
      >
        {t('app.skipToContent')}
      </a>
      {compact ? <CompactBar /> : <Navbar />}
      {/*
        At least a screen high: the footer starts below the fold, so a page whose content arrives after
        its first paint (the dashboard, a section) grows downwards without pushing a visible footer
        (that shift scored 0.54 CLS on the dashboard; issue 21).
      */}
      <main
        id="main"
        tabIndex={-1}
        className={
          compact
            ? 'mx-auto w-full max-w-xl flex-1 px-3 py-4 focus:outline-none'
            : 'mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none'
        }
      >
        {!PUBLIC_PAGES.has(pathname) && (
          <Suspense fallback={null}>
            <LegacyRedirects />
            {/* Offline: that this is a kept copy and how old; writes waiting; a new version (decision 028). */}
            <OfflineBanner />
          </Suspense>
        )}
        {/*
          Boundaries let a prerendered page hydrate in pieces that yield to the browser between them
          (one long task blocked input for hundreds of milliseconds on a slow phone; issue 21).
        */}
        {/*
          A public page's articles are English in both languages; its translated parts (headings' eyebrows,
          the help topics, buttons) carry lang="mi" (decision 042, WCAG 3.1.2).
        */}
        <div lang={ARTICLES.has(pathname) ? enLang : undefined} className="contents">
          {page}
        </div>
      </main>
      {compact ? <CompactFooter /> : footer}
      <ScrollToTop />
      <DocumentTitle />
      {/* New notifications reach the bell (and a toast) without a reload, whichever page is open. */}
      {user && (
        <Suspense fallback={null}>
          <LiveNotifications key={user.id} />
        </Suspense>
      )}
      {user && !PUBLIC_PAGES.has(pathname) && !compact && (
        <Suspense fallback={null}>
          <AssistantWidget key={user.id} />
        </Suspense>
      )}
      {/* Toasts: top-right, closable, one at a time, 5 s (platform specification 9). */}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster
            position="top-right"
            // Below the bar, so a toast never sits over its buttons (log out, the bell) while it shows.
            offset={{ top: 80, right: 16 }}
            mobileOffset={{ top: 80 }}
            closeButton
            visibleToasts={1}
            duration={5000}
            theme={theme}
            toastOptions={{
              classNames: { error: '!border-red-700 !border-l-4', success: '!border-green-700 !border-l-4' },
            }}
          />
        </Suspense>
      )}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
