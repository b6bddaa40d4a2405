import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../components/ui/field';
import { useI18n } from '../../i18n';

/** A new password typed twice, with the password hint: used by reset, invitation and profile. */
export function NewPasswordFields<T extends FieldValues & { newPassword: string; confirm: string }>({
  register,
  errors,
  idPrefix = '',
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  idPrefix?: string;
}) {
  const { t } = useI18n();
  const message = (key: 'newPassword' | 'confirm') =>
    (errors[key] as { message?: string } | undefined)?.message;
  return (
    <>
      <TextField
        id={`${idPrefix}newPassword`}
        type="password"
        autoComplete="new-password"
        label={t('auth.newPassword')}
        hint={t('auth.passwordHint')}
        error={message('newPassword')}
        {...register('newPassword' as Path<T>)}
      />
      <TextField
        id={`${idPrefix}confirm`}
        type="password"
        autoComplete="new-password"
        label={t('auth.confirmPassword')}
        error={message('confirm')}
        {...register('confirm' as Path<T>)}
      />
    </>
  );
}
