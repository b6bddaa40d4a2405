import { describe, expect, test } from 'vitest';
import { findSectionByNumber, type PlanSection } from './catalogue';
import {
  MAX_SUGGESTIONS,
  NOT_FOUND_REDIRECT_DELAY_MS,
  pathWords,
  recognisedNewPath,
  schoolIdFromPath,
  scoreSection,
  suggestSections,
} from './not-found';

const n = (number: string): PlanSection => findSectionByNumber(number)!;

describe('the words of a path', () => {
  test('split on / - _ . and spaces, lower-case, %20 decoded, without the school id and short words', () => {
    expect(pathWords('/schools/catchment-school/Risk_Assessment/3.2')).toEqual(['risk', 'assessment']);
    expect(pathWords('/Water%20Tanks/a/b.c')).toEqual(['water', 'tanks']);
    expect(pathWords('/risk/risk-risk')).toEqual(['risk']);
    expect(pathWords('/a/b')).toEqual([]);
    // A public page under /schools is not a school id: its words count.
    expect(pathWords('/schools/school-roi')).toEqual(['schools', 'school', 'roi']);
  });
});

describe('section scores (plan specification 2.7), computed by hand from the catalogue texts', () => {
  // 8.2 appendix-operations-maintenance, "Operations and maintenance records",
  // "Logs of checks, cleaning and readings that show the supply is run as planned."
  test('id: +3 per whole-word match', () => {
    expect(scoreSection(n('8.2'), '/appendix')).toBe(3);
  });

  test('id: +2 per substring match', () => {
    expect(scoreSection(n('8.2'), '/append')).toBe(2);
  });

  test('title: +4 per word match', () => {
    expect(scoreSection(n('8.2'), '/records')).toBe(4);
  });

  test('title: +1 per substring match', () => {
    expect(scoreSection(n('8.2'), '/record')).toBe(1);
  });

  test('description: +1', () => {
    expect(scoreSection(n('8.2'), '/logs')).toBe(1);
  });

  test('weights add up over the words of the path', () => {
    // "appendix" id word 3; "records" title word 4; "logs" description 1; "append" is a fresh word: id
    // substring 2.
    expect(scoreSection(n('8.2'), '/appendix/records/logs/append')).toBe(10);
    // 2.5 daily-demand, "Daily demand", "…and the daily volume they need…": id 3 + title 4 + description 1.
    expect(scoreSection(n('2.5'), '/daily')).toBe(8);
  });

  test('+10 for 3.2 when the path contains "3.2" or "catchment"', () => {
    expect(scoreSection(n('3.2'), '/schools/abc/3.2')).toBe(10);
    // id word 3 + title word 4 + bonus 10
    expect(scoreSection(n('3.2'), '/schools/abc/catchment')).toBe(17);
    // The bonus is the section's own: 3.1 shares the word but not the bonus (3 + 4).
    expect(scoreSection(n('3.1'), '/schools/abc/catchment')).toBe(7);
    expect(scoreSection(n('3.1'), '/3.2')).toBe(0);
  });

  test('+10 for 4.1 when the path contains "4.1" or "assessment"', () => {
    expect(scoreSection(n('4.1'), '/schools/abc/4.1')).toBe(10);
    // id word 3 + title word 4 + bonus 10
    expect(scoreSection(n('4.1'), '/schools/abc/assessment')).toBe(17);
    // "risk" 3 + 4, "assessment" 3 + 4, bonus 10
    expect(scoreSection(n('4.1'), '/schools/abc/risk%20assessment')).toBe(24);
  });

  test('the school id is not part of the path for scores or bonuses', () => {
    expect(scoreSection(n('3.2'), '/schools/catchment-valley/xyz')).toBe(0);
    expect(scoreSection(n('4.1'), '/schools/assessment-4.1/xyz')).toBe(0);
  });
});

