import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/field';
import { Alert } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { ApiError, call, client } from '../../lib/api';
import { applyServerErrors, summaryOf } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { emailRule, newPasswordRule } from '../../lib/validation';
import { AuthCard } from './auth-card';

export default function RegisterPage() {
  const { t } = useI18n();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = z.object({
    schoolName: z.string().trim().min(2, t('validation.schoolName')).max(120),
    name: z.string().trim().max(120).optional(),
    email: emailRule(t),
    password: newPasswordRule(t),
  });
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { schoolName: '', name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await call(
        client.POST('/api/auth/sign-up/email', {
          body: {
            email: values.email,
            password: values.password,
            schoolName: values.schoolName,
            ...(values.name ? { name: values.name } : {}),
          },
        }),
      );
      toast.success(t('auth.register.success'));
      setSentTo(values.email);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      toast.error(t('auth.register.failed', { message }));
      if (err instanceof ApiError && err.code === 'email_taken')
        setError('email', { message: t('auth.register.taken') });
      else applyServerErrors(err, setError, ['email', 'password', 'schoolName', 'name']);
    }
  });

  if (sentTo) {
    return (
      <AuthCard title={t('auth.register.checkEmail.title')}>
        <Alert tone="success" role="status">
          {t('auth.register.checkEmail.body', { email: sentTo })}
        </Alert>
        <p>
          <Link to="/login">{t('auth.login.submit')}</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.register.title')} intro={t('auth.register.intro')}>
      <ErrorSummary submitCount={submitCount} title={t('common.errorSummary')} errors={summaryOf(errors)} />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          id="schoolName"
          label={t('auth.schoolName')}
          hint={t('auth.schoolNameHint')}
          autoComplete="organization"
          error={errors.schoolName?.message}
          {...register('schoolName')}
        />
        <TextField
          id="name"
          label={t('auth.yourName')}
          hint={t('auth.yourNameHint')}
          autoComplete="name"
          optional
          optionalLabel={t('common.optional')}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="email"
          type="email"
          label={t('auth.email')}
          hint={t('auth.emailHint')}
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="password"
          type="password"
          label={t('auth.password')}
          hint={t('auth.passwordHint')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" busy={isSubmitting} className="w-full">
          {t('auth.register.submit')}
        </Button>
      </form>
      <p className="border-t border-slate-200 pt-4 dark:border-slate-700">
        {t('auth.register.haveAccount')} <Link to="/login">{t('auth.login.submit')}</Link>
      </p>
    </AuthCard>
  );
}
