/**
 * A COARSE outline of New Zealand's North, South and Stewart islands, drawn by WaiKura from approximate
 * coastal points (longitude, latitude; WGS 84) so the provider's map works with no tile server. It is a
 * sketch for placing schools, not a survey: coasts are simplified to a few dozen points per island, and
 * smaller islands are left out. Not for navigation or for measuring distances.
 */
type Ring = [number, number][];

const NORTH_ISLAND: Ring = [
  [172.68, -34.42],
  [173.02, -34.41],
  [173.45, -34.95],
  [174.1, -35.15],
  [174.55, -35.85],
  [174.75, -36.35],
  [174.85, -36.85],
  [175.35, -36.47],
  [175.9, -36.75],
  [175.95, -37.45],
  [176.25, -37.65],
  [177.0, -37.95],
  [178.0, -37.53],
  [178.55, -37.69],
  [178.3, -38.35],
  [178.02, -38.66],
  [177.9, -39.27],
  [177.05, -39.35],
  [176.92, -39.49],
  [177.1, -39.64],
  [176.6, -40.3],
  [176.23, -40.9],
  [175.65, -41.45],
  [175.29, -41.61],
  [174.78, -41.35],
  [174.65, -41.1],
  [175.1, -40.6],
  [175.0, -39.93],
  [174.35, -39.6],
  [173.75, -39.28],
  [174.07, -39.0],
  [174.6, -38.6],
  [174.8, -37.85],
  [174.55, -37.1],
  [174.2, -36.4],
  [173.4, -35.55],
  [172.95, -34.95],
  [172.68, -34.42],
];

const SOUTH_ISLAND: Ring = [
  [172.68, -40.5],
  [173.05, -40.85],
  [173.28, -41.27],
  [173.95, -40.95],
  [174.3, -41.2],
  [174.27, -41.73],
  [173.68, -42.4],
  [173.1, -43.0],
  [172.75, -43.55],
  [173.1, -43.85],
  [172.3, -43.9],
  [171.25, -44.4],
  [170.97, -45.1],
  [170.7, -45.85],
  [169.6, -46.58],
  [168.35, -46.6],
  [167.5, -46.2],
  [166.5, -45.9],
  [166.9, -45.1],
  [167.9, -44.5],
  [169.04, -43.88],
  [170.2, -43.3],
  [171.2, -42.45],
  [171.6, -41.75],
  [172.1, -41.0],
  [172.68, -40.5],
];

const STEWART_ISLAND: Ring = [
  [167.55, -46.7],
  [168.25, -46.75],
  [168.15, -47.2],
  [167.55, -47.25],
  [167.55, -46.7],
];

export const NZ_OUTLINE = {
  type: 'FeatureCollection' as const,
  features: [
    { name: 'North Island', ring: NORTH_ISLAND },
    { name: 'South Island', ring: SOUTH_ISLAND },
    { name: 'Stewart Island', ring: STEWART_ISLAND },
  ].map(({ name, ring }) => ({
    type: 'Feature' as const,
    properties: { name, note: 'coarse outline, WaiKura' },
    geometry: { type: 'Polygon' as const, coordinates: [ring] },
  })),
};

/** What the map shows when no school is placed: the whole country. */
export const NZ_VIEW = { west: 166, south: -47.4, east: 178.7, north: -34.3 } as const;
