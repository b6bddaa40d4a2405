/**
 * Where a page opens (React Router's `<ScrollRestoration>` in the root layout). It keeps each history
 * entry's scroll position under the entry's key, in session storage; but every page loaded afresh (an
 * address typed, a link from an e-mail followed in the same tab) has the key "default", so such a page
 * opened at the scroll position of the last one loaded that way: the glossary scrolled 2,500 px down
 * because the FAQ had been. A page loaded afresh is keyed by its address instead, and starts at its top;
 * reloading it, or coming Back to it, still finds it where it was.
 */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

interface Place {
  key: string;
  pathname: string;
  search: string;
}

/** The key a history entry's scroll position is kept under. */
export function scrollKey(location: Place): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/**
 * Run once before the first render: a document loaded afresh (not reloaded, not reached by Back or
 * Forward) forgets the position kept for its address, so it starts at its top as any new page does.
 */
export function startFreshLoadAtTop(): void {
  try {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (navigation?.type !== 'navigate') return;
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? 'null') as Record<
      string,
      number
    > | null;
    const key = scrollKey({ key: 'default', pathname: location.pathname, search: location.search });
    if (!saved || !(key in saved)) return;
    delete saved[key];
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(saved));
  } catch {
    /* no storage: nothing was kept */
  }
}
