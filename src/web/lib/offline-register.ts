/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * Registers the service worker that vite-plugin-pwa generates (decision 028), in its own chunk. A new
 * version is installed in the background and then waits ("prompt"): the page is told, and the person
 * chooses when to reload, so a reload never interrupts typing. An open page asks for updates hourly.
 */
import { registerSW } from 'virtual:pwa-register';

const UPDATE_CHECK_MS = 60 * 60_000;

/** Answers the function that activates the waiting version and reloads the page. */
export function registerServiceWorker(onUpdateReady: () => void): () => Promise<void> {
  const updateSW = registerSW({
    onNeedRefresh: onUpdateReady,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
  return () => updateSW(true);
}
