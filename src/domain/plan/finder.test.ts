import { describe, expect, test } from 'vitest';
import { PLAN_SECTIONS } from './catalogue';
import { findSections, MAX_FINDER_RESULTS } from './finder';

const numbers = (q: string) => findSections(q).map((s) => s.number);

describe('the section finder (platform specification 2)', () => {
  test('by number, with a dot, a hyphen or the word "section"', () => {
    expect(numbers('3.2')).toEqual(['3.2']);
    expect(numbers('3-2')).toEqual(['3.2']);
    expect(numbers(' Section 4.1 ')).toEqual(['4.1']);
    expect(numbers('9.9')).toEqual([]);
  });

  test('a part number lists its sections in order', () => {
    expect(numbers('3')).toEqual(['3.1', '3.2', '3.3', '3.4', '3.5', '3.6']);
    expect(numbers('7.')).toEqual(['7.1', '7.2']);
  });

  test('by id', () => {
    expect(numbers('catchment-activities')[0]).toBe('3.2');
    expect(numbers('appendix-operations-maintenance')[0]).toBe('8.2');
  });

  test('by title, case-insensitive, exact title first', () => {
    expect(numbers('Risk Assessment')[0]).toBe('4.1');
    // 5.1's title is exact; 8.2's starts with the query; then 5.3 and 8.3 share the word "maintenance".
    expect(numbers('OPERATIONS AND MAINTENANCE')).toEqual(['5.1', '8.2', '5.3', '8.3']);
    // "Catchment activities" is the id read with a space; the title is "Impact of catchment activities".
    expect(numbers('Catchment activities')).toEqual(['3.2', '3.1']);
    expect(numbers('impact of catchment activities')[0]).toBe('3.2');
  });

  test('partial words', () => {
    expect(numbers('catch')).toEqual(['3.1', '3.2']);
    expect(numbers('cyano')).toEqual(['3.6']);
    expect(numbers('catch act')[0]).toBe('3.2');
  });

  test('exact matches come before prefix and word matches', () => {
    // "treatment" is 2.2's exact title, and a word of nothing else's title.
    expect(numbers('treatment')[0]).toBe('2.2');
    // "storage": 2.3 exact title, then 2.6 "Demand and storage" by word.
    expect(numbers('storage')).toEqual(['2.3', '2.6']);
    // "water quality": both words start words of 3.4 and 8.1; the other "water" sections follow.
    expect(numbers('water quality').slice(0, 2)).toEqual(['3.4', '8.1']);
    expect(numbers('water quality').length).toBeGreaterThan(2);
  });

  test('the description and the question come after title and id matches', () => {
    // No title or id has "laboratory"; 8.1's description does.
    expect(numbers('laboratory')).toEqual(['8.1']);
    // Every word is in 5.2's question. The rest only share title words: 3.4 "Water quality issues" two
    // ("water", and "is" starting "issues"), 2.1, 3.3 and 8.1 one ("water").
    expect(numbers('how is your water tested')).toEqual(['5.2', '3.4', '2.1', '3.3', '8.1']);
    expect(numbers('risk')).toEqual(['4.1', '3.2', '3.6']);
  });

  test('at most 10 results; an empty query finds nothing', () => {
    expect(findSections('a e').length).toBeLessThanOrEqual(MAX_FINDER_RESULTS);
    expect(findSections('water').length).toBe(MAX_FINDER_RESULTS);
    expect(findSections('')).toEqual([]);
    expect(findSections('   ')).toEqual([]);
    expect(findSections('zzzz')).toEqual([]);
  });

  test('every section is found by its number, its id and its title', () => {
    for (const s of PLAN_SECTIONS) {
      expect(findSections(s.number)[0], s.number).toBe(s);
      expect(findSections(s.id)[0], s.id).toBe(s);
      expect(
        findSections(s.title.toUpperCase()).map((x) => x.id),
        s.title,
      ).toContain(s.id);
    }
  });
});
