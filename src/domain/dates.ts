/** Dates in New Zealand time, whatever the server's time zone. */

export const NZ_TIME_ZONE = 'Pacific/Auckland';

/** 23:59:59.999 of a calendar day in New Zealand, as an instant. */
export function endOfNzDay(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  // Midnight after that day, read as UTC, corrected by NZ's offset. The offset must be the one in force at
  // NZ midnight itself, not at UTC midnight (they differ on the eve of a daylight-saving change): correct
  // once with the first guess, then again with the offset at the corrected instant.
  const midnightUtc = Date.UTC(y, m - 1, d + 1, 0, 0, 0);
  let instant = midnightUtc - nzOffsetMinutes(new Date(midnightUtc)) * 60_000;
  instant = midnightUtc - nzOffsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant - 1);
}

export function nzOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-NZ', {
    timeZone: NZ_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  // The formatted time has no seconds: compare it with the instant truncated to its minute.
  const minute = Math.floor(at.getTime() / 60_000) * 60_000;
  return Math.round((local - minute) / 60_000);
}
