import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { SelectField, TextField } from '../../components/ui/field';
import { Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { ApiError, type BodyOf, call, client } from '../../lib/api';
import { applyServerErrors, summaryOf } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { emailRule } from '../../lib/validation';
import { SchoolPlaceForm } from '../map';
import { AccessProblem, useSchool } from '../school';
import { ActivityList } from './activity-list';
import { formatDate, type People, useContractors, usePeople, useSchoolMutation } from './api';

export default function SchoolAdminPage() {
  const { schoolId = '' } = useParams();
  const { t } = useI18n();
  const school = useSchool(schoolId);
  if (school.isPending) return <Spinner label={t('common.loading')} />;
  if (school.isError) return <AccessProblem error={school.error} />;
  const id = school.data.school.id;
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t('nav.adminLabel')}
        title={school.data.school.name}
        lead={<Link to={`/schools/${school.data.school.slug}`}>{t('provider.viewPlan')}</Link>}
      />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          <PeopleLists schoolId={id} />
        </div>
        <div className="space-y-6 lg:col-span-2">
          <InviteForm schoolId={id} />
          <AssignForm schoolId={id} />
          {/* Issue 19c: where the school is on the map (provider staff: the policy's `manage`). */}
          {school.data.actions.includes('manage') && (
            <SchoolPlaceForm schoolId={id} schoolName={school.data.school.name} />
          )}
        </div>
      </div>
      <Card aria-labelledby="school-activity-heading">
        <h2 id="school-activity-heading" className="text-xl font-semibold">
          {t('people.activity')}
        </h2>
        <ActivityList schoolId={id} />
      </Card>
    </div>
  );
}

