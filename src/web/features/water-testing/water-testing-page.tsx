/**
 * /schools/{id}/water-testing (issue 16): what is due next, an unsafe result's incident at the top, the
 * entry form (checked by the same domain rule as the server), a laboratory file import, and each
 * parameter's results over time as a chart with its limit, a summary and a table. 8.1's results are shown
 * beside the log's own.
 */
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { nzDateOf } from '../../../domain/nz-time';
import type { SupplySize } from '../../../domain/plan/supply-size';
import {
  PARAMETERS,
  type Parameter,
  parameterOf,
  type ResultStatus,
  STATUS_LABELS,
  SUPPLY_COMPONENT_LABELS,
  SUPPLY_COMPONENTS,
  type SupplyComponent,
} from '../../../domain/water-testing/parameters';
import { checkResult, type ResultInput } from '../../../domain/water-testing/result-input';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { ApiError } from '../../lib/api';
import { applyServerErrors, summaryOf } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { AccessProblem, useSchool } from '../school';
import {
  type Created,
  type QueuedWhy,
  queuedWhy,
  useComplianceReport,
  useImportResults,
  useRecordResult,
  useWaterTests,
  type WaterTestLog,
} from './api';
import { dueTitle, dueWhy, gapText } from './due-words';
import { type Point, ResultChart } from './result-chart';

type Values = {
  sampleId: string;
  component: string;
  componentId: string;
  sampledOn: string;
  laboratory: string;
  parameter: string;
  value: string;
  mav: string;
  notes: string;
};
const FIELDS = [
  'sampleId',
  'component',
  'componentId',
  'sampledOn',
  'laboratory',
  'parameter',
  'value',
  'mav',
  'notes',
] as const;

const today = () => nzDateOf(new Date());

/** The one rule of a result, the domain's, as the form's resolver. */
const resolver: Resolver<Values> = async (values) => {
  const checked = checkResult({ ...values, mav: values.mav } as ResultInput, today());
  if (checked.ok) return { values, errors: {} };
  const errors: FieldErrors<Values> = {};
  for (const [field, message] of Object.entries(checked.errors)) {
    const key = (field === 'unit' ? 'value' : field) as keyof Values;
    errors[key] = { type: 'domain', message };
  }
  return { values: {}, errors };
};

export default function WaterTestingPage() {
  const { schoolId = '' } = useParams();
  const { t } = useI18n();
  const school = useSchool(schoolId);
  const log = useWaterTests(schoolId);
  if (school.isPending || log.isPending) return <Spinner label={t('common.loading')} />;
  if (school.isError) return <AccessProblem error={school.error} />;
  if (log.isError) return <AccessProblem error={log.error} />;
  const id = school.data.school.id;
  const unsafe = log.data.results.filter((r) => r.status === 'exceeds' && r.incidentId);
  return (
    <div className="space-y-8">
      <PageHeader eyebrow={school.data.school.name} title={t('water.title')} lead={t('water.lead')} />
      <p>
        <Link to={`/schools/${schoolId}/water-testing/guide`} className="font-medium underline">
          {t('guide.link')}
        </Link>
      </p>
      {unsafe.length > 0 && (
        <Alert tone="error" title={t('water.unsafe.title')}>
          <ul className="space-y-1">
            {[...new Set(unsafe.map((r) => r.incidentId))].map((incidentId) => {
              const r = unsafe.find((u) => u.incidentId === incidentId)!;
              return (
                <li key={incidentId}>
                  {parameterOf(r.parameter)?.label} {r.qualifier ?? ''}
                  {r.value} {r.unit}, {r.sampleId} ({r.sampledOn}) —{' '}
                  <Link to={`/schools/${id}/incidents/${incidentId}`} className="font-semibold underline">
                    {t('water.unsafe.open')}
                  </Link>
                </li>
              );
            })}
          </ul>
        </Alert>
      )}
      <DueNext log={log.data} schoolId={id} />
      {log.data.canRecord ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <EntryForm schoolId={schoolId} />
          <ImportForm schoolId={schoolId} />
        </div>
      ) : (
        <Alert tone="info">{t('water.record.readOnly')}</Alert>
      )}
      <Charts log={log.data} />
      <ComplianceReport schoolId={schoolId} />
    </div>
  );
}

