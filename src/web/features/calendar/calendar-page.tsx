/**
 * /schools/{school}/calendar: the school's calendar of water-safety work. Month, week and agenda views
 * (a tab list; the period fetched follows the view and its day, both kept in the address), event
 * details with completion, the new / edit form, reminders due within the hour, and the private
 * subscription link for Outlook and Google Calendar. Everything in New Zealand time, weeks from Monday.
 */
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, CheckCircle2, ChevronLeft, ChevronRight, ExternalLink, Repeat } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Alert, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { focusSoon } from '../../lib/focus';
import { AccessProblem, useSchool } from '../school';
import { AgendaView } from './agenda-view';
import {
  type CalendarEvent,
  calendarKeys,
  fetchRange,
  type Occurrence,
  type UpcomingReminder,
  useCalendarRange,
} from './api';
import { byDay, occurrenceKey } from './describe';
import { EventDetails } from './event-details';
import { EventFormDialog } from './event-form';
import { MonthView } from './month-view';
import {
  addDays,
  addMonths,
  type Day,
  formatDate,
  formatDayMonth,
  formatMonth,
  isDay,
  monthWeeks,
  nzDay,
  nzInstant,
  startOfWeek,
  todayNz,
} from './nz-time';
import { SubscribeBox } from './subscribe-box';
import { UpcomingReminders } from './upcoming-reminders';
import type { ViewProps } from './view-props';
import { WeekView } from './week-view';

const VIEWS = ['month', 'week', 'agenda'] as const;
type View = (typeof VIEWS)[number];
/** The agenda lists this many days from its first. */
export const AGENDA_DAYS = 60;

/** The first and last day a view shows around a day. */
function periodOf(view: View, day: Day): { first: Day; last: Day } {
  if (view === 'month') {
    const weeks = monthWeeks(day);
    return { first: weeks[0]?.[0] ?? day, last: weeks[weeks.length - 1]?.[6] ?? day };
  }
  if (view === 'week') {
    const first = startOfWeek(day);
    return { first, last: addDays(first, 6) };
  }
  return { first: day, last: addDays(day, AGENDA_DAYS - 1) };
}

function step(view: View, day: Day, direction: 1 | -1): Day {
  if (view === 'month') return addMonths(`${day.slice(0, 7)}-01`, direction);
  if (view === 'week') return addDays(day, 7 * direction);
  return addDays(day, AGENDA_DAYS * direction);
}

export default function CalendarPage() {
  const { schoolId: address } = useParams();
  const { t } = useI18n();
  const school = useSchool(address);
  if (school.isPending) return <Spinner label={t('common.loading')} />;
  if (school.isError) return <AccessProblem error={school.error} />;
  return <SchoolCalendar schoolId={school.data.school.id} schoolName={school.data.school.name} />;
}

interface Selected {
  eventId: string;
  start: string;
  /** When it was chosen: choosing the same item again moves focus to its details again. */
  at: number;
}

type FormState = { mode: 'new'; day: Day } | { mode: 'edit'; event: CalendarEvent } | null;