describe('suggestions', () => {
  test('ranked by score, ties in plan order, zero scores left out', () => {
    const s = suggestSections('/schools/abc/risk');
    // 4.1: 3 + 4; 3.2 "…the risks they bring." 1; 3.6 "Blue-green algae risk…" 1.
    expect(s.map((x) => [x.number, x.score])).toEqual([
      ['4.1', 7],
      ['3.2', 1],
      ['3.6', 1],
    ]);
    expect(suggestSections('/schools/abc/zzzz')).toEqual([]);
  });

  test('at most 5, each with number, title, description and route', () => {
    const s = suggestSections('/schools/abc/water-tests');
    expect(MAX_SUGGESTIONS).toBe(5);
    expect(s).toHaveLength(5);
    // 3.3 water-quantity: "water" id 3 + title 4 + description 1 = 8; 8.1 the same, later in plan order.
    expect(s.slice(0, 2).map((x) => [x.number, x.score])).toEqual([
      ['3.3', 8],
      ['8.1', 8],
    ]);
    expect(s[1]).toMatchObject({
      number: '8.1',
      id: 'water-quality-monitoring',
      title: 'Water quality monitoring',
      route: '/schools/abc/appendix/water-quality-monitoring',
    });
    expect(s[1]!.description.length).toBeGreaterThan(10);
  });

  test('the route has the school id filled in when known, else the school-less path', () => {
    expect(suggestSections('/schools/kowhai/catchment')[0]!.route).toBe(
      '/schools/kowhai/source-water-risk/catchment-activities',
    );
    expect(suggestSections('/catchment', 'kowhai')[0]!.route).toBe(
      '/schools/kowhai/source-water-risk/catchment-activities',
    );
    expect(suggestSections('/catchment')[0]!.route).toBe('/source-water-risk/catchment-activities');
    expect(suggestSections('/schools/kowhai/catchment', null)[0]!.route).toBe(
      '/source-water-risk/catchment-activities',
    );
    for (const x of suggestSections('/water')) expect(x.route).not.toContain('{schoolId}');
  });
});

describe('the not-found page', () => {
  test('waits 1.5 s before following a newer address', () => {
    expect(NOT_FOUND_REDIRECT_DELAY_MS).toBe(1500);
  });

  test('the school id of a path', () => {
    expect(schoolIdFromPath('/schools/abc/nope')).toBe('abc');
    expect(schoolIdFromPath('/schools/school-roi')).toBeNull();
  });

  test('recognises legacy links and aliases', () => {
    expect(recognisedNewPath('/schools/abc/section/3-2', '')).toBe(
      '/schools/abc/source-water-risk/catchment-activities',
    );
    expect(recognisedNewPath('/schools/abc', '#:~:text=improvement%20actions')).toBe(
      '/schools/abc/improvement-plan/improvement-schedule',
    );
    expect(recognisedNewPath('/schools/abc/risks-improvement/actions', '')).toBe(
      '/schools/abc/improvement-plan/improvement-schedule',
    );
    expect(recognisedNewPath('/schools/abc/archive', null)).toBe('/schools/abc/review/revision-records');
    expect(recognisedNewPath('/schools/abc/resources/glossary')).toBe('/help/glossary');
  });

  test('school-less paths go to the user school when known; public pages need no school', () => {
    expect(recognisedNewPath('/contingency-plans', '', 'xyz')).toBe('/schools/xyz/contingency-plans');
    expect(recognisedNewPath('/contingency-plans', '')).toBeNull();
    expect(recognisedNewPath('/resources/glossary', '')).toBe('/help/glossary');
    expect(recognisedNewPath('/section/4-1', '', 'xyz')).toBe(
      '/schools/xyz/improvement-plan/risk-assessment',
    );
    expect(recognisedNewPath('/section/4-1', '')).toBe('/improvement-plan/risk-assessment');
  });

  test('a path that is already canonical, or unknown, is not redirected', () => {
    expect(recognisedNewPath('/schools/abc/water-supply/source', '')).toBeNull();
    expect(recognisedNewPath('/schools/abc/Water-Supply/Source/', '')).toBeNull();
    expect(recognisedNewPath('/schools/abc/nope', '')).toBeNull();
    expect(recognisedNewPath('/nope', '', 'xyz')).toBeNull();
  });
});
