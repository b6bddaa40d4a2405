/**
 * Every redirect the app draws as an element. React Router's `<Navigate>` navigates once when it mounts
 * and again only when its target changes. When something else sends the user back to the same address
 * while the element stays mounted (the legacy-link check reading the first address of the document, a
 * second click on an old link), the address changes but the redirect does not run: the page stays empty
 * (seen once in three CI runs on `/dwsp#section-3-2`). Keyed by the location, a redirect runs again for
 * every visit to its address. `src/web/app/redirects.test.tsx` keeps `<Navigate>` out of the rest of the app.
 */
import { Navigate, useLocation } from 'react-router';

export function Redirect({ to }: { to: string }) {
  const { key } = useLocation();
  return <Navigate key={key} replace to={to} />;
}
