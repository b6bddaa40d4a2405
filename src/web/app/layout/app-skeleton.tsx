import { Skeleton } from '../../components/ui/misc';
import { useI18n } from '../../i18n';

/**
 * What an app page shows before its words arrive: the page's title, lead and two cards in grey, at about
 * their size, so the layout is there at once and does not move when the page fills it. Written into
 * index.html by the build (scripts/build.ts), and shown while a page's code loads.
 */
export function AppSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" className="space-y-8">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="max-w-3xl space-y-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10 w-full max-w-xl" />
        <Skeleton className="h-6 w-full max-w-2xl" />
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        <Skeleton className="h-64 w-full md:col-span-2" />
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}
