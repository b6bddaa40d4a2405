import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button, ButtonLink } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { Alert } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { call, client } from '../../lib/api';
import { applyServerErrors, summaryOf } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { newPasswordRule, passwordsMatch } from '../../lib/validation';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

export default function ResetPasswordPage() {
  const { t, lang, setLang } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const invite = params.get('invite') === '1';
  // An invitation says the language it was written in (decision 044): the page opens in it, once.
  const invitedIn = params.get('lang');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the link's language, when the page opens
  useEffect(() => {
    if (invitedIn === 'mi' && lang !== 'mi') setLang('mi');
  }, [invitedIn]);
  const schema = z
    .object({
      newPassword: newPasswordRule(t),
      confirm: z.string(),
    })
    .refine(...passwordsMatch(t));
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { newPassword: '', confirm: '' } });

  const title = invite ? t('auth.reset.inviteTitle') : t('auth.reset.title');
  if (!token) {
    return (
      <AuthCard title={title}>
        <Alert tone="warning">{t('auth.reset.noToken')}</Alert>
        <ButtonLink to="/forgot-password">{t('auth.reset.askAgain')}</ButtonLink>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await call(client.POST('/api/auth/reset-password', { body: { token, newPassword } }));
      toast.success(t('auth.reset.done'));
      navigate('/login', { replace: true });
    } catch (err) {
      if (!applyServerErrors(err, setError, ['newPassword']))
        setError('root', { message: (err as Error).message });
    }
  });

  return (
    <AuthCard title={title} intro={invite ? t('auth.reset.inviteIntro') : undefined}>
      <ErrorSummary
        submitCount={submitCount}
        title={t('common.errorSummary')}
        errors={summaryOf(errors)}
        idFor={(f) => (f === 'root' ? 'newPassword' : f)}
      />
      {errors.root && (
        <p>
          <Link to="/forgot-password">{t('auth.reset.askAgain')}</Link>
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <NewPasswordFields register={register} errors={errors} />
        <Button type="submit" busy={isSubmitting} className="w-full">
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
