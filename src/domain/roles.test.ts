import { describe, expect, test } from 'vitest';
import {
  hasRole,
  INVITABLE_SCHOOL_ROLES,
  isProvider,
  isRole,
  isSchoolStaff,
  ROLES,
  roleLabelKey,
} from './roles';

describe('roles', () => {
  // biome-ignore format: a table aligned by hand
  test.each([
    // role            provider  school staff
    ['admin',          true,     false],
    ['waikura',        true,     false],
    ['principal',      false,    true],
    ['school_admin',   false,    true],
    ['school',         false,    true],
    ['contractor',     false,    false],
    ['viewer',         false,    false],
    ['Admin',          false,    false],
    ['',               false,    false],
    [null,             false,    false],
    [undefined,        false,    false],
  ])('%j: provider %s, school staff %s', (role, provider, staff) => {
    expect(isProvider(role)).toBe(provider);
    expect(isSchoolStaff(role)).toBe(staff);
  });

  test('the seven roles, the invitable ones, and a label for each', () => {
    expect([...ROLES].sort()).toEqual([
      'admin',
      'contractor',
      'principal',
      'school',
      'school_admin',
      'viewer',
      'waikura',
    ]);
    expect(INVITABLE_SCHOOL_ROLES).toEqual(['principal', 'school_admin', 'viewer']);
    for (const r of ROLES) expect(roleLabelKey(r)).toBe(`role.${r}`);
    expect(roleLabelKey('guest')).toBe('role.unknown');
    expect(isRole('admin')).toBe(true);
    expect(isRole('root')).toBe(false);
    expect(hasRole('viewer', ['viewer', 'contractor'])).toBe(true);
  });
});
