import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Siren, XCircle } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ComplianceLevel } from '../../../domain/plan/compliance-levels';
import { cn } from '../../components/ui/cn';
import { Alert, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client, type Schema } from '../../lib/api';
import type { ColourBy, SchoolMap } from './map-canvas';

/** One school as the page draws it, from the map's columnar answer (one array per field, decision 037). */
interface MapSchool {
  /** The school's slug: every school address accepts it. */
  slug: string;
  name: string;
  region: string | null;
  lat: number | null;
  lng: number | null;
  complianceLevel: ComplianceLevel;
  openIncidents: number;
}

function rowsOf(data: Schema<'MapData'>): MapSchool[] {
  const c = data.schools;
  return c.slug.map((slug, i) => ({
    slug,
    name: c.name[i]!,
    region: c.region[i] ?? null,
    lat: c.lat[i] ?? null,
    lng: c.lng[i] ?? null,
    // An index the page does not know reads as not compliant, as the server does.
    complianceLevel: data.levels[c.level[i]!] ?? 'non_compliant',
    openIncidents: c.incidents[i] ?? 0,
  }));
}

const LEVEL: Record<ComplianceLevel, { Icon: typeof CheckCircle2; cls: string; swatch: string }> = {
  fully_compliant: { Icon: CheckCircle2, cls: 'text-green-800 dark:text-green-300', swatch: 'bg-green-700' },
  partially_compliant: {
    Icon: AlertTriangle,
    cls: 'text-amber-800 dark:text-amber-300',
    swatch: 'bg-amber-700',
  },
  non_compliant: { Icon: XCircle, cls: 'text-red-800 dark:text-red-300', swatch: 'bg-red-700' },
};

/**
 * The map of schools (issue 19). The list is the page's accessible primary: every school, its
 * compliance, open incidents and place, in a table that works by keyboard and screen reader. The map
 * (MapLibre GL, loaded only here) draws the same schools on a bundled outline of New Zealand and is
 * hidden from assistive technology; a tile server is used when one is configured.
 */
