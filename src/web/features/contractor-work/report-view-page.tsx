import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileDown, Printer } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { reviewSchema } from '../../../domain/contractor-work';
import { Button, ButtonLink, buttonClass } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextAreaField } from '../../components/ui/field';
import { Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client } from '../../lib/api';
import { applyServerErrors, summaryOf } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { formatDate } from '../provider';
import { AccessProblem, useSchool } from '../school';
import { pdfUrl, photoUrl, reportKey, useReport } from './api';
import { ReportStatus } from './report-status';

/**
 * `/schools/:schoolId/visit-reports/:reportId`: a visit report as the school, provider staff and the
 * contractor read it; prints cleanly (the layout's header and footer, and the buttons, are left off
 * paper), downloads as a PDF, and for provider staff ends with the review.
 */
export default function ReportViewPage() {
  const { t } = useI18n();
  const { schoolId = '', reportId = '' } = useParams();
  const school = useSchool(schoolId);
  const query = useReport(schoolId, reportId);
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <AccessProblem error={query.error} />;
  const { report: r, tasks, canEdit, canReview } = query.data;
  const rows: [string, string | null][] = [
    [t('work.report.findings'), r.findings],
    [t('work.report.recommendations'), r.recommendations],
    [t('maintenance.equipmentUsed'), r.equipmentUsed],
    [t('maintenance.materialsUsed'), r.materialsUsed],
    [t('maintenance.safetyPrecautions'), r.safetyPrecautions],
  ];
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={school.data?.school.name}
        title={t('work.view.title', { date: formatDate(r.visitDate) })}
        lead={t('work.view.lead', { name: r.contractorName, component: r.component })}
        actions={
          <div className="no-print flex flex-wrap gap-3">
            {canEdit && (
              <ButtonLink to={`/contractor/reports/${r.id}?school=${r.schoolId}`}>
                {t('work.task.edit')}
              </ButtonLink>
            )}
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              {t('work.view.print')}
            </Button>
            <a className={buttonClass('secondary')} href={pdfUrl(r.schoolId, r.id)}>
              <FileDown aria-hidden="true" className="size-4" />
              {t('work.view.pdf')}
            </a>
          </div>
        }
      />
      <Card className="space-y-4">
        <p className="flex flex-wrap items-center gap-3">
          <ReportStatus status={r.status} />
          {r.submittedAt && <span>{t('work.view.submittedOn', { date: formatDate(r.submittedAt) })}</span>}
          {r.followUpNeeded && (
            <span className="font-medium text-amber-800 dark:text-amber-300">
              ⚠ {t('maintenance.followUp')}
            </span>
          )}
        </p>
        <section aria-labelledby="work-done" className="space-y-1">
          <h2 id="work-done" className="text-xl font-semibold">
            {t('maintenance.workDone')}
          </h2>
          <p className="whitespace-pre-line">{r.workDone || '—'}</p>
        </section>
        {tasks.length > 0 && (
          <section aria-labelledby="tasks-done" className="space-y-1">
            <h2 id="tasks-done" className="text-xl font-semibold">
              {t('work.report.tasks')}
            </h2>
            <ul className="list-disc pl-5">
              {tasks.map((task) => (
                <li key={task.id}>{task.title}</li>
              ))}
            </ul>
          </section>
        )}
        <dl className="space-y-2">
          {rows
            .filter(([, v]) => v)
            .map(([label, value]) => (
              <div key={label}>
                <dt className="font-medium">{label}</dt>
                <dd className="whitespace-pre-line">{value}</dd>
              </div>
            ))}
        </dl>
        {(r.checks.length > 0 || r.readings.length > 0) && (
          <section aria-labelledby="checks" className="space-y-1">
            <h2 id="checks" className="text-xl font-semibold">
              {t('work.report.fromSiteVisit')}
            </h2>
            <ul className="list-disc pl-5">
              {r.checks.map((c) => (
                <li key={`c-${c.label}`}>
                  {c.label}: {t(`work.check.${c.result}`)}
                  {c.note ? ` — ${c.note}` : ''}
                </li>
              ))}
              {r.readings.map((x) => (
                <li key={`r-${x.label}`}>
                  {x.label}: {x.value} {x.unit}
                </li>
              ))}
            </ul>
          </section>
        )}
        {r.photos.length > 0 && (
          <section aria-labelledby="photos" className="space-y-2">
            <h2 id="photos" className="text-xl font-semibold">
              {t('work.photos.label')}
            </h2>
            <ul className="flex list-none flex-wrap gap-4 p-0">
              {r.photos.map((p) => (
                <li key={p.id}>
                  <img
                    src={photoUrl(r.schoolId, p.id)}
                    alt={t('work.photos.alt', { name: p.name })}
                    className="max-h-64 max-w-full rounded border border-slate-300 dark:border-slate-600"
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
        {r.reviewedAt && (
          <section
            aria-labelledby="review"
            className="space-y-1 border-t border-slate-200 pt-3 dark:border-slate-700"
          >
            <h2 id="review" className="text-xl font-semibold">
              {t('work.view.review')}
            </h2>
            <p>
              {t('work.view.reviewedBy', { name: r.reviewedByName ?? '', date: formatDate(r.reviewedAt) })}
            </p>
            <p className="whitespace-pre-line">{r.reviewComment}</p>
          </section>
        )}
      </Card>
      {canReview && <ReviewForm schoolId={r.schoolId} reportId={r.id} />}
    </div>
  );
}

function ReviewForm({ schoolId, reportId }: { schoolId: string; reportId: string }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const review = useMutation({
    mutationFn: (comment: string) =>
      call(
        client.POST('/api/schools/{schoolId}/visit-reports/{reportId}/review', {
          params: { path: { schoolId, reportId } },
          body: { comment },
        }),
      ),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: reportKey(schoolId, reportId) });
      qc.invalidateQueries({ queryKey: ['provider', 'visit-reports'] });
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<{ comment: string }>({ resolver: zodResolver(reviewSchema), defaultValues: { comment: '' } });
  const onSubmit = handleSubmit(async ({ comment }) => {
    try {
      await review.mutateAsync(comment);
      toast.success(t('work.view.reviewed'));
    } catch (err) {
      if (!applyServerErrors(err, setError, ['comment']))
        setError('root', { message: (err as Error).message });
    }
  });
  return (
    <Card aria-labelledby="review-form" className="no-print space-y-3">
      <h2 id="review-form" className="text-xl font-semibold">
        {t('work.view.reviewTitle')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <ErrorSummary
          submitCount={submitCount}
          title={t('common.errorSummary')}
          errors={summaryOf(errors)}
          idFor={() => 'review-comment'}
        />
        <TextAreaField
          id="review-comment"
          label={t('work.view.comment')}
          hint={t('work.view.commentHint')}
          error={errors.comment?.message}
          {...register('comment')}
        />
        <Button type="submit" busy={isSubmitting}>
          {t('work.view.markReviewed')}
        </Button>
      </form>
    </Card>
  );
}
