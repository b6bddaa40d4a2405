/** Dates in New Zealand time, whatever the server's time zone. */

export const NZ_TIME_ZONE = 'Pacific/Auckland';

/** 23:59:59.999 of a calendar day in New Zealand, as an instant. */
export function endOfNzDay(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  // Start from the UTC instant of midnight after that day, then correct by NZ's offset at that time.
  const guess = new Date(Date.UTC(y, m - 1, d + 1, 0, 0, 0));
  const offsetMinutes = nzOffsetMinutes(guess);
  return new Date(guess.getTime() - offsetMinutes * 60_000 - 1);
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
  return Math.round((local - at.getTime()) / 60_000);
}