function DueNext({ log, schoolId }: { log: WaterTestLog; schoolId: string }) {
  const { t, enLang } = useI18n();
  return (
    <Card aria-labelledby="due-heading">
      <h2 id="due-heading" className="text-xl font-semibold">
        {t('water.due.title')}
      </h2>
      <p className="mt-1 text-sm">
        {log.supplySize
          ? t('water.due.size', { size: t(`supplySize.${log.supplySize as SupplySize}`) })
          : t('water.due.noSize')}
      </p>
      <ul className="mt-3 space-y-3">
        {log.due.map((d) => (
          <li key={d.id}>
            <p className="font-medium">
              {dueTitle(t, d)} — {t('water.due.by', { date: d.dueBy })}
              {d.overdue && (
                <strong className="ml-2 text-red-800 dark:text-red-300">{t('water.due.overdue')}</strong>
              )}
            </p>
            <p className="text-sm">{dueWhy(t, d)}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('water.limitSource')}: <span lang={enLang}>{d.source}</span>
            </p>
          </li>
        ))}
      </ul>
      {log.varyingPopulation && (
        <p className="mt-3 text-sm">
          {t('water.due.busyDays')}{' '}
          <Link to={`/schools/${schoolId}/calendar`} className="underline">
            {t('water.due.calendar')}
          </Link>
        </p>
      )}
    </Card>
  );
}

const blank = (): Values => ({
  sampleId: '',
  component: '',
  componentId: '',
  sampledOn: today(),
  laboratory: '',
  parameter: '',
  value: '',
  mav: '',
  notes: '',
});

function EntryForm({ schoolId }: { schoolId: string }) {
  const { t } = useI18n();
  const save = useRecordResult(schoolId);
  const [opened, setOpened] = useState<Created['incident']>(null);
  // The last result was kept on this device, to be sent when the network returns (or WaiKura answers).
  const [queued, setQueued] = useState<QueuedWhy | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values>({ resolver, defaultValues: blank() });
  const parameter = parameterOf(watch('parameter'));
  const onSubmit = handleSubmit(async (v) => {
    setQueued(null);
    try {
      // The offline queue gives the write its clientId, kept through every retry (decision 028).
      const out = await save.mutateAsync({
        body: {
          sampleId: v.sampleId,
          component: v.component,
          componentId: v.componentId || null,
          sampledOn: v.sampledOn,
          laboratory: v.laboratory,
          parameter: v.parameter,
          value: v.value,
          mav: v.mav.trim() ? Number(v.mav) : null,
          notes: v.notes || null,
        },
        summary: `${parameterOf(v.parameter)?.label ?? v.parameter} ${v.value.trim()} ${parameterOf(v.parameter)?.unit ?? ''}, sample ${v.sampleId.trim()}, ${v.sampledOn}`,
      });
      if (out.status === 'queued') {
        setOpened(null);
        setQueued(queuedWhy());
      } else {
        setOpened(out.data.incident);
        toast.success(out.data.incident ? t('water.savedIncident') : t('water.saved'));
      }
      // Keep what is shared by a sample's results: the next parameter of the same bottle is quick.
      reset({
        ...blank(),
        sampleId: v.sampleId,
        component: v.component,
        componentId: v.componentId,
        sampledOn: v.sampledOn,
        laboratory: v.laboratory,
      });
    } catch (err) {
      if (!applyServerErrors(err, setError, FIELDS)) setError('root', { message: (err as Error).message });
    }
  });
  return (
    <Card aria-labelledby="record-heading">
      <h2 id="record-heading" className="text-xl font-semibold">
        {t('water.record.title')}
      </h2>
      {opened && (
        <div className="mt-3">
          <Alert tone="error" role="alert" title={t('water.unsafe.title')}>
            <Link to={`/schools/${schoolId}/incidents/${opened.id}`} className="font-semibold underline">
              {t('water.unsafe.open')}
            </Link>
          </Alert>
        </div>
      )}
      <div role="status">
        {queued && (
          <div className="mt-3">
            <Alert tone="info">{t(queued === 'offline' ? 'water.queued' : 'water.queuedUnanswered')}</Alert>
          </div>
        )}
      </div>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <ErrorSummary
          submitCount={submitCount}
          title={t('common.errorSummary')}
          errors={summaryOf(errors)}
          idFor={(f) => (f === 'root' ? 'w-sampleId' : `w-${f}`)}
        />
        <TextField
          id="w-sampleId"
          label={t('water.field.sampleId')}
          hint={t('water.field.sampleIdHint')}
          error={errors.sampleId?.message}
          {...register('sampleId')}
        />
        <SelectField
          id="w-component"
          label={t('water.field.component')}
          error={errors.component?.message}
          {...register('component')}
        >
          <option value="">{t('water.choose')}</option>
          {SUPPLY_COMPONENTS.map((c) => (
            <option key={c} value={c}>
              {SUPPLY_COMPONENT_LABELS[c]}
            </option>
          ))}
        </SelectField>
        <TextField
          id="w-componentId"
          label={t('water.field.componentId')}
          hint={t('water.field.componentIdHint')}
          optional
          optionalLabel={t('common.optional')}
          error={errors.componentId?.message}
          {...register('componentId')}
        />
        <TextField
          id="w-sampledOn"
          type="date"
          max={today()}
          label={t('water.field.sampledOn')}
          error={errors.sampledOn?.message}
          {...register('sampledOn')}
        />
        <TextField
          id="w-laboratory"
          label={t('water.field.laboratory')}
          error={errors.laboratory?.message}
          {...register('laboratory')}
        />
        <SelectField
          id="w-parameter"
          label={t('water.field.parameter')}
          error={errors.parameter?.message}
          {...register('parameter')}
        >
          <option value="">{t('water.choose')}</option>
          {PARAMETERS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label} ({p.unit})
            </option>
          ))}
        </SelectField>
        <TextField
          id="w-value"
          inputMode="decimal"
          autoComplete="off"
          label={t('water.field.value')}
          hint={t('water.field.valueHint', { unit: parameter?.unit ?? '—' })}
          error={errors.value?.message}
          {...register('value')}
        />
        {parameter && !parameter.limit && (
          <TextField
            id="w-mav"
            inputMode="decimal"
            label={t('water.field.mav')}
            hint={t('water.field.mavHint')}
            optional
            optionalLabel={t('common.optional')}
            error={errors.mav?.message}
            {...register('mav')}
          />
        )}
        <TextAreaField
          id="w-notes"
          label={t('water.field.notes')}
          optional
          optionalLabel={t('common.optional')}
          error={errors.notes?.message}
          {...register('notes')}
        />
        {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
        <Button type="submit" disabled={isSubmitting}>
          {t('water.save')}
        </Button>
      </form>
    </Card>
  );
}

