/**
 * Every badge and milestone of the domain has its words in the web's catalogue, in English and te reo
 * (decision 045): a new badge or milestone cannot be added without them. The English must read exactly as
 * the domain's, which the server still stores and sends.
 */
import { describe, expect, test } from 'vitest';
import { BADGES } from '../../../domain/plan/badges';
import { MILESTONES } from '../../../domain/plan/progress';
import { enBadges } from '../../i18n/en-badges';
import { miBadges } from '../../i18n/mi-badges';
import { miPlanTitles } from '../../i18n/mi-plan-titles';
import { type BadgeWords, badgeName, badgeText } from './badge-text';

/** Words from one catalogue that throw on a missing key (`translate` would show the key instead). */
function wordsFrom(catalogue: Readonly<Record<string, string>>, titles?: Readonly<Record<string, string>>) {
  const used = new Set<string>();
  const words: BadgeWords = {
    t: (key, vars) => {
      let k: string = key;
      if (!(k in catalogue) && typeof vars?.count === 'number')
        k = `${key}.${vars.count === 1 ? 'one' : 'other'}`;
      const text = catalogue[k];
      if (text === undefined) throw new Error(`no message ${k}`);
      used.add(k);
      return text.replace(/\{(\w+)\}/g, (m, v: string) => (vars && v in vars ? String(vars[v]) : m));
    },
    partTitle: (p) => titles?.[`plan.part.${p.id}`] ?? p.title,
    sectionTitle: (s) => titles?.[`plan.section.${s.id}`] ?? s.title,
  };
  return { words, used };
}

describe('badge and milestone words by id', () => {
  test('the English of every badge reads exactly as the domain’s', () => {
    const { words } = wordsFrom(enBadges);
    for (const b of BADGES)
      expect(badgeText(b.id, words), b.id).toEqual({
        name: b.name,
        description: b.description,
        requirement: b.requirement,
      });
  });

  test('every milestone has its name, the same as the domain’s in English', () => {
    const { words } = wordsFrom(enBadges);
    for (const m of MILESTONES) expect(badgeName(m.id, 'from the server', words), m.id).toBe(m.name);
  });

  test('te reo has every badge and milestone, with no placeholder left and no English name', () => {
    const { words, used } = wordsFrom(miBadges, miPlanTitles);
    for (const b of BADGES) {
      const text = badgeText(b.id, words);
      expect(text, b.id).toBeDefined();
      for (const value of Object.values(text!)) expect(value, b.id).not.toMatch(/\{\w+\}/);
      expect(text!.name, b.id).not.toBe(b.name);
    }
    for (const m of MILESTONES) expect(badgeName(m.id, m.name, words), m.id).not.toBe(m.name);
    // Every key of the catalogue is used by some badge (none left behind when a badge goes).
    const plural = (k: string) => k.replace(/\.(one|other)$/, '');
    const unused = Object.keys(miBadges).filter(
      (k) => k !== 'badge.newEarned' && !used.has(k) && ![...used].some((u) => plural(u) === plural(k)),
    );
    expect(unused).toEqual([]);
  });

  test('an id the domain does not know keeps the words the server sent', () => {
    const { words } = wordsFrom(enBadges);
    expect(badgeText('a_newer_badge', words)).toBeUndefined();
    expect(badgeName('a_newer_badge', 'A Newer Badge', words)).toBe('A Newer Badge');
  });

  test('the check can fail: a badge without its message throws', () => {
    const { words } = wordsFrom({ ...enBadges, 'badge.safety_first.name': undefined } as never);
    expect(() => badgeText('safety_first', words)).toThrow('no message badge.safety_first.name');
  });
});
