import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { control, controlState } from '../../components/ui/field';
import { Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { waterSourceName } from '../../i18n/water-source-name';
import { useDebounced } from '../../lib/use-debounced';
import { useSchools } from './api';

/** Searchable list of every school, for provider staff. */
export function SchoolList({ headingId }: { headingId: string }) {
  const { t } = useI18n();
  const searchId = useId();
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim());
  const [offset, setOffset] = useState(0);
  // A new search starts at its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the search changes
  useEffect(() => setOffset(0), [q]);
  const query = useSchools(q, offset);
  return (
    <div className="space-y-4">
      <search className="block max-w-md space-y-1">
        <label htmlFor={searchId} className="block font-medium">
          {t('provider.search')}
        </label>
        <p id={`${searchId}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {t('provider.searchHint')}
        </p>
        <input
          id={searchId}
          type="search"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          aria-describedby={`${searchId}-hint`}
          className={cn(control, controlState())}
        />
      </search>
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.data ? (
        <>
          <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
            {query.data.total === 0 && q
              ? t('provider.noResults', { q })
              : t('provider.count', { count: query.data.total })}
          </p>
          {query.data.schools.length > 0 && (
            <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
              <table className="w-full min-w-[32rem] text-left text-sm" aria-labelledby={headingId}>
                <thead className="bg-slate-100 dark:bg-slate-800">
                  <tr>
                    <th scope="col" className="px-4 py-2 font-semibold">
                      {t('provider.schoolName')}
                    </th>
                    <th scope="col" className="px-4 py-2 font-semibold">
                      {t('provider.region')}
                    </th>
                    <th scope="col" className="px-4 py-2 font-semibold">
                      {t('provider.waterSource')}
                    </th>
                    <th scope="col" className="px-4 py-2 font-semibold">
                      <span className="sr-only">{t('common.open')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-700 dark:bg-slate-900">
                  {query.data.schools.map((s) => (
                    <tr key={s.id}>
                      <th scope="row" className="px-4 py-3 font-medium">
                        <Link to={`/schools/${s.slug}`}>{s.name}</Link>
                      </th>
                      <td className="px-4 py-3">{s.region ?? '—'}</td>
                      <td className="px-4 py-3">{waterSourceName(t, s.waterSource) ?? '—'}</td>
                      <td className="px-4 py-3 text-right">
                        <Link to={`/waikura/school/${s.id}`}>
                          {t('provider.manage')}
                          <span className="sr-only">: {s.name}</span>
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {query.data.total > 50 && (
            <div className="flex gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - 50))}
              >
                {t('common.back')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={offset + 50 >= query.data.total}
                onClick={() => setOffset(offset + 50)}
              >
                {t('common.continue')}
              </Button>
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}
