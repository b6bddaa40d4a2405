/**
 * The new / edit event form, in a modal dialog: title, category, date, all day or a time and how long,
 * the repeat, the reminder, and a description. New events can start from one of the domain's ready-made
 * schedules (RECURRENCE_PRESETS). Mistakes are shown next to each field and in a summary at the top
 * that links to them, the server's as well as our own; a save refused because someone else changed the
 * event first shows their version and lets the user choose.
 */
import { Sparkles, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  CALENDAR_CATEGORIES,
  MAX_COUNT,
  MAX_DURATION_MINUTES,
  MAX_INTERVAL,
  MAX_REMINDER_MINUTES,
  RECURRENCE_FREQUENCIES,
  RECURRENCE_PRESETS,
  REMINDER_CHANNELS,
  type RecurrencePreset,
} from '../../../domain/calendar';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { ErrorSummary } from '../../components/ui/error-summary';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { Alert } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import {
  type CalendarEvent,
  type Category,
  type Channel,
  type EventInput,
  type Frequency,
  useCreateEvent,
  useUpdateEvent,
} from './api';
import { durationWords, MINUTES, recurrenceWords, reminderWords } from './describe';
import { type Day, formatClock, formatLongDay, isDay, nzClock, nzDay, nzInstant } from './nz-time';
import { categoryKey } from './occurrence-item';

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 5000;

const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240, 480];
const REMINDER_CHOICES = ['15', '60', '1440', '10080'] as const;
const CUSTOM_UNITS = { minutes: 1, hours: MINUTES.hour, days: MINUTES.day, weeks: MINUTES.week } as const;
type CustomUnit = keyof typeof CUSTOM_UNITS;

interface Values {
  title: string;
  category: Category;
  date: string;
  allDay: boolean;
  time: string;
  duration: string;
  days: string;
  repeat: 'none' | Frequency;
  interval: string;
  ends: 'never' | 'until' | 'count';
  until: string;
  count: string;
  reminderOn: boolean;
  reminderBefore: (typeof REMINDER_CHOICES)[number] | 'custom';
  customAmount: string;
  customUnit: CustomUnit;
  channels: Channel[];
  description: string;
  /** People expected on site, for a busy day ('' when not given). */
  people: string;
}

type FieldName = keyof Values | 'form';
type Errors = Partial<Record<FieldName, string>>;

/** The element each field's error links to. */
const fieldId = (name: string) => `event-${name}`;

/** The largest whole unit a number of minutes is made of: 2880 → 2 days. */
function splitMinutes(minutes: number): { amount: number; unit: CustomUnit } {
  for (const unit of ['weeks', 'days', 'hours'] as const) {
    if (minutes > 0 && minutes % CUSTOM_UNITS[unit] === 0)
      return { amount: minutes / CUSTOM_UNITS[unit], unit };
  }
  return { amount: minutes, unit: 'minutes' };
}

function reminderFields(minutes: number): Pick<Values, 'reminderBefore' | 'customAmount' | 'customUnit'> {
  const preset = REMINDER_CHOICES.find((c) => Number(c) === minutes);
  if (preset) return { reminderBefore: preset, customAmount: '2', customUnit: 'days' };
  const { amount, unit } = splitMinutes(minutes);
  return { reminderBefore: 'custom', customAmount: String(amount), customUnit: unit };
}

function newValues(day: Day): Values {
  return {
    title: '',
    category: 'maintenance',
    date: day,
    allDay: false,
    time: '09:00',
    duration: '60',
    days: '1',
    repeat: 'none',
    interval: '1',
    ends: 'never',
    until: '',
    count: '',
    reminderOn: true,
    reminderBefore: '1440',
    customAmount: '2',
    customUnit: 'days',
    channels: ['in_app', 'email'],
    description: '',
    people: '',
  };
}

function valuesOf(event: CalendarEvent): Values {
  const p = event.recurrencePattern;
  const r = event.reminderSettings;
  return {
    title: event.title,
    category: event.category,
    date: nzDay(event.startDate),
    allDay: event.allDay,
    time: event.allDay ? '09:00' : nzClock(event.startDate),
    duration: event.allDay ? '60' : String(event.durationMinutes),
    days: event.allDay ? String(Math.max(1, Math.ceil(event.durationMinutes / MINUTES.day))) : '1',
    repeat: p ? p.freq : 'none',
    interval: String(p?.interval ?? 1),
    ends: p?.until ? 'until' : p?.count ? 'count' : 'never',
    until: p?.until ?? '',
    count: p?.count ? String(p.count) : '',
    reminderOn: r.enabled,
    ...reminderFields(r.minutes_before),
    channels: r.channels.length ? [...r.channels] : ['in_app', 'email'],
    description: event.description ?? '',
    people: event.peopleOnSite ? String(event.peopleOnSite) : '',
  };
}

