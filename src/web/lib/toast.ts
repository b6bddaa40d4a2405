/**
 * Toasts without sonner in the first download: sonner (its Toaster and `toast`) is its own chunk, and every
 * feature toasts through here. The layout mounts the Toaster once a toast is asked for
 * (`useToasterWanted`), so a visit that shows none never loads sonner. A toast asked for
 * here waits until the Toaster is on the page, and the first one a moment more, so that the live region is
 * known to screen readers before the toast's words are added to it (a live region added together with its
 * content is often not announced). None is lost. Issue 21: sonner was 9 KiB of every page's bytes
 * (decisions 022 and 030).
 */
import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
/** The sonner chunk, loaded once. */
export const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};

/** How long the live region is on the page, empty, before the first toast is put in it. */
const LIVE_REGION_SETTLE_MS = 150;

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = () => setTimeout(resolve, LIVE_REGION_SETTLE_MS);
});
/** Called by the layout's Toaster once it is on the page. */
export const toasterMounted = () => markMounted();

let wanted = false;
const listeners = new Set<() => void>();
function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
/** True once a toast has been asked for: the layout then mounts the Toaster (and loads sonner). */
export const useToasterWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );

const show =
  (kind: 'success' | 'error' | 'info' | 'warning' | 'message') =>
  (message: string, options?: ExternalToast): void => {
    wantToaster();
    void Promise.all([loadSonner(), mounted]).then(([{ toast }]) => toast[kind](message, options));
  };

/** sonner's `toast`, as every feature uses it (`message` is a plain toast, sonner's `toast(…)`). */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  message: show('message'),
  /** Closes the toasts on screen: a panel that opens where they sit (the notifications) asks for it. */
  dismissAll: (): void => {
    if (sonner) void sonner.then(({ toast }) => toast.dismiss());
  },
};
