import { Plus } from 'lucide-react';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { occurrenceKey } from './describe';
import { type Day, formatLongDay, formatMediumDay, nzDay, weekDays } from './nz-time';
import { OccurrenceItem } from './occurrence-item';
import type { ViewProps } from './view-props';

/**
 * The week, Monday to Sunday: one column per day on a wide screen, one day under another on a phone.
 * All-day items come first, then the rest by their start time, each with its times.
 */
export function WeekView({
  anchor,
  today,
  days,
  isRecurring,
  selectedKey,
  onSelect,
  canEdit,
  onAddOnDay,
  labelledBy,
  registerItem,
}: ViewProps) {
  const { t } = useI18n();
  return (
    <ol aria-labelledby={labelledBy} className="grid list-none gap-2 p-0 lg:grid-cols-7">
      {weekDays(anchor).map((day: Day) => {
        const items = days.get(day) ?? [];
        const isToday = day === today;
        const headingId = `week-day-${day}`;
        return (
          <li
            key={day}
            aria-current={isToday ? 'date' : undefined}
            className={cn(
              'min-h-32 min-w-0 rounded-lg border p-1.5',
              isToday
                ? 'border-2 border-brand-700 bg-brand-50 dark:border-brand-300 dark:bg-slate-800'
                : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
            )}
          >
            <div className="mb-2 flex flex-wrap items-center justify-between gap-1">
              <h3 id={headingId} className="text-base font-semibold">
                <span aria-hidden="true">{formatMediumDay(day)}</span>
                <span className="sr-only">{formatLongDay(day)}</span>
              </h3>
              {isToday && (
                <span className="text-xs font-semibold uppercase tracking-wide text-brand-800 dark:text-brand-300">
                  {t('calendar.today')}
                </span>
              )}
            </div>
            {items.length ? (
              <ul aria-labelledby={headingId} className="list-none space-y-1.5 p-0">
                {items.map((o) => {
                  const key = occurrenceKey(o);
                  const first = nzDay(o.start) === day;
                  return (
                    <li key={key}>
                      <OccurrenceItem
                        occurrence={o}
                        recurring={isRecurring(o)}
                        selected={selectedKey === key}
                        compact
                        onSelect={onSelect}
                        buttonRef={first ? (el) => registerItem(key, el) : undefined}
                      />
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('calendar.week.nothing')}</p>
            )}
            {canEdit && (
              <button
                type="button"
                onClick={() => onAddOnDay(day)}
                className="mt-2 inline-flex min-h-9 items-center gap-1 rounded px-2 text-sm font-medium text-brand-800 hover:bg-brand-100 dark:text-brand-300 dark:hover:bg-slate-700"
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('calendar.week.add')}
                <span className="sr-only">{t('calendar.week.addOn', { day: formatLongDay(day) })}</span>
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
