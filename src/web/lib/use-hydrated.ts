import { startTransition, useEffect, useState } from 'react';

/** True from the moment src/web/main.tsx starts hydrating a page until that page is the app's. */
let pageHydrating = false;

/**
 * Called by src/web/main.tsx as it hydrates a rendered page, with a promise that settles once the page is
 * the app's: the components rendered meanwhile start as they were rendered (not hydrated yet), and those
 * mounted afterwards start hydrated.
 */
export function hydratingUntil(done: Promise<void>): void {
  pageHydrating = true;
  void done.finally(() => {
    pageHydrating = false;
  });
}

/**
 * False while React hydrates a prerendered page (and in the prerender itself), true once the app has
 * taken it over; true at once for a page the app renders itself. A control whose change would be lost
 * before hydration (a select, a menu button) is disabled until then (decision 022).
 *
 * After hydration the change is a transition, so React renders it in short slices that yield to the
 * browser: as an external store's snapshot (as before) it was one synchronous render of the bar, the footer
 * and the page together, 50–90 ms on a slow phone right after the page was taken over (decision 055).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !pageHydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
