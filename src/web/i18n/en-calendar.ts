/** English messages of the calendar screens; joined into the one catalogue by en.ts. */
export const enCalendar = {} as const;
