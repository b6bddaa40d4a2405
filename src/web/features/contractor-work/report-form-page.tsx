import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { MAX_REPORT_PHOTOS, submitProblems } from '../../../domain/contractor-work';
import { MAINTENANCE_COMPONENTS } from '../../../domain/maintenance';
import { PhotoUpload } from '../../components/photo-upload';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client } from '../../lib/api';
import { applyServerErrors, summaryOf } from '../../lib/forms';
import { Redirect } from '../../lib/redirect';
import { toast } from '../../lib/toast';
import { useAssignments } from '../contractor';
import { AccessProblem } from '../school';
import { type Photo, photoUrl, reportKey, uploadPhoto, useReport, useTasks, type VisitReport } from './api';

type T = ReturnType<typeof useI18n>['t'];
/** The report's rules, with their messages in the interface's language. */
const schemaFor = (t: T) => {
  const text = (max: number) =>
    z.string().max(max, { error: t('work.questionnaire.tooLong', { max: max.toLocaleString('en-NZ') }) });
  return z.object({
    schoolId: z.string().min(1, { error: t('work.form.school') }),
    visitDate: z.iso.date({ error: t('work.form.visitDate') }),
    component: z.enum(MAINTENANCE_COMPONENTS, { error: t('work.form.component') }),
    workDone: text(4000),
    findings: text(4000),
    recommendations: text(4000),
    equipmentUsed: text(1000),
    materialsUsed: text(1000),
    safetyPrecautions: text(1000),
    followUpNeeded: z.boolean(),
  });
};
/** The shape alone (field names and types); its messages are never shown. */
const schema = schemaFor((key) => key);
type Values = z.infer<typeof schema>;
const FIELDS = Object.keys(schema.shape);
const nzToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' });

/**
 * `/contractor/reports/new` and `/contractor/reports/:reportId?school=…`: the contractor writes a visit
 * report, saves it as a draft as often as they like, and submits it (it then reaches the school and 8.3).
 */
export default function ReportFormPage() {
  const { t } = useI18n();
  const { reportId = null } = useParams();
  const [search] = useSearchParams();
  const schoolParam = search.get('school') ?? '';
  const assignments = useAssignments();
  const existing = useReport(schoolParam, reportId === 'new' ? null : reportId);
  if (assignments.isPending || (reportId && reportId !== 'new' && existing.isPending))
    return <Spinner label={t('common.loading')} />;
  if (assignments.isError) return <AccessProblem error={assignments.error} />;
  if (existing.isError) return <AccessProblem error={existing.error} />;
  const report = existing.data?.report ?? null;
  if (report && !existing.data?.canEdit)
    return <Redirect to={`/schools/${report.schoolId}/visit-reports/${report.id}`} />;
  const schools = assignments.data.assignments;
  if (schools.length === 0) return <Alert tone="info">{t('contractor.none')}</Alert>;
  const first =
    schools.find((a) => a.schoolId === schoolParam || a.schoolSlug === schoolParam) ?? schools[0]!;
  return (
    <ReportForm
      key={report?.id ?? 'new'}
      report={report}
      schools={schools.map((a) => ({ id: a.schoolId, name: a.schoolName }))}
      defaultSchoolId={report?.schoolId ?? first.schoolId}
    />
  );
}

