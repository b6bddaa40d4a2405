import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, RefreshCw } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { CheckboxField, TextAreaField, TextField } from '../../components/ui/field';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { formatNz } from '../../i18n/dates';
import { ApiError, call, client, type Schema } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { Redirect } from '../../lib/redirect';
import { toast } from '../../lib/toast';
import { InviteChair } from './invite-chair';
import { useFormFields } from './use-form-fields';

type State = Schema<'PlanApprovalState'>;

const nzToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
const formatDay = (day: string) =>
  formatNz('date', new Date(`${day}T00:00:00Z`), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
const formatInstant = (at: string) =>
  formatNz('date', new Date(at), {
    timeZone: 'Pacific/Auckland',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** The seed's /drinking-water-safety-plan-approval: the signed-in user's own school's approval page. */
export function ApprovalRedirect() {
  const { user } = useAuth();
  const { t } = useI18n();
  const school = user?.schoolSlug ?? user?.schoolId;
  if (school) return <Redirect to={`/schools/${school}/approval`} />;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <Alert tone="info" title={t('approval.chooseSchool')} />
      {user?.actions.includes('schools.list-all') && (
        <Link to="/waikura/select" className="underline">
          {t('nav.selectSchool')}
        </Link>
      )}
    </div>
  );
}

/**
 * Plan approval (issue 19): submit the plan for the board's approval; the approver (the board chair the
 * school named, or someone recording the board's decision from its minutes) approves with a name and
 * date; the approval is kept with the plan version it approved, and a later change asks for renewal.
 */
export default function ApprovalPage() {
  const { t } = useI18n();
  const { schoolId = '' } = useParams();
  const key = ['approval', schoolId];
  const query = useQuery({
    queryKey: key,
    queryFn: () =>
      call(client.GET('/api/schools/{schoolId}/plan/approval', { params: { path: { schoolId } } })),
  });
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError)
    return (
      <Alert tone="error" role="alert">
        <p>{query.error.message}</p>
      </Alert>
    );
  const state = query.data;
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={state.school.name} title={t('approval.title')} lead={t('approval.lead')} />
      <Status state={state} />
      {state.can.submit && <SubmitForm schoolId={schoolId} queryKey={key} />}
      {state.can.approveAs && <ApproveForm schoolId={schoolId} queryKey={key} kind={state.can.approveAs} />}
      {state.can.nameApprovers && <InviteChair schoolId={schoolId} queryKey={key} />}
      {state.can.nameApprovers && <Approvers schoolId={schoolId} queryKey={key} state={state} />}
    </div>
  );
}

function Status({ state }: { state: State }) {
  const { t } = useI18n();
  const { latest, lastApproved, version } = state;
  return (
    <Card aria-labelledby="approval-status" className="space-y-3">
      <h2 id="approval-status" className="text-xl font-semibold">
        {t('approval.status')}
      </h2>
      <p>
        {version.at
          ? t('approval.version', { number: version.number, date: formatInstant(version.at) })
          : t('approval.noVersion')}
      </p>
      {lastApproved?.approvedOn && (
        <p className="flex items-start gap-2 font-medium text-green-800 dark:text-green-300">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t('approval.approved', {
            name: lastApproved.approverName ?? '',
            role: lastApproved.approverRole ?? '',
            date: formatDay(lastApproved.approvedOn),
            number: lastApproved.planVersion ?? 0,
          })}
        </p>
      )}
      {latest?.status === 'submitted' && (
        <p className="flex items-start gap-2">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t('approval.submitted', {
            name: latest.submittedByName,
            date: formatInstant(latest.submittedAt),
            number: latest.submittedVersion,
          })}
        </p>
      )}
      {!latest && <p>{t('approval.none')}</p>}
      {state.needsRenewal && (
        <Alert tone="warning" title={t('approval.renewal')}>
          <p className="flex items-start gap-2">
            <RefreshCw aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('approval.renewalText')}
          </p>
          <ul className="mt-2 list-disc pl-6">
            {state.changedSections.map((s) => (
              <li key={s.sectionId}>
                {s.number} {s.title}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </Card>
  );
}

function useApprovalChange<T>(queryKey: string[], send: (body: T) => Promise<unknown>, done: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      toast.success(done);
      return qc.invalidateQueries({ queryKey });
    },
  });
}

