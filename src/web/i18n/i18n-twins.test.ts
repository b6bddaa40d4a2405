/**
 * The te reo Māori check (issue 20, decision 042): every English message file `en-<area>.ts` has a te reo
 * twin `mi-<area>.ts` with exactly its keys, each a non-empty translation with the same `{placeholders}`
 * and (a cheap check that it was translated at all) not the English word for word unless it is a name.
 * CI runs it with the unit tests, so an English string without te reo fails the build.
 */
import { describe, expect, test } from 'vitest';
import { PLAN_PARTS, PLAN_SECTIONS } from '../../domain/plan/catalogue';
import { miPlanTitles } from './mi-plan-titles';

type Catalogue = Readonly<Record<string, string>>;
const englishFiles = import.meta.glob<Record<string, Catalogue>>(['./en-*.ts', '!./en-app.ts'], {
  eager: true,
});
const maoriFiles = import.meta.glob<Record<string, Catalogue>>(
  ['./mi-*.ts', '!./mi-app.ts', '!./mi-plan-titles.ts', '!./*.test.ts'],
  { eager: true },
);

/**
 * English files whose te reo twin another branch is writing (issue 20, helper 20f). Listed here so this
 * branch's build passes; the lead empties this set once that branch is merged. Nothing else may be here.
 */
const PENDING_ELSEWHERE = new Set<string>();

/**
 * Values that may be the same in both languages: names and units that stay as they are (English product
 * and lab names, the regulator's own names, codes). A key is allowed when its whole value is one of these,
 * or is made only of these, placeholders, numbers and punctuation.
 */
const SAME_IN_BOTH = [
  'WaiKura',
  'WaiKura AI',
  'Taumata Arowai',
  'Hinekōrako',
  'Te Mana o te Wai',
  'E. coli',
  'PDF',
  'DOCX',
  'CSV',
  'UV',
  'pH',
  'NTU',
  'IANZ',
  'OK',
  'Email',
  'ID',
  // Units.
  'KB',
  'MB',
  'L',
];

const fileName = (path: string) => path.replace(/^\.\//, '').replace(/\.ts$/, '');
const only = (module: Record<string, Catalogue>): Catalogue => {
  const values = Object.values(module);
  if (values.length !== 1) throw new Error(`expected one exported catalogue, found ${values.length}`);
  return values[0]!;
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const nameOnly = (text: string) => {
  let rest = text.replace(/\{\w+\}/g, ' ');
  for (const name of [...SAME_IN_BOTH].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  return !/\p{L}/u.test(rest);
};

const english = Object.fromEntries(Object.entries(englishFiles).map(([p, m]) => [fileName(p), only(m)]));
const maori = Object.fromEntries(Object.entries(maoriFiles).map(([p, m]) => [fileName(p), only(m)]));

/** Every problem with a te reo file against its English twin, as lines naming the keys. */
function twinProblems(en: Catalogue, mi: Catalogue | undefined): string[] {
  if (!mi) return [`the file is missing, so are its keys: ${Object.keys(en).join(', ')}`];
  const problems: string[] = [];
  const missing = Object.keys(en).filter((k) => !(k in mi));
  const extra = Object.keys(mi).filter((k) => !(k in en));
  if (missing.length) problems.push(`missing keys: ${missing.join(', ')}`);
  if (extra.length) problems.push(`keys the English does not have: ${extra.join(', ')}`);
  for (const [key, text] of Object.entries(en)) {
    const m = mi[key];
    if (m === undefined) continue;
    if (!m.trim()) problems.push(`empty: ${key}`);
    else if (placeholders(m).join() !== placeholders(text).join())
      problems.push(`placeholders differ in ${key}: {${placeholders(text).join('}, {')}} in English`);
    else if (m === text && !nameOnly(text)) problems.push(`the same as the English: ${key} ("${text}")`);
  }
  return problems;
}

describe('te reo Māori twins of the English messages', () => {
  test('the check finds the English files (the glob is not empty)', () => {
    expect(Object.keys(english)).toContain('en-core');
    expect(Object.keys(english).length).toBeGreaterThan(10);
  });

  test('the check can fail: a missing key, an empty value, a lost placeholder, an untranslated line', () => {
    const en = { a: 'Save', b: 'Part {number}', c: 'Close', d: 'WaiKura', e: 'Hello there' };
    expect(twinProblems(en, { a: 'Tiaki', b: 'Wāhanga', c: ' ', d: 'WaiKura', e: 'Hello there' })).toEqual([
      'placeholders differ in b: {number} in English',
      'empty: c',
      'the same as the English: e ("Hello there")',
    ]);
    expect(twinProblems({ a: 'x', b: 'y' }, { a: 'z', q: 'r' })).toEqual([
      'missing keys: b',
      'keys the English does not have: q',
    ]);
    expect(twinProblems(en, undefined)).toEqual(['the file is missing, so are its keys: a, b, c, d, e']);
  });

  test('no te reo file without an English twin (a misnamed file would never be checked)', () => {
    const orphans = Object.keys(maori).filter((name) => !(`en-${name.slice(3)}` in english));
    expect(orphans).toEqual([]);
  });

  const pending = Object.keys(english).filter((name) => PENDING_ELSEWHERE.has(name));
  for (const name of pending)
    test.skip(`${name}: its te reo twin is being written on another branch (PENDING_ELSEWHERE)`, () => {});

  test('every English file has a te reo twin with the same keys, translated, placeholders kept', () => {
    const report = Object.keys(english)
      .filter((name) => !PENDING_ELSEWHERE.has(name))
      .sort()
      .flatMap((name) => {
        const problems = twinProblems(english[name]!, maori[`mi-${name.slice(3)}`]);
        return problems.length
          ? [`mi-${name.slice(3)}.ts (twin of ${name}.ts):\n  ${problems.join('\n  ')}`]
          : [];
      });
    expect(report.join('\n'), 'te reo Māori messages to write').toBe('');
  });

  test('PENDING_ELSEWHERE lists only files that still have no twin here', () => {
    const done = [...PENDING_ELSEWHERE].filter((name) => `mi-${name.slice(3)}` in maori);
    expect(done, 'their twins exist: take them out of PENDING_ELSEWHERE').toEqual([]);
  });

  test('every plan part and section has a te reo title', () => {
    const keys = [
      ...PLAN_PARTS.map((p) => `plan.part.${p.id}`),
      ...PLAN_SECTIONS.map((s) => `plan.section.${s.id}`),
    ];
    expect(keys.filter((k) => !(miPlanTitles as Record<string, string>)[k]?.trim())).toEqual([]);
    expect(Object.keys(miPlanTitles).filter((k) => !keys.includes(k))).toEqual([]);
  });
});
