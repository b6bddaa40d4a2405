import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { roleLabelKey } from '../../../domain/roles';
import { DisplaySettings } from '../../app/layout/display-settings';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/field';
import { Card, PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { ApiError, call, client } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { applyServerErrors, summaryOf } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { newPasswordRule, passwordsMatch } from '../../lib/validation';
import { NewPasswordFields } from '../auth';

export default function ProfilePage() {
  const { t } = useI18n();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="space-y-8">
      <PageHeader title={t('profile.title')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailsCard />
        <PasswordCard />
        <Card aria-labelledby="display-heading">
          <h2 id="display-heading" className="text-xl font-semibold">
            {t('profile.preferences')}
          </h2>
          <div className="mt-4">
            <DisplaySettings />
          </div>
        </Card>
        <Card aria-labelledby="account-heading">
          <h2 id="account-heading" className="text-xl font-semibold">
            {t('profile.details')}
          </h2>
          <dl className="mt-3 space-y-2">
            <div>
              <dt className="font-medium">{t('profile.email')}</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt className="font-medium">{t('profile.role')}</dt>
              <dd>{t(roleLabelKey(user.role) as MessageKey)}</dd>
            </div>
            {user.schoolName && (
              <div>
                <dt className="font-medium">{t('profile.school')}</dt>
                <dd>{user.schoolName}</dd>
              </div>
            )}
          </dl>
        </Card>
      </div>
    </div>
  );
}

function DetailsCard() {
  const { t } = useI18n();
  const { user, refresh } = useAuth();
  const schema = z.object({ name: z.string().trim().min(1, t('validation.required')).max(120) });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ resolver: zodResolver(schema), defaultValues: { name: user?.name ?? '' } });
  const onSubmit = handleSubmit(async (v) => {
    try {
      await call(client.PATCH('/api/me', { body: v }));
      await refresh();
      toast.success(t('profile.saved'));
    } catch (err) {
      if (!applyServerErrors(err, setError, ['name'])) setError('name', { message: (err as Error).message });
    }
  });
  return (
    <Card aria-labelledby="name-heading">
      <h2 id="name-heading" className="text-xl font-semibold">
        {t('profile.name')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <TextField
          id="profile-name"
          label={t('profile.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <Button type="submit" busy={isSubmitting}>
          {t('common.save')}
        </Button>
      </form>
    </Card>
  );
}

function PasswordCard() {
  const { t } = useI18n();
  const schema = z
    .object({
      currentPassword: z.string().min(1, t('validation.passwordRequired')),
      newPassword: newPasswordRule(t),
      confirm: z.string(),
    })
    .refine(...passwordsMatch(t));
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const onSubmit = handleSubmit(async (v) => {
    try {
      await call(
        client.POST('/api/auth/change-password', {
          body: { currentPassword: v.currentPassword, newPassword: v.newPassword, revokeOtherSessions: true },
        }),
      );
      toast.success(t('profile.passwordChanged'));
      reset();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'invalid_password')
        setError('currentPassword', { message: err.message });
      else if (!applyServerErrors(err, setError, ['currentPassword', 'newPassword']))
        setError('root', { message: (err as Error).message });
    }
  });
  return (
    <Card aria-labelledby="password-heading">
      <h2 id="password-heading" className="text-xl font-semibold">
        {t('profile.changePassword')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <ErrorSummary
          submitCount={submitCount}
          title={t('common.errorSummary')}
          errors={summaryOf(errors)}
          idFor={(f) => (f === 'root' ? 'pw-currentPassword' : `pw-${f}`)}
        />
        <TextField
          id="pw-currentPassword"
          type="password"
          autoComplete="current-password"
          label={t('profile.currentPassword')}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordFields register={register} errors={errors} idPrefix="pw-" />
        <Button type="submit" busy={isSubmitting}>
          {t('profile.changePassword')}
        </Button>
      </form>
    </Card>
  );
}
