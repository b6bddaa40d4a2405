import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ACTIVITY_PAGE_SIZES, activityView } from '../../../domain/activity-pages';
import { FilterBar, FilterInput, Pager, QueryResult, useTypedFilter } from '../../components/ui/listing';
import { PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client } from '../../lib/api';
import { formatDateTime } from '../provider';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The activity log viewer (issue 19): newest first, by person, school or New Zealand dates, in the
 * specification's page sizes (50 recent, 100 by person, 100 by school, 200 by dates).
 */
export default function ActivityPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const view = {
    user: params.get('user') ?? '',
    school: params.get('school') ?? '',
    from: DAY.test(params.get('from') ?? '') ? params.get('from')! : '',
    to: DAY.test(params.get('to') ?? '') ? params.get('to')! : '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const set = (
    patch: Partial<Record<'user' | 'school' | 'from' | 'to' | 'page', string>>,
    replace = false,
  ) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) v ? next.set(k, v) : next.delete(k);
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace });
  };
  // A name typed moves into the address once typing pauses (replacing the entry, not adding one).
  const [user, setUser] = useTypedFilter(view.user, (typed) => {
    if (typed !== view.user) set({ user: typed }, true);
  });
  const [school, setSchool] = useTypedFilter(view.school, (typed) => {
    if (typed !== view.school) set({ school: typed }, true);
  });

  const mode = activityView(view);
  const pageSize = ACTIVITY_PAGE_SIZES[mode];
  const query = useQuery({
    queryKey: ['provider', 'activity', view],
    queryFn: ({ signal }) =>
      call(
        client.GET('/api/provider/activity', {
          params: {
            query: {
              user: view.user || undefined,
              school: view.school || undefined,
              from: view.from || undefined,
              to: view.to || undefined,
              offset: (view.page - 1) * pageSize,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={t('nav.adminLabel')} title={t('activity.title')} lead={t('activity.lead')} />
      <FilterBar label={t('activity.filters')}>
        <FilterInput label={t('activity.user')} value={user} onChange={setUser} />
        <FilterInput label={t('activity.school')} value={school} onChange={setSchool} />
        <FilterInput
          label={t('activity.from')}
          type="date"
          value={view.from}
          onChange={(v) => set({ from: v })}
        />
        <FilterInput label={t('activity.to')} type="date" value={view.to} onChange={(v) => set({ to: v })} />
      </FilterBar>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t(`activity.pageSize.${mode}`, { size: pageSize })}
      </p>
      <QueryResult query={query} loadingLabel={t('common.loading')}>
        {(data) => (
          <>
            {data.entries.length === 0 ? (
              <p aria-live="polite">{t('activity.none')}</p>
            ) : (
              <ol
                aria-label={t('activity.listLabel', { page: view.page })}
                className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
              >
                {data.entries.map((e) => (
                  <li key={e.id} className="px-4 py-2 text-sm">
                    {/* Worded by the server, in English for now (its te reo is helper 20g's). */}
                    <p data-server-text="">{e.description}</p>
                    <p className="text-slate-600 dark:text-slate-400">
                      <time dateTime={String(e.timestamp)}>{formatDateTime(String(e.timestamp))}</time>
                      {e.userEmail ? ` · ${e.userEmail}` : ''}
                      {e.schoolName ? ` · ${e.schoolName}` : ''}
                      {e.ipAddress ? ` · ${e.ipAddress}` : ''}
                    </p>
                  </li>
                ))}
              </ol>
            )}
            <Pager
              label={t('activity.pages')}
              status={t('activity.page', { page: view.page })}
              previous={t('activity.newer')}
              next={t('activity.older')}
              hasPrevious={view.page > 1}
              hasNext={data.hasMore}
              onPrevious={() => set({ page: String(view.page - 1) })}
              onNext={() => set({ page: String(view.page + 1) })}
            />
          </>
        )}
      </QueryResult>
    </div>
  );
}
