import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { MAINTENANCE_COMPONENTS } from '../../../domain/maintenance';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { ErrorSummary } from '../../components/ui/error-summary';
import {
  CheckboxField,
  control,
  controlState,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/ui/field';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { type BodyOf, call, client } from '../../lib/api';
import { applyServerErrors, summaryOf } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { formatDate } from '../provider';
import { AccessProblem } from '../school';
import { maintenanceLogKey, useAssignments, useMaintenanceLog } from './api';

const COMPONENTS = MAINTENANCE_COMPONENTS;

export default function MaintenanceLogPage() {
  const { t } = useI18n();
  const { schoolSlug } = useParams();
  const navigate = useNavigate();
  const assignments = useAssignments();
  const selectId = useId();
  const list = assignments.data?.assignments ?? [];
  const current = schoolSlug
    ? list.find((a) => a.schoolSlug === schoolSlug || a.schoolId === schoolSlug)
    : list[0];
  const schoolKey = current?.schoolId ?? schoolSlug;

  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t('role.contractor')}
        title={t('maintenance.title')}
        lead={t('maintenance.intro')}
      />
      {assignments.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : list.length === 0 && !schoolSlug ? (
        <Alert tone="info">{t('contractor.none')}</Alert>
      ) : (
        <>
          {list.length > 1 && (
            <div className="max-w-md space-y-1">
              <label htmlFor={selectId} className="block font-medium">
                {t('maintenance.chooseSchool')}
              </label>
              <select
                id={selectId}
                value={current?.schoolSlug ?? ''}
                onChange={(e) => navigate(`/contractor/schools/${e.target.value}/maintenance-log`)}
                className={cn(control, controlState())}
              >
                {list.map((a) => (
                  <option key={a.id} value={a.schoolSlug}>
                    {a.schoolName}
                  </option>
                ))}
              </select>
            </div>
          )}
          {schoolKey && <SchoolLog schoolKey={schoolKey} schoolName={current?.schoolName} />}
        </>
      )}
    </div>
  );
}

