import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { findSectionById, sectionRoute } from '../../../domain/plan/catalogue';
import { type SupplyAspect, supplyOptions } from '../../../domain/supplies';
import { Button } from '../../components/ui/button';
import {
  FilterBar,
  FilterInput,
  FilterSelect,
  QueryResult,
  TableRegion,
  useTypedFilter,
} from '../../components/ui/listing';
import { PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client } from '../../lib/api';
import type { paths } from '../../lib/api-schema';

const ASPECTS: SupplyAspect[] = ['source', 'treatment', 'storage'];
type SuppliesQuery = NonNullable<paths['/api/provider/supplies']['get']['parameters']['query']>;
/** A filter from the address, kept only when the plan's form offers it. */
const optionIn = (aspect: SupplyAspect, value: string | null) =>
  supplyOptions(aspect).some((o) => o.value === value) ? (value as string) : '';
const numberFormat = new Intl.NumberFormat('en-NZ');
const labelOf = (aspect: SupplyAspect, value: string) =>
  supplyOptions(aspect).find((o) => o.value === value)?.label ?? value;

/**
 * Supplies across schools (issue 19): each school's source, treatment and storage as its plan records
 * them, filterable — every school with UV, every bore. The filters live in the address.
 */
export default function SuppliesPage() {
  const { t, enLang } = useI18n();
  const [params, setParams] = useSearchParams();
  const view = {
    q: params.get('q') ?? '',
    source: optionIn('source', params.get('source')),
    treatment: optionIn('treatment', params.get('treatment')),
    storage: optionIn('storage', params.get('storage')),
    unrecorded: params.get('unrecorded') === 'true',
  };
  const set = (patch: Partial<typeof view>, replace = false) => {
    const next = { ...view, ...patch };
    const search = new URLSearchParams();
    if (next.q.trim()) search.set('q', next.q.trim());
    for (const a of ASPECTS) if (next[a]) search.set(a, next[a]);
    if (next.unrecorded) search.set('unrecorded', 'true');
    setParams(search, { replace });
  };
  const [input, setInput] = useTypedFilter(view.q, (typed) => {
    if (typed !== view.q.trim()) set({ q: typed }, true);
  });

  const query = useQuery({
    queryKey: ['provider', 'supplies', view],
    queryFn: ({ signal }) =>
      call(
        client.GET('/api/provider/supplies', {
          params: {
            query: {
              q: view.q.trim() || undefined,
              source: (view.source || undefined) as SuppliesQuery['source'],
              treatment: (view.treatment || undefined) as SuppliesQuery['treatment'],
              storage: (view.storage || undefined) as SuppliesQuery['storage'],
              unrecorded: view.unrecorded ? 'true' : undefined,
              limit: 500,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
  const unrecordedId = useId();
  const data = query.data;
  const filtered = Boolean(view.q.trim() || view.source || view.treatment || view.storage || view.unrecorded);
  const sourceSection = findSectionById('source')!;

  return (
    <div className="space-y-6">
      <PageHeader eyebrow={t('nav.adminLabel')} title={t('supplies.title')} lead={t('supplies.lead')} />
      <FilterBar label={t('supplies.filters')}>
        <FilterInput label={t('portfolio.search')} value={input} onChange={setInput} />
        {ASPECTS.map((aspect) => (
          <FilterSelect
            key={aspect}
            label={t(`supplies.${aspect}`)}
            value={view[aspect]}
            onChange={(value) => set({ [aspect]: value })}
            allLabel={t('supplies.any')}
            options={supplyOptions(aspect).map((o) => ({
              value: o.value,
              // The plan's own options, English like its questions (decision 042).
              lang: enLang,
              label: t('supplies.optionCount', {
                label: o.label,
                count: numberFormat.format(data?.counts[aspect][o.value] ?? 0),
              }),
            }))}
          />
        ))}
        <div className="flex min-h-11 items-center gap-2">
          <input
            id={unrecordedId}
            type="checkbox"
            checked={view.unrecorded}
            onChange={(e) => set({ unrecorded: e.target.checked })}
            className="size-5"
          />
          <label htmlFor={unrecordedId}>
            {t('supplies.unrecorded', { count: numberFormat.format(data?.unrecordedCount ?? 0) })}
          </label>
        </div>
      </FilterBar>

      <QueryResult query={query} loadingLabel={t('common.loading')}>
        {(data) => (
          <>
            <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
              {data.total === 0
                ? t('supplies.none')
                : t('supplies.showing', { count: numberFormat.format(data.total) })}
            </p>
            {filtered && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setInput('');
                  set({ q: '', source: '', treatment: '', storage: '', unrecorded: false });
                }}
              >
                {t('portfolio.clearFilters')}
              </Button>
            )}
            {data.schools.length > 0 && (
              <TableRegion
                label={t('supplies.tableRegion')}
                caption={t('supplies.caption')}
                tableClassName="min-w-[48rem]"
              >
                <thead className="bg-slate-100 dark:bg-slate-800">
                  <tr>
                    <th scope="col" className="px-4 py-2 font-semibold">
                      {t('portfolio.column.name')}
                    </th>
                    <th scope="col" className="px-4 py-2 font-semibold">
                      {t('supplies.source')}
                    </th>
                    <th scope="col" className="px-4 py-2 font-semibold">
                      {t('supplies.treatment')}
                    </th>
                    <th scope="col" className="px-4 py-2 font-semibold">
                      {t('supplies.storage')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-700 dark:bg-slate-900">
                  {data.schools.map((school) => (
                    <tr key={school.id}>
                      <th scope="row" className="px-4 py-3 align-top font-medium">
                        <Link to={sectionRoute(school.id, sourceSection)} className="underline">
                          {school.name}
                        </Link>
                        {school.region && (
                          <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                            {school.region}
                          </span>
                        )}
                      </th>
                      <td className="px-4 py-3 align-top">
                        <List aspect="source" values={school.source} />
                        {school.boreDepthMetres !== null && (
                          <span className="block text-xs text-slate-600 dark:text-slate-400">
                            {t('supplies.boreDepth', { metres: numberFormat.format(school.boreDepthMetres) })}
                          </span>
                        )}
                      </td>
                      <td className="px-4 py-3 align-top">
                        <List aspect="treatment" values={school.treatment} />
                        {school.uvDose !== null && (
                          <span className="block text-xs text-slate-600 dark:text-slate-400">
                            {t('supplies.uvDose', { dose: numberFormat.format(school.uvDose) })}
                          </span>
                        )}
                      </td>
                      <td className="px-4 py-3 align-top">
                        <List aspect="storage" values={school.storage} />
                        {school.storageLitres !== null && (
                          <span className="block text-xs text-slate-600 dark:text-slate-400">
                            {t('supplies.litres', {
                              litres: numberFormat.format(school.storageLitres),
                              tanks: school.tankCount,
                            })}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </TableRegion>
            )}
            {data.total > data.schools.length && (
              <p className="text-sm">
                {t('supplies.more', { shown: data.schools.length, total: data.total })}
              </p>
            )}
          </>
        )}
      </QueryResult>
    </div>
  );
}

function List({ aspect, values }: { aspect: SupplyAspect; values: string[] }) {
  const { t, enLang } = useI18n();
  if (!values.length)
    return <span className="text-slate-600 dark:text-slate-400">{t('supplies.notRecorded')}</span>;
  return (
    <ul className="space-y-0.5">
      {values.map((v) => (
        // The plan's own options, English like its questions (decision 042).
        <li key={v} lang={enLang}>
          {labelOf(aspect, v)}
        </li>
      ))}
    </ul>
  );
}