function SubmitForm({ schoolId, queryKey }: { schoolId: string; queryKey: string[] }) {
  const { t } = useI18n();
  const [note, setNote] = useState('');
  const id = useId();
  const submit = useApprovalChange(
    queryKey,
    (body: { note: string }) =>
      call(
        client.POST('/api/schools/{schoolId}/plan/approval/submit', {
          params: { path: { schoolId } },
          body: { note: body.note || null },
        }),
      ),
    t('approval.submittedToast'),
  );
  return (
    <Card aria-labelledby={`${id}-h`} className="space-y-3">
      <h2 id={`${id}-h`} className="text-xl font-semibold">
        {t('approval.submitHeading')}
      </h2>
      <p>{t('approval.submitText')}</p>
      <form
        noValidate
        className="max-w-xl space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit.mutate(
            { note },
            { onSuccess: () => setNote(''), onError: (err) => toast.error(err.message) },
          );
        }}
      >
        <TextAreaField
          id={`${id}-note`}
          label={t('approval.note')}
          optional
          optionalLabel={t('common.optional')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <Button type="submit" busy={submit.isPending}>
          {t('approval.submit')}
        </Button>
      </form>
    </Card>
  );
}

function ApproveForm({
  schoolId,
  queryKey,
  kind,
}: {
  schoolId: string;
  queryKey: string[];
  kind: 'board_chair' | 'board_minute';
}) {
  const { t } = useI18n();
  const { user } = useAuth();
  const { id, values, errors, setErrors, submits, countSubmit, field } = useFormFields({
    approverName: kind === 'board_chair' ? (user?.name ?? '') : '',
    approverRole: t('approval.boardChair'),
    approvedOn: nzToday(),
    minuteReference: '',
  });
  const approve = useApprovalChange(
    queryKey,
    (body: typeof values) =>
      call(
        client.POST('/api/schools/{schoolId}/plan/approval/approve', {
          params: { path: { schoolId } },
          body: { ...body, minuteReference: body.minuteReference || null },
        }),
      ),
    t('approval.approvedToast'),
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (values.approverName.trim().length < 2) problems.approverName = t('approval.nameRequired');
    if (values.approverRole.trim().length < 2) problems.approverRole = t('approval.roleRequired');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.approvedOn)) problems.approvedOn = t('approval.dateRequired');
    if (kind === 'board_minute' && !values.minuteReference.trim())
      problems.minuteReference = t('approval.minuteRequired');
    setErrors(problems);
    countSubmit();
    if (Object.keys(problems).length) return;
    approve.mutate(values, {
      onError: (err) => {
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
        else setErrors({ approverName: err.message });
      },
    });
  };
  return (
    <Card aria-labelledby={`${id}-h`} className="space-y-3">
      <h2 id={`${id}-h`} className="text-xl font-semibold">
        {t(kind === 'board_chair' ? 'approval.approveHeading' : 'approval.recordHeading')}
      </h2>
      <p>{t(kind === 'board_chair' ? 'approval.approveText' : 'approval.recordText')}</p>
      <form noValidate onSubmit={onSubmit} className="max-w-xl space-y-3">
        <ErrorSummary
          submitCount={submits}
          title={t('common.errorSummary')}
          errors={errors}
          idFor={(f) => `${id}-${f}`}
        />
        <TextField label={t('approval.approverName')} {...field('approverName')} />
        <TextField label={t('approval.approverRole')} {...field('approverRole')} />
        <TextField type="date" label={t('approval.approvedOn')} {...field('approvedOn')} />
        <TextField
          label={t('approval.minuteReference')}
          hint={t('approval.minuteHint')}
          optional={kind === 'board_chair'}
          optionalLabel={t('common.optional')}
          {...field('minuteReference')}
        />
        <Button type="submit" busy={approve.isPending}>
          {t(kind === 'board_chair' ? 'approval.approve' : 'approval.record')}
        </Button>
      </form>
    </Card>
  );
}

function Approvers({ schoolId, queryKey, state }: { schoolId: string; queryKey: string[]; state: State }) {
  const { t } = useI18n();
  const id = useId();
  const [chosen, setChosen] = useState(() => new Set(state.approvers.map((a) => a.userId)));
  const save = useApprovalChange(
    queryKey,
    (approverUserIds: string[]) =>
      call(
        client.PUT('/api/schools/{schoolId}/plan/approval/approvers', {
          params: { path: { schoolId } },
          body: { approverUserIds },
        }),
      ),
    t('approval.approversSaved'),
  );
  return (
    <Card aria-labelledby={`${id}-h`} className="space-y-3">
      <h2 id={`${id}-h`} className="text-xl font-semibold">
        {t('approval.approversHeading')}
      </h2>
      <p>{t('approval.approversText')}</p>
      {state.viewers.length === 0 ? (
        <p>{t('approval.noViewers')}</p>
      ) : (
        <form
          noValidate
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate([...chosen], { onError: (err) => toast.error(err.message) });
          }}
        >
          {state.viewers.map((v) => (
            <CheckboxField
              key={v.userId}
              label={`${v.name} (${v.email})`}
              checked={chosen.has(v.userId)}
              onChange={(e) => {
                const next = new Set(chosen);
                e.target.checked ? next.add(v.userId) : next.delete(v.userId);
                setChosen(next);
              }}
            />
          ))}
          <Button type="submit" variant="secondary" busy={save.isPending}>
            {t('approval.saveApprovers')}
          </Button>
        </form>
      )}
    </Card>
  );
}
