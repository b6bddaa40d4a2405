import { useSyncExternalStore } from 'react';
import { nextTask } from './next-task';

/** False from the moment src/web/main.tsx starts hydrating a page until a task after it is the app's. */
let hydrated = true;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Called by src/web/main.tsx as it hydrates a rendered page, with a promise that settles once the page is
 * the app's. The components rendered meanwhile say "not hydrated yet", as the page was rendered; a task
 * later they say "hydrated", each in a render and a task of its own (decision 057): enabling a control
 * makes the browser re-check the styles that depend on it, and in Lighthouse's traces (which record
 * every such check) the bar's button, the footer's and its two lists took 35–50 ms in one task.
 */
export function hydratingUntil(done: Promise<void>): void {
  hydrated = false;
  void done.finally(async () => {
    await nextTask();
    hydrated = true;
    for (const listener of [...listeners]) {
      listener();
      await nextTask();
    }
  });
}

/**
 * False while React hydrates a prerendered page (and in the prerender itself), true once the app has
 * taken it over; true at once for a page the app renders itself. A control whose change would be lost
 * before hydration (a select, a menu button) is disabled until then (decision 022).
 *
 * The change comes in a task of its own, after the page is hydrated: with `() => true` as the browser's
 * snapshot, React re-rendered the bar, the footer and the page at once in the task that finished the
 * hydration, 50–90 ms on a slow phone (decision 055). Not a transition: a transition waits for every
 * other transition under way, and a control could stay disabled behind one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
