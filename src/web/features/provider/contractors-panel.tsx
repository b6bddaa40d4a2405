import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/field';
import { Card, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { ApiError } from '../../lib/api';
import { applyServerErrors, summaryOf } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { emailRule } from '../../lib/validation';
import { useContractors, useCreateContractor } from './api';

export function ContractorsPanel() {
  const { t } = useI18n();
  const list = useContractors();
  const create = useCreateContractor();
  const schema = z.object({
    name: z.string().trim().min(1, t('validation.required')).max(120),
    email: emailRule(t, 'other'),
  });
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', email: '' } });
  const onSubmit = handleSubmit(async (v) => {
    try {
      await create.mutateAsync(v);
      toast.success(t('provider.contractorCreated', { email: v.email }));
      reset();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'email_taken') setError('email', { message: err.message });
      else if (!applyServerErrors(err, setError, ['name', 'email']))
        setError('root', { message: (err as Error).message });
    }
  });
  return (
    <Card aria-labelledby="contractors-heading">
      <h2 id="contractors-heading" className="text-xl font-semibold">
        {t('provider.contractors')}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{t('provider.contractorsIntro')}</p>
      {list.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <ul className="my-4 divide-y divide-slate-200 dark:divide-slate-700">
          {list.data?.contractors.map((c) => (
            <li key={c.id} className="py-2">
              <span className="font-medium">{c.name}</span>{' '}
              <span className="text-slate-600 dark:text-slate-400">{c.email}</span>
              <span className="block text-sm">
                {t('provider.activeAssignments', { count: c.activeAssignments })}
                {!c.emailVerified && ` · ${t('people.unverified')}`}
              </span>
            </li>
          ))}
          {list.data?.contractors.length === 0 && <li className="py-2">{t('common.none')}</li>}
        </ul>
      )}
      <h3 className="mt-4 font-semibold">{t('provider.createContractor')}</h3>
      <form noValidate onSubmit={onSubmit} className="mt-3 space-y-4">
        <ErrorSummary
          submitCount={submitCount}
          title={t('common.errorSummary')}
          errors={summaryOf(errors)}
          idFor={(f) => (f === 'root' ? 'contractor-name' : `contractor-${f}`)}
        />
        <TextField
          id="contractor-name"
          label={t('profile.name')}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="contractor-email"
          type="email"
          label={t('auth.email')}
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" variant="secondary" busy={isSubmitting}>
          {t('provider.createContractor')}
        </Button>
      </form>
    </Card>
  );
}
