import { and, asc, count, eq, sql } from 'drizzle-orm';
import { slugify as slugifyName } from '../../../domain/slug';
import type { Db } from '../../db/client';
import { schoolColumns } from '../../db/columns';
import { containsText } from '../../lib/search';
import { visibleSchoolsWhere } from '../../policy/scopes';

export { schoolColumns };

import { schools } from '../../db/schema';
import type { SessionUser } from '../../lib/context';
import { conflict } from '../../lib/http';

/**
 * Every lower-cased form by which `school` is already reached: its id, slug, legacy ids (old slugs of a
 * rename included) and what each legacy id slugifies to (`resolveLegacySchool` finds a legacy id by its
 * slugified form too). A new or renamed school's slug may be none of another school's forms.
 */
export function reservedForms(school: { id: string; slug: string; legacyIds: string[] }): string[] {
  const forms = [school.id.toLowerCase(), school.slug];
  for (const legacy of school.legacyIds) forms.push(legacy.toLowerCase(), slugifyName(legacy));
  return forms;
}

/**
 * The first of `base`, `base-2`, `base-3`… that no other school is reached by (`reservedForms`): so a
 * school named after another's legacy id ("Kowhai Valley School ID") or old name gets another slug, and
 * old URLs keep leading to the school they always did. Reads every school's forms: a few thousand schools
 * at most, on sign-up, creation and rename only.
 */
export async function uniqueSlug(db: Db, base: string, exceptId?: string): Promise<string> {
  const rows = await db
    .select({ id: schools.id, slug: schools.slug, legacyIds: schools.legacyIds })
    .from(schools);
  const taken = new Set(rows.filter((r) => r.id !== exceptId).flatMap(reservedForms));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** A unique-index violation on the slug: another request took the same slug at the same moment. */
export const isSlugClash = (err: unknown) =>
  /schools_slug_unique/.test(String((err as { cause?: unknown }).cause ?? err));

/**
 * Runs `insert` with a free slug for `name`. Two requests that race for the same slug would both pass
 * uniqueSlug; the loser's insert fails on the unique index and is retried with the next free slug.
 */
export async function withFreeSlug<T>(
  db: Db,
  name: string,
  insert: (slug: string) => Promise<T>,
): Promise<T> {
  const base = slugifyName(name) || 'school';
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(await uniqueSlug(db, base));
    } catch (err) {
      if (attempt >= 5 || !isSlugClash(err)) throw err;
    }
  }
}

export async function listSchools(
  db: Db,
  user: SessionUser,
  now: Date,
  opts: { q?: string; limit: number; offset: number },
) {
  const scope = visibleSchoolsWhere(db, user, now);
  const search = opts.q?.trim() ? containsText([schools.name, schools.region], opts.q) : undefined;
  const where = and(scope, search);
  const [rows, total] = await Promise.all([
    db
      .select(schoolColumns)
      .from(schools)
      .where(where)
      .orderBy(asc(schools.name))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(schools).where(where),
  ]);
  return { schools: rows, total: Number(total[0]?.n ?? 0) };
}

export interface SchoolChanges {
  name?: string;
  moeNumber?: number | null;
  region?: string | null;
  address?: string | null;
  waterSource?: string | null;
}

/** Updates a school if `version` is current; otherwise 409 and nothing changes. */
export async function updateSchool(db: Db, id: string, version: number, changes: SchoolChanges, now: Date) {
  return db.transaction(async (tx) => {
    const patch: Record<string, unknown> = {
      ...changes,
      updatedAt: now,
      version: sql`${schools.version} + 1`,
    };
    if (changes.name) {
      const slug = await uniqueSlug(tx as unknown as Db, slugifyName(changes.name) || 'school', id);
      // Old links keep working: the previous slug becomes a legacy id of the school.
      patch.slug = slug;
      patch.legacyIds = sql`case when ${schools.slug} = ${slug} or ${schools.legacyIds} @> jsonb_build_array(${schools.slug}) then ${schools.legacyIds} else ${schools.legacyIds} || jsonb_build_array(${schools.slug}) end`;
    }
    const rows = await tx
      .update(schools)
      .set(patch)
      .where(and(eq(schools.id, id), eq(schools.version, version)))
      .returning(schoolColumns);
    if (!rows[0]) {
      throw conflict(
        'Someone else changed these school details since you opened them. Reload to see their changes, then try again.',
        'stale_version',
      );
    }
    return rows[0];
  });
}
