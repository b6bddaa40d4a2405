import { BellRing } from 'lucide-react';
import { useI18n } from '../../i18n';
import { type UpcomingReminder, useUpcomingReminders } from './api';
import { formatClock, formatLongDay, nzDay, todayNz } from './nz-time';

/** Reminders due within the next 60 minutes (platform specification 7 and 9); nothing at all when there are none. */
export function UpcomingReminders({
  schoolId,
  onOpen,
}: {
  schoolId: string;
  onOpen: (reminder: UpcomingReminder) => void;
}) {
  const { t } = useI18n();
  const query = useUpcomingReminders(schoolId);
  const reminders = query.data?.reminders ?? [];
  if (!reminders.length) return null;
  const today = todayNz();
  return (
    <section
      aria-labelledby="upcoming-reminders-heading"
      className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-5 dark:border-amber-400 dark:bg-slate-900"
    >
      <h2 id="upcoming-reminders-heading" className="flex items-center gap-2 text-lg font-semibold">
        <BellRing aria-hidden="true" className="size-5 shrink-0" />
        {t('calendar.reminders.title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('calendar.reminders.lead')}</p>
      <ul className="mt-3 list-none space-y-2 p-0">
        {reminders.map((r) => {
          const day = nzDay(r.occurrenceStart);
          const starts =
            day === today
              ? t('calendar.reminders.startsToday', { time: formatClock(r.occurrenceStart) })
              : t('calendar.reminders.startsOn', {
                  day: formatLongDay(day),
                  time: formatClock(r.occurrenceStart),
                });
          return (
            <li key={`${r.eventId}@${r.occurrenceStart}`}>
              <button
                type="button"
                onClick={() => onOpen(r)}
                className="w-full rounded-md bg-white px-3 py-2 text-left hover:bg-amber-100 dark:bg-slate-800 dark:hover:bg-slate-700"
              >
                <span className="block font-medium">{r.title}</span>
                <span className="block text-sm text-slate-700 dark:text-slate-300">
                  {starts} · {t('calendar.reminders.remindAt', { time: formatClock(r.remindAt) })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
