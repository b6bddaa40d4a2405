import { Award } from 'lucide-react';
import { formatBadgeCount } from '../../../domain/plan/badges';
import { ButtonLink } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import type { EarnedBadge } from './api';
import { EarnedBadgeCard } from './badge-card';

/** The dashboard's badges: those of the last 30 days, the count of all, and the way to the badge page. */
export function RecentBadges({
  recent,
  count,
  badgesPath,
}: {
  recent: readonly EarnedBadge[];
  count: number;
  badgesPath: string;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="recent-badges-heading" className="space-y-3">
      <h2 id="recent-badges-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Award aria-hidden="true" className="size-5" />
        {t('progress.badges.recentHeading')}
      </h2>
      <p>{t('progress.badges.total', { count: formatBadgeCount(count) })}</p>
      {recent.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('progress.badges.noneRecent')}</p>
      ) : (
        <ul className="grid list-none gap-3 p-0">
          {recent.map((b) => (
            <li key={b.badgeId}>
              <EarnedBadgeCard badge={b} compact />
            </li>
          ))}
        </ul>
      )}
      <ButtonLink to={badgesPath} variant="secondary">
        {t('progress.badges.seeAll')}
      </ButtonLink>
    </section>
  );
}