function SchoolCalendar({ schoolId, schoolName }: { schoolId: string; schoolName: string }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const today = todayNz();
  // A phone starts on the agenda, which reads well at any width; the month grid scrolls sideways there.
  const [defaultView] = useState<View>(() =>
    typeof window !== 'undefined' && window.matchMedia?.('(max-width: 639px)').matches ? 'agenda' : 'month',
  );
  const view: View = (VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as View)
    : defaultView;
  const day: Day = isDay(params.get('date')) ? (params.get('date') as Day) : today;
  const { first, last } = periodOf(view, day);
  const from = nzInstant(first).toISOString();
  const to = nzInstant(addDays(last, 1)).toISOString();
  const range = useCalendarRange(schoolId, from, to);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [form, setForm] = useState<FormState>(null);
  const items = useRef(new Map<string, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tabRefs = useRef(new Map<View, HTMLButtonElement>());

  const data = range.data;
  const canEdit = data?.canEdit ?? false;
  const canComplete = data?.canComplete ?? false;
  const events = useMemo(() => new Map((data?.events ?? []).map((e) => [e.id, e])), [data]);
  const days = useMemo(() => byDay(data?.occurrences ?? []), [data]);
  const selectedKey = selected ? occurrenceKey(selected) : null;
  const selectedOccurrence = selected
    ? data?.occurrences.find((o) => occurrenceKey(o) === selectedKey && o.source === 'event')
    : undefined;
  const selectedEvent = selected ? events.get(selected.eventId) : undefined;

  const go = useCallback(
    (next: { view?: View; date?: Day }) => {
      setParams(
        (p) => {
          const out = new URLSearchParams(p);
          out.set('view', next.view ?? view);
          out.set('date', next.date ?? day);
          return out;
        },
        { replace: true },
      );
    },
    [setParams, view, day],
  );

  const registerItem = useCallback((key: string, el: HTMLButtonElement | null) => {
    if (el) items.current.set(key, el);
    else items.current.delete(key);
  }, []);

  const closeDetails = () => {
    const key = selectedKey;
    setSelected(null);
    // Back to the item that opened the details, or to the period's heading when it is no longer shown.
    focusSoon(() => (key && items.current.get(key) ? items.current.get(key) : headingRef.current));
  };

  const reloadLatest = async (id: string) => {
    await qc.invalidateQueries({ queryKey: calendarKeys.all(schoolId) });
    const fresh = await qc.fetchQuery({
      queryKey: calendarKeys.range(schoolId, from, to),
      queryFn: () => fetchRange(schoolId, from, to),
    });
    return fresh.events.find((e) => e.id === id) ?? null;
  };

  const openReminder = (r: UpcomingReminder) => {
    go({ date: nzDay(r.occurrenceStart) });
    setSelected({ eventId: r.eventId, start: r.occurrenceStart, at: Date.now() });
  };

  // A selected occurrence that is gone (deleted, or its event moved) closes its details.
  useEffect(() => {
    if (selected && data && !range.isPlaceholderData && !selectedOccurrence) setSelected(null);
  }, [selected, data, range.isPlaceholderData, selectedOccurrence]);

  const periodLabel =
    view === 'month'
      ? formatMonth(day)
      : first.slice(0, 4) === last.slice(0, 4)
        ? t('calendar.period.range', { from: formatDayMonth(first), to: formatDate(last) })
        : t('calendar.period.range', { from: formatDate(first), to: formatDate(last) });

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next =
      e.key === 'ArrowRight'
        ? (index + 1) % VIEWS.length
        : e.key === 'ArrowLeft'
          ? (index + VIEWS.length - 1) % VIEWS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? VIEWS.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    const v = VIEWS[next] as View;
    go({ view: v });
    tabRefs.current.get(v)?.focus();
  };

  const viewProps: ViewProps = {
    anchor: day,
    today,
    days,
    isRecurring: (o: Occurrence) => o.recurring ?? Boolean(events.get(o.eventId)?.recurrencePattern),
    selectedKey,
    onSelect: (o) => setSelected({ eventId: o.eventId, start: o.start, at: Date.now() }),
    canEdit,
    onAddOnDay: (d) => setForm({ mode: 'new', day: d }),
    labelledBy: 'calendar-period-heading',
    registerItem,
  };

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={schoolName}
        title={t('calendar.title')}
        lead={t('calendar.lead')}
        actions={
          canEdit ? (
            <Button
              onClick={() => setForm({ mode: 'new', day: day >= today || view !== 'month' ? day : today })}
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t('calendar.newEvent')}
            </Button>
          ) : undefined
        }
      />

      {data && !canEdit && (
        <Alert tone="info">{canComplete ? t('calendar.completeOnly') : t('calendar.readOnly')}</Alert>
      )}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div
              role="tablist"
              aria-label={t('calendar.views')}
              className="inline-flex rounded-md border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900"
            >
              {VIEWS.map((v, i) => (
                <button
                  key={v}
                  ref={(el) => {
                    if (el) tabRefs.current.set(v, el);
                  }}
                  type="button"
                  role="tab"
                  id={`calendar-tab-${v}`}
                  aria-selected={view === v}
                  aria-controls="calendar-panel"
                  tabIndex={view === v ? 0 : -1}
                  onClick={() => go({ view: v })}
                  onKeyDown={(e) => onTabKey(e, i)}
                  className={cn(
                    'min-h-10 rounded px-4 text-sm font-medium',
                    view === v
                      ? 'bg-brand-800 text-white dark:bg-brand-300 dark:text-slate-950'
                      : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                  )}
                >
                  {t(`calendar.view.${v}` as MessageKey)}
                </button>
              ))}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="secondary" size="sm" onClick={() => go({ date: step(view, day, -1) })}>
                <ChevronLeft aria-hidden="true" className="size-4" />
                {t(`calendar.previous.${view}` as MessageKey)}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => go({ date: today })}>
                {t('calendar.goToday')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => go({ date: step(view, day, 1) })}>
                {t(`calendar.next.${view}` as MessageKey)}
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </div>

          <div
            role="tabpanel"
            id="calendar-panel"
            aria-labelledby={`calendar-tab-${view}`}
            aria-busy={range.isFetching || undefined}
            className="space-y-3"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="calendar-period-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
                {periodLabel}
              </h2>
              <p className="text-sm text-slate-700 dark:text-slate-300">{t('calendar.nzTime')}</p>
            </div>
            <p className="sr-only" role="status">
              {range.isFetching ? t('common.loading') : t('calendar.showing', { period: periodLabel })}
            </p>
            {range.isPending ? (
              <Spinner label={t('common.loading')} />
            ) : range.isError && !data ? (
              <Alert tone="error" role="alert" title={t('calendar.loadError')}>
                <p>{range.error.message}</p>
                <Button className="mt-2" size="sm" variant="secondary" onClick={() => void range.refetch()}>
                  {t('common.retry')}
                </Button>
              </Alert>
            ) : view === 'month' ? (
              <MonthView {...viewProps} />
            ) : view === 'week' ? (
              <WeekView {...viewProps} />
            ) : (
              <AgendaView {...viewProps} from={first} to={last} />
            )}
            {data?.truncated && <Alert tone="warning">{t('calendar.truncated')}</Alert>}
            {data && <Legend />}
          </div>
        </div>

        <aside aria-label={t('calendar.sidebar')} className="min-w-0 space-y-6">
          <UpcomingReminders schoolId={schoolId} onOpen={openReminder} />
          {selectedEvent && selectedOccurrence && (
            <EventDetails
              schoolId={schoolId}
              openedAt={selected?.at ?? 0}
              event={selectedEvent}
              occurrence={selectedOccurrence}
              canEdit={canEdit}
              canComplete={canComplete}
              onEdit={() => setForm({ mode: 'edit', event: selectedEvent })}
              onClose={closeDetails}
              onDeleted={() => {
                setSelected(null);
                focusSoon(() => headingRef.current);
              }}
            />
          )}
          {canEdit && <SubscribeBox schoolId={schoolId} />}
        </aside>
      </div>

      {form && (
        <EventFormDialog
          schoolId={schoolId}
          event={form.mode === 'edit' ? form.event : null}
          initialDay={form.mode === 'new' ? form.day : today}
          reloadLatest={reloadLatest}
          onClose={() => setForm(null)}
          onSaved={(saved) => {
            setForm(null);
            const savedDay = nzDay(saved.startDate);
            if (savedDay < first || savedDay > last) go({ date: savedDay });
            setSelected({
              eventId: saved.id,
              start: new Date(saved.startDate).toISOString(),
              at: Date.now(),
            });
          }}
        />
      )}
    </div>
  );
}

/** What the markers on the items mean. */
function Legend() {
  const { t } = useI18n();
  return (
    <ul
      aria-label={t('calendar.legend')}
      className="flex list-none flex-wrap gap-x-5 gap-y-1 p-0 text-sm text-slate-700 dark:text-slate-300"
    >
      <li className="inline-flex items-center gap-1">
        <CheckCircle2 aria-hidden="true" className="size-4 text-green-700 dark:text-green-400" />
        {t('calendar.legend.done')}
      </li>
      <li className="inline-flex items-center gap-1">
        <Repeat aria-hidden="true" className="size-4" />
        {t('calendar.legend.repeats')}
      </li>
      <li className="inline-flex items-center gap-1">
        <ExternalLink aria-hidden="true" className="size-4" />
        {t('calendar.legend.plan')}
      </li>
    </ul>
  );
}
