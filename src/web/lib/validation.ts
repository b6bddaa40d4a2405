import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/password';
import type { translate } from '../i18n';

type T = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => string;

/**
 * The browser's side of the rules the server checks again (src/domain/password.ts). `whose`: 'own' for
 * the user's own address, 'other' for someone else's (an invitation, a contractor's account).
 */
export const emailRule = (t: T, whose: 'own' | 'other' = 'own') =>
  z
    .string()
    .trim()
    .min(1, t(whose === 'own' ? 'validation.emailRequired' : 'validation.emailRequiredOther'))
    .pipe(z.email(t('validation.email')));

export const newPasswordRule = (t: T) =>
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, t('validation.passwordMin', { min: PASSWORD_MIN_LENGTH }))
    .max(PASSWORD_MAX_LENGTH, t('validation.passwordMax', { max: PASSWORD_MAX_LENGTH }));

export const requiredText = (t: T, max: number) =>
  z.string().trim().min(1, t('validation.required')).max(max);

/** The refinement of a form where a new password is typed twice. */
export const passwordsMatch = (
  t: T,
): [(v: { newPassword: string; confirm: string }) => boolean, { path: string[]; message: string }] => [
  (v) => v.newPassword === v.confirm,
  { path: ['confirm'], message: t('auth.passwordsDiffer') },
];