function ReportForm({
  report,
  schools,
  defaultSchoolId,
}: {
  report: VisitReport | null;
  schools: { id: string; name: string }[];
  defaultSchoolId: string;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const prefix = useId().replace(/:/g, '');
  const [photos, setPhotos] = useState<Photo[]>(report?.photos ?? []);
  const [taskIds, setTaskIds] = useState<string[]>(report?.taskIds ?? []);
  const [uploading, setUploading] = useState(false);
  const [saved, setSaved] = useState<VisitReport | null>(report);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values>({
    resolver: zodResolver(schemaFor(t)),
    defaultValues: {
      schoolId: defaultSchoolId,
      visitDate: report?.visitDate ?? nzToday(),
      component: (report?.component as Values['component']) ?? undefined,
      workDone: report?.workDone ?? '',
      findings: report?.findings ?? '',
      recommendations: report?.recommendations ?? '',
      equipmentUsed: report?.equipmentUsed ?? '',
      materialsUsed: report?.materialsUsed ?? '',
      safetyPrecautions: report?.safetyPrecautions ?? '',
      followUpNeeded: report?.followUpNeeded ?? false,
    },
  });
  const schoolId = watch('schoolId');
  const tasks = useTasks(schoolId);
  // A different school has other tasks and its own photos.
  const [photosFor, setPhotosFor] = useState(schoolId);
  useEffect(() => {
    if (schoolId !== photosFor) {
      setPhotosFor(schoolId);
      setTaskIds([]);
      setPhotos([]);
    }
  }, [schoolId, photosFor]);

  const save = async (v: Values): Promise<VisitReport> => {
    const body = {
      visitDate: v.visitDate,
      component: v.component,
      workDone: v.workDone.trim(),
      findings: v.findings.trim() || null,
      recommendations: v.recommendations.trim() || null,
      equipmentUsed: v.equipmentUsed.trim() || null,
      materialsUsed: v.materialsUsed.trim() || null,
      safetyPrecautions: v.safetyPrecautions.trim() || null,
      followUpNeeded: v.followUpNeeded,
      checks: saved?.checks ?? [],
      readings: saved?.readings ?? [],
      taskIds,
      photoIds: photos.map((p) => p.id),
    };
    const next = saved
      ? await call(
          client.PUT('/api/schools/{schoolId}/visit-reports/{reportId}', {
            params: { path: { schoolId: saved.schoolId, reportId: saved.id } },
            body: { ...body, version: saved.version },
          }),
        )
      : await call(
          client.POST('/api/schools/{schoolId}/visit-reports', {
            params: { path: { schoolId: v.schoolId } },
            body,
          }),
        );
    setSaved(next);
    qc.invalidateQueries({ queryKey: ['contractor', 'visit-reports'] });
    return next;
  };
  const failed = (err: unknown) => {
    if (!applyServerErrors(err, setError, FIELDS)) setError('root', { message: (err as Error).message });
  };
  const onSaveDraft = handleSubmit(async (v) => {
    try {
      const next = await save(v);
      toast.success(t('work.report.draftSaved'));
      if (!report) navigate(`/contractor/reports/${next.id}?school=${next.schoolId}`, { replace: true });
    } catch (err) {
      failed(err);
    }
  });
  const onSubmitReport = handleSubmit(async (v) => {
    const problems = submitProblems(v);
    if (Object.keys(problems).length) {
      for (const [k, m] of Object.entries(problems)) setError(k as keyof Values, { message: m });
      return;
    }
    try {
      const next = await save(v);
      await call(
        client.POST('/api/schools/{schoolId}/visit-reports/{reportId}/submit', {
          params: { path: { schoolId: next.schoolId, reportId: next.id } },
          body: { version: next.version },
        }),
      );
      // The draft's copy must not show on the report's page: read it again there.
      qc.removeQueries({ queryKey: reportKey(next.schoolId, next.id) });
      qc.invalidateQueries({ queryKey: ['contractor'] });
      toast.success(t('work.report.submitted'));
      navigate(`/schools/${next.schoolId}/visit-reports/${next.id}`);
    } catch (err) {
      failed(err);
    }
  });
  const id = (f: string) => `${prefix}-${f}`;
  const open = (tasks.data?.tasks ?? []).filter(
    (x) => x.id && (x.status === 'open' || taskIds.includes(x.id)),
  );

  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t('role.contractor')}
        title={report ? t('work.report.editTitle') : t('work.report.newTitle')}
        lead={t('work.report.lead')}
      />
      <form noValidate onSubmit={onSubmitReport} className="max-w-3xl space-y-6">
        <ErrorSummary
          submitCount={submitCount}
          title={t('common.errorSummary')}
          errors={summaryOf(errors)}
          idFor={(f) => id(f === 'root' ? 'visitDate' : f)}
        />
        <Card className="space-y-4">
          <SelectField
            id={id('schoolId')}
            label={t('work.report.school')}
            disabled={Boolean(saved)}
            error={errors.schoolId?.message}
            {...register('schoolId')}
          >
            {schools.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <TextField
            id={id('visitDate')}
            type="date"
            label={t('work.report.visitDate')}
            error={errors.visitDate?.message}
            {...register('visitDate')}
          />
          <SelectField
            id={id('component')}
            label={t('maintenance.component')}
            error={errors.component?.message}
            {...register('component')}
          >
            <option value="">—</option>
            {MAINTENANCE_COMPONENTS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            id={id('workDone')}
            label={t('maintenance.workDone')}
            hint={t('work.report.workDoneHint')}
            error={errors.workDone?.message}
            {...register('workDone')}
          />
          <TextAreaField
            id={id('findings')}
            label={t('work.report.findings')}
            hint={t('work.report.findingsHint')}
            optional
            optionalLabel={t('common.optional')}
            error={errors.findings?.message}
            {...register('findings')}
          />
          <TextAreaField
            id={id('recommendations')}
            label={t('work.report.recommendations')}
            optional
            optionalLabel={t('common.optional')}
            error={errors.recommendations?.message}
            {...register('recommendations')}
          />
          {(['equipmentUsed', 'materialsUsed', 'safetyPrecautions'] as const).map((field) => (
            <TextField
              key={field}
              id={id(field)}
              label={t(`maintenance.${field}`)}
              optional
              optionalLabel={t('common.optional')}
              error={errors[field]?.message}
              {...register(field)}
            />
          ))}
          <CheckboxField
            id={id('followUpNeeded')}
            label={t('maintenance.followUp')}
            {...register('followUpNeeded')}
          />
        </Card>
        {open.length > 0 && (
          <Card className="space-y-2">
            <fieldset className="space-y-2">
              <legend className="font-medium">{t('work.report.tasks')}</legend>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('work.report.tasksHint')}</p>
              {open.map((task) => (
                <CheckboxField
                  key={task.id}
                  id={id(`task-${task.id}`)}
                  label={`${task.title} (${task.scheduledDate})`}
                  checked={taskIds.includes(task.id!)}
                  onChange={(e) =>
                    setTaskIds((ids) =>
                      e.target.checked ? [...ids, task.id!] : ids.filter((x) => x !== task.id),
                    )
                  }
                />
              ))}
            </fieldset>
          </Card>
        )}
        {(saved?.checks.length ?? 0) + (saved?.readings.length ?? 0) > 0 && (
          <Card className="space-y-2">
            <h2 className="font-medium">{t('work.report.fromSiteVisit')}</h2>
            <ul className="list-disc pl-5">
              {saved!.checks.map((c) => (
                <li key={`c-${c.label}`}>
                  {c.label}: {t(`work.check.${c.result}`)}
                  {c.note ? ` — ${c.note}` : ''}
                </li>
              ))}
              {saved!.readings.map((r) => (
                <li key={`r-${r.label}`}>
                  {r.label}: {r.value} {r.unit}
                </li>
              ))}
            </ul>
          </Card>
        )}
        <Card>
          <PhotoUpload
            photos={photos}
            onChange={setPhotos}
            upload={(file, onProgress) => uploadPhoto(schoolId, file, onProgress)}
            srcOf={(p) => photoUrl(schoolId, p.id)}
            max={MAX_REPORT_PHOTOS}
            hint={t('work.photos.hint')}
            onBusyChange={setUploading}
          />
        </Card>
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="secondary"
            disabled={uploading}
            busy={isSubmitting}
            onClick={() => void onSaveDraft()}
          >
            {t('work.report.saveDraft')}
          </Button>
          <Button type="submit" disabled={uploading} busy={isSubmitting}>
            {t('work.report.submit')}
          </Button>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('work.report.submitHint')}</p>
      </form>
    </div>
  );
}
