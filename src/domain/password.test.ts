import { describe, expect, test } from 'vitest';
import {
  emailSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordSchema,
  personNameSchema,
  schoolNameSchema,
  signUpSchema,
} from './password';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('password rules', () => {
  test('the limits are 12 and 128 characters', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([12, 128]);
  });

  test.each([
    [11, false, 'Your password must be at least 12 characters long.'],
    [12, true, undefined],
    [128, true, undefined],
    [129, false, 'Your password must be at most 128 characters long.'],
  ])('%i characters: accepted %s', (length, ok, message) => {
    const result = passwordSchema.safeParse('p'.repeat(length));
    expect(result.success).toBe(ok);
    expect(firstMessage(result)).toBe(message);
  });

  test('counts characters, not bytes: 12 Māori vowels with macrons are enough', () => {
    expect(passwordSchema.safeParse('āēīōūĀĒĪŌŪāē').success).toBe(true);
  });

  test('a missing password has a message of its own', () => {
    expect(firstMessage(passwordSchema.safeParse(undefined))).toBe('Enter a password.');
  });
});

describe('e-mail, names and sign-up', () => {
  test('e-mail addresses are trimmed and lower-cased; bad ones get the spec-like message', () => {
    expect(emailSchema.parse('  Mere@School.NZ ')).toBe('mere@school.nz');
    expect(firstMessage(emailSchema.safeParse('not-an-email'))).toBe(
      'Enter an email address in the right format, like name@school.nz.',
    );
    expect(firstMessage(emailSchema.safeParse(''))).toBe('Enter your email address.');
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@b.nz`).success).toBe(false);
  });

  test('school and person names are trimmed and bounded', () => {
    expect(schoolNameSchema.parse('  Kōwhai Valley School ')).toBe('Kōwhai Valley School');
    expect(schoolNameSchema.safeParse(' x ').success).toBe(false);
    expect(schoolNameSchema.safeParse('x'.repeat(121)).success).toBe(false);
    expect(personNameSchema.safeParse('   ').success).toBe(false);
  });

  test('sign-up accepts exactly email, password, schoolName and an optional name', () => {
    const base = { email: 'a@b.nz', password: 'twelve-chars', schoolName: 'A School' };
    expect(signUpSchema.safeParse(base).success).toBe(true);
    expect(signUpSchema.safeParse({ ...base, name: 'Aroha' }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...base, role: 'admin' }).success).toBe(false);
    const { schoolName: _, ...noSchool } = base;
    expect(signUpSchema.safeParse(noSchool).success).toBe(false);
  });
});
