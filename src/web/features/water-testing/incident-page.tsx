/**
 * /schools/{id}/incidents/{incidentId}: one incident on the day. The clock since discovery, the 24/7 line
 * and Hinekōrako at the top, the steps from the school's own 6.1, the boil-water notice, the results that
 * opened it, when and how Taumata Arowai was told, the time-stamped record, and closing with what was
 * learnt. Those who may only read see everything without the forms.
 */

import { AlertTriangle, Phone, Printer } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { instantFromNzLocalInput, nzLocalInputValue } from '../../../domain/nz-time';
import { findSectionByNumber, type PlanSection, sectionRoute } from '../../../domain/plan/catalogue';
import { TAUMATA_AROWAI_24_7 } from '../../../domain/water-testing/incident-clock';
import { parameterOf } from '../../../domain/water-testing/parameters';
import { Button, ButtonLink } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { applyServerErrors, summaryOf } from '../../lib/forms';
import { useOfflineState } from '../../lib/offline';
import { AccessProblem } from '../school';
import {
  type IncidentDetail,
  incidentEventsUrl,
  type QueuedWhy,
  queuedWhy,
  useIncident,
  useIncidentAction,
} from './api';
import { clockText } from './clock-words';

const when = (value: string | Date | null | undefined) =>
  value
    ? new Date(value).toLocaleString('en-NZ', {
        timeZone: 'Pacific/Auckland',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
    : '';

/** A `datetime-local` value, read as New Zealand time as it is shown, as the instant the API takes. */
const toInstant = (local: string) => instantFromNzLocalInput(local)?.toISOString();
const nowLocal = () => nzLocalInputValue(Date.now());

export default function IncidentPage() {
  const { schoolId = '', incidentId = '' } = useParams();
  const { t, sectionTitle } = useI18n();
  const query = useIncident(schoolId, incidentId);
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <AccessProblem error={query.error} />;
  const i = query.data;
  const open = i.status === 'open';
  return (
    <div className="space-y-8">
      <p>
        <Link to={`/schools/${schoolId}/incidents`} className="underline">
          {t('incident.back')}
        </Link>
      </p>
      <PageHeader
        eyebrow={open ? t('incidents.open') : t('incidents.closed')}
        title={i.title}
        lead={`${capitalised(clockText(t, i.clock.elapsedMs, !open))}. ${t('incident.discovered', { when: when(i.discoveredAt) })}.`}
      />
      <p className="whitespace-pre-line">{i.whatHappened}</p>
      {open && (
        <Alert tone="error" title={t('incident.urgent.title')}>
          <p className="flex items-center gap-2 text-lg font-semibold">
            <Phone aria-hidden="true" className="size-5" />
            {t('incident.urgent.line', { phone: TAUMATA_AROWAI_24_7 })}
          </p>
          <p>{t('incident.urgent.hinekorako')}</p>
          {i.clock.notifyOverdue && <p className="mt-2 font-semibold">{t('incident.notifyOverdue')}</p>}
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={`/schools/${schoolId}/incidents/${i.id}/notice`} variant="secondary">
          <Printer aria-hidden="true" className="size-4" />
          {t('incident.notices')}
        </ButtonLink>
        {i.kind === 'water_quality' && (
          <ButtonLink to={`/schools/${schoolId}/appendix/boil-water-notice`} variant="secondary">
            <Printer aria-hidden="true" className="size-4" />
            {t('incident.notice')}
          </ButtonLink>
        )}
      </div>
      <Steps incident={i} />
      {i.results.length > 0 && (
        <Card aria-labelledby="results-heading">
          <h2 id="results-heading" className="text-xl font-semibold">
            {t('incident.results')}
          </h2>
          <ul className="mt-2 list-disc pl-5">
            {i.results.map((r) => (
              <li key={r.id}>
                {parameterOf(r.parameter)?.label ?? r.parameter} {r.qualifier ?? ''}
                {r.value} {r.unit} — {r.sampleId}, {r.sampledOn}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Regulator incident={i} schoolId={schoolId} />
      <Record incident={i} schoolId={schoolId} />
      {i.contacts.length > 0 && (
        <Card aria-labelledby="contacts-heading">
          <h2 id="contacts-heading" className="text-xl font-semibold">
            {t('incident.contacts')}
          </h2>
          <ul className="mt-2 space-y-1">
            {i.contacts.map((c) => (
              <li key={`${c.name}-${c.phone}`}>
                <strong>{c.name}</strong>
                {c.role && ` (${c.role})`}
                {c.phone && (
                  <>
                    {' '}
                    —{' '}
                    <a href={`tel:${c.phone.replace(/\s+/g, '')}`} className="underline">
                      {c.phone}
                    </a>
                  </>
                )}
                {c.whenToCall && <span className="block text-sm">{c.whenToCall}</span>}
              </li>
            ))}
          </ul>
        </Card>
      )}
      {i.canRespond && open && <CloseForm schoolId={schoolId} incidentId={i.id} />}
      {!open && i.lessonsLearnt && (
        <Alert tone="info" title={t('incident.closedWith', { lessons: i.lessonsLearnt })}>
          <p>{t('incident.offer')}</p>
          <ul className="mt-1 list-disc pl-5">
            {(['7.1', '4.2'] as const).map((n) => {
              const section = findSectionByNumber(n) as PlanSection;
              return (
                <li key={n}>
                  <Link to={sectionRoute(schoolId, section)} className="underline">
                    {n} {sectionTitle(section)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </Alert>
      )}
      {!i.canRespond && <Alert tone="info">{t('incident.readOnly')}</Alert>}
    </div>
  );
}

function Steps({ incident }: { incident: IncidentDetail }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="steps-heading" className="space-y-3">
      <h2 id="steps-heading" className="text-xl font-semibold">
        {t('incident.steps')}
      </h2>
      <ol className="space-y-3">
        {incident.steps.map((s, n) => (
          <li key={s.id}>
            <Card>
              <h3 className="font-semibold">
                {n + 1}. {s.title}
              </h3>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {s.fromPlan ? (
                  t('incident.fromPlan')
                ) : (
                  <span className="inline-flex items-center gap-1">
                    <AlertTriangle aria-hidden="true" className="size-4" />
                    {t('incident.notFromPlan')}
                  </span>
                )}
              </p>
              <p className="mt-1 whitespace-pre-line">{s.detail}</p>
              {s.source && (
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {t('water.limitSource')}: {s.source}
                </p>
              )}
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}

type RegulatorValues = { notifiedAt: string; how: string; reference: string };
const HOW = ['hinekorako', 'phone_24_7', 'email', 'other'] as const;

function Regulator({ incident, schoolId }: { incident: IncidentDetail; schoolId: string }) {
  const { t } = useI18n();
  const { regulator } = useIncidentAction(schoolId, incident.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<RegulatorValues>({ defaultValues: { notifiedAt: nowLocal(), how: '', reference: '' } });
  const onSubmit = handleSubmit(async (v) => {
    if (!v.how) {
      setError('how', { message: t('incident.regulator.howMissing') });
      return;
    }
    const notifiedAt = toInstant(v.notifiedAt);
    if (!notifiedAt) {
      setError('notifiedAt', { message: t('incident.whenMissing') });
      return;
    }
    try {
      await regulator.mutateAsync({
        notifiedAt,
        how: v.how as (typeof HOW)[number],
        ...(v.reference.trim() ? { reference: v.reference.trim() } : {}),
      });
    } catch (err) {
      if (!applyServerErrors(err, setError, ['notifiedAt', 'how', 'reference']))
        setError('root', { message: (err as Error).message });
    }
  });
  return (
    <Card aria-labelledby="regulator-heading">
      <h2 id="regulator-heading" className="text-xl font-semibold">
        {t('incident.regulator.title')}
      </h2>
      <p className="mt-1">
        {incident.regulatorNotifiedAt
          ? t('incident.regulator.told', {
              when: when(incident.regulatorNotifiedAt),
              how: t(`incident.regulator.how.${incident.regulatorNotifiedHow}` as MessageKey),
            }) + (incident.regulatorReference ? ` (${incident.regulatorReference})` : '')
          : t('incident.regulator.notYet')}
      </p>
      {incident.canRespond && incident.status === 'open' && (
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
          <ErrorSummary
            submitCount={submitCount}
            title={t('common.errorSummary')}
            errors={summaryOf(errors)}
            idFor={(f) => `r-${f === 'root' ? 'how' : f}`}
          />
          <TextField
            id="r-notifiedAt"
            type="datetime-local"
            label={t('incident.regulator.at')}
            error={errors.notifiedAt?.message}
            {...register('notifiedAt')}
          />
          <SelectField
            id="r-how"
            label={t('incident.regulator.how')}
            error={errors.how?.message}
            {...register('how')}
          >
            <option value="">{t('water.choose')}</option>
            {HOW.map((h) => (
              <option key={h} value={h}>
                {t(`incident.regulator.how.${h}` as MessageKey)}
              </option>
            ))}
          </SelectField>
          <TextField
            id="r-reference"
            label={t('incident.regulator.reference')}
            optional
            optionalLabel={t('common.optional')}
            error={errors.reference?.message}
            {...register('reference')}
          />
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {t('incident.regulator.save')}
          </Button>
        </form>
      )}
    </Card>
  );
}

type EventValues = { kind: string; text: string; at: string };
const EVENT_KINDS = ['step', 'follow_up_sample', 'note'] as const;

function Record({ incident, schoolId }: { incident: IncidentDetail; schoolId: string }) {
  const { t } = useI18n();
  const { event } = useIncidentAction(schoolId, incident.id);
  // Notes of this incident kept on this device (made offline), shown in the record until they are sent.
  const url = incidentEventsUrl(schoolId, incident.id);
  const waiting = useOfflineState().writes.filter((w) => w.url === url && w.state === 'waiting');
  const [queued, setQueued] = useState<QueuedWhy | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<EventValues>({ defaultValues: { kind: 'step', text: '', at: nowLocal() } });
  const onSubmit = handleSubmit(async (v) => {
    setQueued(null);
    const at = toInstant(v.at);
    if (!at) {
      setError('at', { message: t('incident.whenMissing') });
      return;
    }
    try {
      const out = await event.mutateAsync({
        body: {
          kind: v.kind as (typeof EVENT_KINDS)[number],
          text: v.text,
          // Always the time given (the form fills in now): a note sent later keeps when it was written.
          at,
        },
        summary: `${t(`incident.event.kind.${v.kind}` as MessageKey)} on “${incident.title}”: ${v.text.trim().slice(0, 80)}`,
      });
      setQueued(out.status === 'queued' ? queuedWhy() : null);
      reset({ kind: 'step', text: '', at: nowLocal() });
    } catch (err) {
      if (!applyServerErrors(err, setError, ['kind', 'text', 'at']))
        setError('root', { message: (err as Error).message });
    }
  });
  return (
    <Card aria-labelledby="record-heading">
      <h2 id="record-heading" className="text-xl font-semibold">
        {t('incident.record')}
      </h2>
      <ol className="mt-2 space-y-2">
        {incident.events.map((e) => (
          <li key={e.id}>
            <time dateTime={new Date(e.at).toISOString()} className="font-medium">
              {when(e.at)}
            </time>{' '}
            — {e.text}{' '}
            <span className="text-sm text-slate-600 dark:text-slate-400">({e.recordedByName})</span>
          </li>
        ))}
        {waiting.map((w) => (
          <li key={w.clientId}>
            {typeof w.body.at === 'string' && (
              <time dateTime={w.body.at} className="font-medium">
                {when(w.body.at)}
              </time>
            )}{' '}
            — {String(w.body.text ?? '')}{' '}
            <strong className="text-sm font-semibold">({t('incident.event.waiting')})</strong>
          </li>
        ))}
      </ol>
      <div role="status">
        {queued && (
          <div className="mt-3">
            <Alert tone="info">
              {t(queued === 'offline' ? 'incident.event.queued' : 'incident.event.queuedUnanswered')}
            </Alert>
          </div>
        )}
      </div>
      {incident.canRespond && (
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
          <h3 className="font-semibold">{t('incident.event.title')}</h3>
          <ErrorSummary
            submitCount={submitCount}
            title={t('common.errorSummary')}
            errors={summaryOf(errors)}
            idFor={(f) => `e-${f === 'root' ? 'text' : f}`}
          />
          <SelectField
            id="e-kind"
            label={t('incident.event.kind')}
            error={errors.kind?.message}
            {...register('kind')}
          >
            {EVENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`incident.event.kind.${k}` as MessageKey)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            id="e-text"
            label={t('incident.event.text')}
            error={errors.text?.message}
            {...register('text')}
          />
          <TextField
            id="e-at"
            type="datetime-local"
            label={t('incident.event.at')}
            error={errors.at?.message}
            {...register('at')}
          />
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {t('incident.event.save')}
          </Button>
        </form>
      )}
    </Card>
  );
}

function CloseForm({ schoolId, incidentId }: { schoolId: string; incidentId: string }) {
  const { t } = useI18n();
  const { close } = useIncidentAction(schoolId, incidentId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<{ lessonsLearnt: string }>({ defaultValues: { lessonsLearnt: '' } });
  const onSubmit = handleSubmit(async (v) => {
    try {
      await close.mutateAsync({ lessonsLearnt: v.lessonsLearnt });
    } catch (err) {
      if (!applyServerErrors(err, setError, ['lessonsLearnt']))
        setError('root', { message: (err as Error).message });
    }
  });
  return (
    <Card aria-labelledby="close-heading">
      <h2 id="close-heading" className="text-xl font-semibold">
        {t('incident.close.title')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <ErrorSummary
          submitCount={submitCount}
          title={t('common.errorSummary')}
          errors={summaryOf(errors)}
          idFor={() => 'c-lessonsLearnt'}
        />
        <TextAreaField
          id="c-lessonsLearnt"
          label={t('incident.close.lessons')}
          hint={t('incident.close.lessonsHint')}
          error={errors.lessonsLearnt?.message}
          {...register('lessonsLearnt')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {t('incident.close.save')}
        </Button>
      </form>
    </Card>
  );
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