function SchoolLog({ schoolKey, schoolName }: { schoolKey: string; schoolName?: string }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const key = maintenanceLogKey(schoolKey);
  const query = useMaintenanceLog(schoolKey);
  const save = useMutation({
    mutationFn: (body: BodyOf<'/api/schools/{schoolId}/maintenance-log', 'post'>) =>
      call(
        client.POST('/api/schools/{schoolId}/maintenance-log', {
          params: { path: { schoolId: schoolKey } },
          body,
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' });
  const schema = z.object({
    performedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, t('work.form.performedOn')),
    component: z.enum(COMPONENTS, { error: t('work.form.component') }),
    workDone: z
      .string()
      .trim()
      .min(3, t('work.form.workDone'))
      .max(4000, t('work.questionnaire.tooLong', { max: '4,000' })),
    equipmentUsed: z.string().max(1000, t('work.questionnaire.tooLong', { max: '1,000' })),
    materialsUsed: z.string().max(1000, t('work.questionnaire.tooLong', { max: '1,000' })),
    safetyPrecautions: z.string().max(1000, t('work.questionnaire.tooLong', { max: '1,000' })),
    followUpNeeded: z.boolean(),
  });
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      performedOn: today,
      component: undefined,
      workDone: '',
      equipmentUsed: '',
      materialsUsed: '',
      safetyPrecautions: '',
      followUpNeeded: false,
    },
  });
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <AccessProblem error={query.error} />;
  const onSubmit = handleSubmit(async (v) => {
    try {
      const body: BodyOf<'/api/schools/{schoolId}/maintenance-log', 'post'> = {
        performedOn: v.performedOn,
        component: v.component,
        workDone: v.workDone,
        followUpNeeded: v.followUpNeeded,
      };
      for (const k of ['equipmentUsed', 'materialsUsed', 'safetyPrecautions'] as const)
        if (v[k].trim()) body[k] = v[k].trim();
      await save.mutateAsync(body);
      toast.success(t('maintenance.saved'));
      reset({
        performedOn: today,
        component: undefined,
        workDone: '',
        equipmentUsed: '',
        materialsUsed: '',
        safetyPrecautions: '',
        followUpNeeded: false,
      });
    } catch (err) {
      if (!applyServerErrors(err, setError, Object.keys(schema.shape)))
        setError('root', { message: (err as Error).message });
    }
  });
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <section aria-labelledby="log-heading" className="space-y-3 lg:col-span-3">
        <h2 id="log-heading" className="text-xl font-semibold">
          {schoolName ?? t('maintenance.title')}
        </h2>
        {query.data.entries.length === 0 ? (
          <p>{t('maintenance.empty')}</p>
        ) : (
          <ol className="space-y-3">
            {query.data.entries.map((e) => (
              <li key={e.id}>
                <Card as="article">
                  <h3 className="font-semibold">
                    {e.component} · <time dateTime={e.performedOn}>{formatDate(e.performedOn)}</time>
                  </h3>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t('maintenance.by', { name: e.recordedByName })}
                  </p>
                  <p className="mt-2 whitespace-pre-line" data-user-content="">
                    {e.workDone}
                  </p>
                  <dl className="mt-2 space-y-1 text-sm">
                    {e.equipmentUsed && (
                      <div>
                        <dt className="inline font-medium">{t('maintenance.equipmentUsed')}: </dt>
                        <dd className="inline" data-user-content="">
                          {e.equipmentUsed}
                        </dd>
                      </div>
                    )}
                    {e.materialsUsed && (
                      <div>
                        <dt className="inline font-medium">{t('maintenance.materialsUsed')}: </dt>
                        <dd className="inline" data-user-content="">
                          {e.materialsUsed}
                        </dd>
                      </div>
                    )}
                    {e.safetyPrecautions && (
                      <div>
                        <dt className="inline font-medium">{t('maintenance.safetyPrecautions')}: </dt>
                        <dd className="inline" data-user-content="">
                          {e.safetyPrecautions}
                        </dd>
                      </div>
                    )}
                  </dl>
                  {e.followUpNeeded && (
                    <p className="mt-2 font-medium text-amber-800 dark:text-amber-300">
                      ⚠ {t('maintenance.followUp')}
                    </p>
                  )}
                </Card>
              </li>
            ))}
          </ol>
        )}
      </section>
      {query.data.canRecord && (
        <Card className="lg:col-span-2" aria-labelledby="record-heading">
          <h2 id="record-heading" className="text-xl font-semibold">
            {t('maintenance.record')}
          </h2>
          <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
            <ErrorSummary
              submitCount={submitCount}
              title={t('common.errorSummary')}
              errors={summaryOf(errors)}
              idFor={(f) => (f === 'root' ? 'm-performedOn' : `m-${f}`)}
            />
            <TextField
              id="m-performedOn"
              type="date"
              max={today}
              label={t('maintenance.performedOn')}
              error={errors.performedOn?.message}
              {...register('performedOn')}
            />
            <SelectField
              id="m-component"
              label={t('maintenance.component')}
              error={errors.component?.message}
              {...register('component')}
            >
              <option value="">—</option>
              {COMPONENTS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              id="m-workDone"
              label={t('maintenance.workDone')}
              hint={t('maintenance.workDoneHint')}
              error={errors.workDone?.message}
              {...register('workDone')}
            />
            {(['equipmentUsed', 'materialsUsed', 'safetyPrecautions'] as const).map((field) => (
              <TextField
                key={field}
                id={`m-${field}`}
                label={t(`maintenance.${field}`)}
                optional
                optionalLabel={t('common.optional')}
                error={errors[field]?.message}
                {...register(field)}
              />
            ))}
            <CheckboxField
              id="m-followUpNeeded"
              label={t('maintenance.followUp')}
              {...register('followUpNeeded')}
            />
            <Button type="submit" busy={isSubmitting}>
              {t('common.save')}
            </Button>
          </form>
        </Card>
      )}
    </div>
  );
}
