import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n';

/** The attribute a page's own `<title>` carries (features/public/ui.tsx, PageTitle). */
export const PAGE_TITLE_ATTRIBUTE = 'data-page-title';

/**
 * The title in the browser's tab for every page that does not set its own: the page's main heading and the
 * app's name ("Kōwhai Valley School – WaiKura"), or the app's name alone while the page loads. Read from the
 * page's `<h1>` as it appears and changes, so every app route has one without each page naming it twice.
 * The public pages set theirs with a `<title>` (PageTitle, marked with PAGE_TITLE_ATTRIBUTE); while one is
 * in the head, any other title leaves it, so the tab never shows the page before (issue 21: an app page
 * reached from a public page had no title at all once the public page's title left with it).
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { t } = useI18n();
  const appName = t('app.name');
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on every page change.
  useEffect(() => {
    const main = document.getElementById('main');
    const apply = () => {
      const titles = [...document.head.querySelectorAll('title')];
      if (titles.some((el) => el.hasAttribute(PAGE_TITLE_ATTRIBUTE))) {
        for (const el of titles) if (!el.hasAttribute(PAGE_TITLE_ATTRIBUTE)) el.remove();
        return;
      }
      const heading = main?.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
      const title = heading ? `${heading} – ${appName}` : appName;
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    if (main) observer.observe(main, { childList: true, subtree: true, characterData: true });
    observer.observe(document.head, { childList: true });
    return () => observer.disconnect();
  }, [pathname, appName]);
  return null;
}
