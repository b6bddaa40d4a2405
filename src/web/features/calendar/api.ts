/** The school calendar's API as the web app uses it: types and TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarCategory,
  RecurrenceFrequency,
  RecurrencePattern,
  ReminderChannel,
  ReminderSettings,
} from '../../../domain/calendar';
import { api } from '../../lib/api';

export type Category = CalendarCategory;
export type Frequency = RecurrenceFrequency;
export type Channel = ReminderChannel;
export type { RecurrencePattern, ReminderSettings };

export interface CalendarEvent {
  id: string;
  title: string;
  description: string | null;
  category: Category;
  startDate: string;
  allDay: boolean;
  durationMinutes: number;
  recurrencePattern: RecurrencePattern | null;
  reminderSettings: ReminderSettings;
  /** The repeat in words, from the server (the page words it through the message catalogue). */
  recurrenceText?: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export type EventInput = Omit<CalendarEvent, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'recurrenceText'>;

export interface FileRef {
  id: string;
  name: string;
  mime: string;
  size: number;
}

export interface Completion {
  id: string;
  status: string;
  completionDate: string;
  notes: string | null;
  photos: FileRef[];
  completedByName: string | null;
}

export interface Occurrence {
  eventId: string;
  start: string;
  end: string;
  title: string;
  category: Category;
  allDay: boolean;
  source: 'event' | 'improvement_schedule';
  link: string | null;
  recurring?: boolean;
  completion: Completion | null;
}

export interface CalendarRange {
  events: CalendarEvent[];
  occurrences: Occurrence[];
  canEdit: boolean;
  canComplete: boolean;
  /** More occurrences than one answer holds: the rest of the period is not shown. */
  truncated?: boolean;
}

export interface UpcomingReminder {
  eventId: string;
  title: string;
  occurrenceStart: string;
  remindAt: string;
}

export interface FeedState {
  active: boolean;
  createdAt: string | null;
}

const base = (schoolId: string) => `/api/schools/${encodeURIComponent(schoolId)}/calendar`;

export const calendarKeys = {
  all: (schoolId: string) => ['calendar', schoolId] as const,
  range: (schoolId: string, from: string, to: string) => ['calendar', schoolId, 'range', from, to] as const,
  reminders: (schoolId: string) => ['calendar', schoolId, 'reminders'] as const,
  feed: (schoolId: string) => ['calendar', schoolId, 'feed'] as const,
};

export const fetchRange = (schoolId: string, from: string, to: string) =>
  api<CalendarRange>(
    `${base(schoolId)}/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
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
    queryFn: () => api<{ reminders: UpcomingReminder[] }>(`${base(schoolId)}/upcoming-reminders?minutes=60`),
    refetchInterval: 30_000,
  });
}

export function useFeed(schoolId: string, enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.feed(schoolId),
    queryFn: () => api<FeedState>(`${base(schoolId)}/feed`),
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
    api<CalendarEvent>(`${base(schoolId)}/events`, { method: 'POST', body }),
  );

export const useUpdateEvent = (schoolId: string) =>
  useCalendarMutation(schoolId, ({ id, ...body }: EventInput & { id: string; version: number }) =>
    api<CalendarEvent>(`${base(schoolId)}/events/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  );

export const useDeleteEvent = (schoolId: string) =>
  useCalendarMutation(schoolId, (id: string) =>
    api<null>(`${base(schoolId)}/events/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

export interface CompletionInput {
  eventId: string;
  /** The occurrence's start, as the API gave it. */
  occurrenceStart: string;
  /** When it was done, an ISO instant. */
  completionDate?: string;
  notes?: string;
  photos?: FileRef[];
}

export const useCompleteOccurrence = (schoolId: string) =>
  useCalendarMutation(schoolId, ({ eventId, ...body }: CompletionInput) =>
    api<Completion>(`${base(schoolId)}/events/${encodeURIComponent(eventId)}/completions`, {
      method: 'POST',
      body,
    }),
  );

export const useUndoCompletion = (schoolId: string) =>
  useCalendarMutation(schoolId, (completionId: string) =>
    api<null>(`${base(schoolId)}/completions/${encodeURIComponent(completionId)}`, { method: 'DELETE' }),
  );

export interface CreatedFeed {
  /** The secret subscription address, shown once. */
  url: string;
  /** The same address for calendar apps that open webcal:// links. */
  webcalUrl?: string;
}

export const useCreateFeed = (schoolId: string) =>
  useCalendarMutation(schoolId, () => api<CreatedFeed>(`${base(schoolId)}/feed`, { method: 'POST' }));

export const useDeleteFeed = (schoolId: string) =>
  useCalendarMutation(schoolId, () => api<null>(`${base(schoolId)}/feed`, { method: 'DELETE' }));

export const photoUrl = (schoolId: string, fileId: string) =>
  `${base(schoolId)}/photos/${encodeURIComponent(fileId)}`;

/** Uploads one photo; progress through XMLHttpRequest so the user sees it move. */
export function uploadPhoto(
  schoolId: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<FileRef> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${base(schoolId)}/photos`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 201 || xhr.status === 200) resolve(body as FileRef);
      else {
        const e = (body as { error?: { message?: string; fields?: Record<string, string> } } | null)?.error;
        reject(new Error(e?.fields?.file ?? e?.message ?? `Server error: ${xhr.status}`));
      }
    };
    xhr.onerror = () => reject(new Error('We could not reach WaiKura. Check your connection and try again.'));
    xhr.send(form);
  });
}
