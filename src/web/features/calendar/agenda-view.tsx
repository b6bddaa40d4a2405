import { useI18n } from '../../i18n';
import { occurrenceKey } from './describe';
import { type Day, daysFrom, formatLongDay, nzDay } from './nz-time';
import { OccurrenceItem } from './occurrence-item';
import type { ViewProps } from './view-props';

/** A list by day of everything in the period (60 days from the day shown), only the days that have something. */
export function AgendaView({
  from,
  to,
  today,
  days,
  isRecurring,
  selectedKey,
  onSelect,
  labelledBy,
  registerItem,
}: ViewProps & { from: Day; to: Day }) {
  const { t } = useI18n();
  const busy = daysFrom(from, to).filter((d) => (days.get(d)?.length ?? 0) > 0);
  if (!busy.length) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        {t('calendar.agenda.empty')}
      </p>
    );
  }
  return (
    <ol aria-labelledby={labelledBy} className="list-none space-y-4 p-0">
      {busy.map((day) => {
        const headingId = `agenda-day-${day}`;
        return (
          <li key={day} aria-current={day === today ? 'date' : undefined}>
            <h3 id={headingId} className="mb-2 flex flex-wrap items-center gap-2 text-base font-semibold">
              {formatLongDay(day)}
              {day === today && (
                <span className="rounded-full bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white dark:bg-brand-300 dark:text-slate-950">
                  {t('calendar.today')}
                </span>
              )}
            </h3>
            <ul aria-labelledby={headingId} className="list-none space-y-2 p-0">
              {(days.get(day) ?? []).map((o) => {
                const key = occurrenceKey(o);
                const first = nzDay(o.start) === day || day === from;
                return (
                  <li key={key}>
                    <OccurrenceItem
                      occurrence={o}
                      recurring={isRecurring(o)}
                      selected={selectedKey === key}
                      onSelect={onSelect}
                      buttonRef={first ? (el) => registerItem(key, el) : undefined}
                    />
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
