/**
 * Issue 19: a school's point on the map must be in New Zealand: the main islands, Stewart Island and the
 * Chatham Islands (which lie east of the 180° meridian). A coarse box, WaiKura's own.
 */
export const NZ_BOUNDS = { south: -48, north: -34, west: 166, east: 179 } as const;
export const CHATHAMS = { south: -44.5, north: -43.5, west: -177, east: -175.8 } as const;

export function isInNewZealand(lat: number, lng: number): boolean {
  const inBox = (b: { south: number; north: number; west: number; east: number }) =>
    lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
  return inBox(NZ_BOUNDS) || inBox(CHATHAMS);
}
