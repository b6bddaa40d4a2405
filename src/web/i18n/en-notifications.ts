/** English messages of the notifications screens; joined into the one catalogue by en.ts. */
export const enNotifications = {} as const;
