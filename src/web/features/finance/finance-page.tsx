import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UNDATED } from '../../../domain/finance';
import { findSectionById, sectionRoute } from '../../../domain/plan/catalogue';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { control, controlState } from '../../components/ui/field';
import { Alert, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client } from '../../lib/api';
import { useDebounced } from '../../lib/use-debounced';

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
  const [input, setInput] = useState(q);
  const typed = useDebounced(input.trim());
  const latest = useRef({ params, setParams });
  latest.current = { params, setParams };
  useEffect(() => {
    const next = new URLSearchParams(latest.current.params);
    typed ? next.set('q', typed) : next.delete('q');
    if (next.toString() !== latest.current.params.toString())
      latest.current.setParams(next, { replace: true });
  }, [typed]);
  const query = useQuery({
    queryKey: ['provider', 'finance', q],
    queryFn: ({ signal }) =>
      call(client.GET('/api/provider/finance', { params: { query: { q: q || undefined } }, signal })),
    placeholderData: keepPreviousData,
  });
  const searchId = useId();
  const data = query.data;
  const yearLabel = (y: string) => (y === UNDATED ? t('finance.undated') : y);
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={t('nav.adminLabel')} title={t('finance.title')} lead={t('finance.lead')} />
      <search aria-label={t('finance.filters')} className="flex flex-wrap items-end gap-4">
        <div className="w-full max-w-xs space-y-1">
          <label htmlFor={searchId} className="block font-medium">
            {t('portfolio.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            className={cn(control, controlState())}
          />
        </div>
        <a
          href={`/api/provider/finance.csv${q ? `?q=${encodeURIComponent(q)}` : ''}`}
          download
          className={buttonClass('secondary')}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('portfolio.download')}
        </a>
      </search>
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError && !data ? (
        <Alert tone="error" role="alert">
          <p>{query.error.message}</p>
        </Alert>
      ) : data ? (
        <>
          <p aria-live="polite">
            {t('finance.total', { total: money.format(data.total), count: data.schools.length })}
          </p>
          {data.schools.length > 0 && (
            <section
              aria-label={t('finance.tableRegion')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
              tabIndex={0}
              className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
            >
              <table className="w-full text-left text-sm">
                <caption className="px-4 py-2 text-left">{t('finance.caption')}</caption>
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
              </table>
            </section>
          )}
        </>
      ) : null}
    </div>
  );
}
