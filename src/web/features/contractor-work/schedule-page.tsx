import { Link } from 'react-router';
import { Alert, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { formatDate } from '../provider';
import { AccessProblem } from '../school';
import { type ScheduleItem, scheduleItemPath, useSchedule } from './api';
import { TaskSummary } from './task-card';

/** `/contractor/schedule`: overdue work first, then the next 7 days, across the contractor's schools. */
export default function SchedulePage() {
  const { t } = useI18n();
  const { user } = useAuth();
  const query = useSchedule();
  if (user && user.role !== 'contractor')
    return <AccessProblem error={null} message={t('contractor.onlyContractors')} />;
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <AccessProblem error={query.error} />;
  const { overdue, upcoming, today, until } = query.data;
  const list = (items: ScheduleItem[]) => (
    <ul className="grid list-none gap-4 p-0">
      {items.map((item) => (
        <li key={`${item.schoolId}-${item.id ?? item.sourceKey}`}>
          <TaskSummary
            task={item}
            school={
              <Link className="font-medium underline" to={`/contractor/schools/${item.schoolSlug}`}>
                {item.schoolName}
              </Link>
            }
          >
            <Link className="font-medium underline" to={scheduleItemPath(item)}>
              {t('scheduleItem.open')}
              <span className="sr-only" data-user-content="">
                : {item.title}
              </span>
            </Link>
          </TaskSummary>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t('role.contractor')}
        title={t('work.schedule.title')}
        lead={t('work.schedule.lead', { from: formatDate(today), to: formatDate(until) })}
      />
      <section aria-labelledby="overdue" className="space-y-3">
        <h2 id="overdue" className="text-xl font-semibold">
          {t('work.schedule.overdue', { count: overdue.length })}
        </h2>
        {overdue.length === 0 ? <p>{t('work.schedule.noneOverdue')}</p> : list(overdue)}
      </section>
      <section aria-labelledby="upcoming" className="space-y-3">
        <h2 id="upcoming" className="text-xl font-semibold">
          {t('work.schedule.upcoming', { count: upcoming.length })}
        </h2>
        {upcoming.length === 0 ? (
          <Alert tone="info">{t('work.schedule.noneUpcoming')}</Alert>
        ) : (
          list(upcoming)
        )}
      </section>
    </div>
  );
}
