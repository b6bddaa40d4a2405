import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { FilterBar, FilterSelect, Pager, QueryResult, TableRegion } from '../../components/ui/listing';
import { PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client, type Schema } from '../../lib/api';
import { toast } from '../../lib/toast';
import { formatDateTime } from '../provider';

type Delivery = Schema<'ProviderDelivery'>;
const KINDS = ['email', 'sms'] as const;
const STATUSES = ['failed', 'queued', 'sent'] as const;
const isOneOf = <T extends string>(list: readonly T[], v: string | null): v is T => list.includes(v as T);

const STATUS_LOOK = {
  sent: { Icon: CheckCircle2, cls: 'text-green-800 dark:text-green-300' },
  queued: { Icon: Clock, cls: 'text-slate-700 dark:text-slate-300' },
  failed: { Icon: XCircle, cls: 'text-red-800 dark:text-red-300' },
} as const;

/**
 * Delivery reports (issue 19): every e-mail and text message WaiKura sent or tried to send, with its
 * status, attempts and the reason it failed, and a retry for a failed one. Filters live in the address.
 */
export default function DeliveriesPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const kind = isOneOf(KINDS, params.get('kind')) ? params.get('kind') : '';
  const status = isOneOf(STATUSES, params.get('status')) ? params.get('status') : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) v ? next.set(k, v) : next.delete(k);
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };
  const query = useQuery({
    queryKey: ['provider', 'deliveries', kind, status, page],
    queryFn: ({ signal }) =>
      call(
        client.GET('/api/provider/deliveries', {
          params: {
            query: {
              kind: (kind || undefined) as 'email' | 'sms' | undefined,
              status: (status || undefined) as Delivery['status'] | undefined,
              offset: (page - 1) * 100,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={t('nav.adminLabel')} title={t('deliveries.title')} lead={t('deliveries.lead')} />
      <FilterBar label={t('deliveries.filters')}>
        <FilterSelect
          label={t('deliveries.kind')}
          value={kind ?? ''}
          onChange={(v) => set({ kind: v })}
          allLabel={t('deliveries.kind.all')}
          options={KINDS.map((k) => ({ value: k, label: t(`deliveries.kind.${k}`) }))}
        />
        <FilterSelect
          label={t('deliveries.status')}
          value={status ?? ''}
          onChange={(v) => set({ status: v })}
          allLabel={t('deliveries.status.all')}
          options={STATUSES.map((s) => ({ value: s, label: t(`deliveries.status.${s}`) }))}
        />
      </FilterBar>
      <QueryResult query={query} loadingLabel={t('common.loading')}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
          return (
            <>
              <p aria-live="polite" className="text-sm">
                {data.total === 0 ? t('deliveries.none') : t('deliveries.count', { count: data.total })}
              </p>
              {data.deliveries.length > 0 && (
                <TableRegion
                  label={t('deliveries.tableRegion')}
                  caption={t('deliveries.caption')}
                  tableClassName="min-w-[52rem]"
                >
                  <thead className="bg-slate-100 dark:bg-slate-800">
                    <tr>
                      <th scope="col" className="px-4 py-2">
                        {t('deliveries.col.message')}
                      </th>
                      <th scope="col" className="px-4 py-2">
                        {t('deliveries.status')}
                      </th>
                      <th scope="col" className="px-4 py-2">
                        {t('deliveries.col.attempts')}
                      </th>
                      <th scope="col" className="px-4 py-2">
                        {t('deliveries.col.reason')}
                      </th>
                      <th scope="col" className="px-4 py-2">
                        <span className="sr-only">{t('deliveries.col.action')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-700 dark:bg-slate-900">
                    {data.deliveries.map((d) => (
                      <DeliveryRow key={d.id} delivery={d} />
                    ))}
                  </tbody>
                </TableRegion>
              )}
              <Pager
                label={t('deliveries.pages')}
                status={t('portfolio.pageOf', { page, pages })}
                previous={t('portfolio.previous')}
                next={t('portfolio.next')}
                hasPrevious={page > 1}
                hasNext={page < pages}
                onPrevious={() => set({ page: String(page - 1) })}
                onNext={() => set({ page: String(page + 1) })}
              />
            </>
          );
        }}
      </QueryResult>
    </div>
  );
}

function DeliveryRow({ delivery: d }: { delivery: Delivery }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const retry = useMutation({
    mutationFn: () =>
      call(
        client.POST('/api/provider/deliveries/{deliveryId}/retry', {
          params: { path: { deliveryId: d.id } },
        }),
      ),
    onSuccess: (res) => {
      toast[res.outcome === 'failed' ? 'error' : 'success'](
        t(`deliveries.retried.${res.outcome}`, { recipient: d.recipient }),
      );
      void qc.invalidateQueries({ queryKey: ['provider', 'deliveries'] });
    },
    onError: (err) => {
      toast.error(err.message);
      void qc.invalidateQueries({ queryKey: ['provider', 'deliveries'] });
    },
  });
  const { Icon, cls } = STATUS_LOOK[d.status];
  return (
    <tr>
      <th scope="row" className="px-4 py-3 align-top font-normal">
        <span className="font-medium">{t(`deliveries.kind.${d.kind}`)}</span> {t('deliveries.to')}{' '}
        <span className="break-all">{d.recipient}</span>
        {d.subject && <span className="block">{d.subject}</span>}
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={d.createdAt}>{formatDateTime(d.createdAt)}</time>
          {d.schoolName ? ` · ${d.schoolName}` : ''}
        </span>
      </th>
      <td className="px-4 py-3 align-top">
        <span className={cn('inline-flex items-center gap-1 font-medium', cls)}>
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {t(`deliveries.status.${d.status}`)}
        </span>
        {d.nextAttemptAt && (
          <span className="block text-xs">
            {t('deliveries.nextAttempt', { at: formatDateTime(d.nextAttemptAt) })}
          </span>
        )}
      </td>
      <td className="px-4 py-3 align-top tabular-nums">{d.attempts}</td>
      <td className="max-w-xs px-4 py-3 align-top break-words">{d.errorMessage ?? '—'}</td>
      <td className="px-4 py-3 align-top text-right">
        {d.canRetry && (
          <Button
            variant="secondary"
            size="sm"
            busy={retry.isPending}
            aria-label={`${t('deliveries.retry')}: ${d.recipient}`}
            onClick={() => retry.mutate()}
          >
            {t('deliveries.retry')}
          </Button>
        )}
      </td>
    </tr>
  );
}
