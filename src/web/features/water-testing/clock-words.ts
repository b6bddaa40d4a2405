/**
 * The incident clock in the reader's language, from its milliseconds: the server's `clock.text` is the
 * English (`domain/water-testing/incident-clock.ts`); `clock-words.test.ts` checks the English here says the same.
 */
import { elapsedParts } from '../../../domain/water-testing/incident-clock';
import type { translate } from '../../i18n';

type T = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => string;

function elapsed(t: T, ms: number): string {
  const parts = elapsedParts(ms);
  if (!parts.length) return t('incident.clock.underMinute');
  return parts.map(({ count, unit }) => t(`incident.clock.${unit}s`, { count })).join(' ');
}

/** "3 hours 5 minutes since it was discovered", or "Closed 2 days after it was discovered". */
export function clockText(t: T, elapsedMs: number, closed: boolean): string {
  return t(closed ? 'incident.clock.closed' : 'incident.clock.open', { elapsed: elapsed(t, elapsedMs) });
}
