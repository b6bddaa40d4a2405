import { CheckCircle2, Circle, Pencil, Trash2, Undo2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_COMPLETION_PHOTOS } from '../../../domain/calendar';
import { PhotoGallery } from '../../components/photo-gallery';
import { PhotoUpload } from '../../components/photo-upload';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/field';
import { Alert } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import {
  type CalendarEvent,
  type FileRef,
  type Occurrence,
  photoUrl,
  uploadPhoto,
  useCompleteOccurrence,
  useDeleteEvent,
  useUndoCompletion,
} from './api';
import { recurrenceWords, reminderWords, whenWords } from './describe';
import { formatDate, isDay, nzDay, nzInstant, todayNz } from './nz-time';
import { CategoryTag } from './occurrence-item';

/**
 * The details of one occurrence of an event: when, how it repeats and how its reminder comes; Edit and
 * Delete (asked first) for editors; "Mark as done" with a date, notes and photos, or its record and an
 * undo, for those who may complete.
 */
export function EventDetails({
  schoolId,
  event,
  occurrence,
  canEdit,
  canComplete,
  onEdit,
  onClose,
  onDeleted,
  openedAt,
}: {
  /** Changes each time an item is chosen, even the same one again: the panel then takes focus. */
  openedAt: number;
  schoolId: string;
  event: CalendarEvent;
  occurrence: Occurrence;
  canEdit: boolean;
  canComplete: boolean;
  onEdit: () => void;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [completing, setCompleting] = useState(false);
  const deleteEvent = useDeleteEvent(schoolId);
  const undo = useUndoCompletion(schoolId);
  const confirmRef = useRef<HTMLDivElement>(null);
  const completion = occurrence.completion;
  // The API sends a completion only once the work is done (its status is always 'completed').
  const done = Boolean(completion);

  // Opening another occurrence moves focus to its heading, so keyboard and screen-reader users follow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the occurrence is what opening means here.
  useEffect(() => {
    headingRef.current?.focus();
    setConfirmDelete(false);
    setCompleting(false);
  }, [occurrence.eventId, occurrence.start, openedAt]);

  useEffect(() => {
    if (confirmDelete) confirmRef.current?.querySelector('button')?.focus();
  }, [confirmDelete]);

  const onDelete = async () => {
    try {
      await deleteEvent.mutateAsync(event.id);
      toast.success(t('calendar.details.deleted', { title: event.title }));
      onDeleted();
    } catch (err) {
      toast.error(t('calendar.details.deleteFailed', { reason: (err as Error).message }));
    }
  };

  const onUndo = async () => {
    if (!completion) return;
    try {
      await undo.mutateAsync(completion.id);
      toast.success(t('calendar.done.undone'));
      headingRef.current?.focus();
    } catch (err) {
      toast.error(t('calendar.done.undoFailed', { reason: (err as Error).message }));
    }
  };

  const completionDay = completion
    ? isDay(completion.completionDate)
      ? completion.completionDate
      : nzDay(completion.completionDate)
    : null;

  return (
    <section
      id="event-details"
      aria-labelledby={headingId}
      className="rounded-lg border-2 border-brand-700 bg-white p-5 shadow-sm dark:border-brand-300 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-semibold text-brand-800 dark:text-brand-300">
            {t('calendar.details.eyebrow')}
          </p>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold break-words">
            {event.title}
          </h2>
          <CategoryTag category={event.category} className="text-sm text-slate-700 dark:text-slate-300" />
        </div>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('calendar.details.close')}</span>
        </button>
      </div>

      <dl className="mt-4 space-y-3">
        <div>
          <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('calendar.details.when')}
          </dt>
          <dd>{whenWords(t, occurrence)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('calendar.details.repeats')}
          </dt>
          <dd>{recurrenceWords(t, event.recurrencePattern, event.startDate)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('calendar.details.reminder')}
          </dt>
          <dd>{reminderWords(t, event.reminderSettings)}</dd>
        </div>
        {event.description && (
          <div>
            <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {t('calendar.details.description')}
            </dt>
            <dd className="whitespace-pre-line">{event.description}</dd>
          </div>
        )}
        <div>
          <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('calendar.details.status')}
          </dt>
          <dd className="flex items-center gap-1.5">
            {done ? (
              <>
                <CheckCircle2 aria-hidden="true" className="size-4 text-green-700 dark:text-green-400" />
                {completion?.completedByName
                  ? t('calendar.done.onBy', {
                      date: formatDate(completionDay ?? ''),
                      name: completion.completedByName,
                    })
                  : t('calendar.done.on', { date: formatDate(completionDay ?? '') })}
              </>
            ) : (
              <>
                <Circle aria-hidden="true" className="size-4" />
                {t('calendar.done.pending')}
              </>
            )}
          </dd>
        </div>
        {done && completion?.notes && (
          <div>
            <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {t('calendar.done.notes')}
            </dt>
            <dd className="whitespace-pre-line">{completion.notes}</dd>
          </div>
        )}
        {done && completion && completion.photos.length > 0 && (
          <div>
            <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {t('calendar.done.photos')}
            </dt>
            <dd>
              <PhotoGallery
                photos={completion.photos}
                srcOf={(p) => photoUrl(schoolId, p.id)}
                altOf={(p) => t('calendar.photos.open', { name: p.name })}
              />
            </dd>
          </div>
        )}
      </dl>

      {canComplete && !completing && (
        <div className="mt-4 flex flex-wrap gap-2">
          {done ? (
            <Button variant="secondary" onClick={onUndo} busy={undo.isPending}>
              <Undo2 aria-hidden="true" className="size-4" />
              {t('calendar.done.undo')}
            </Button>
          ) : (
            <Button onClick={() => setCompleting(true)}>
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {t('calendar.done.mark')}
            </Button>
          )}
        </div>
      )}

      {canComplete && completing && !done && (
        <CompletionForm
          schoolId={schoolId}
          event={event}
          occurrence={occurrence}
          onDone={() => {
            setCompleting(false);
            headingRef.current?.focus();
          }}
          onCancel={() => setCompleting(false)}
        />
      )}

      {canEdit && (
        <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
          {confirmDelete ? (
            <div className="space-y-3">
              <p id={`${headingId}-confirm`} className="font-medium">
                {event.recurrencePattern
                  ? t('calendar.details.confirmDeleteRepeating', { title: event.title })
                  : t('calendar.details.confirmDelete', { title: event.title })}
              </p>
              <div ref={confirmRef} className="flex flex-wrap gap-2">
                <Button
                  variant="danger"
                  onClick={onDelete}
                  busy={deleteEvent.isPending}
                  aria-describedby={`${headingId}-confirm`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('calendar.details.deleteYes')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
                  {t('calendar.details.deleteNo')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={onEdit}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('calendar.details.edit')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirmDelete(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('calendar.details.delete')}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

const NOTES_MAX = 5000;

/** "Mark as done": the day it was done (today unless changed), notes and photos. */
function CompletionForm({
  schoolId,
  event,
  occurrence,
  onDone,
  onCancel,
}: {
  schoolId: string;
  event: CalendarEvent;
  occurrence: Occurrence;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const complete = useCompleteOccurrence(schoolId);
  const [date, setDate] = useState(todayNz());
  const [notes, setNotes] = useState('');
  const [photos, setPhotos] = useState<FileRef[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ date?: string; notes?: string; form?: string }>({});
  const dateRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    dateRef.current?.focus();
  }, []);

  const onSubmit = async () => {
    const next: typeof errors = {};
    if (!isDay(date)) next.date = t('calendar.done.dateInvalid');
    else if (date > todayNz()) next.date = t('calendar.done.dateFuture');
    if (notes.length > NOTES_MAX)
      next.notes = t('calendar.done.notesLong', { max: NOTES_MAX.toLocaleString('en-NZ') });
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      await complete.mutateAsync({
        eventId: event.id,
        occurrenceStart: occurrence.start,
        // The day it was done, as an instant: now when that is today, else midday of that day in New Zealand.
        completionDate: (date === todayNz() ? new Date() : nzInstant(date, '12:00')).toISOString(),
        notes: notes.trim() || undefined,
        photos,
      });
      toast.success(t('calendar.done.saved', { title: event.title }));
      onDone();
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      if (e?.status === 409) {
        toast.info(t('calendar.done.already'));
        onDone();
        return;
      }
      const fields = e?.fields ?? {};
      setErrors({
        date: fields.completionDate,
        notes: fields.notes,
        form: fields.completionDate || fields.notes ? undefined : (err as Error).message,
      });
    }
  };

  return (
    <form
      noValidate
      aria-label={t('calendar.done.formLabel', { title: event.title })}
      className="mt-4 space-y-4 rounded-md bg-slate-50 p-4 dark:bg-slate-800"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {errors.form && (
        <Alert tone="error" role="alert" title={t('calendar.done.failed')}>
          {errors.form}
        </Alert>
      )}
      <TextField
        ref={dateRef}
        type="date"
        label={t('calendar.done.date')}
        hint={t('calendar.done.dateHint')}
        value={date}
        max={todayNz()}
        error={errors.date}
        onChange={(e) => setDate(e.target.value)}
      />
      <TextAreaField
        label={t('calendar.done.notes')}
        hint={t('calendar.done.notesHint')}
        optional
        optionalLabel={t('common.optional')}
        value={notes}
        error={errors.notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <PhotoUpload
        photos={photos}
        onChange={setPhotos}
        upload={(file, onProgress) => uploadPhoto(schoolId, file, onProgress)}
        srcOf={(p) => photoUrl(schoolId, p.id)}
        max={MAX_COMPLETION_PHOTOS}
        hint={t('calendar.photos.hint')}
        onBusyChange={setUploading}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={complete.isPending} disabled={uploading}>
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {t('calendar.done.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
