import { Plus } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import type { Occurrence } from './api';
import { occurrenceKey } from './describe';
import {
  type Day,
  dayOfMonth,
  formatLongDay,
  formatWeekday,
  formatWeekdayShort,
  monthWeeks,
  nzDay,
  sameMonth,
} from './nz-time';
import { OccurrenceItem } from './occurrence-item';
import type { ViewProps } from './view-props';

/**
 * The month as a real calendar: a table with a column per weekday (Monday first), a row per week, each
 * day listing its items. Today is marked with a word as well as a ring; days of the months either side
 * are dimmed. For editors each day number is a button that starts a new event on that day; the day
 * buttons are one stop for Tab, and the arrow keys move between days (Home and End: start and end of
 * the week).
 */
export function MonthView({
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
  const weeks = monthWeeks(anchor);
  const grid = weeks.flat();
  const initial = sameMonth(today, anchor) ? today : `${anchor.slice(0, 7)}-01`;
  const [active, setActive] = useState<Day>(initial);
  const dayButtons = useRef(new Map<Day, HTMLButtonElement>());
  const moved = useRef(false);

  // A new month starts the keyboard on today, or on the 1st.
  useEffect(() => {
    setActive(initial);
  }, [initial]);

  useEffect(() => {
    if (moved.current) {
      moved.current = false;
      dayButtons.current.get(active)?.focus();
    }
  }, [active]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, day: Day) => {
    const index = grid.indexOf(day);
    const weekStart = index - (index % 7);
    const target: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      ArrowUp: index - 7,
      ArrowDown: index + 7,
      Home: weekStart,
      End: weekStart + 6,
    };
    const next = target[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const nextDay = grid[Math.min(grid.length - 1, Math.max(0, next))];
    if (nextDay && nextDay !== day) {
      moved.current = true;
      setActive(nextDay);
    }
  };

  const headerDays = weeks[0] ?? [];
  return (
    <section
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <table aria-labelledby={labelledBy} className="w-full min-w-[46rem] table-fixed border-collapse">
        <thead>
          <tr>
            {headerDays.map((d) => (
              <th
                key={d}
                scope="col"
                className="border-b border-slate-200 bg-slate-100 px-2 py-2 text-left text-sm font-semibold dark:border-slate-700 dark:bg-slate-800"
              >
                <span aria-hidden="true">{formatWeekdayShort(d)}</span>
                <span className="sr-only">{formatWeekday(d)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const inMonth = sameMonth(day, anchor);
                const isToday = day === today;
                const items = days.get(day) ?? [];
                return (
                  <td
                    key={day}
                    aria-current={isToday ? 'date' : undefined}
                    className={cn(
                      'h-28 border border-slate-200 p-1 align-top dark:border-slate-700',
                      inMonth ? 'bg-white dark:bg-slate-900' : 'bg-slate-100 dark:bg-slate-950',
                      isToday && 'bg-brand-50 dark:bg-slate-800',
                    )}
                  >
                    <div className="mb-1 flex items-center justify-between gap-1">
                      {canEdit ? (
                        <button
                          type="button"
                          ref={(el) => {
                            if (el) dayButtons.current.set(day, el);
                            else dayButtons.current.delete(day);
                          }}
                          tabIndex={day === active ? 0 : -1}
                          onKeyDown={(e) => onKeyDown(e, day)}
                          onFocus={() => setActive(day)}
                          onClick={() => onAddOnDay(day)}
                          aria-label={t('calendar.month.addOn', { day: formatLongDay(day) })}
                          className={cn(
                            'inline-flex min-h-7 min-w-7 items-center gap-0.5 rounded px-1 text-sm hover:bg-brand-100 dark:hover:bg-slate-700',
                            inMonth ? 'font-semibold' : 'text-slate-600 dark:text-slate-400',
                            isToday &&
                              'rounded-full bg-brand-800 text-white hover:bg-brand-900 dark:bg-brand-300 dark:text-slate-950',
                          )}
                        >
                          {dayOfMonth(day)}
                          <Plus aria-hidden="true" className="size-3" />
                        </button>
                      ) : (
                        <span
                          className={cn(
                            'inline-flex min-h-7 min-w-7 items-center justify-center rounded px-1 text-sm',
                            inMonth ? 'font-semibold' : 'text-slate-600 dark:text-slate-400',
                            isToday &&
                              'rounded-full bg-brand-800 text-white dark:bg-brand-300 dark:text-slate-950',
                          )}
                        >
                          <span aria-hidden="true">{dayOfMonth(day)}</span>
                          <span className="sr-only">{formatLongDay(day)}</span>
                        </span>
                      )}
                      {isToday && (
                        <span className="text-xs font-semibold uppercase tracking-wide text-brand-800 dark:text-brand-300">
                          {t('calendar.today')}
                        </span>
                      )}
                    </div>
                    {items.length > 0 && (
                      <ul className="list-none space-y-1 p-0">
                        {items.map((o: Occurrence) => (
                          <li key={occurrenceKey(o)}>
                            {/* A multi-day item shows its time only on its first day. */}
                            <ItemSlot
                              occurrence={o}
                              day={day}
                              isRecurring={isRecurring}
                              selectedKey={selectedKey}
                              onSelect={onSelect}
                              registerItem={registerItem}
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {canEdit && (
        <p className="border-t border-slate-200 px-3 py-2 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
          {t('calendar.month.keyboardHint')}
        </p>
      )}
    </section>
  );
}

function ItemSlot({
  occurrence,
  day,
  isRecurring,
  selectedKey,
  onSelect,
  registerItem,
}: Pick<ViewProps, 'isRecurring' | 'selectedKey' | 'onSelect' | 'registerItem'> & {
  occurrence: Occurrence;
  day: Day;
}) {
  const key = occurrenceKey(occurrence);
  const first = nzDay(occurrence.start) === day;
  return (
    <OccurrenceItem
      occurrence={occurrence}
      recurring={isRecurring(occurrence)}
      selected={selectedKey === key}
      compact
      showTime={first}
      onSelect={onSelect}
      buttonRef={first ? (el) => registerItem(key, el) : undefined}
    />
  );
}
