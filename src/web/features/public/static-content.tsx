import { type MouseEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { isHydrating } from '../../lib/hydrating';

/**
 * Long static words of a prerendered public page (the FAQ's answers, the glossary), kept as the server
 * sent them when the page is hydrated: React takes the prerendered HTML as this element's inner HTML and
 * does not walk and hydrate its hundreds of elements, work that blocked a slow phone for 150–400 ms
 * after the page had painted (issue 21, decision 030). The words are the same, and so is the markup:
 * the prerender and every render the app makes itself (a link followed to the page, te reo Māori, the
 * dark theme) render `children` as React elements.
 *
 * Links in the kept HTML were React Router links; a click on one is still a move inside the app (no
 * reload), as a Link's would be: same origin, left button, no modifier key, no target, not a download.
 * A link to a place on the same page is left to the browser, as before.
 */
export function StaticContent({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  // Read once, before the first render commits: during hydration the element is the prerendered one.
  const [html] = useState(() =>
    isHydrating() && typeof document !== 'undefined'
      ? (document.getElementById(id)?.innerHTML ?? null)
      : null,
  );
  const navigate = useNavigate();
  if (html === null) {
    return (
      <div id={id} className={className}>
        {children}
      </div>
    );
  }
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)
      return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks handled are the links' inside, which the keyboard reaches and activates as links.
    // biome-ignore lint/a11y/noStaticElementInteractions: as above; the element itself is not interactive.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is this element's own, as the build prerendered it from our components and the page already shows it; nothing else is put in.
    <div id={id} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
