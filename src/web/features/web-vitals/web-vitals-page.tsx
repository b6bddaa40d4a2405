import { useQuery } from '@tanstack/react-query';
import { Alert, Card, PageHeader, Skeleton } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { formatNz } from '../../i18n/dates';
import { call, client } from '../../lib/api';

type Metric = 'LCP' | 'INP' | 'CLS';

/**
 * Google's published thresholds for "good" and "poor" (web.dev, "Web Vitals": LCP 2.5 s / 4 s,
 * INP 200 ms / 500 ms, CLS 0.1 / 0.25), read at the 75th percentile of visits.
 */
/** `hint`: the metric's own name, Google's, which stays English (marked lang="en" in te reo). */
const METRICS: { key: Metric; hint: string; good: number; poor: number; unit: 'ms' | '' }[] = [
  {
    key: 'LCP',
    hint: 'Largest Contentful Paint',
    good: 2500,
    poor: 4000,
    unit: 'ms',
  },
  {
    key: 'INP',
    hint: 'Interaction to Next Paint',
    good: 200,
    poor: 500,
    unit: 'ms',
  },
  {
    key: 'CLS',
    hint: 'Cumulative Layout Shift',
    good: 0.1,
    poor: 0.25,
    unit: '',
  },
];

const rating = (value: number, m: (typeof METRICS)[number]) =>
  value <= m.good ? 'good' : value <= m.poor ? 'needsWork' : 'poor';

const format = (value: number, unit: 'ms' | '') =>
  unit === 'ms'
    ? value >= 1000
      ? `${(value / 1000).toFixed(1)} s`
      : `${Math.round(value)} ms`
    : value.toFixed(2);

const RATING_CLASS = {
  good: 'text-green-800 dark:text-green-300',
  needsWork: 'text-amber-800 dark:text-amber-200',
  poor: 'text-red-800 dark:text-red-300',
} as const;

/** Provider staff: how fast WaiKura was for the people who used it (web vitals sent by their browsers). */
export default function WebVitalsPage() {
  const { t, enLang } = useI18n();
  const query = useQuery({
    queryKey: ['web-vitals'],
    queryFn: () => call(client.GET('/api/web-vitals')),
    staleTime: 60_000,
  });
  return (
    <div className="space-y-6">
      <title data-page-title="">{`${t('webVitals.title')} – WaiKura`}</title>
      <PageHeader eyebrow={t('nav.adminLabel')} title={t('webVitals.title')} lead={t('webVitals.lead')} />
      <Card className="min-h-48">
        {query.isPending ? (
          <div className="space-y-3" role="status" aria-label={t('webVitals.loading')}>
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-2/3" />
          </div>
        ) : query.isError ? (
          <Alert tone="error" title={t('webVitals.loadFailed')}>
            {query.error.message}
          </Alert>
        ) : query.data.routes.length === 0 ? (
          <p>{t('webVitals.none', { days: query.data.days })}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left">
              <caption className="mb-3 text-left text-slate-700 dark:text-slate-300">
                {t('webVitals.caption', {
                  date: formatNz('date', new Date(query.data.since), { dateStyle: 'long' }),
                })}
              </caption>
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-600">
                  <th scope="col" className="py-2 pr-4">
                    {t('webVitals.page')}
                  </th>
                  {METRICS.map((m) => (
                    <th key={m.key} scope="col" className="py-2 pr-4">
                      {t(`webVitals.metric.${m.key}`)}
                      <span
                        lang={enLang}
                        className="block text-sm font-normal text-slate-600 dark:text-slate-400"
                      >
                        {m.hint} ({m.key})
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {query.data.routes.map((r) => (
                  <tr key={r.route} className="border-b border-slate-200 dark:border-slate-700">
                    <th scope="row" className="py-2 pr-4 font-mono text-sm font-medium">
                      {r.route}
                    </th>
                    {METRICS.map((m) => {
                      const v = r.metrics[m.key];
                      if (!v) {
                        return (
                          <td key={m.key} className="py-2 pr-4 text-slate-600 dark:text-slate-400">
                            {t('webVitals.notMeasured')}
                          </td>
                        );
                      }
                      const rated = rating(v.p75, m);
                      return (
                        <td key={m.key} className="py-2 pr-4">
                          <span className="font-semibold">{format(v.p75, m.unit)}</span>{' '}
                          <span className={RATING_CLASS[rated]}>({t(`webVitals.rating.${rated}`)})</span>
                          <span className="block text-sm text-slate-600 dark:text-slate-400">
                            {t('webVitals.visits', { count: v.samples })}
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
