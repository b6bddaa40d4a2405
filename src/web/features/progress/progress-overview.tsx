import { CalendarClock, CheckCircle2, CircleDashed, CircleDot, Flag, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import type { SchoolProgress } from './api';
import { badgeName } from './badge-text';
import { ColourBar } from './colour-bar';
import { calendarDate, PROGRESS_LOOK } from './look';

/** The level word that travels with the progress colour (the colour is never the only signal). */
function levelOf(progress: SchoolProgress) {
  if (progress.overall >= 100) return { key: 'progress.level.done', Icon: CheckCircle2 } as const;
  switch (progress.colour) {
    case 'green':
      return { key: 'progress.level.green', Icon: CheckCircle2 } as const;
    case 'blue':
      return { key: 'progress.level.blue', Icon: TrendingUp } as const;
    case 'orange':
      return { key: 'progress.level.orange', Icon: CircleDot } as const;
    default:
      return { key: 'progress.level.grey', Icon: CircleDashed } as const;
  }
}

/**
 * The overall percentage, large and in its progress colour with a word beside it; sections completed;
 * a few warm words for the tier reached; the next milestone; the estimated finish (only when there is one).
 */
export function ProgressOverview({ progress, children }: { progress: SchoolProgress; children?: ReactNode }) {
  const i18n = useI18n();
  const { t } = i18n;
  const look = PROGRESS_LOOK[progress.colour];
  const level = levelOf(progress);
  const encouragement =
    progress.overall >= 100
      ? t('progress.encouragement.100')
      : t(`progress.encouragement.${progress.encouragement}`);
  const next = progress.nextMilestone;
  return (
    <div className="space-y-4">
      <h2 id="progress-heading" className="text-lg font-semibold">
        {t('progress.overview.heading')}
      </h2>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <p className={cn('text-6xl font-bold leading-none tracking-tight', look.text)} data-testid="overall">
          <span aria-hidden="true">{progress.overall}%</span>
          <span className="sr-only">{t('progress.overview.complete', { percent: progress.overall })}</span>
        </p>
        <div className="space-y-1">
          <p className={cn('inline-flex items-center gap-1.5 font-semibold', look.text)}>
            <level.Icon aria-hidden="true" className="size-5" />
            {t(level.key)}
          </p>
          <p className="text-slate-700 dark:text-slate-300">
            {t('dashboard.sectionsDone', { done: progress.sectionsCompleted, total: progress.totalSections })}
          </p>
        </div>
      </div>
      <ColourBar
        percent={progress.overall}
        labelledBy="progress-heading"
        valueText={`${t('progress.overview.complete', { percent: progress.overall })}, ${t(level.key)}`}
        size="lg"
      />
      <p className="text-lg">{encouragement}</p>
      <div className="flex flex-wrap gap-x-10 gap-y-4">
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <Flag aria-hidden="true" className="size-4" />
            {t('progress.next.heading')}
          </h3>
          <p className="mt-1">
            {next
              ? t('progress.next', {
                  name: badgeName(next.id, next.name, i18n),
                  count: next.sectionsNeeded,
                })
              : t('progress.next.none')}
          </p>
        </div>
        {progress.estimatedCompletionDate && (
          <div>
            <h3 className="flex items-center gap-2 font-semibold">
              <CalendarClock aria-hidden="true" className="size-4" />
              {t('progress.estimate.heading')}
            </h3>
            <p className="mt-1">
              {t('progress.estimate.body', { date: calendarDate(progress.estimatedCompletionDate) })}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('progress.estimate.hint')}</p>
          </div>
        )}
      </div>
      {progress.lastActivityDate && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('progress.overview.lastActivity', { date: calendarDate(progress.lastActivityDate) })}
        </p>
      )}
      {children}
    </div>
  );
}
