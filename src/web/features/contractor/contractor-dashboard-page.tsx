import { ClipboardList, FileText, ListChecks } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { formatDate } from '../provider';
import { AccessProblem } from '../school';
import { useAssignments } from './api';

export default function ContractorDashboardPage() {
  const { t } = useI18n();
  const { user } = useAuth();
  const query = useAssignments();
  if (user && user.role !== 'contractor')
    return <AccessProblem error={null} message={t('contractor.onlyContractors')} />;
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t('role.contractor')}
        title={t('contractor.title')}
        lead={t('contractor.intro')}
        actions={
          <>
            <ButtonLink to="/site-visit-mobile">{t('work.visit.title')}</ButtonLink>
            <ButtonLink to="/contractor/profile" variant="secondary">
              {t('work.dashboard.profile')}
            </ButtonLink>
          </>
        }
      />
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <AccessProblem error={query.error} />
      ) : query.data.assignments.length === 0 ? (
        <Alert tone="info">{t('contractor.none')}</Alert>
      ) : (
        <ul className="grid list-none gap-4 p-0 md:grid-cols-2">
          {query.data.assignments.map((a) => (
            <li key={a.id}>
              <Card as="article" aria-labelledby={`a-${a.id}`}>
                <h2 id={`a-${a.id}`} className="text-lg font-semibold">
                  {a.schoolName}
                </h2>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {a.region ? `${a.region} · ` : ''}
                  {t('contractor.assignedSince', { date: formatDate(a.assignedDate) })}
                </p>
                <div className="mt-4 flex flex-wrap gap-3">
                  <ButtonLink to={`/contractor/schools/${a.schoolSlug}`} size="sm">
                    <ListChecks aria-hidden="true" className="size-4" />
                    {t('work.dashboard.tasks')}
                    <span className="sr-only">: {a.schoolName}</span>
                  </ButtonLink>
                  <ButtonLink
                    to={`/contractor/schools/${a.schoolSlug}/maintenance-log`}
                    size="sm"
                    variant="secondary"
                  >
                    <ClipboardList aria-hidden="true" className="size-4" />
                    {t('contractor.openLog')}
                    <span className="sr-only">: {a.schoolName}</span>
                  </ButtonLink>
                  <ButtonLink to={`/schools/${a.schoolSlug}`} size="sm" variant="secondary">
                    <FileText aria-hidden="true" className="size-4" />
                    {t('contractor.viewPlan')}
                    <span className="sr-only">: {a.schoolName}</span>
                  </ButtonLink>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
