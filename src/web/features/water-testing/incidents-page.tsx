/** /schools/{id}/incidents: the school's incidents, open ones first, and a form to record a new one. */
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { applyServerErrors, summaryOf } from '../../lib/forms';
import { AccessProblem, useSchool } from '../school';
import { type IncidentSummary, useIncidents, useOpenIncident } from './api';
import { clockText } from './clock-words';

const KINDS = ['water_quality', 'supply_interruption', 'other'] as const;

export function IncidentLine({ incident, schoolId }: { incident: IncidentSummary; schoolId: string }) {
  const { t } = useI18n();
  const open = incident.status === 'open';
  return (
    <Card as="article">
      <h3 className="font-semibold">
        <Link to={`/schools/${schoolId}/incidents/${incident.id}`} className="underline" data-user-content="">
          {incident.title}
        </Link>
      </h3>
      <p className="text-sm">
        <strong className={open ? 'text-red-800 dark:text-red-300' : ''}>
          {open ? t('incidents.open') : t('incidents.closed')}
        </strong>{' '}
        · {clockText(t, incident.clock.elapsedMs, !open)}
      </p>
    </Card>
  );
}

export default function IncidentsPage() {
  const { schoolId = '' } = useParams();
  const { t } = useI18n();
  const school = useSchool(schoolId);
  const list = useIncidents(schoolId);
  if (school.isPending || list.isPending) return <Spinner label={t('common.loading')} />;
  if (school.isError) return <AccessProblem error={school.error} />;
  if (list.isError) return <AccessProblem error={list.error} />;
  const id = school.data.school.id;
  return (
    <div className="space-y-8">
      <PageHeader eyebrow={school.data.school.name} title={t('incidents.title')} lead={t('incidents.lead')} />
      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="list-heading" className="space-y-3 lg:col-span-3">
          <h2 id="list-heading" className="text-xl font-semibold">
            {t('incidents.title')}
          </h2>
          {list.data.incidents.length === 0 ? (
            <p>{t('incidents.none')}</p>
          ) : (
            <ol className="space-y-3">
              {list.data.incidents.map((i) => (
                <li key={i.id}>
                  <IncidentLine incident={i} schoolId={id} />
                </li>
              ))}
            </ol>
          )}
        </section>
        {list.data.canRespond && <OpenForm schoolId={schoolId} />}
      </div>
    </div>
  );
}

type Values = { kind: string; title: string; whatHappened: string };

function OpenForm({ schoolId }: { schoolId: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const open = useOpenIncident(schoolId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values>({ defaultValues: { kind: '', title: '', whatHappened: '' } });
  const onSubmit = handleSubmit(async (v) => {
    try {
      const created = await open.mutateAsync({
        kind: v.kind as (typeof KINDS)[number],
        title: v.title,
        whatHappened: v.whatHappened,
      });
      navigate(`/schools/${schoolId}/incidents/${created.id}`);
    } catch (err) {
      if (!applyServerErrors(err, setError, ['kind', 'title', 'whatHappened']))
        setError('root', { message: (err as Error).message });
    }
  });
  return (
    <Card className="lg:col-span-2" aria-labelledby="new-heading">
      <h2 id="new-heading" className="text-xl font-semibold">
        {t('incidents.new')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <ErrorSummary
          submitCount={submitCount}
          title={t('common.errorSummary')}
          errors={summaryOf(errors)}
          idFor={(f) => (f === 'root' ? 'i-kind' : `i-${f}`)}
        />
        <SelectField
          id="i-kind"
          label={t('incidents.kind')}
          error={errors.kind?.message}
          {...register('kind')}
        >
          <option value="">{t('water.choose')}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`incidents.kind.${k}` as MessageKey)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="i-title"
          label={t('incidents.field.title')}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          id="i-whatHappened"
          label={t('incidents.field.whatHappened')}
          error={errors.whatHappened?.message}
          {...register('whatHappened')}
        />
        {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
        <Button type="submit" disabled={isSubmitting}>
          {t('incidents.submit')}
        </Button>
      </form>
    </Card>
  );
}
