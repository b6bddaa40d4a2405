import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { REVALIDATE_AFTER_YEARS } from '../../../domain/staff-training';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { control, controlState, TextAreaField, TextField } from '../../components/ui/field';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { formatNz } from '../../i18n/dates';
import { Quoted } from '../../i18n/quoted';
import { ApiError, call, client, type Schema } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useDebounced } from '../../lib/use-debounced';

type Member = Schema<'StaffMember'>;
const STAFF_KEY = ['provider', 'staff'] as const;

/** A calendar day (YYYY-MM-DD) in words, as the day it is — no time zone moves it. */
const formatDay = (day: string) =>
  formatNz('date', new Date(`${day}T00:00:00Z`), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

const STATE_LOOK = {
  current: { Icon: CheckCircle2, cls: 'text-green-800 dark:text-green-300' },
  due_soon: { Icon: Clock, cls: 'text-amber-800 dark:text-amber-300' },
  overdue: { Icon: AlertTriangle, cls: 'text-red-800 dark:text-red-300' },
} as const;

/**
 * Staff management (issue 19): the provider team, the schools each looks after, their role, and their
 * training and competency validation (due again every three years, with reminders). Administrators
 * change it; the rest of the team reads it.
 */
export default function StaffPage() {
  const { t } = useI18n();
  const query = useQuery({ queryKey: STAFF_KEY, queryFn: () => call(client.GET('/api/provider/staff')) });
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t('nav.adminLabel')}
        title={t('staff.title')}
        lead={t('staff.lead', { years: REVALIDATE_AFTER_YEARS })}
      />
      <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-300">
        <Quoted text={t('staff.source')} />
      </p>
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <Alert tone="error" role="alert">
          <p>{query.error.message}</p>
        </Alert>
      ) : (
        <>
          {!query.data.canManage && <p>{t('staff.readOnly')}</p>}
          {query.data.staff.map((m) => (
            <MemberCard key={m.id} member={m} canManage={query.data.canManage} />
          ))}
        </>
      )}
    </div>
  );
}

/** A change to one member: the answer is the member as stored; the list is read again. */
function useMemberChange<T>(send: (input: T) => Promise<unknown>, done?: string) {
  const { t } = useI18n();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      if (done) toast.success(t(done as 'staff.saved'));
      return qc.invalidateQueries({ queryKey: STAFF_KEY });
    },
    onError: (err) => {
      if (!(err instanceof ApiError && err.fields)) toast.error(err.message);
    },
  });
}

