import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { Alert, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { AccessProblem } from '../school';
import { type ScheduleItem, scheduleKey, tasksKey, useSchedule } from './api';
import { TaskSummary } from './task-card';

/**
 * `/contractor/schedule/:scheduleId` (the seed's detail page, issue 19d): one item of the schedule — what,
 * where, the equipment, materials and safety notes, its photos — and "Mark done". Offered work (from 4.2 or
 * the calendar) is taken on first, then marked done, so the school's records show who did it.
 */
export default function ScheduleItemPage() {
  const { t } = useI18n();
  const { user } = useAuth();
  const { scheduleId = '' } = useParams();
  const query = useSchedule();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const done = useMutation({
    mutationFn: async (item: ScheduleItem) => {
      let { id, version } = item;
      if (id === null) {
        const taken = await call(
          client.POST('/api/schools/{schoolId}/contractor-tasks', {
            params: { path: { schoolId: item.schoolId } },
            body: { sourceKey: item.sourceKey ?? undefined },
          }),
        );
        ({ id, version } = taken);
      }
      return call(
        client.PATCH('/api/schools/{schoolId}/contractor-tasks/{taskId}', {
          params: { path: { schoolId: item.schoolId, taskId: id! } },
          body: { version, status: 'done' },
        }),
      );
    },
    onSuccess: async () => {
      toast.success(t('work.task.markedDone'));
      await Promise.all([
        qc.invalidateQueries({ queryKey: scheduleKey }),
        qc.invalidateQueries({ queryKey: tasksKey('').slice(0, 1) }),
      ]);
      navigate('/contractor/schedule');
    },
    onError: (err) => toast.error(err.message),
  });

  if (user && user.role !== 'contractor')
    return <AccessProblem error={null} message={t('contractor.onlyContractors')} />;
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <AccessProblem error={query.error} />;
  const { overdue, upcoming } = query.data;
  const item = [...overdue, ...upcoming].find((x) => x.id === scheduleId || x.sourceKey === scheduleId);
  if (!item)
    return (
      <div className="space-y-4">
        <PageHeader eyebrow={t('work.schedule.title')} title={t('scheduleItem.notFoundTitle')} />
        <Alert tone="info">{t('scheduleItem.notFound')}</Alert>
        <ButtonLink to="/contractor/schedule" variant="secondary">
          {t('scheduleItem.back')}
        </ButtonLink>
      </div>
    );
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={item.schoolName}
        title={item.title}
        lead={item.overdue ? t('scheduleItem.overdueLead') : t('scheduleItem.lead')}
      />
      <TaskSummary
        task={item}
        canAddPhotos={item.id !== null}
        school={
          <Link className="font-medium underline" to={`/contractor/schools/${item.schoolSlug}`}>
            {item.schoolName}
          </Link>
        }
      >
        <div className="flex flex-wrap gap-3 pt-2">
          <Button busy={done.isPending} onClick={() => done.mutate(item)}>
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('work.task.markDone')}
          </Button>
          <ButtonLink
            to={`/contractor/reports/new?school=${encodeURIComponent(item.schoolId)}`}
            variant="secondary"
          >
            {t('work.reports.new')}
          </ButtonLink>
          <ButtonLink to="/contractor/schedule" variant="secondary">
            {t('scheduleItem.back')}
          </ButtonLink>
        </div>
      </TaskSummary>
    </div>
  );
}
