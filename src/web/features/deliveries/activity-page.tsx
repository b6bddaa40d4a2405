import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ACTIVITY_PAGE_SIZES, activityView } from '../../../domain/activity-pages';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { control, controlState } from '../../components/ui/field';
import { Alert, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client } from '../../lib/api';
import { useDebounced } from '../../lib/use-debounced';
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
  const [user, setUser] = useState(view.user);
  const [school, setSchool] = useState(view.school);
  const typedUser = useDebounced(user.trim());
  const typedSchool = useDebounced(school.trim());
  const latest = useRef(set);
  latest.current = set;
  useEffect(() => {
    latest.current({ user: typedUser, school: typedSchool }, true);
  }, [typedUser, typedSchool]);

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
  const ids = { user: useId(), school: useId(), from: useId(), to: useId() };
  const data = query.data;
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={t('nav.adminLabel')} title={t('activity.title')} lead={t('activity.lead')} />
      <search aria-label={t('activity.filters')} className="flex flex-wrap items-end gap-4">
        <div className="w-full max-w-xs space-y-1">
          <label htmlFor={ids.user} className="block font-medium">
            {t('activity.user')}
          </label>
          <input
            id={ids.user}
            type="search"
            value={user}
            onChange={(e) => setUser(e.target.value)}
            className={cn(control, controlState())}
          />
        </div>
        <div className="w-full max-w-xs space-y-1">
          <label htmlFor={ids.school} className="block font-medium">
            {t('activity.school')}
          </label>
          <input
            id={ids.school}
            type="search"
            value={school}
            onChange={(e) => setSchool(e.target.value)}
            className={cn(control, controlState())}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.from} className="block font-medium">
            {t('activity.from')}
          </label>
          <input
            id={ids.from}
            type="date"
            value={view.from}
            onChange={(e) => set({ from: e.target.value })}
            className={cn(control, controlState())}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.to} className="block font-medium">
            {t('activity.to')}
          </label>
          <input
            id={ids.to}
            type="date"
            value={view.to}
            onChange={(e) => set({ to: e.target.value })}
            className={cn(control, controlState())}
          />
        </div>
      </search>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t(`activity.pageSize.${mode}`, { size: pageSize })}
      </p>
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError && !data ? (
        <Alert tone="error" role="alert">
          <p>{query.error.message}</p>
        </Alert>
      ) : data ? (
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
                  <p>{e.description}</p>
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
          {(view.page > 1 || data.hasMore) && (
            <nav aria-label={t('activity.pages')} className="flex items-center gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={view.page <= 1}
                onClick={() => set({ page: String(view.page - 1) })}
              >
                {t('activity.newer')}
              </Button>
              <span className="text-sm">{t('activity.page', { page: view.page })}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={!data.hasMore}
                onClick={() => set({ page: String(view.page + 1) })}
              >
                {t('activity.older')}
              </Button>
            </nav>
          )}
        </>
      ) : null}
    </div>
  );
}
