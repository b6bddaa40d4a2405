import { type CSSProperties, useSyncExternalStore } from 'react';

/**
 * The height of a plan section's sticky save bar, 0 when no bar is shown: the floating buttons (back to
 * the top, the assistant's launcher) sit above it, or it would cover the save state on a phone. Kept here
 * and given to those two buttons, not set on <html> as a custom property: a custom property there is
 * inherited by every element, and writing it made the browser restyle the whole page (decision 054).
 */
let height = 0;
const listeners = new Set<() => void>();

export function setSaveBarHeight(next: number): void {
  if (next === height) return;
  height = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The save bar's height; 0 on the server and while a page is hydrated (no bar has been measured). */
export function useSaveBarHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => height,
    () => 0,
  );
}

/** A floating button's place above the save bar; none when there is no bar (its class's `bottom-4`). */
export function aboveSaveBar(barHeight: number): CSSProperties | undefined {
  return barHeight > 0 ? { bottom: `calc(${barHeight}px + 1rem)` } : undefined;
}
