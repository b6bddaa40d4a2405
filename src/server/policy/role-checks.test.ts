/**
 * Access is decided in src/server/policy only: no other server file compares roles, calls the role
 * helpers, or filters users by role in SQL. A new check elsewhere fails here; put it in policy.ts (pure
 * decisions) or scopes.ts (where-clauses) with its row in policy.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const SERVER = join(import.meta.dirname, '..');

const ROLE_CHECKS: [what: string, pattern: RegExp][] = [
  ['compares a role', /\.role\s*(===|!==|==|!=)|(===|!==|==|!=)\s*[\w.?]*\.role\b/],
  ['switches on a role', /switch\s*\(\s*[\w.?]*\brole\s*\)/],
  ['calls a role helper', /\b(isProvider|isSchoolStaff|hasRole)\s*\(/],
  ['filters users by role in SQL', /\b(eq|ne|inArray|notInArray)\(\s*users\.role\b/],
  ['lists roles', /\b(SCHOOL_STAFF_ROLES|PROVIDER_ROLES)\b/],
];

/** Files outside policy/ that are not tests, test helpers, or the schema and demo seed (data, not rules). */
function serverFiles(dir = SERVER): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const rel = relative(SERVER, path);
    if (entry.isDirectory()) {
      if (!['policy', 'test', 'migrations'].includes(rel)) out.push(...serverFiles(path));
    } else if (
      entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.test.ts') &&
      !['db/schema.ts', 'db/seed.ts'].includes(rel)
    )
      out.push(path);
  }
  return out;
}

function roleChecksIn(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
    for (const [what, pattern] of ROLE_CHECKS)
      if (pattern.test(code)) found.push(`${i + 1}: ${what}: ${line.trim()}`);
  });
  return found;
}

describe('access decided in src/server/policy only', () => {
  test('the search finds what it looks for (so the next test can fail)', () => {
    expect(roleChecksIn("if (user.role !== 'contractor') throw forbidden();")).not.toEqual([]);
    expect(roleChecksIn("const ok = 'admin' === actor.role;")).not.toEqual([]);
    expect(roleChecksIn('if (isProvider(user.role)) return;')).not.toEqual([]);
    expect(roleChecksIn(".where(eq(users.role, 'viewer'))")).not.toEqual([]);
    expect(roleChecksIn('inArray(users.role, [...SCHOOL_STAFF_ROLES])')).not.toEqual([]);
    expect(roleChecksIn('switch (user.role) {')).not.toEqual([]);
    expect(roleChecksIn('role: users.role,')).toEqual([]);
  });

  test('no server file outside policy/ compares roles', () => {
    const files = serverFiles();
    expect(files.length).toBeGreaterThan(40);
    const found = files.flatMap((f) =>
      roleChecksIn(readFileSync(f, 'utf8')).map((hit) => `${relative(SERVER, f)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
