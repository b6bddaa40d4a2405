import { WATER_SOURCES, type WaterSource } from '../../domain/water-sources';
import type { translate } from './index';

type T = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => string;

/** A kind of water supply in the interface's language; an id the domain does not know is shown as stored. */
export function waterSourceName(t: T, value: string | null | undefined): string | null {
  if (!value) return null;
  return (WATER_SOURCES as readonly string[]).includes(value)
    ? t(`waterSource.${value as WaterSource}`)
    : value;
}
