import { z } from 'zod';
import { isReservedSlug } from './reserved-slugs';
import { slugify } from './slug';

/** Password rules, checked in the browser and again on the server. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordSchema = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  });

export const emailSchema = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .min(1, { error: 'Enter your email address.' })
  .max(254, { error: 'An email address can be at most 254 characters long.' })
  .pipe(z.email({ error: 'Enter an email address in the right format, like name@school.nz.' }))
  .transform((s) => s.toLowerCase());

export const schoolNameSchema = z
  .string({ error: "Enter your school's name." })
  .trim()
  .min(2, { error: "Enter your school's name." })
  .max(120, { error: "A school's name can be at most 120 characters long." })
  // Issue 20a: a name whose slug is a public page's word would take that page's address (reserved-slugs.ts).
  .refine((name) => !isReservedSlug(slugify(name)), {
    error: (issue) =>
      `A school named "${String(issue.input).trim()}" would have the address /schools/${slugify(String(issue.input))}, which is one of WaiKura's public pages. Add the place or the word "School" to the name.`,
  });

export const personNameSchema = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, { error: 'Enter a name.' })
  .max(120, { error: 'A name can be at most 120 characters long.' });

export const signUpSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  schoolName: schoolNameSchema,
  name: personNameSchema.optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;
