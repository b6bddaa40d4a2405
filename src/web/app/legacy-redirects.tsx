/**
 * Old links keep working (platform specification 2, "Legacy URL redirects"): 100 ms after every
 * location change, and 100 ms after a text fragment is seen, the current address is given to
 * `legacyRedirect` (src/domain/plan/routes.ts); when it names a newer address we go there, replacing the
 * history entry so Back does not return to the old link. Mounted once in the root layout; draws nothing.
 *
 * Where the hash comes from:
 * - Named anchors (`/schools/abc#section-4-1`) are in the router's `location.hash` and in
 *   `window.location.hash`: both are read on every check.
 * - Text fragments (`#:~:text=4.1%20Assessment`) are removed from `location.hash`, `document.URL` and
 *   `document.location` by the browser before any script runs. The one place Chromium still shows them
 *   is the navigation timing entry of the page load, `performance.getEntriesByType('navigation')[0].name`
 *   (Firefox from 133 and Safari from 18 strip them there too; in those browsers a text fragment cannot
 *   be seen and only anchors and old paths redirect). That entry describes the document's first address,
 *   so it is read once, at the first check after the app starts, and with its own path: a redirect the
 *   app made in the first 100 ms (/dashboard → the user's school, a protected page → login) does not
 *   lose the old link. It is never read again, so a later click does not replay the first link.
 * - A fragment navigation inside the page (a link to `#section-3-2`, or the user editing the hash) fires
 *   `hashchange`; that starts a new check too.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LEGACY_REDIRECT_DELAY_MS, legacyRedirect } from '../../domain/plan/routes';

/** The first address of this document, with a text fragment when the browser still exposes it. */
function documentEntryUrl(): URL | null {
  try {
    const entry = performance.getEntriesByType('navigation')[0];
    if (entry?.name) return new URL(entry.name);
  } catch {
    // No navigation timing (old browser, or a test document): nothing to read.
  }
  return null;
}

interface Candidate {
  pathname: string;
  hash: string;
}

export function LegacyRedirects() {
  const location = useLocation();
  const navigate = useNavigate();
  const documentEntryRead = useRef(false);
  const [hashChanges, setHashChanges] = useState(0);

  useEffect(() => {
    const onHashChange = () => setHashChanges((n) => n + 1);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new check after every location change and every hash change, as the specification asks.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const candidates: Candidate[] = [];
      if (!documentEntryRead.current) {
        documentEntryRead.current = true;
        const entry = documentEntryUrl();
        // The old link itself comes first: its hash names the place it pointed at. The fragment
        // directive is part of the entry's hash, e.g. "#:~:text=…" or "#top:~:text=…".
        if (entry?.hash) candidates.push({ pathname: entry.pathname, hash: entry.hash });
      }
      candidates.push(
        { pathname: location.pathname, hash: location.hash },
        { pathname: location.pathname, hash: window.location.hash },
      );
      for (const c of candidates) {
        const to = legacyRedirect(c);
        if (to) {
          navigate(to, { replace: true });
          return;
        }
      }
    }, LEGACY_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.key, location.pathname, location.hash, hashChanges, navigate]);

  return null;
}
