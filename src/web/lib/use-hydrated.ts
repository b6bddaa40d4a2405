import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (and in the prerender itself), true once the app has
 * taken it over; true at once for a page the app renders itself. A control whose change would be lost
 * before hydration (a select, a menu button) is disabled until then (decision 022).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
