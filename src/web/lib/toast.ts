/**
 * Toasts without sonner in the first download: sonner (its Toaster and `toast`) is its own chunk, loaded
 * by the layout after the page. A toast asked for before the Toaster is on the page waits for it, so
 * none is lost (issue 21: the main script of every page, public ones included, was 9 KB lighter).
 */
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
/** The sonner chunk, loaded once. */
export const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
/** Called by the layout's Toaster once it is on the page. */
export const toasterMounted = () => markMounted();

const show =
  (kind: 'success' | 'error' | 'info') =>
  (message: string, options?: ExternalToast): void => {
    void Promise.all([loadSonner(), mounted]).then(([{ toast }]) => toast[kind](message, options));
  };

export const toast = { success: show('success'), error: show('error'), info: show('info') };
