import { CloudOff, RefreshCw } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { findSectionByNumber } from '../../../domain/plan/catalogue';
import { Button } from '../../components/ui/button';
import { useSchool } from '../../features/school';
import { useI18n } from '../../i18n';
import { useAuth } from '../../lib/auth';
import {
  applyUpdate,
  dismissOfflineWrite,
  formatSavedAt,
  useOfflineCopies,
  useOfflineState,
} from '../../lib/offline';
import type { QueuedKind } from '../../lib/offline-queue';
import { type OfflineCopy, offlineLinks, offlinePageOf } from '../../lib/offline-routes';

/**
 * The offline kit's word on every page (decision 028): offline, that the page is a copy and how old it
 * is, what else is kept on this device (links that work without a network), the writes waiting to be
 * sent, the ones the server refused, and a new version waiting for a reload.
 */
export function OfflineBanner() {
  const { t, sectionTitle } = useI18n();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const { online, updateReady, writes } = useOfflineState();
  const copies = offlineLinks(useOfflineCopies(!online && Boolean(user)));
  const page = offlinePageOf(pathname);
  // The address may name the school by its slug; the kept copy's address has its id (already in the cache).
  const school = useSchool(!online && page ? page.school : undefined);
  const waiting = writes.filter((w) => w.state === 'waiting');
  const refused = writes.filter((w) => w.state === 'refused');
  if (online && !updateReady && writes.length === 0) return null;

  const label = (copy: OfflineCopy) => {
    if (copy.kind === 'section') {
      const section = findSectionByNumber(copy.section!);
      return section ? `${section.number} ${sectionTitle(section)}` : copy.section!;
    }
    if (copy.kind === 'notice') return t('offline.copy.notice');
    return copy.kind === 'pdf' ? t('offline.copy.pdf') : t('offline.copy.incidents');
  };
  const schoolIds = new Set([page?.school, school.data?.school.id].filter(Boolean));
  const pageCopy =
    page &&
    copies.find(
      (c) =>
        c.kind === page.kind &&
        (page.kind === 'notice' || c.section === page.section) &&
        schoolIds.has(c.schoolId),
    );
  // How the banner names this page's copy: "6.1", or "the boil water notice".
  const pageName = page?.kind === 'section' ? page.section : t('offline.copy.noticeName');
  const counts = (['result', 'note', 'visit'] as QueuedKind[])
    .map((kind) => ({ kind, count: waiting.filter((w) => w.kind === kind).length }))
    .filter((c) => c.count > 0);

  return (
    <section
      aria-label={t('offline.banner.label')}
      className="mb-6 space-y-3 rounded-md border-l-4 border-amber-600 bg-amber-50 p-4 dark:border-amber-400 dark:bg-slate-900"
      data-testid="offline-banner"
    >
      <div role="status" className="space-y-1">
        {!online && (
          <p className="flex items-center gap-2 font-semibold">
            <CloudOff aria-hidden="true" className="size-5 shrink-0" />
            {t('offline.banner.offline')}
          </p>
        )}
        {!online && pageCopy && (
          <p>
            {pageCopy.savedAt
              ? t('offline.banner.copyOf', { section: pageName, ...formatSavedAt(pageCopy.savedAt) })
              : t('offline.banner.copyOfUndated', { section: pageName })}
          </p>
        )}
        {counts.map(({ kind, count }) => (
          <p key={kind} className="font-medium">
            {t(`offline.queue.${kind}`, { count })}
          </p>
        ))}
        {counts.length > 0 && !online && <p>{t('offline.queue.whenOnline')}</p>}
      </div>
      {!online && user && (
        <div>
          {copies.length > 0 ? (
            <>
              <p>{t('offline.banner.available')}</p>
              <ul className="mt-1 list-disc space-y-1 pl-6">
                {copies.map((copy) => (
                  <li key={copy.href}>
                    {copy.kind === 'pdf' ? (
                      <a href={copy.href} className="font-medium underline">
                        {label(copy)}
                      </a>
                    ) : (
                      <Link to={copy.href} className="font-medium underline">
                        {label(copy)}
                      </Link>
                    )}
                    {copy.savedAt && (
                      <span className="text-slate-700 dark:text-slate-300">
                        {' '}
                        ({t('offline.banner.savedAt', formatSavedAt(copy.savedAt))})
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t('offline.banner.none')}</p>
          )}
        </div>
      )}
      {refused.map((w) => (
        <div key={w.clientId} role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t('offline.queue.refused', { summary: w.summary, message: w.error ?? '' })}</p>
          <Button variant="secondary" size="sm" onClick={() => void dismissOfflineWrite(w.clientId)}>
            {t('offline.queue.dismiss')}
          </Button>
        </div>
      ))}
      {updateReady && (
        <div className="flex flex-wrap items-center gap-3">
          <p>{t('offline.update.ready')}</p>
          <Button variant="secondary" size="sm" onClick={() => void applyUpdate()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('offline.update.reload')}
          </Button>
        </div>
      )}
    </section>
  );
}
