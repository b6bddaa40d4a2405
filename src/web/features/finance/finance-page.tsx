import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { UNDATED } from '../../../domain/finance';
import { findSectionById, sectionRoute } from '../../../domain/plan/catalogue';
import { buttonClass } from '../../components/ui/button';
import {
  FilterBar,
  FilterInput,
  QueryResult,
  TableRegion,
  useTypedFilter,
} from '../../components/ui/listing';
import { PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client } from '../../lib/api';

const money = new Intl.NumberFormat('en-NZ', {
  style: 'currency',
  currency: 'NZD',
  maximumFractionDigits: 0,
});
const schedule = findSectionById('improvement-schedule')!;

/** Financial management (issue 19): every school's estimated improvement costs (4.2) by year, and CSV. */
export default function FinancePage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [input, setInput] = useTypedFilter(q, (typed) => {
    if (typed === q) return;
    const next = new URLSearchParams(params);
    typed ? next.set('q', typed) : next.delete('q');
    setParams(next, { replace: true });
  });
  const query = useQuery({
    queryKey: ['provider', 'finance', q],
    queryFn: ({ signal }) =>
      call(client.GET('/api/provider/finance', { params: { query: { q: q || undefined } }, signal })),
    placeholderData: keepPreviousData,
  });
  const yearLabel = (y: string) => (y === UNDATED ? t('finance.undated') : y);
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={t('nav.adminLabel')} title={t('finance.title')} lead={t('finance.lead')} />
      <FilterBar label={t('finance.filters')}>
        <FilterInput label={t('portfolio.search')} value={input} onChange={setInput} />
        <a
          href={`/api/provider/finance.csv${q ? `?q=${encodeURIComponent(q)}` : ''}`}
          download
          className={buttonClass('secondary')}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('portfolio.download')}
        </a>
      </FilterBar>
      <QueryResult query={query} loadingLabel={t('common.loading')}>
        {(data) => (
          <>
            <p aria-live="polite">
              {t('finance.total', { total: money.format(data.total), count: data.schools.length })}
            </p>
            {data.schools.length > 0 && (
              <TableRegion label={t('finance.tableRegion')} caption={t('finance.caption')}>
                <thead className="bg-slate-100 dark:bg-slate-800">
                  <tr>
                    <th scope="col" className="px-4 py-2">
                      {t('portfolio.column.name')}
                    </th>
                    {data.years.map((y) => (
                      <th key={y} scope="col" className="px-4 py-2 text-right">
                        {yearLabel(y)}
                      </th>
                    ))}
                    <th scope="col" className="px-4 py-2 text-right">
                      {t('finance.totalColumn')}
                    </th>
                    <th scope="col" className="px-4 py-2 text-right">
                      {t('finance.unpriced')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-700 dark:bg-slate-900">
                  {data.schools.map((s) => (
                    <tr key={s.id}>
                      <th scope="row" className="px-4 py-2 font-medium">
                        <Link to={sectionRoute(s.id, schedule)} className="underline">
                          {s.name}
                        </Link>
                      </th>
                      {data.years.map((y) => (
                        <td key={y} className="px-4 py-2 text-right tabular-nums">
                          {s.costs[y] ? money.format(s.costs[y]) : '—'}
                        </td>
                      ))}
                      <td className="px-4 py-2 text-right font-semibold tabular-nums">
                        {money.format(s.total)}
                      </td>
                      <td className="px-4 py-2 text-right tabular-nums">
                        {t('finance.unpricedOf', { unpriced: s.unpriced, actions: s.actions })}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="bg-slate-100 font-semibold dark:bg-slate-800">
                  <tr>
                    <th scope="row" className="px-4 py-2">
                      {t('finance.allSchools')}
                    </th>
                    {data.years.map((y) => (
                      <td key={y} className="px-4 py-2 text-right tabular-nums">
                        {money.format(data.totals[y] ?? 0)}
                      </td>
                    ))}
                    <td className="px-4 py-2 text-right tabular-nums">{money.format(data.total)}</td>
                    <td />
                  </tr>
                </tfoot>
              </TableRegion>
            )}
          </>
        )}
      </QueryResult>
    </div>
  );
}
