import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  CHECK_RESULTS,
  MAX_REPORT_ROWS,
  SITE_VISIT_CHECKS,
  SITE_VISIT_READINGS,
} from '../../../domain/contractor-work';
import { MAINTENANCE_COMPONENTS } from '../../../domain/maintenance';
import { Button } from '../../components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { sendOrQueue } from '../../lib/offline';
import { type Assignment, useAssignments } from '../contractor';
import { AccessProblem } from '../school';

type CheckResult = (typeof CHECK_RESULTS)[number];
const nzToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' });

/**
 * `/site-visit-mobile`: a contractor beside a tank records checks, readings and notes on a phone. Every
 * record goes through the offline queue (decision 028): sent at once with a signal, otherwise kept on the
 * phone and sent once when the network returns; on the server it is a draft visit report to finish
 * (photos, submit) in Visit reports.
 */
export default function SiteVisitPage() {
  const { t } = useI18n();
  const { user } = useAuth();
  const assignments = useAssignments();
  if (user && user.role !== 'contractor')
    return <AccessProblem error={null} message={t('contractor.onlyContractors')} />;
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeader eyebrow={t('role.contractor')} title={t('work.visit.title')} lead={t('work.visit.lead')} />
      {assignments.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : assignments.isError ? (
        <AccessProblem error={assignments.error} />
      ) : assignments.data.assignments.length === 0 ? (
        <Alert tone="info">{t('contractor.none')}</Alert>
      ) : (
        <VisitForm schools={assignments.data.assignments} />
      )}
    </div>
  );
}

function VisitForm({ schools }: { schools: Assignment[] }) {
  const { t } = useI18n();
  const prefix = useId().replace(/:/g, '');
  const id = (f: string) => `${prefix}-${f}`;
  const [schoolId, setSchoolId] = useState(schools[0]!.schoolId);
  const [visitDate, setVisitDate] = useState(nzToday());
  const [component, setComponent] = useState('');
  const [checks, setChecks] = useState<Record<string, { result: CheckResult; note: string }>>({});
  const [readings, setReadings] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState('');
  const [followUp, setFollowUp] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<'sent' | 'queued' | null>(null);
  const [busy, setBusy] = useState(false);
  const school = schools.find((s) => s.schoolId === schoolId)!;

  const reset = () => {
    setComponent('');
    setChecks({});
    setReadings({});
    setNotes('');
    setFollowUp(false);
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!component) problems.component = t('work.visit.chooseComponent');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(visitDate)) problems.visitDate = t('work.visit.chooseDate');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const body = {
      visitDate,
      component,
      workDone: notes.trim(),
      followUpNeeded: followUp,
      checks: Object.entries(checks)
        .filter(([, c]) => c.result !== 'not_checked' || c.note.trim())
        .map(([label, c]) => ({ label, result: c.result, note: c.note.trim() }))
        .slice(0, MAX_REPORT_ROWS),
      readings: SITE_VISIT_READINGS.filter((r) => readings[r.label]?.trim()).map((r) => ({
        label: r.label,
        value: readings[r.label]!.trim(),
        unit: r.unit,
      })),
    };
    setBusy(true);
    setOutcome(null);
    try {
      const out = await sendOrQueue({
        kind: 'visit',
        summary: t('work.visit.summary', { school: school.schoolName, date: visitDate }),
        url: `/api/schools/${encodeURIComponent(schoolId)}/visit-reports`,
        body,
      });
      setOutcome(out.status === 'sent' ? 'sent' : 'queued');
      reset();
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      else setErrors({ form: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {outcome === 'sent' && (
        <Alert tone="success">
          {t('work.visit.sent')} <Link to="/contractor/reports">{t('work.visit.openReports')}</Link>
        </Alert>
      )}
      {outcome === 'queued' && <Alert tone="info">{t('work.visit.queued')}</Alert>}
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <Card className="space-y-4">
        {schools.length > 1 ? (
          <SelectField
            id={id('school')}
            label={t('work.report.school')}
            value={schoolId}
            onChange={(e) => setSchoolId(e.target.value)}
          >
            {schools.map((s) => (
              <option key={s.schoolId} value={s.schoolId}>
                {s.schoolName}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="text-lg font-semibold">{school.schoolName}</p>
        )}
        <TextField
          id={id('visitDate')}
          type="date"
          label={t('work.report.visitDate')}
          value={visitDate}
          error={errors.visitDate}
          onChange={(e) => setVisitDate(e.target.value)}
        />
        <SelectField
          id={id('component')}
          label={t('maintenance.component')}
          value={component}
          error={errors.component}
          onChange={(e) => setComponent(e.target.value)}
        >
          <option value="">—</option>
          {MAINTENANCE_COMPONENTS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      </Card>
      <Card className="space-y-4">
        <h2 className="text-xl font-semibold">{t('work.visit.checks')}</h2>
        {SITE_VISIT_CHECKS.map((label, i) => {
          const current = checks[label] ?? { result: 'not_checked' as CheckResult, note: '' };
          const set = (next: Partial<typeof current>) =>
            setChecks((all) => ({ ...all, [label]: { ...current, ...next } }));
          return (
            <fieldset
              key={label}
              className="space-y-2 border-t border-slate-200 pt-3 first-of-type:border-0 dark:border-slate-700"
            >
              <legend className="font-medium">{label}</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-1">
                {CHECK_RESULTS.map((r) => (
                  <label key={r} className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name={`${prefix}-check-${i}`}
                      className="size-5 accent-brand-800"
                      checked={current.result === r}
                      onChange={() => set({ result: r })}
                    />
                    {t(`work.check.${r}`)}
                  </label>
                ))}
              </div>
              {current.result === 'attention' && (
                <TextField
                  id={id(`check-note-${i}`)}
                  label={t('work.visit.whatNeedsAttention')}
                  value={current.note}
                  maxLength={1000}
                  onChange={(e) => set({ note: e.target.value })}
                />
              )}
            </fieldset>
          );
        })}
      </Card>
      <Card className="space-y-4">
        <h2 className="text-xl font-semibold">{t('work.visit.readings')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('work.visit.readingsHint')}</p>
        {SITE_VISIT_READINGS.map((r, i) => (
          <TextField
            key={r.label}
            id={id(`reading-${i}`)}
            label={r.unit ? `${r.label} (${r.unit})` : r.label}
            inputMode="decimal"
            maxLength={50}
            optional
            optionalLabel={t('common.optional')}
            value={readings[r.label] ?? ''}
            onChange={(e) => setReadings((all) => ({ ...all, [r.label]: e.target.value }))}
          />
        ))}
      </Card>
      <Card className="space-y-4">
        <TextAreaField
          id={id('notes')}
          label={t('work.visit.notes')}
          hint={t('work.visit.notesHint')}
          maxLength={4000}
          value={notes}
          error={errors.workDone}
          onChange={(e) => setNotes(e.target.value)}
        />
        <CheckboxField
          id={id('followUp')}
          label={t('maintenance.followUp')}
          checked={followUp}
          onChange={(e) => setFollowUp(e.target.checked)}
        />
      </Card>
      <Button type="submit" busy={busy} className="w-full">
        {t('work.visit.save')}
      </Button>
    </form>
  );
}
