import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Alert, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client } from '../../lib/api';
import { AccessProblem, useSchool } from '../school';
import { ReportTable } from './reports-page';

/** `/schools/:schoolId/visit-reports`: what contractors reported about the school's supply. */
export default function SchoolReportsPage() {
  const { t } = useI18n();
  const { schoolId = '' } = useParams();
  const school = useSchool(schoolId);
  const query = useQuery({
    queryKey: ['visit-reports', schoolId],
    queryFn: () =>
      call(client.GET('/api/schools/{schoolId}/visit-reports', { params: { path: { schoolId } } })),
  });
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={school.data?.school.name}
        title={t('work.schoolReports.title')}
        lead={t('work.schoolReports.lead')}
        actions={
          <ButtonLink
            to={`/schools/${encodeURIComponent(schoolId)}/pre-visit-questionnaire`}
            variant="secondary"
          >
            {t('work.tasks.questionnaire')}
          </ButtonLink>
        }
      />
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <AccessProblem error={query.error} />
      ) : query.data.reports.length === 0 ? (
        <Alert tone="info">{t('work.schoolReports.none')}</Alert>
      ) : (
        <ReportTable
          rows={query.data.reports.map((r) => ({
            ...r,
            href: `/schools/${r.schoolId}/visit-reports/${r.id}`,
          }))}
        />
      )}
    </div>
  );
}
