/**
 * The MapLibre GL part of the map page, in its own chunk: only /map loads it (with its stylesheet and
 * its worker, served from our own origin so the content security policy holds).
 */
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { NZ_OUTLINE, NZ_VIEW } from './nz-outline';

maplibregl.setWorkerUrl(workerUrl);

export type ColourBy = 'compliance' | 'incidents';

export interface MapPoint {
  slug: string;
  name: string;
  lat: number;
  lng: number;
  complianceLevel: string;
  openIncidents: number;
}

const COMPLIANCE_COLOURS: maplibregl.ExpressionSpecification = [
  'match',
  ['get', 'complianceLevel'],
  'fully_compliant',
  '#15803d',
  'partially_compliant',
  '#b45309',
  '#b91c1c',
];
const INCIDENT_COLOURS: maplibregl.ExpressionSpecification = [
  'case',
  ['>', ['get', 'openIncidents'], 0],
  '#b91c1c',
  '#475569',
];

const pointsOf = (points: MapPoint[]) => ({
  type: 'FeatureCollection' as const,
  features: points.map((p) => ({
    type: 'Feature' as const,
    properties: {
      slug: p.slug,
      name: p.name,
      complianceLevel: p.complianceLevel,
      openIncidents: p.openIncidents,
    },
    geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
  })),
});

export interface SchoolMap {
  update(points: MapPoint[], colourBy: ColourBy): void;
  remove(): void;
}

/** Draws the outline (and tiles, when a tile server is configured) and the schools as coloured circles. */
export function createSchoolMap(
  container: HTMLElement,
  opts: {
    tileUrl: string | null;
    points: MapPoint[];
    colourBy: ColourBy;
    dark: boolean;
    /** The map's accessible name in the interface language (MapLibre's own default is the English "Map"). */
    label: string;
  },
): SchoolMap {
  const map = new maplibregl.Map({
    container,
    attributionControl: false,
    locale: { 'Map.Title': opts.label },
    interactive: true,
    keyboard: false,
    bounds: [
      [NZ_VIEW.west, NZ_VIEW.south],
      [NZ_VIEW.east, NZ_VIEW.north],
    ],
    fitBoundsOptions: { padding: 16 },
    style: {
      version: 8,
      sources: {
        ...(opts.tileUrl ? { tiles: { type: 'raster', tiles: [opts.tileUrl], tileSize: 256 } } : {}),
        outline: { type: 'geojson', data: NZ_OUTLINE },
        schools: { type: 'geojson', data: pointsOf(opts.points) },
      },
      layers: [
        { id: 'sea', type: 'background', paint: { 'background-color': opts.dark ? '#0f172a' : '#e0f2fe' } },
        ...(opts.tileUrl ? [{ id: 'tiles', type: 'raster' as const, source: 'tiles' }] : []),
        {
          id: 'land',
          type: 'fill',
          source: 'outline',
          paint: { 'fill-color': opts.dark ? '#1e293b' : '#f8fafc', 'fill-opacity': opts.tileUrl ? 0 : 1 },
        },
        { id: 'coast', type: 'line', source: 'outline', paint: { 'line-color': '#64748b', 'line-width': 1 } },
        {
          id: 'schools',
          type: 'circle',
          source: 'schools',
          paint: {
            'circle-radius': 6,
            'circle-stroke-color': '#ffffff',
            'circle-stroke-width': 1.5,
            'circle-color': opts.colourBy === 'compliance' ? COMPLIANCE_COLOURS : INCIDENT_COLOURS,
          },
        },
      ],
    },
  });
  // The canvas is for the eye: the page's list is what keyboard and screen-reader users use, so the
  // canvas takes no focus inside the hidden container.
  map.getCanvas().setAttribute('tabindex', '-1');
  return {
    update(points, colourBy) {
      const apply = () => {
        (map.getSource('schools') as maplibregl.GeoJSONSource | undefined)?.setData(pointsOf(points));
        map.setPaintProperty(
          'schools',
          'circle-color',
          colourBy === 'compliance' ? COMPLIANCE_COLOURS : INCIDENT_COLOURS,
        );
      };
      if (map.isStyleLoaded()) apply();
      else map.once('load', apply);
    },
    remove: () => map.remove(),
  };
}
