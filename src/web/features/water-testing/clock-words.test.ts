/** The web's incident clock says in English exactly what the domain's does, and has its te reo. */
import { expect, test } from 'vitest';
import { incidentClock } from '../../../domain/water-testing/incident-clock';
import { addMessages, translate } from '../../i18n';
import { enAppParts } from '../../i18n/en-app';
import { miWater } from '../../i18n/mi-water';
import { clockText } from './clock-words';

addMessages(...enAppParts);
const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
  translate('en', key, vars);

test('the same words as the domain, open and closed', () => {
  const discoveredAt = new Date('2026-11-26T00:00:00Z');
  const minutes = [0, 0.5, 1, 12, 60, 61, 125, 60 * 24, 60 * 24 + 60, 60 * 50 + 7];
  for (const m of minutes) {
    const at = new Date(discoveredAt.getTime() + m * 60_000);
    const open = incidentClock({ discoveredAt, now: at, regulatorNotifiedAt: null });
    expect(clockText(t, open.elapsedMs, false)).toBe(open.text);
    const closed = incidentClock({ discoveredAt, now: at, regulatorNotifiedAt: null, closedAt: at });
    expect(clockText(t, closed.elapsedMs, true)).toBe(closed.text);
  }
  expect(miWater['incident.clock.open']).toContain('{elapsed}');
});
