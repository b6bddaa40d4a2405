import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/field';
import { Card } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { ApiError, call, client } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useFormFields } from './use-form-fields';

/** A New Zealand day `days` from today, YYYY-MM-DD. */
const nzDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const EMPTY = { name: '', email: '', expiresAt: '' };

/**
 * Issue 19d: whoever writes the plan invites the board chair by e-mail as a viewer who may approve it. The
 * chair gets a link to set a password, reads the plan read-only and approves it with a name and date.
 */
export function InviteChair({ schoolId, queryKey }: { schoolId: string; queryKey: string[] }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  // A year of read-only access by default: a board's term of approvals, changeable.
  const { id, values, setValues, errors, setErrors, submits, countSubmit, field } = useFormFields({
    ...EMPTY,
    expiresAt: nzDay(365),
  });
  const invite = useMutation({
    mutationFn: (body: typeof values) =>
      call(
        client.POST('/api/schools/{schoolId}/plan/approval/chair-invitations', {
          params: { path: { schoolId } },
          body,
        }),
      ),
    onSuccess: (_state, body) => {
      toast.success(t('approvalChair.sent', { email: body.email }));
      setValues({ ...EMPTY, expiresAt: nzDay(365) });
      return qc.invalidateQueries({ queryKey });
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (values.name.trim().length < 2) problems.name = t('approvalChair.nameRequired');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
      problems.email = t('approvalChair.emailRequired');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.expiresAt)) problems.expiresAt = t('approvalChair.dateRequired');
    else if (values.expiresAt <= nzDay(0)) problems.expiresAt = t('approvalChair.dateFuture');
    setErrors(problems);
    countSubmit();
    if (Object.keys(problems).length) return;
    invite.mutate(
      { ...values, email: values.email.trim(), name: values.name.trim() },
      {
        onError: (err) => {
          if (err instanceof ApiError && err.fields) setErrors(err.fields);
          else setErrors({ email: err.message });
          countSubmit();
        },
      },
    );
  };
  return (
    <Card aria-labelledby={`${id}-h`} className="space-y-3">
      <h2 id={`${id}-h`} className="text-xl font-semibold">
        {t('approvalChair.heading')}
      </h2>
      <p>{t('approvalChair.text')}</p>
      <form noValidate onSubmit={onSubmit} className="max-w-xl space-y-3">
        <ErrorSummary
          submitCount={submits}
          title={t('common.errorSummary')}
          errors={errors}
          idFor={(f) => `${id}-${f}`}
        />
        <TextField label={t('approvalChair.name')} autoComplete="off" {...field('name')} />
        <TextField
          type="email"
          label={t('approvalChair.email')}
          hint={t('approvalChair.emailHint')}
          autoComplete="off"
          {...field('email')}
        />
        <TextField
          type="date"
          label={t('approvalChair.expiresAt')}
          hint={t('approvalChair.expiresHint')}
          {...field('expiresAt')}
        />
        <Button type="submit" busy={invite.isPending}>
          <Mail aria-hidden="true" className="size-4" />
          {t('approvalChair.send')}
        </Button>
      </form>
    </Card>
  );
}
