/** English names of the kinds of school water supply, by the domain's ids (src/domain/water-sources.ts). */
export const enWaterSources = {
  'waterSource.roof': 'Roof rainwater',
  'waterSource.bore': 'Bore (groundwater)',
  'waterSource.spring': 'Spring',
  'waterSource.stream': 'Stream or river',
  'waterSource.carted': 'Carted water',
  'waterSource.mixed': 'More than one source',
} as const;