/** A template fills what it knows and keeps the date (and, for a timed event, the time) already chosen. */
function withPreset(values: Values, preset: RecurrencePreset): Values {
  const r = preset.reminderSettings;
  return {
    ...values,
    title: preset.title,
    category: preset.category,
    allDay: preset.allDay,
    duration: preset.allDay ? values.duration : String(preset.durationMinutes),
    days: preset.allDay ? String(Math.max(1, Math.ceil(preset.durationMinutes / MINUTES.day))) : values.days,
    repeat: preset.recurrencePattern.freq,
    interval: String(preset.recurrencePattern.interval),
    ends: preset.recurrencePattern.until ? 'until' : preset.recurrencePattern.count ? 'count' : 'never',
    until: preset.recurrencePattern.until ?? '',
    count: preset.recurrencePattern.count ? String(preset.recurrencePattern.count) : '',
    reminderOn: r.enabled,
    ...reminderFields(r.minutes_before),
    channels: [...r.channels],
    description: preset.description,
  };
}

const wholeNumber = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN);

/** Server field paths (dotted, as the API names them) to the field of this form that shows the message. */
export function formFieldOf(path: string): FieldName {
  const rules: [RegExp, FieldName][] = [
    [/^title\b/, 'title'],
    [/^category\b/, 'category'],
    [/^startDate\b/, 'date'],
    [/^allDay\b/, 'allDay'],
    [/^durationMinutes\b/, 'duration'],
    [/^recurrencePattern\.interval\b/, 'interval'],
    [/^recurrencePattern\.until\b/, 'until'],
    [/^recurrencePattern\.count\b/, 'count'],
    [/^recurrencePattern\b/, 'repeat'],
    [/^reminderSettings\.minutes_before\b/, 'reminderBefore'],
    [/^reminderSettings\.channels\b/, 'channels'],
    [/^reminderSettings\b/, 'reminderOn'],
    [/^description\b/, 'description'],
    [/^peopleOnSite\b/, 'people'],
  ];
  return rules.find(([re]) => re.test(path))?.[1] ?? 'form';
}