function ImportForm({ schoolId }: { schoolId: string }) {
  const { t } = useI18n();
  const run = useImportResults(schoolId);
  const [problems, setProblems] = useState<[string, string][] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const file = (e.currentTarget.elements.namedItem('w-import') as HTMLInputElement).files?.[0];
    setProblems(null);
    setMessage(null);
    if (!file) {
      setError(t('water.import.chooseFile'));
      return;
    }
    setError(undefined);
    try {
      const out = await run.mutateAsync(await file.text());
      setMessage(t('water.import.done', { count: String(out.imported), already: String(out.alreadyThere) }));
    } catch (err) {
      // Each bad line under its number; the file's own field (`csv`) only sums them up.
      if (err instanceof ApiError && err.fields)
        setProblems(Object.entries(err.fields).filter(([key]) => key !== 'csv'));
      else setError((err as Error).message);
    }
  };
  return (
    <Card aria-labelledby="import-heading">
      <h2 id="import-heading" className="text-xl font-semibold">
        {t('water.import.title')}
      </h2>
      <p className="mt-1 text-sm">{t('water.import.lead')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <TextField
          id="w-import"
          name="w-import"
          type="file"
          accept=".csv,text/csv"
          label={t('water.import.file')}
          error={error}
        />
        <Button type="submit" variant="secondary" disabled={run.isPending}>
          {t('water.import.submit')}
        </Button>
      </form>
      <div aria-live="polite">
        {message && <Alert tone="success">{message}</Alert>}
        {problems && (
          <Alert tone="error" title={t('water.import.problems')}>
            <ul className="list-disc pl-5">
              {problems.map(([line, text]) => (
                <li key={line}>
                  <strong>{line}:</strong> {text}
                </li>
              ))}
            </ul>
          </Alert>
        )}
      </div>
    </Card>
  );
}

