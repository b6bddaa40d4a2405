/**
 * The current user's badges at a school (plan specification 4.5 and 9.3): the week's new ones, then each
 * kind of badge with those earned (when, and at what progress) and those still locked (what earns them).
 */
import { ArrowLeft, Sparkles } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BADGES, type BadgeType, formatBadgeCount } from '../../../domain/plan/badges';
import { Button } from '../../components/ui/button';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { AccessProblem, useSchool } from '../school';
import { useBadges } from './api';
import { EarnedBadgeCard, LockedBadgeCard } from './badge-card';

const TYPES: readonly BadgeType[] = ['completion', 'section', 'achievement', 'special'];

export default function BadgesPage() {
  const { schoolId = '' } = useParams();
  const { t } = useI18n();
  const school = useSchool(schoolId);
  const badges = useBadges(school.data?.school.id);
  if (school.isPending) return <Spinner label={t('common.loading')} />;
  if (school.isError) return <AccessProblem error={school.error} />;
  const name = school.data.school.name;
  const back = (
    <Link to={`/schools/${schoolId}`} className="inline-flex items-center gap-2 underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('progress.badgesPage.back', { school: name })}
    </Link>
  );
  if (badges.isPending)
    return (
      <div className="space-y-6">
        {back}
        <Spinner label={t('common.loading')} />
      </div>
    );
  if (badges.isError)
    return (
      <div className="space-y-6">
        {back}
        <Alert tone="error" role="alert" title={t('progress.badgesLoadFailed')}>
          <p>{badges.error.message}</p>
          <Button variant="secondary" onClick={() => void badges.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </div>
    );
  const { earned, locked, recent, count } = badges.data;
  return (
    <div className="space-y-8">
      {back}
      <PageHeader
        eyebrow={name}
        title={t('progress.badgesPage.title')}
        lead={t('progress.badgesPage.lead', { school: name })}
      />
      <p className="text-lg" data-testid="badge-counts">
        {t('progress.badgesPage.counts', { earned: formatBadgeCount(count), total: BADGES.length })}
      </p>

      <Card aria-labelledby="recent-heading">
        <h2 id="recent-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Sparkles aria-hidden="true" className="size-5" />
          {t('progress.badgesPage.recentHeading')}
        </h2>
        {recent.length === 0 ? (
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('progress.badgesPage.noneRecent')}</p>
        ) : (
          <ul className="mt-3 grid list-none gap-3 p-0 sm:grid-cols-2 lg:grid-cols-3">
            {recent.map((b) => (
              <li key={b.badgeId}>
                <EarnedBadgeCard badge={b} compact />
              </li>
            ))}
          </ul>
        )}
      </Card>

      {TYPES.map((type) => {
        const mine = earned.filter((b) => b.type === type);
        const still = locked.filter((b) => b.type === type);
        if (mine.length === 0 && still.length === 0) return null;
        return (
          <section key={type} aria-labelledby={`type-${type}`} className="space-y-4">
            <h2 id={`type-${type}`} className="text-2xl font-bold">
              {t(`progress.badgeType.${type}`)}
            </h2>
            <div className="grid gap-6 lg:grid-cols-2">
              <div>
                <h3 className="text-lg font-semibold">
                  {t('progress.badgesPage.earnedHeading', { count: formatBadgeCount(mine.length) })}
                </h3>
                {mine.length === 0 ? (
                  <p className="mt-2 text-slate-700 dark:text-slate-300">
                    {t('progress.badgesPage.noneEarned')}
                  </p>
                ) : (
                  <ul className="mt-2 grid list-none gap-3 p-0">
                    {mine.map((b) => (
                      <li key={b.badgeId}>
                        <EarnedBadgeCard badge={b} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div>
                <h3 className="text-lg font-semibold">
                  {t('progress.badgesPage.lockedHeading', { count: formatBadgeCount(still.length) })}
                </h3>
                {still.length === 0 ? (
                  <p className="mt-2 text-slate-700 dark:text-slate-300">
                    {t('progress.badgesPage.allEarned')}
                  </p>
                ) : (
                  <ul className="mt-2 grid list-none gap-3 p-0">
                    {still.map((b) => (
                      <li key={b.badgeId}>
                        <LockedBadgeCard badge={b} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          </section>
        );
      })}
    </div>
  );
}
