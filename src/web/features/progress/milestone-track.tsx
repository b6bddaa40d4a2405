import { CheckCircle2, Circle } from 'lucide-react';
import { MILESTONES } from '../../../domain/plan/progress';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { badgeName } from './badge-text';

/**
 * The six milestones of plan specification 9.1 in order; each reached one has a check and the word
 * "Reached", each other "Not yet" (never colour alone). A row on wide screens, a column on a phone.
 */
export function MilestoneTrack({ achieved }: { achieved: readonly number[] }) {
  const i18n = useI18n();
  const { t } = i18n;
  const reached = new Set(achieved);
  return (
    <section aria-labelledby="milestones-heading">
      <h2 id="milestones-heading" className="text-lg font-semibold">
        {t('progress.milestones.heading')}
      </h2>
      <ol
        className="mt-4 grid list-none grid-cols-1 gap-3 p-0 min-[420px]:grid-cols-2 sm:grid-cols-3"
        data-testid="milestones"
      >
        {MILESTONES.map((m) => {
          const done = reached.has(m.percentage);
          return (
            <li
              key={m.id}
              className={cn(
                'flex items-start gap-2 rounded-md border-2 p-3',
                done
                  ? 'border-green-700 bg-green-50 dark:border-green-400 dark:bg-green-950/40'
                  : 'border-dashed border-slate-300 dark:border-slate-600',
              )}
            >
              {done ? (
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-green-800 dark:text-green-300"
                />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
              )}
              <span>
                <span className="block text-sm font-semibold text-slate-700 dark:text-slate-300">
                  {t('progress.milestones.at', { percent: m.percentage })}
                </span>
                <span className="block font-medium">{badgeName(m.id, m.name, i18n)}</span>
                <span
                  className={cn(
                    'block text-sm',
                    done
                      ? 'font-semibold text-green-800 dark:text-green-300'
                      : 'text-slate-600 dark:text-slate-400',
                  )}
                >
                  {done ? t('progress.milestones.achieved') : t('progress.milestones.notYet')}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