export function EventFormDialog({
  schoolId,
  event,
  initialDay,
  onClose,
  onSaved,
  reloadLatest,
}: {
  schoolId: string;
  /** The event to edit; none for a new one. */
  event: CalendarEvent | null;
  initialDay: Day;
  onClose: () => void;
  onSaved: (event: CalendarEvent) => void;
  /** The event as the server has it now (null when it was deleted): used after a 409. */
  reloadLatest: (id: string) => Promise<CalendarEvent | null>;
}) {
  const { t } = useI18n();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [values, setValues] = useState<Values>(() => (event ? valuesOf(event) : newValues(initialDay)));
  const [version, setVersion] = useState(event?.version ?? 0);
  const [errors, setErrors] = useState<Errors>({});
  const [submits, setSubmits] = useState(0);
  const [conflict, setConflict] = useState<{ latest: CalendarEvent | null } | null>(null);
  const [presetUsed, setPresetUsed] = useState<RecurrencePreset | null>(null);
  const create = useCreateEvent(schoolId);
  const update = useUpdateEvent(schoolId);
  const saving = create.isPending || update.isPending;
  const editing = Boolean(event);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    titleRef.current?.focus();
    return () => dialog?.close();
  }, []);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const check = (v: Values): Errors => {
    const e: Errors = {};
    if (!v.title.trim()) e.title = t('calendar.form.error.title');
    else if (v.title.trim().length > TITLE_MAX)
      e.title = t('calendar.form.error.titleLong', { max: TITLE_MAX });
    if (!isDay(v.date)) e.date = t('calendar.form.error.date');
    if (v.allDay) {
      const days = wholeNumber(v.days);
      if (!(days >= 1 && days * MINUTES.day <= MAX_DURATION_MINUTES))
        e.days = t('calendar.form.error.days', { max: MAX_DURATION_MINUTES / MINUTES.day });
    } else if (!/^\d{2}:\d{2}$/.test(v.time)) e.time = t('calendar.form.error.time');
    if (v.repeat !== 'none') {
      const n = wholeNumber(v.interval);
      if (!(n >= 1 && n <= MAX_INTERVAL))
        e.interval = t('calendar.form.error.interval', { max: MAX_INTERVAL });
      if (v.ends === 'until') {
        if (!isDay(v.until)) e.until = t('calendar.form.error.until');
        else if (isDay(v.date) && v.until < v.date) e.until = t('calendar.form.error.untilBefore');
      }
      if (v.ends === 'count') {
        const c = wholeNumber(v.count);
        if (!(c >= 1 && c <= MAX_COUNT)) e.count = t('calendar.form.error.count', { max: MAX_COUNT });
      }
    }
    if (v.reminderOn) {
      if (v.reminderBefore === 'custom') {
        const amount = wholeNumber(v.customAmount);
        const minutes = amount * CUSTOM_UNITS[v.customUnit];
        if (!(amount >= 1 && minutes <= MAX_REMINDER_MINUTES))
          e.customAmount = t('calendar.form.error.custom', { max: MAX_REMINDER_MINUTES / MINUTES.day });
      }
      if (!v.channels.length) e.channels = t('calendar.form.error.channels');
    }
    if (v.people.trim()) {
      const n = wholeNumber(v.people);
      if (!(n >= 1 && n <= 100_000)) e.people = t('calendar.form.error.people');
    }
    if (v.description.length > DESCRIPTION_MAX)
      e.description = t('calendar.form.error.descriptionLong', {
        max: DESCRIPTION_MAX.toLocaleString('en-NZ'),
      });
    return e;
  };

  const toInput = (v: Values): EventInput => {
    const minutesBefore =
      v.reminderBefore === 'custom'
        ? wholeNumber(v.customAmount) * CUSTOM_UNITS[v.customUnit]
        : Number(v.reminderBefore);
    return {
      title: v.title.trim(),
      description: v.description.trim() ? v.description.trim() : null,
      category: v.category,
      startDate: (v.allDay ? nzInstant(v.date) : nzInstant(v.date, v.time)).toISOString(),
      allDay: v.allDay,
      durationMinutes: v.allDay ? wholeNumber(v.days) * MINUTES.day : Number(v.duration),
      recurrencePattern:
        v.repeat === 'none'
          ? null
          : {
              freq: v.repeat,
              interval: wholeNumber(v.interval),
              ...(v.ends === 'until' ? { until: v.until } : {}),
              ...(v.ends === 'count' ? { count: wholeNumber(v.count) } : {}),
            },
      reminderSettings: {
        enabled: v.reminderOn,
        minutes_before: minutesBefore,
        channels: REMINDER_CHANNELS.filter((c) => v.channels.includes(c)),
      },
      peopleOnSite: v.people.trim() ? wholeNumber(v.people) : null,
    };
  };

  const save = async (v: Values, asNew = false, withVersion = version) => {
    const problems = check(v);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      const saved =
        event && !asNew
          ? await update.mutateAsync({ id: event.id, version: withVersion, ...toInput(v) })
          : await create.mutateAsync(toInput(v));
      toast.success(
        event && !asNew
          ? t('calendar.form.updated', { title: saved.title })
          : t('calendar.form.created', { title: saved.title }),
      );
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && event) {
        const latest = await reloadLatest(event.id).catch(() => null);
        setConflict({ latest });
        if (latest) setVersion(latest.version);
        return;
      }
      if (err instanceof ApiError && err.status === 404 && event) {
        setConflict({ latest: null });
        return;
      }
      const found: Errors = {};
      if (err instanceof ApiError && err.fields) {
        for (const [path, message] of Object.entries(err.fields)) {
          const name = formFieldOf(path);
          found[name] ??= message;
        }
      }
      if (!Object.keys(found).length) found.form = (err as Error).message;
      setErrors(found);
    }
  };

  const summary: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(errors)) summary[k] = v;
  const unitWord = (freq: Frequency) => t(`calendar.form.unit.${freq}` as MessageKey);
  const err = (name: FieldName) => errors[name];

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[92vh] w-[calc(100%-1rem)] max-w-2xl overflow-y-auto rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <form
        noValidate
        className="space-y-6 p-5 sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          setSubmits((n) => n + 1);
          void save(values);
        }}
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="text-2xl font-bold">
            {editing ? t('calendar.form.editTitle') : t('calendar.form.newTitle')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('calendar.form.close')}</span>
          </button>
        </div>

        <ErrorSummary
          title={t('common.errorSummary')}
          errors={summary}
          submitCount={submits}
          idFor={(f) => fieldId(f === 'form' ? 'title' : f === 'repeat' ? 'repeat' : f)}
        />

        {conflict && (
          <ConflictNotice
            latest={conflict.latest}
            onUseTheirs={() => {
              if (conflict.latest) setValues(valuesOf(conflict.latest));
              setConflict(null);
              setErrors({});
              titleRef.current?.focus();
            }}
            onKeepMine={() => {
              const latest = conflict.latest;
              setConflict(null);
              if (latest) void save(values, false, latest.version);
              else void save(values, true);
            }}
            onClose={onClose}
          />
        )}

        {!editing && RECURRENCE_PRESETS.length > 0 && (
          <fieldset className="space-y-2 rounded-md bg-brand-50 p-4 dark:bg-slate-800">
            <legend className="float-left mb-1 flex w-full items-center gap-2 font-semibold">
              <Sparkles aria-hidden="true" className="size-4" />
              {t('calendar.form.presets')}
            </legend>
            <p className="clear-both text-sm text-slate-700 dark:text-slate-300">
              {t('calendar.form.presetsHint')}
            </p>
            <ul className="flex list-none flex-wrap gap-2 p-0">
              {RECURRENCE_PRESETS.map((preset) => (
                <li key={preset.id}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-pressed={presetUsed?.id === preset.id}
                    onClick={() => {
                      setValues((v) => withPreset(v, preset));
                      setPresetUsed(preset);
                      setErrors({});
                    }}
                  >
                    {preset.label}
                  </Button>
                </li>
              ))}
            </ul>
            {presetUsed && (
              <p role="status" className="text-sm font-medium">
                {t('calendar.form.presetApplied', { preset: presetUsed.label })}
              </p>
            )}
          </fieldset>
        )}

        <TextField
          ref={titleRef}
          id={fieldId('title')}
          label={t('calendar.form.title')}
          hint={t('calendar.form.titleHint')}
          value={values.title}
          maxLength={TITLE_MAX + 50}
          error={err('title')}
          onChange={(e) => set('title', e.target.value)}
        />

        <SelectField
          id={fieldId('category')}
          label={t('calendar.form.category')}
          value={values.category}
          error={err('category')}
          onChange={(e) => set('category', e.target.value as Category)}
        >
          {CALENDAR_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(categoryKey(c))}
            </option>
          ))}
        </SelectField>

        <Group legend={t('calendar.form.whenLegend')}>
          <TextField
            id={fieldId('date')}
            type="date"
            label={values.allDay ? t('calendar.form.dateAllDay') : t('calendar.form.date')}
            value={values.date}
            error={err('date')}
            onChange={(e) => set('date', e.target.value)}
          />
          <CheckboxField
            id={fieldId('allDay')}
            label={t('calendar.form.allDay')}
            hint={t('calendar.form.allDayHint')}
            checked={values.allDay}
            onChange={(e) => set('allDay', e.target.checked)}
          />
          {err('allDay') && <FieldMessage>{err('allDay')}</FieldMessage>}
          {values.allDay ? (
            <TextField
              id={fieldId('days')}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_DURATION_MINUTES / MINUTES.day}
              label={t('calendar.form.days')}
              value={values.days}
              error={err('days') ?? err('duration')}
              onChange={(e) => set('days', e.target.value)}
              className="max-w-32"
            />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={fieldId('time')}
                type="time"
                label={t('calendar.form.time')}
                hint={t('calendar.form.timeHint')}
                value={values.time}
                error={err('time')}
                onChange={(e) => set('time', e.target.value)}
              />
              <SelectField
                id={fieldId('duration')}
                label={t('calendar.form.duration')}
                value={values.duration}
                error={err('duration')}
                onChange={(e) => set('duration', e.target.value)}
              >
                {[...new Set([...DURATIONS, Number(values.duration)])]
                  .filter((m) => m > 0)
                  .sort((a, b) => a - b)
                  .map((m) => (
                    <option key={m} value={String(m)}>
                      {durationWords(t, m)}
                    </option>
                  ))}
              </SelectField>
            </div>
          )}
        </Group>

        <Group legend={t('calendar.form.repeatLegend')}>
          <SelectField
            id={fieldId('repeat')}
            label={t('calendar.form.repeat')}
            value={values.repeat}
            error={err('repeat')}
            onChange={(e) => set('repeat', e.target.value as Values['repeat'])}
          >
            <option value="none">{t('calendar.repeat.none')}</option>
            {RECURRENCE_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`calendar.form.freq.${f}` as MessageKey)}
              </option>
            ))}
          </SelectField>
          {values.repeat !== 'none' && (
            <>
              <TextField
                id={fieldId('interval')}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_INTERVAL}
                label={t('calendar.form.interval', { unit: unitWord(values.repeat) })}
                hint={t(`calendar.form.intervalHint.${values.repeat}` as MessageKey)}
                value={values.interval}
                error={err('interval')}
                onChange={(e) => set('interval', e.target.value)}
                className="max-w-32"
              />
              <fieldset className="space-y-2">
                <legend className="font-medium">{t('calendar.form.ends')}</legend>
                <Radio
                  name="event-ends"
                  id={fieldId('ends-never')}
                  checked={values.ends === 'never'}
                  onChange={() => set('ends', 'never')}
                  label={t('calendar.form.endsNever')}
                />
                <Radio
                  name="event-ends"
                  id={fieldId('ends-until')}
                  checked={values.ends === 'until'}
                  onChange={() => set('ends', 'until')}
                  label={t('calendar.form.endsUntil')}
                />
                {values.ends === 'until' && (
                  <div className="ml-8">
                    <TextField
                      id={fieldId('until')}
                      type="date"
                      label={t('calendar.form.until')}
                      hint={t('calendar.form.untilHint')}
                      value={values.until}
                      min={isDay(values.date) ? values.date : undefined}
                      error={err('until')}
                      onChange={(e) => set('until', e.target.value)}
                    />
                  </div>
                )}
                <Radio
                  name="event-ends"
                  id={fieldId('ends-count')}
                  checked={values.ends === 'count'}
                  onChange={() => set('ends', 'count')}
                  label={t('calendar.form.endsCount')}
                />
                {values.ends === 'count' && (
                  <div className="ml-8">
                    <TextField
                      id={fieldId('count')}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={MAX_COUNT}
                      label={t('calendar.form.count')}
                      hint={t('calendar.form.countHint')}
                      value={values.count}
                      error={err('count')}
                      onChange={(e) => set('count', e.target.value)}
                      className="max-w-32"
                    />
                  </div>
                )}
              </fieldset>
            </>
          )}
          {isDay(values.date) && check(values).interval === undefined && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              <span className="font-medium">{t('calendar.form.repeatSummary')}</span>{' '}
              <span>
                {recurrenceWords(
                  t,
                  values.repeat === 'none' ? null : toInput(values).recurrencePattern,
                  nzInstant(values.date, values.allDay ? '00:00' : values.time || '00:00').toISOString(),
                )}
              </span>
            </p>
          )}
        </Group>

        <Group legend={t('calendar.form.reminderLegend')}>
          <CheckboxField
            id={fieldId('reminderOn')}
            label={t('calendar.form.reminderOn')}
            hint={t('calendar.form.reminderOnHint')}
            checked={values.reminderOn}
            onChange={(e) => set('reminderOn', e.target.checked)}
          />
          {err('reminderOn') && <FieldMessage>{err('reminderOn')}</FieldMessage>}
          {values.reminderOn && (
            <>
              <SelectField
                id={fieldId('reminderBefore')}
                label={t('calendar.form.reminderBefore')}
                value={values.reminderBefore}
                error={err('reminderBefore')}
                onChange={(e) => set('reminderBefore', e.target.value as Values['reminderBefore'])}
              >
                {REMINDER_CHOICES.map((c) => (
                  <option key={c} value={c}>
                    {t('calendar.form.before', { time: durationWords(t, Number(c)) })}
                  </option>
                ))}
                <option value="custom">{t('calendar.form.reminderCustom')}</option>
              </SelectField>
              {values.reminderBefore === 'custom' && (
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    id={fieldId('customAmount')}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    label={t('calendar.form.customAmount')}
                    value={values.customAmount}
                    error={err('customAmount')}
                    onChange={(e) => set('customAmount', e.target.value)}
                  />
                  <SelectField
                    id={fieldId('customUnit')}
                    label={t('calendar.form.customUnit')}
                    value={values.customUnit}
                    onChange={(e) => set('customUnit', e.target.value as CustomUnit)}
                  >
                    {(Object.keys(CUSTOM_UNITS) as CustomUnit[]).map((u) => (
                      <option key={u} value={u}>
                        {t(`calendar.form.customUnit.${u}` as MessageKey)}
                      </option>
                    ))}
                  </SelectField>
                </div>
              )}
              <fieldset
                className="space-y-2"
                aria-describedby={cn(
                  `${fieldId('channels')}-hint`,
                  err('channels') && `${fieldId('channels')}-error`,
                )}
              >
                <legend className="font-medium">{t('calendar.form.channels')}</legend>
                <p id={`${fieldId('channels')}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
                  {t('calendar.form.channelsHint')}
                </p>
                {err('channels') && (
                  <FieldMessage id={`${fieldId('channels')}-error`}>{err('channels')}</FieldMessage>
                )}
                {REMINDER_CHANNELS.map((c, i) => (
                  <CheckboxField
                    key={c}
                    id={i === 0 ? fieldId('channels') : fieldId(`channel-${c}`)}
                    label={t(`calendar.form.channel.${c}` as MessageKey)}
                    checked={values.channels.includes(c)}
                    aria-invalid={err('channels') ? true : undefined}
                    onChange={(e) =>
                      set(
                        'channels',
                        e.target.checked ? [...values.channels, c] : values.channels.filter((x) => x !== c),
                      )
                    }
                  />
                ))}
              </fieldset>
            </>
          )}
          {(() => {
            const problems = check(values);
            return problems.customAmount === undefined && problems.channels === undefined;
          })() && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              <span className="font-medium">{t('calendar.form.reminderSummary')}</span>{' '}
              <span>{reminderWords(t, toInput(values).reminderSettings)}</span>
            </p>
          )}
        </Group>

        <TextField
          id={fieldId('people')}
          label={t('calendar.form.people')}
          hint={t('calendar.form.peopleHint')}
          optional
          optionalLabel={t('common.optional')}
          inputMode="numeric"
          autoComplete="off"
          className="max-w-40"
          value={values.people}
          error={err('people')}
          onChange={(e) => set('people', e.target.value)}
        />

        <TextAreaField
          id={fieldId('description')}
          label={t('calendar.form.description')}
          hint={t('calendar.form.descriptionHint')}
          optional
          optionalLabel={t('common.optional')}
          value={values.description}
          error={err('description')}
          onChange={(e) => set('description', e.target.value)}
        />

        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
          <Button type="submit" busy={saving}>
            {editing ? t('calendar.form.saveChanges') : t('calendar.form.create')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

function FieldMessage({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-red-700 dark:text-red-400">
      {children}
    </p>
  );
}

function Radio({
  id,
  name,
  label,
  checked,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-5 accent-brand-800"
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Someone else saved the event first (409) or deleted it: their version beside the choice. */
function ConflictNotice({
  latest,
  onUseTheirs,
  onKeepMine,
  onClose,
}: {
  latest: CalendarEvent | null;
  onUseTheirs: () => void;
  onKeepMine: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="focus:outline-none">
      <Alert tone="warning" title={latest ? t('calendar.form.conflictTitle') : t('calendar.form.goneTitle')}>
        {latest ? (
          <>
            <p>{t('calendar.form.conflictBody')}</p>
            <dl className="mt-2 space-y-1 text-sm">
              <div>
                <dt className="inline font-medium">{t('calendar.form.title')}: </dt>
                <dd className="inline">{latest.title}</dd>
              </div>
              <div>
                <dt className="inline font-medium">{t('calendar.details.when')}: </dt>
                <dd className="inline">
                  {latest.allDay
                    ? t('calendar.when.allDay', { day: formatLongDay(nzDay(latest.startDate)) })
                    : t('calendar.when.timed', {
                        day: formatLongDay(nzDay(latest.startDate)),
                        time: formatClock(latest.startDate),
                      })}
                </dd>
              </div>
              <div>
                <dt className="inline font-medium">{t('calendar.details.repeats')}: </dt>
                <dd className="inline">{recurrenceWords(t, latest.recurrencePattern, latest.startDate)}</dd>
              </div>
              <div>
                <dt className="inline font-medium">{t('calendar.details.reminder')}: </dt>
                <dd className="inline">{reminderWords(t, latest.reminderSettings)}</dd>
              </div>
            </dl>
          </>
        ) : (
          <p>{t('calendar.form.goneBody')}</p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {latest ? (
            <>
              <Button size="sm" variant="secondary" onClick={onUseTheirs}>
                {t('calendar.form.useTheirs')}
              </Button>
              <Button size="sm" onClick={onKeepMine}>
                {t('calendar.form.keepMine')}
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" onClick={onKeepMine}>
                {t('calendar.form.saveAsNew')}
              </Button>
              <Button size="sm" variant="secondary" onClick={onClose}>
                {t('calendar.form.discard')}
              </Button>
            </>
          )}
        </div>
      </Alert>
    </div>
  );
}
