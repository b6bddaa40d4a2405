import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Alert, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { formatDate } from '../provider';
import { AccessProblem } from '../school';
import { useMyReports } from './api';
import { ReportStatus } from './report-status';

/** `/contractor/reports`: the contractor's visit reports, drafts first, then the newest submitted. */
export default function ReportsPage() {
  const { t } = useI18n();
  const { user } = useAuth();
  const query = useMyReports();
  if (user && user.role !== 'contractor')
    return <AccessProblem error={null} message={t('contractor.onlyContractors')} />;
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t('role.contractor')}
        title={t('work.reports.title')}
        lead={t('work.reports.lead')}
        actions={
          <ButtonLink to="/contractor/reports/new">
            <Plus aria-hidden="true" className="size-4" />
            {t('work.reports.new')}
          </ButtonLink>
        }
      />
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <AccessProblem error={query.error} />
      ) : query.data.reports.length === 0 ? (
        <Alert tone="info">{t('work.reports.none')}</Alert>
      ) : (
        <ReportTable
          rows={query.data.reports.map((r) => ({
            ...r,
            href:
              r.status === 'draft'
                ? `/contractor/reports/${r.id}?school=${r.schoolId}`
                : `/schools/${r.schoolId}/visit-reports/${r.id}`,
          }))}
        />
      )}
    </div>
  );
}

export function ReportTable({
  rows,
  caption,
}: {
  rows: {
    id: string;
    href: string;
    schoolName?: string;
    visitDate: string;
    component: string;
    contractorName: string;
    status: 'draft' | 'submitted' | 'reviewed';
    followUpNeeded: boolean;
  }[];
  caption?: string;
}) {
  const { t } = useI18n();
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-600">
            <th scope="col" className="py-2 pr-4">
              {t('work.report.visitDate')}
            </th>
            {rows.some((r) => r.schoolName) && (
              <th scope="col" className="py-2 pr-4">
                {t('work.report.school')}
              </th>
            )}
            <th scope="col" className="py-2 pr-4">
              {t('maintenance.component')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('work.report.contractor')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('work.report.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b border-slate-200 dark:border-slate-700">
              <td className="py-2 pr-4">
                <Link className="font-medium underline" to={r.href}>
                  {formatDate(r.visitDate)}
                  <span className="sr-only">
                    {' '}
                    {r.schoolName} {r.component}
                  </span>
                </Link>
              </td>
              {r.schoolName !== undefined && <td className="py-2 pr-4">{r.schoolName}</td>}
              <td className="py-2 pr-4">
                {r.component}
                {r.followUpNeeded && (
                  <span className="ml-2 font-medium text-amber-800 dark:text-amber-300">
                    ({t('work.report.followUp')})
                  </span>
                )}
              </td>
              <td className="py-2 pr-4">{r.contractorName}</td>
              <td className="py-2 pr-4">
                <ReportStatus status={r.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