function MemberCard({ member, canManage }: { member: Member; canManage: boolean }) {
  const { t } = useI18n();
  const headingId = useId();
  const roleId = useId();
  const userId = member.id;
  const changeRole = useMemberChange(
    (role: Member['role']) =>
      call(client.PATCH('/api/provider/staff/{userId}', { params: { path: { userId } }, body: { role } })),
    'staff.roleSaved',
  );
  const removeSchool = useMemberChange((schoolId: string) =>
    call(
      client.PUT('/api/provider/staff/{userId}/schools', {
        params: { path: { userId } },
        body: { schoolId, looksAfter: false },
      }),
    ),
  );
  const removeTraining = useMemberChange((trainingId: string) =>
    call(
      client.DELETE('/api/provider/staff/{userId}/training/{trainingId}', {
        params: { path: { userId, trainingId } },
      }),
    ),
  );
  return (
    <Card aria-labelledby={headingId} className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {member.name}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{member.email}</p>
        </div>
        {canManage ? (
          <div className="space-y-1">
            <label htmlFor={roleId} className="block font-medium">
              {t('staff.role')}
            </label>
            <select
              id={roleId}
              value={member.role}
              disabled={changeRole.isPending}
              onChange={(e) => changeRole.mutate(e.target.value as Member['role'])}
              className={cn(control, controlState())}
            >
              <option value="waikura">{t('staff.role.waikura')}</option>
              <option value="admin">{t('staff.role.admin')}</option>
            </select>
          </div>
        ) : (
          <p>
            {t('staff.role')}: {t(`staff.role.${member.role}`)}
          </p>
        )}
      </div>

      <section aria-labelledby={`${headingId}-schools`} className="space-y-2">
        <h3 id={`${headingId}-schools`} className="font-semibold">
          {t('staff.schools', { count: member.schools.length })}
        </h3>
        {member.schools.length === 0 ? (
          <p className="text-sm">{t('staff.noSchools')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {member.schools.map((s) => (
              <li
                key={s.id}
                className="flex items-center gap-2 rounded-full border border-slate-300 py-1 pr-1 pl-3 text-sm dark:border-slate-600"
              >
                {s.name}
                {canManage && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('staff.removeSchool', { school: s.name, name: member.name })}
                    onClick={() => removeSchool.mutate(s.id)}
                  >
                    {t('staff.remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {canManage && <AddSchool member={member} />}
      </section>

      <section aria-labelledby={`${headingId}-training`} className="space-y-2">
        <h3 id={`${headingId}-training`} className="font-semibold">
          {t('staff.training')}
        </h3>
        {member.training.length === 0 ? (
          <p className="text-sm">{t('staff.noTraining')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {member.training.map((tr) => {
              const { Icon, cls } = STATE_LOOK[tr.state];
              return (
                <li key={tr.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
                  <div>
                    <p className="font-medium">{tr.competency}</p>
                    <p className="text-slate-600 dark:text-slate-400">
                      {t('staff.completed', { date: formatDay(tr.completedOn) })} ·{' '}
                      {t('staff.dueAgain', { date: formatDay(tr.revalidateBy) })}
                    </p>
                    {tr.notes && <p>{tr.notes}</p>}
                  </div>
                  <div className="flex items-center gap-3">
                    <span className={cn('inline-flex items-center gap-1 font-medium', cls)}>
                      <Icon aria-hidden="true" className="size-4 shrink-0" />
                      {t(`staff.state.${tr.state}`)}
                    </span>
                    {canManage && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('staff.removeTraining', {
                          competency: tr.competency,
                          name: member.name,
                        })}
                        onClick={() => removeTraining.mutate(tr.id)}
                      >
                        {t('staff.remove')}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {canManage && <RecordTraining member={member} />}
      </section>
    </Card>
  );
}

function AddSchool({ member }: { member: Member }) {
  const { t } = useI18n();
  const id = useId();
  const [q, setQ] = useState('');
  const search = useDebounced(q.trim());
  const found = useQuery({
    queryKey: ['schools', 'list', search, 0, 'staff'],
    queryFn: () => call(client.GET('/api/schools', { params: { query: { q: search, limit: 8 } } })),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
  const add = useMemberChange(
    (schoolId: string) =>
      call(
        client.PUT('/api/provider/staff/{userId}/schools', {
          params: { path: { userId: member.id } },
          body: { schoolId, looksAfter: true },
        }),
      ),
    'staff.schoolAdded',
  );
  const have = new Set(member.schools.map((s) => s.id));
  const options = search.length >= 2 ? (found.data?.schools ?? []).filter((s) => !have.has(s.id)) : [];
  return (
    <div className="max-w-md space-y-2">
      <label htmlFor={id} className="block font-medium">
        {t('staff.findSchool', { name: member.name })}
      </label>
      <input
        id={id}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        className={cn(control, controlState())}
      />
      {options.length > 0 && (
        <ul aria-label={t('staff.matches')} className="space-y-1">
          {options.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-2 text-sm">
              {s.name}
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('staff.addSchool', { school: s.name, name: member.name })}
                onClick={() => add.mutate(s.id, { onSuccess: () => setQ('') })}
              >
                {t('staff.add')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RecordTraining({ member }: { member: Member }) {
  const { t } = useI18n();
  const [values, setValues] = useState({ competency: '', completedOn: '', notes: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useMemberChange(
    (body: typeof values) =>
      call(
        client.POST('/api/provider/staff/{userId}/training', {
          params: { path: { userId: member.id } },
          body: { ...body, notes: body.notes || null },
        }),
      ),
    'staff.trainingSaved',
  );
  const idBase = useId();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (values.competency.trim().length < 3) problems.competency = t('staff.competencyRequired');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.completedOn))
      problems.completedOn = t('staff.completedOnRequired');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    record.mutate(values, {
      onSuccess: () => setValues({ competency: '', completedOn: '', notes: '' }),
      onError: (err) => {
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
      },
    });
  };
  return (
    <details className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <summary className="cursor-pointer font-medium">
        {t('staff.recordTraining', { name: member.name })}
      </summary>
      <form noValidate onSubmit={onSubmit} className="mt-3 max-w-md space-y-3">
        <TextField
          id={`${idBase}-competency`}
          label={t('staff.competency')}
          hint={t('staff.competencyHint')}
          error={errors.competency}
          value={values.competency}
          onChange={(e) => setValues({ ...values, competency: e.target.value })}
        />
        <TextField
          id={`${idBase}-completedOn`}
          type="date"
          label={t('staff.completedOn')}
          error={errors.completedOn}
          value={values.completedOn}
          onChange={(e) => setValues({ ...values, completedOn: e.target.value })}
        />
        <TextAreaField
          id={`${idBase}-notes`}
          label={t('staff.notes')}
          optional
          optionalLabel={t('common.optional')}
          error={errors.notes}
          value={values.notes}
          onChange={(e) => setValues({ ...values, notes: e.target.value })}
        />
        <Button type="submit" busy={record.isPending}>
          {t('staff.saveTraining')}
        </Button>
      </form>
    </details>
  );
}
