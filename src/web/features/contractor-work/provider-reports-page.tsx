import { useSearchParams } from 'react-router';
import { Alert, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { AccessProblem } from '../school';
import { useProviderReports } from './api';
import { ReportTable } from './reports-page';

/** `/waikura/visit-reports`: provider staff review what contractors reported, across every school. */
export default function ProviderReportsPage() {
  const { t } = useI18n();
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') === 'reviewed' ? 'reviewed' : 'submitted';
  const query = useProviderReports(status);
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t('work.provider.eyebrow')}
        title={t('work.provider.title')}
        lead={t('work.provider.lead')}
      />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t('work.provider.show')}</legend>
        {(['submitted', 'reviewed'] as const).map((s) => (
          <label key={s} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="status"
              className="size-5 accent-brand-800"
              checked={status === s}
              onChange={() => setSearch(s === 'submitted' ? {} : { status: s }, { replace: true })}
            />
            {t(`work.provider.${s}`)}
          </label>
        ))}
      </fieldset>
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <AccessProblem error={query.error} />
      ) : query.data.reports.length === 0 ? (
        <Alert tone="info">
          {status === 'submitted' ? t('work.provider.noneToReview') : t('work.provider.noneReviewed')}
        </Alert>
      ) : (
        <ReportTable
          caption={t(`work.provider.${status}`)}
          rows={query.data.reports.map((r) => ({
            ...r,
            href: `/schools/${r.schoolId}/visit-reports/${r.id}`,
          }))}
        />
      )}
    </div>
  );
}