export default function MapPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const colourBy: ColourBy = params.get('colour') === 'incidents' ? 'incidents' : 'compliance';
  const query = useQuery({
    queryKey: ['provider', 'map'],
    queryFn: () => call(client.GET('/api/provider/map')),
  });
  const data = query.data;
  const all = useMemo(() => (data ? rowsOf(data) : []), [data]);
  const placed = useMemo(
    () => all.filter((s): s is MapSchool & { lat: number; lng: number } => s.lat !== null && s.lng !== null),
    [all],
  );
  const unplaced = all.length - placed.length;
  const groupName = useId();

  return (
    <div className="space-y-6">
      <PageHeader eyebrow={t('nav.adminLabel')} title={t('map.title')} lead={t('map.lead')} />
      <fieldset className="space-y-2">
        <legend className="font-medium">{t('map.colourBy')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['compliance', 'incidents'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={groupName}
                value={value}
                checked={colourBy === value}
                onChange={() => setParams(value === 'compliance' ? {} : { colour: value }, { replace: true })}
                className="size-5"
              />
              {t(`map.colourBy.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <Alert tone="error" role="alert">
          <p>{query.error.message}</p>
        </Alert>
      ) : (
        <>
          <MapView points={placed} colourBy={colourBy} tileUrl={data!.tileUrl} />
          <Legend colourBy={colourBy} />
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('map.outlineNote')}</p>
          <section aria-labelledby="map-list" className="space-y-2">
            <h2 id="map-list" className="text-2xl font-bold">
              {t('map.listHeading')}
            </h2>
            <p>
              {t('map.count', { total: all.length, placed: placed.length })}
              {unplaced > 0 && ` ${t('map.unplaced', { count: unplaced })}`}
            </p>
            <section
              aria-label={t('map.tableRegion')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
              tabIndex={0}
              className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
            >
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="px-4 py-2 text-left">{t('map.caption')}</caption>
                <thead className="bg-slate-100 dark:bg-slate-800">
                  <tr>
                    <th scope="col" className="px-4 py-2">
                      {t('portfolio.column.name')}
                    </th>
                    <th scope="col" className="px-4 py-2">
                      {t('portfolio.column.compliance')}
                    </th>
                    <th scope="col" className="px-4 py-2">
                      {t('map.openIncidents')}
                    </th>
                    <th scope="col" className="px-4 py-2">
                      {t('map.place')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-700 dark:bg-slate-900">
                  {all.map((s) => {
                    const { Icon, cls } = LEVEL[s.complianceLevel];
                    return (
                      <tr key={s.slug}>
                        <th scope="row" className="px-4 py-2 font-medium">
                          <Link to={`/waikura/school/${s.slug}`} className="underline">
                            {s.name}
                          </Link>
                          {s.region && (
                            <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                              {s.region}
                            </span>
                          )}
                        </th>
                        <td className="px-4 py-2">
                          <span className={cn('inline-flex items-center gap-1 font-medium', cls)}>
                            <Icon aria-hidden="true" className="size-4 shrink-0" />
                            {t(`portfolio.level.${s.complianceLevel}`)}
                          </span>
                        </td>
                        <td className="px-4 py-2">
                          {s.openIncidents > 0 ? (
                            <Link
                              to={`/schools/${s.slug}/incidents`}
                              className="inline-flex items-center gap-1 font-semibold text-red-800 underline dark:text-red-300"
                            >
                              <Siren aria-hidden="true" className="size-4 shrink-0" />
                              {t('map.incidents', { count: s.openIncidents })}
                            </Link>
                          ) : (
                            t('map.noIncidents')
                          )}
                        </td>
                        <td className="px-4 py-2 tabular-nums">
                          {s.lat !== null && s.lng !== null
                            ? t('map.coordinates', { lat: s.lat.toFixed(3), lng: s.lng.toFixed(3) })
                            : t('map.notPlaced')}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
          </section>
        </>
      )}
    </div>
  );
}

function Legend({ colourBy }: { colourBy: ColourBy }) {
  const { t } = useI18n();
  const items =
    colourBy === 'compliance'
      ? (Object.keys(LEVEL) as ComplianceLevel[]).map((l) => ({
          swatch: LEVEL[l].swatch,
          label: t(`portfolio.level.${l}`),
        }))
      : [
          { swatch: 'bg-red-700', label: t('map.legend.incident') },
          { swatch: 'bg-slate-600', label: t('map.legend.noIncident') },
        ];
  return (
    <ul aria-label={t('map.legend')} className="flex flex-wrap gap-4 text-sm">
      {items.map((i) => (
        <li key={i.label} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={cn('inline-block size-3 rounded-full border border-white', i.swatch)}
          />
          {i.label}
        </li>
      ))}
    </ul>
  );
}

/** The canvas: loaded on demand, hidden from assistive technology (the list above says it all). */
function MapView({
  points,
  colourBy,
  tileUrl,
}: {
  points: (MapSchool & { lat: number; lng: number })[];
  colourBy: ColourBy;
  tileUrl: string | null;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const mapRef = useRef<SchoolMap | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ points, colourBy, label: t('map.title') });
  latest.current = { points, colourBy, label: t('map.title') };
  useEffect(() => {
    let cancelled = false;
    import('./map-canvas')
      .then(({ createSchoolMap }) => {
        if (cancelled || !ref.current) return;
        mapRef.current = createSchoolMap(ref.current, {
          tileUrl,
          points: latest.current.points,
          colourBy: latest.current.colourBy,
          dark: document.documentElement.classList.contains('dark'),
          label: latest.current.label,
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      mapRef.current?.remove();
      mapRef.current = null;
    };
  }, [tileUrl]);
  useEffect(() => {
    mapRef.current?.update(points, colourBy);
  }, [points, colourBy]);
  if (failed) return <p className="text-sm">{t('map.failed')}</p>;
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-testid="school-map"
      className="h-[28rem] w-full overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700"
    />
  );
}
