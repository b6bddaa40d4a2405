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
import { call, client } from '../../lib/api';
import { applyServerErrors, summaryOf } from '../../lib/forms';
import { emailRule } from '../../lib/validation';
import { AuthCard } from './auth-card';

export default function ForgotPasswordPage() {
  const { t } = useI18n();
  const [sent, setSent] = useState<string | null>(null);
  const schema = z.object({
    email: emailRule(t),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await call(client.POST('/api/auth/request-password-reset', { body: { email } }));
      setSent(email);
    } catch (err) {
      if (!applyServerErrors(err, setError, ['email'])) setError('root', { message: (err as Error).message });
    }
  });
  return (
    <AuthCard title={t('auth.forgot.title')} intro={sent ? undefined : t('auth.forgot.intro')}>
      {sent ? (
        <Alert tone="success" role="status">
          {t('auth.forgot.sent', { email: sent })}
        </Alert>
      ) : (
        <>
          <ErrorSummary
            submitCount={submitCount}
            title={t('common.errorSummary')}
            errors={summaryOf(errors)}
            idFor={(f) => (f === 'root' ? 'email' : f)}
          />
          <form noValidate onSubmit={onSubmit} className="space-y-5">
            <TextField
              id="email"
              type="email"
              autoComplete="email"
              label={t('auth.email')}
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" busy={isSubmitting} className="w-full">
              {t('auth.forgot.submit')}
            </Button>
          </form>
        </>
      )}
      <p>
        <Link to="/login">{t('auth.login.submit')}</Link>
      </p>
    </AuthCard>
  );
}
