import { AlertTriangle, CalendarDays, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { formatDate } from '../provider';
import type { Task } from './api';
import { TaskPhotos } from './task-photos';

/** A task's what, when, where from, and the equipment, materials and safety notes it needs. */
export function TaskSummary({
  task,
  school,
  children,
  canAddPhotos = false,
}: {
  task: Task;
  school?: ReactNode;
  children?: ReactNode;
  /** The contractor may add and remove the task's photos here (the server's `canPlan`). */
  canAddPhotos?: boolean;
}) {
  const { t } = useI18n();
  const headingId = `task-${task.id ?? task.sourceKey}`.replace(/[^A-Za-z0-9_-]/g, '-');
  return (
    <Card as="article" aria-labelledby={headingId} className="space-y-2">
      {/* What people wrote (the task, its details) is shown as written: data-user-content (decision 045). */}
      <h3 id={headingId} className="text-lg font-semibold" data-user-content="">
        {task.title}
      </h3>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={task.scheduledDate}>{formatDate(task.scheduledDate)}</time>
        </span>
        {task.status === 'done' ? (
          <span className="inline-flex items-center gap-1 font-medium text-green-800 dark:text-green-300">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('work.task.done', { date: formatDate(task.completedOn) })}
          </span>
        ) : (
          task.overdue && (
            <span className="inline-flex items-center gap-1 font-medium text-red-800 dark:text-red-300">
              <AlertTriangle aria-hidden="true" className="size-4" />
              {t('work.task.overdue')}
            </span>
          )
        )}
        <span>{t(`work.source.${task.source}`)}</span>
        {school}
      </p>
      {task.details && (
        <p className="whitespace-pre-line" data-user-content="">
          {task.details}
        </p>
      )}
      {(task.equipment || task.materials || task.safetyNotes) && (
        <dl className="space-y-1 text-sm">
          {task.equipment && (
            <div>
              <dt className="inline font-medium">{t('work.task.equipment')}: </dt>
              <dd className="inline" data-user-content="">
                {task.equipment}
              </dd>
            </div>
          )}
          {task.materials && (
            <div>
              <dt className="inline font-medium">{t('work.task.materials')}: </dt>
              <dd className="inline" data-user-content="">
                {task.materials}
              </dd>
            </div>
          )}
          {task.safetyNotes && (
            <div>
              <dt className="inline font-medium">{t('work.task.safety')}: </dt>
              <dd className="inline whitespace-pre-line" data-user-content="">
                {task.safetyNotes}
              </dd>
            </div>
          )}
        </dl>
      )}
      <TaskPhotos task={task} editable={canAddPhotos} />
      {children}
    </Card>
  );
}
