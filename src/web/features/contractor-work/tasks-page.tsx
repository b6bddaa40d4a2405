import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client } from '../../lib/api';
import { toast } from '../../lib/toast';
import { AccessProblem, useSchool } from '../school';
import { type Task, tasksKey, useTasks } from './api';
import { TaskSummary } from './task-card';
import { TaskForm, type TaskFormValues } from './task-form';

/**
 * A school's contractor tasks (`/schools/:schoolId/contractor-tasks`, and the contractor's
 * `/contractor/schools/:schoolId`): what 4.2 and the calendar ask for, provider requests and the
 * contractor's own; the server says who may plan (contractor) and who may ask (provider staff).
 */
export default function TasksPage() {
  const { t } = useI18n();
  const { schoolId = '' } = useParams();
  const school = useSchool(schoolId);
  const query = useTasks(schoolId);
  const qc = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const [planning, setPlanning] = useState(false);
  const refresh = () => qc.invalidateQueries({ queryKey: tasksKey(schoolId) });

  const create = useMutation({
    mutationFn: (body: TaskFormValues & { sourceKey?: string }) =>
      call(client.POST('/api/schools/{schoolId}/contractor-tasks', { params: { path: { schoolId } }, body })),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({
      taskId,
      ...body
    }: Partial<TaskFormValues> & { taskId: string; version: number; status?: 'open' | 'done' }) =>
      call(
        client.PATCH('/api/schools/{schoolId}/contractor-tasks/{taskId}', {
          params: { path: { schoolId, taskId } },
          body,
        }),
      ),
    onSuccess: refresh,
  });

  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <AccessProblem error={query.error} />;
  const { tasks, canPlan, canRequest } = query.data;
  const open = tasks.filter((x) => x.status === 'open');
  const done = tasks.filter((x) => x.status === 'done');
  const keyOf = (x: Task) => x.id ?? x.sourceKey ?? x.title;

  const actionsFor = (task: Task) => {
    if (!canPlan || task.status === 'done') return null;
    const key = keyOf(task);
    if (editing === key)
      return (
        <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-700">
          <TaskForm
            initial={task}
            titleFixed={task.id === null}
            submitLabel={task.id === null ? t('work.task.takeOn') : t('common.save')}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              if (task.id === null)
                await create.mutateAsync({ ...values, sourceKey: task.sourceKey ?? undefined });
              else await update.mutateAsync({ ...values, taskId: task.id, version: task.version });
              setEditing(null);
              toast.success(t('work.task.saved'));
            }}
          />
        </div>
      );
    return (
      <div className="flex flex-wrap gap-3 pt-2">
        <Button size="sm" variant="secondary" onClick={() => setEditing(key)}>
          {task.id === null ? t('work.task.takeOn') : t('work.task.edit')}
          <span className="sr-only" data-user-content="">
            : {task.title}
          </span>
        </Button>
        {task.id !== null && (
          <Button
            size="sm"
            onClick={async () => {
              try {
                await update.mutateAsync({ taskId: task.id!, version: task.version, status: 'done' });
                toast.success(t('work.task.markedDone'));
              } catch (err) {
                toast.error((err as Error).message);
              }
            }}
          >
            {t('work.task.markDone')}
            <span className="sr-only" data-user-content="">
              : {task.title}
            </span>
          </Button>
        )}
      </div>
    );
  };

  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={school.data?.school.name ?? t('work.tasks.eyebrow')}
        title={t('work.tasks.title')}
        lead={t('work.tasks.lead')}
        actions={
          <>
            <ButtonLink
              to={`/schools/${encodeURIComponent(schoolId)}/pre-visit-questionnaire`}
              variant="secondary"
            >
              {t('work.tasks.questionnaire')}
            </ButtonLink>
            {canPlan && (
              <ButtonLink
                to={`/contractor/reports/new?school=${encodeURIComponent(schoolId)}`}
                variant="secondary"
              >
                {t('work.reports.new')}
              </ButtonLink>
            )}
          </>
        }
      />
      {(canPlan || canRequest) && (
        <Card aria-labelledby="plan-task" className="space-y-3">
          <h2 id="plan-task" className="text-xl font-semibold">
            {canRequest && !canPlan ? t('work.task.request') : t('work.task.plan')}
          </h2>
          {planning ? (
            <TaskForm
              initial={{}}
              submitLabel={canRequest && !canPlan ? t('work.task.sendRequest') : t('work.task.add')}
              onCancel={() => setPlanning(false)}
              onSubmit={async (values) => {
                await create.mutateAsync(values);
                setPlanning(false);
                toast.success(t('work.task.saved'));
              }}
            />
          ) : (
            <>
              <p>{canRequest && !canPlan ? t('work.task.requestLead') : t('work.task.planLead')}</p>
              <Button onClick={() => setPlanning(true)}>
                {canRequest && !canPlan ? t('work.task.request') : t('work.task.plan')}
              </Button>
            </>
          )}
        </Card>
      )}
      <section aria-labelledby="open-tasks" className="space-y-3">
        <h2 id="open-tasks" className="text-xl font-semibold">
          {t('work.tasks.open', { count: open.length })}
        </h2>
        {open.length === 0 ? (
          <Alert tone="info">{t('work.tasks.noneOpen')}</Alert>
        ) : (
          <ul className="grid list-none gap-4 p-0">
            {open.map((task) => (
              <li key={keyOf(task)}>
                <TaskSummary task={task} canAddPhotos={canPlan}>
                  {actionsFor(task)}
                </TaskSummary>
              </li>
            ))}
          </ul>
        )}
      </section>
      {done.length > 0 && (
        <section aria-labelledby="done-tasks" className="space-y-3">
          <h2 id="done-tasks" className="text-xl font-semibold">
            {t('work.tasks.done', { count: done.length })}
          </h2>
          <ul className="grid list-none gap-4 p-0">
            {done.map((task) => (
              <li key={keyOf(task)}>
                <TaskSummary task={task} canAddPhotos={canPlan} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
