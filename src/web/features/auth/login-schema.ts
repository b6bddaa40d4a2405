/**
 * The sign-in form's rules, loaded when the form is first checked (decision 046). A module of its own so
 * that zod is imported statically here and tree-shaken as everywhere else: `import('zod')` from the page
 * would keep every export of zod (73 KB on the wire instead of 25 KB, in the chunk every form shares).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { emailRule } from '../../lib/validation';

type T = Parameters<typeof emailRule>[0];
export type LoginValues = { email: string; password: string };

export function loginResolver(t: T): Resolver<LoginValues> {
  const schema = z.object({
    email: emailRule(t),
    password: z.string().min(1, t('validation.passwordRequired')),
  });
  return zodResolver(schema) as Resolver<LoginValues>;
}
