import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { homePathFor, safeReturnUrl } from '../../../domain/navigation';
import { Button, ButtonLink } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/field';
import { Alert } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { summaryOf } from '../../lib/forms';
import { lazyResolver } from '../../lib/lazy-resolver';
import { AuthCard } from './auth-card';
import './sign-in-messages';
import type { LoginValues } from './login-schema';

export default function LoginPage() {
  const { t } = useI18n();
  const { login, user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  // Zod and the rules load when the form is first checked (on "Log in"), not before it is drawn (decision 046).
  const resolver = lazyResolver<LoginValues>(async () => (await import('./login-schema')).loginResolver(t));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<LoginValues>({ resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const me = await login(values.email, values.password);
      navigate(returnUrl ?? homePathFor(me), { replace: true });
    } catch (err) {
      if (err instanceof ApiError)
        setError('root', { message: t('auth.login.failed', { message: err.message }) });
    }
  });

  return (
    <AuthCard title={t('auth.login.title')} intro={t('auth.login.intro')}>
      {/* The tab's title in the prerendered HTML too (app/layout/document-title.tsx keeps it). */}
      <title data-page-title="">{`${t('auth.login.submit')} – WaiKura`}</title>
      {user && (
        <Alert tone="info" title={user.email}>
          <ButtonLink to={homePathFor(user)} variant="secondary" size="sm">
            {t('nav.dashboard')}
          </ButtonLink>
        </Alert>
      )}
      <ErrorSummary
        submitCount={submitCount}
        title={t('common.errorSummary')}
        errors={summaryOf(errors)}
        idFor={(f) => (f === 'root' ? 'email' : f)}
      />
      {/*
        Sent before the app has taken the page over ("Log in" or Enter on a slow line), the form is held
        and sent by the app once it has, with what was typed (public/before-app.js, decision 058). Never
        the browser's way: `post`, so that even then the password would not be put in the address.
      */}
      <form noValidate method="post" onSubmit={onSubmit} className="space-y-5" data-early="sign-in">
        <TextField
          id="email"
          type="email"
          autoComplete="email"
          label={t('auth.email')}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="password"
          type="password"
          autoComplete="current-password"
          label={t('auth.password')}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" busy={isSubmitting} className="w-full">
          {t('auth.login.submit')}
        </Button>
      </form>
      <p>
        <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
      </p>
      <p className="border-t border-slate-200 pt-4 dark:border-slate-700">
        {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.createAccount')}</Link>
      </p>
    </AuthCard>
  );
}
