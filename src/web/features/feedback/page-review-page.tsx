import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PAGE_ISSUE_STATUSES, type PageIssueStatus } from '../../../domain/feedback';
import { Button } from '../../components/ui/button';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client, type Schema } from '../../lib/api';
import { toast } from '../../lib/toast';
import { formatDate } from '../provider';
import { AccessProblem } from '../school';

type Issue = Schema<'PageIssue'>;

/** `/page-review`: provider staff's list of page issues, by status, with the specification's transitions. */
export default function PageReviewPage() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const status = (PAGE_ISSUE_STATUSES as readonly string[]).includes(raw ?? '')
    ? (raw as PageIssueStatus)
    : undefined;
  const query = useQuery({
    queryKey: ['page-issues', status ?? 'all'],
    queryFn: () => call(client.GET('/api/page-issues', { params: { query: status ? { status } : {} } })),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['page-issues'] });
  const act = useMutation({
    mutationFn: async (
      a: { kind: 'status'; issue: Issue; to: PageIssueStatus } | { kind: 'reopen' | 'delete'; issue: Issue },
    ) => {
      const path = { params: { path: { issueId: a.issue.id } } };
      if (a.kind === 'status')
        return call(client.PATCH('/api/page-issues/{issueId}', { ...path, body: { status: a.to } }));
      if (a.kind === 'reopen') return call(client.POST('/api/page-issues/{issueId}/reopen', path));
      return call(client.DELETE('/api/page-issues/{issueId}', path));
    },
    onSuccess: refresh,
    onError: (err) => toast.error((err as Error).message),
  });
  const bulk = useMutation({
    mutationFn: (ids: string[]) => call(client.POST('/api/page-issue-deletions', { body: { ids } })),
    onSuccess: (out) => {
      refresh();
      if (out.deleted.length) toast.success(t('feedback.review.deleted', { count: out.deleted.length }));
      if (out.failed.length)
        toast.error(
          t('feedback.review.failed', {
            count: out.failed.length,
            reasons: [...new Set(out.failed.map((f) => f.error))].join('; '),
          }),
        );
    },
  });
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <AccessProblem error={query.error} />;
  const { issues, counts } = query.data;
  const total = counts.open + counts['in-progress'] + counts.resolved;
  const resolvedShown = issues.filter((i) => i.status === 'resolved');
  return (
    <div className="space-y-8">
      <PageHeader title={t('feedback.review.title')} lead={t('feedback.review.lead')} />
      <fieldset className="flex flex-wrap gap-x-5">
        <legend className="sr-only">{t('feedback.review.filter')}</legend>
        {[undefined, ...PAGE_ISSUE_STATUSES].map((s) => (
          <label key={s ?? 'all'} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="issue-status"
              className="size-5 accent-brand-800"
              checked={status === s}
              onChange={() => setSearch(s ? { status: s } : {}, { replace: true })}
            />
            {s
              ? t('feedback.review.count', { label: t(`feedback.review.status.${s}`), count: counts[s] })
              : t('feedback.review.all', { count: total })}
          </label>
        ))}
      </fieldset>
      {resolvedShown.length > 0 && (
        <Button
          variant="secondary"
          busy={bulk.isPending}
          onClick={() => bulk.mutate(resolvedShown.map((i) => i.id))}
        >
          {t('feedback.review.deleteResolved')}
        </Button>
      )}
      {issues.length === 0 ? (
        <Alert tone="info">{t('feedback.review.none')}</Alert>
      ) : (
        <ul className="grid list-none gap-4 p-0">
          {issues.map((issue) => (
            <li key={issue.id}>
              <Card as="article" aria-labelledby={`issue-${issue.id}`} className="space-y-2">
                <h2 id={`issue-${issue.id}`} className="text-lg font-semibold break-all">
                  {issue.pageUrl}
                </h2>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {t('feedback.review.reported', {
                    date: formatDate(issue.createdAt),
                    by:
                      issue.reporterName || issue.reporterEmail
                        ? ` · ${issue.reporterName ?? issue.reporterEmail}`
                        : '',
                  })}
                  {issue.reopenedCount > 0 &&
                    ` · ${t('feedback.review.reopened', { count: issue.reopenedCount })}`}
                </p>
                <p className="whitespace-pre-line break-words">{issue.description}</p>
                <div className="flex flex-wrap items-end gap-3">
                  <label className="space-y-1">
                    <span className="block text-sm font-medium">
                      {t('feedback.review.setStatus')}
                      <span className="sr-only">: {issue.pageUrl}</span>
                    </span>
                    <select
                      className="min-h-11 rounded-md border border-slate-500 bg-white px-3 dark:bg-slate-900"
                      value={issue.status}
                      onChange={(e) =>
                        act.mutate({ kind: 'status', issue, to: e.target.value as PageIssueStatus })
                      }
                    >
                      {PAGE_ISSUE_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {t(`feedback.review.status.${s}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  {issue.status === 'resolved' && (
                    <>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => act.mutate({ kind: 'reopen', issue })}
                      >
                        {t('feedback.review.reopen')}
                        <span className="sr-only">: {issue.pageUrl}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => act.mutate({ kind: 'delete', issue })}
                      >
                        {t('feedback.review.delete')}
                        <span className="sr-only">: {issue.pageUrl}</span>
                      </Button>
                    </>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
