/** The school calendar's API as the web app uses it: types and TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../components/upload-file';
import { type BodyOf, call, client, type ResponseOf, type Schema } from '../../lib/api';

export type CalendarEvent = Schema<'CalendarEvent'>;
export type Category = CalendarEvent['category'];
export type RecurrencePattern = NonNullable<Schema<'CalendarRecurrence'>>;
export type Frequency = RecurrencePattern['freq'];
export type ReminderSettings = Schema<'CalendarReminderSettings'>;
export type Channel = ReminderSettings['channels'][number];
export type EventInput = BodyOf<'/api/schools/{schoolId}/calendar/events', 'post'>;
export type FileRef = Schema<'CalendarPhoto'>;
export type Completion = Schema<'CalendarCompletion'>;
export type Occurrence = Schema<'CalendarOccurrence'>;
export type CalendarRange = ResponseOf<'/api/schools/{schoolId}/calendar/events', 'get'>;
export type UpcomingReminder = ResponseOf<
  '/api/schools/{schoolId}/calendar/upcoming-reminders',
  'get'
>['reminders'][number];
export type FeedState = ResponseOf<'/api/schools/{schoolId}/calendar/feed', 'get'>;

const base = (schoolId: string) => `/api/schools/${encodeURIComponent(schoolId)}/calendar`;

export const calendarKeys = {
  all: (schoolId: string) => ['calendar', schoolId] as const,
  range: (schoolId: string, from: string, to: string) => ['calendar', schoolId, 'range', from, to] as const,
  reminders: (schoolId: string) => ['calendar', schoolId, 'reminders'] as const,
  feed: (schoolId: string) => ['calendar', schoolId, 'feed'] as const,
};

export const fetchRange = (schoolId: string, from: string, to: string) =>
  call(
    client.GET('/api/schools/{schoolId}/calendar/events', {
      params: { path: { schoolId }, query: { from, to } },
    }),
  );

/** Events and their occurrences between two instants; the previous range stays on screen while the next loads. */
export function useCalendarRange(schoolId: string, from: string, to: string) {
  return useQuery({
    queryKey: calendarKeys.range(schoolId, from, to),
    queryFn: () => fetchRange(schoolId, from, to),
    placeholderData: keepPreviousData,
  });
}

/** Reminders due within the next hour (the specification's 60-minute window), checked every half minute. */
export function useUpcomingReminders(schoolId: string) {
  return useQuery({
    queryKey: calendarKeys.reminders(schoolId),
    queryFn: () =>
      call(
        client.GET('/api/schools/{schoolId}/calendar/upcoming-reminders', {
          params: { path: { schoolId }, query: { minutes: 60 } },
        }),
      ),
    refetchInterval: 30_000,
  });
}

export function useFeed(schoolId: string, enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.feed(schoolId),
    queryFn: () =>
      call(client.GET('/api/schools/{schoolId}/calendar/feed', { params: { path: { schoolId } } })),
    enabled,
  });
}

/** Every change to the calendar refreshes every view of it. */
function useCalendarMutation<TBody, TResult>(schoolId: string, request: (body: TBody) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => qc.invalidateQueries({ queryKey: calendarKeys.all(schoolId) }),
  });
}

export const useCreateEvent = (schoolId: string) =>
  useCalendarMutation(schoolId, (body: EventInput) =>
    call(client.POST('/api/schools/{schoolId}/calendar/events', { params: { path: { schoolId } }, body })),
  );

export const useUpdateEvent = (schoolId: string) =>
  useCalendarMutation(
    schoolId,
    ({ id, ...body }: BodyOf<'/api/schools/{schoolId}/calendar/events/{eventId}', 'put'> & { id: string }) =>
      call(
        client.PUT('/api/schools/{schoolId}/calendar/events/{eventId}', {
          params: { path: { schoolId, eventId: id } },
          body,
        }),
      ),
  );

export const useDeleteEvent = (schoolId: string) =>
  useCalendarMutation(schoolId, (id: string) =>
    call(
      client.DELETE('/api/schools/{schoolId}/calendar/events/{eventId}', {
        params: { path: { schoolId, eventId: id } },
      }),
    ),
  );

export type CompletionInput = BodyOf<
  '/api/schools/{schoolId}/calendar/events/{eventId}/completions',
  'post'
> & { eventId: string };

export const useCompleteOccurrence = (schoolId: string) =>
  useCalendarMutation(schoolId, ({ eventId, ...body }: CompletionInput) =>
    call(
      client.POST('/api/schools/{schoolId}/calendar/events/{eventId}/completions', {
        params: { path: { schoolId, eventId } },
        body,
      }),
    ),
  );

export const useUndoCompletion = (schoolId: string) =>
  useCalendarMutation(schoolId, (completionId: string) =>
    call(
      client.DELETE('/api/schools/{schoolId}/calendar/completions/{completionId}', {
        params: { path: { schoolId, completionId } },
      }),
    ),
  );

export type CreatedFeed = ResponseOf<'/api/schools/{schoolId}/calendar/feed', 'post'>;

export const useCreateFeed = (schoolId: string) =>
  useCalendarMutation(schoolId, () =>
    call(client.POST('/api/schools/{schoolId}/calendar/feed', { params: { path: { schoolId } } })),
  );

export const useDeleteFeed = (schoolId: string) =>
  useCalendarMutation(schoolId, () =>
    call(client.DELETE('/api/schools/{schoolId}/calendar/feed', { params: { path: { schoolId } } })),
  );

export const photoUrl = (schoolId: string, fileId: string) =>
  `${base(schoolId)}/photos/${encodeURIComponent(fileId)}`;

/** Uploads one completion photo (components/upload-file.ts). */
export const uploadPhoto = (schoolId: string, file: File, onProgress?: (fraction: number) => void) =>
  uploadFile(`${base(schoolId)}/photos`, file, onProgress);