function Charts({ log }: { log: WaterTestLog }) {
  const { t } = useI18n();
  const byParameter = new Map<string, Point[]>();
  const add = (parameter: string, p: Point) =>
    byParameter.set(parameter, [...(byParameter.get(parameter) ?? []), p]);
  for (const r of log.results)
    add(r.parameter, {
      key: r.id,
      date: r.sampledOn,
      value: r.value,
      label: `${r.qualifier ?? ''}${r.value}`,
      sampleId: r.sampleId,
      component: SUPPLY_COMPONENT_LABELS[r.component as SupplyComponent] ?? r.component,
      statusLabel: STATUS_LABELS[r.status as ResultStatus] ?? r.status,
      over: r.status === 'exceeds' || r.status === 'source_exceeds',
      by: r.enteredByName,
    });
  for (const r of log.planResults)
    add(r.parameter, {
      key: `plan-${r.rowId}-${r.parameter}`,
      date: r.sampledOn,
      value: r.value,
      label: String(r.value),
      sampleId: r.sampleId,
      component: SUPPLY_COMPONENT_LABELS[r.component as SupplyComponent] ?? r.component,
      statusLabel: STATUS_LABELS[r.status as ResultStatus] ?? r.status,
      over: r.status === 'exceeds' || r.status === 'source_exceeds',
      by: t('water.fromPlan'),
    });
  const shown = PARAMETERS.filter((p) => byParameter.has(p.id));
  return (
    <section aria-labelledby="charts-heading" className="space-y-6">
      <h2 id="charts-heading" className="text-xl font-semibold">
        {t('water.charts.title')}
      </h2>
      <p className="text-sm">{t('water.plan.note')}</p>
      {shown.length === 0 ? (
        <p>{t('water.charts.empty')}</p>
      ) : (
        shown.map((p: Parameter) => (
          <Card key={p.id}>
            <ResultChart parameter={p} points={byParameter.get(p.id)!} />
          </Card>
        ))
      )}
    </section>
  );
}

function ComplianceReport({ schoolId }: { schoolId: string }) {
  const { t, enLang } = useI18n();
  const thisYear = Number(today().slice(0, 4));
  // Until March the report due is last year's (DWQAR p. 8: near the end of February).
  const [year, setYear] = useState(Number(today().slice(5, 7)) <= 3 ? thisYear - 1 : thisYear);
  const report = useComplianceReport(schoolId, year);
  const years = [thisYear, thisYear - 1, thisYear - 2].filter((y) => y >= 2023);
  return (
    <Card aria-labelledby="report-heading">
      <h2 id="report-heading" className="text-xl font-semibold">
        {t('water.report.title')}
      </h2>
      <p className="mt-1 text-sm">{t('water.report.lead')}</p>
      <div className="mt-3 max-w-xs">
        <SelectField
          id="report-year"
          label={t('water.report.year')}
          value={String(year)}
          onChange={(e) => setYear(Number(e.target.value))}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </SelectField>
      </div>
      {report.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : report.isError ? (
        <Alert tone="error">{report.error.message}</Alert>
      ) : (
        <div className="mt-3 space-y-3">
          <p>
            {t('water.report.summary', {
              label:
                report.data.period.quarter === null
                  ? t('water.report.period.year', { year: report.data.period.year })
                  : t('water.report.period.quarter', {
                      quarter: report.data.period.quarter,
                      year: report.data.period.year,
                    }),
              count: String(report.data.rows.length),
            })}{' '}
            {report.data.dueBy && t('water.report.due', { date: report.data.dueBy })}
          </p>
          {report.data.missing.length > 0 ? (
            <Alert tone="warning" title={t('water.report.missing')}>
              <ul className="list-disc pl-5">
                {report.data.gaps.map((g) => {
                  const text = gapText(t, g);
                  return <li key={text}>{text}</li>;
                })}
              </ul>
            </Alert>
          ) : (
            <Alert tone="success">{t('water.report.complete')}</Alert>
          )}
          <a
            className="inline-block font-semibold underline"
            href={`/api/schools/${encodeURIComponent(schoolId)}/water-tests/report.csv?year=${year}`}
            download
          >
            {t('water.report.csv', { year: String(year) })}
          </a>{' '}
          <a
            className="ml-4 inline-block font-semibold underline"
            href={`/api/schools/${encodeURIComponent(schoolId)}/water-tests/report.pdf?year=${year}`}
            download
          >
            {t('water.report.pdf', { year: String(year) })}
          </a>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('water.limitSource')}: <span lang={enLang}>{report.data.sources}</span>
          </p>
        </div>
      )}
    </Card>
  );
}
