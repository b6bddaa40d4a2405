/** True from the moment src/web/main.tsx starts hydrating a page until the page is the app's. */
let hydrating = false;

/**
 * Called by src/web/main.tsx as it hydrates a rendered page, with a promise that settles once the page is
 * the app's.
 */
export function hydratingUntil(done: Promise<void>): void {
  hydrating = true;
  void done.finally(() => {
    hydrating = false;
  });
}

/**
 * Whether React is hydrating a page drawn before its script ran (prerendered at build time, or rendered by
 * the server): what a component's first render reads to take over what that page shows as it is
 * (StaticContent). Read, not subscribed to: nothing is rendered again when hydration ends. A control is
 * not disabled meanwhile; what is done to it is kept until then (public/before-app.js, decision 058).
 */
export function isHydrating(): boolean {
  return hydrating;
}