function PeopleLists({ schoolId }: { schoolId: string }) {
  const { t } = useI18n();
  const people = usePeople(schoolId);
  const end = useSchoolMutation<{ id: string }>(schoolId, (b) =>
    call(
      client.POST('/api/schools/{schoolId}/contractor-assignments/{assignmentId}/end', {
        params: { path: { schoolId, assignmentId: b.id } },
      }),
    ),
  );
  const revoke = useSchoolMutation<{ id: string }>(schoolId, (b) =>
    call(
      client.POST('/api/schools/{schoolId}/viewer-access/{accessId}/revoke', {
        params: { path: { schoolId, accessId: b.id } },
      }),
    ),
  );
  if (people.isPending) return <Spinner label={t('common.loading')} />;
  if (people.isError) return <AccessProblem error={people.error} />;
  const p: People = people.data;
  /** Access changes take effect at once, so each asks first and says what happened. */
  const confirmThen = async (question: string, action: () => Promise<unknown>, done: string) => {
    if (!window.confirm(question)) return;
    try {
      await action();
      toast.success(done);
    } catch (err) {
      toast.error((err as Error).message);
    }
  };
  const onEnd = (id: string, name: string) =>
    confirmThen(t('people.confirmEnd', { name }), () => end.mutateAsync({ id }), t('people.ended'));
  const onRevoke = (id: string, name: string) =>
    confirmThen(t('people.confirmRevoke', { name }), () => revoke.mutateAsync({ id }), t('people.revoked'));
  const now = Date.now();
  const viewerState = (v: People['viewers'][number]) => {
    const expired = new Date(v.expiresAt).getTime() <= now;
    if (v.revokedAt)
      return { text: t('people.revokedOn', { date: formatDate(v.revokedAt) }), current: false };
    if (expired) return { text: t('people.expired', { date: formatDate(v.expiresAt) }), current: false };
    return { text: t('people.expires', { date: formatDate(v.expiresAt) }), current: true };
  };
  return (
    <>
      <PersonList
        id="staff-heading"
        title={t('people.staff')}
        people={p.staff.map((s) => ({
          key: s.id,
          name: s.name,
          email: s.email,
          detail: `${t(`role.${s.role}` as MessageKey)}${s.emailVerified ? '' : ` · ${t('people.unverified')}`}`,
        }))}
      />
      <PersonList
        id="contractors-school-heading"
        title={t('people.contractors')}
        people={p.contractors.map((c) => ({
          key: c.id,
          name: c.name,
          email: c.email,
          detail:
            c.assignmentStatus === 'active'
              ? t('people.active')
              : t('people.endedOn', { date: formatDate(c.endedDate) }),
          action:
            c.assignmentStatus === 'active'
              ? { label: t('people.end'), run: () => onEnd(c.id, c.name) }
              : undefined,
        }))}
      />
      <PersonList
        id="viewers-heading"
        title={t('people.viewers')}
        people={p.viewers.map((v) => {
          const state = viewerState(v);
          return {
            key: v.id,
            name: v.name,
            email: v.email,
            detail: state.text,
            action: state.current
              ? { label: t('people.revoke'), run: () => onRevoke(v.id, v.name) }
              : undefined,
          };
        })}
      />
      {p.pendingInvitations.length > 0 && (
        <Card aria-labelledby="pending-heading">
          <h2 id="pending-heading" className="text-xl font-semibold">
            {t('people.pending')}
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
            {p.pendingInvitations.map((i) => (
              <li key={i.id} className="py-2">
                {i.email} · {t(`role.${i.role}` as MessageKey)} · {formatDate(i.createdAt)}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}

interface Person {
  key: string;
  name: string;
  email: string;
  detail: string;
  action?: { label: string; run: () => void };
}

/** One kind of person with access to the school, each with what their access is and what can be done. */
function PersonList({ id, title, people }: { id: string; title: string; people: Person[] }) {
  const { t } = useI18n();
  return (
    <Card aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
        {people.map((person) => (
          <li key={person.key} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-medium">{person.name}</span>{' '}
              <span className="text-slate-600 dark:text-slate-400">{person.email}</span>
              <span className="block text-sm">{person.detail}</span>
            </span>
            {person.action && (
              <Button size="sm" variant="secondary" onClick={person.action.run}>
                {person.action.label}
                <span className="sr-only">: {person.name}</span>
              </Button>
            )}
          </li>
        ))}
        {people.length === 0 && <li className="py-2">{t('common.none')}</li>}
      </ul>
    </Card>
  );
}

function InviteForm({ schoolId }: { schoolId: string }) {
  const { t } = useI18n();
  const invite = useSchoolMutation<BodyOf<'/api/schools/{schoolId}/invitations', 'post'>>(schoolId, (body) =>
    call(client.POST('/api/schools/{schoolId}/invitations', { params: { path: { schoolId } }, body })),
  );
  const schema = z
    .object({
      name: z.string().trim().min(1, t('validation.required')).max(120),
      email: emailRule(t, 'other'),
      role: z.enum(['principal', 'school_admin', 'viewer']),
      expiresAt: z.string(),
    })
    .refine((v) => v.role !== 'viewer' || v.expiresAt, {
      path: ['expiresAt'],
      message: t('people.expiresAtRequired'),
    });
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', role: 'school_admin', expiresAt: '' },
  });
  const role = watch('role');
  const onSubmit = handleSubmit(async (v) => {
    try {
      await invite.mutateAsync({
        name: v.name,
        email: v.email,
        role: v.role,
        ...(v.role === 'viewer' ? { expiresAt: v.expiresAt } : {}),
      });
      toast.success(t('people.invited', { email: v.email }));
      reset();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'email_taken') setError('email', { message: err.message });
      else if (!applyServerErrors(err, setError, ['name', 'email', 'role', 'expiresAt']))
        setError('root', { message: (err as Error).message });
    }
  });
  return (
    <Card aria-labelledby="invite-heading">
      <h2 id="invite-heading" className="text-xl font-semibold">
        {t('people.invite')}
      </h2>
      <p className="mb-4 mt-1 text-slate-700 dark:text-slate-300">{t('people.inviteIntro')}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <ErrorSummary
          submitCount={submitCount}
          title={t('common.errorSummary')}
          errors={summaryOf(errors)}
          idFor={(f) => (f === 'root' ? 'invite-name' : `invite-${f}`)}
        />
        <TextField
          id="invite-name"
          label={t('profile.name')}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="invite-email"
          type="email"
          label={t('auth.email')}
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField id="invite-role" label={t('people.role')} {...register('role')}>
          <option value="principal">{t('role.principal')}</option>
          <option value="school_admin">{t('role.school_admin')}</option>
          <option value="viewer">{t('role.viewer')}</option>
        </SelectField>
        {role === 'viewer' && (
          <TextField
            id="invite-expiresAt"
            type="date"
            label={t('people.expiresAt')}
            hint={t('people.expiresAtHint')}
            error={errors.expiresAt?.message}
            {...register('expiresAt')}
          />
        )}
        <Button type="submit" busy={isSubmitting}>
          {t('people.sendInvite')}
        </Button>
      </form>
    </Card>
  );
}

function AssignForm({ schoolId }: { schoolId: string }) {
  const { t } = useI18n();
  const contractors = useContractors();
  const people = usePeople(schoolId);
  // Contractors already looking after this school are not offered again.
  const assigned = new Set(
    (people.data?.contractors ?? [])
      .filter((c) => c.assignmentStatus === 'active')
      .map((c) => c.contractorId),
  );
  const offered = (contractors.data?.contractors ?? []).filter((c) => !assigned.has(c.id));
  const assign = useSchoolMutation<BodyOf<'/api/schools/{schoolId}/contractor-assignments', 'post'>>(
    schoolId,
    (body) =>
      call(
        client.POST('/api/schools/{schoolId}/contractor-assignments', {
          params: { path: { schoolId } },
          body,
        }),
      ),
  );
  const { register, handleSubmit, reset, setError, formState } = useForm<{ contractorId: string }>({
    defaultValues: { contractorId: '' },
  });
  const onSubmit = handleSubmit(async ({ contractorId }) => {
    if (!contractorId) {
      setError('contractorId', { message: t('people.chooseContractor') });
      return;
    }
    try {
      await assign.mutateAsync({ contractorId });
      const name = contractors.data?.contractors.find((c) => c.id === contractorId)?.name ?? '';
      toast.success(t('people.assigned', { name }));
      reset();
    } catch (err) {
      setError('contractorId', { message: (err as Error).message });
    }
  });
  return (
    <Card aria-labelledby="assign-heading">
      <h2 id="assign-heading" className="text-xl font-semibold">
        {t('people.assign')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <SelectField
          id="assign-contractor"
          label={t('people.contractors')}
          error={formState.errors.contractorId?.message}
          {...register('contractorId')}
        >
          <option value="">—</option>
          {offered.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.email})
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary" busy={formState.isSubmitting}>
          {t('people.assignSubmit')}
        </Button>
      </form>
    </Card>
  );
}
