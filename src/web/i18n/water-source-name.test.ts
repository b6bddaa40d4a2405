/** The kinds of water supply: the catalogue names every one the domain has, in English exactly as the domain does. */
import { expect, test } from 'vitest';
import { WATER_SOURCE_LABELS, WATER_SOURCES } from '../../domain/water-sources';
import { enWaterSources } from './en-water-sources';
import type { translate } from './index';
import { miWaterSources } from './mi-water-sources';
import { waterSourceName } from './water-source-name';

test('every kind of supply has its English (as the domain says it) and its te reo', () => {
  for (const id of WATER_SOURCES) {
    const key = `waterSource.${id}` as keyof typeof enWaterSources;
    expect(enWaterSources[key]).toBe(WATER_SOURCE_LABELS[id]);
    expect(miWaterSources[key]).toBeTruthy();
  }
  expect(Object.keys(enWaterSources)).toHaveLength(WATER_SOURCES.length);
});

test('an unknown id is shown as stored, and none as null', () => {
  const t = (key: Parameters<typeof translate>[1]) => `[${key}]`;
  expect(waterSourceName(t, 'roof')).toBe('[waterSource.roof]');
  expect(waterSourceName(t, 'rain tank')).toBe('rain tank');
  expect(waterSourceName(t, null)).toBeNull();
});
