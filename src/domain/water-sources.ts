/** The main kinds of school water supply, with the words people use for them. */
export const WATER_SOURCES = ['roof', 'bore', 'spring', 'stream', 'carted', 'mixed'] as const;
export type WaterSource = (typeof WATER_SOURCES)[number];

export const WATER_SOURCE_LABELS: Record<WaterSource, string> = {
  roof: 'Roof rainwater',
  bore: 'Bore (groundwater)',
  spring: 'Spring',
  stream: 'Stream or river',
  carted: 'Carted water',
  mixed: 'More than one source',
};

export const waterSourceLabel = (value: string | null | undefined): string | null =>
  value ? (WATER_SOURCE_LABELS[value as WaterSource] ?? value) : null;
