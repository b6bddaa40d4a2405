/**
 * The incident clock in the reader's language, from its milliseconds: the server's `clock.text` is the
 * English (`domain/water-testing/incident-clock.ts`); `clock-words.test.ts` checks the English here says the same.
 */
import type { translate } from '../../i18n';

type T = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function elapsed(t: T, ms: number): string {
  const n = Math.max(0, ms);
  if (n < MINUTE) return t('incident.clock.underMinute');
  const part = (count: number, unit: 'minutes' | 'hours' | 'days') => t(`incident.clock.${unit}`, { count });
  if (n < HOUR) return part(Math.floor(n / MINUTE), 'minutes');
  if (n < DAY) {
    const h = Math.floor(n / HOUR);
    const m = Math.floor((n % HOUR) / MINUTE);
    return m ? `${part(h, 'hours')} ${part(m, 'minutes')}` : part(h, 'hours');
  }
  const d = Math.floor(n / DAY);
  const h = Math.floor((n % DAY) / HOUR);
  return h ? `${part(d, 'days')} ${part(h, 'hours')}` : part(d, 'days');
}

/** "3 hours 5 minutes since it was discovered", or "Closed 2 days after it was discovered". */
export function clockText(t: T, elapsedMs: number, closed: boolean): string {
  return t(closed ? 'incident.clock.closed' : 'incident.clock.open', { elapsed: elapsed(t, elapsedMs) });
}
