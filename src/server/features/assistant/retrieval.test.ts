/**
 * The documents-only path: the knowledge, the search, and the evaluation of 30 questions (≥ 27 right).
 */
import { describe, expect, test } from 'vitest';
import { EVAL_QUESTIONS, judge } from './eval-questions';
import { chunkDocument, loadKnowledge } from './knowledge';
import { answerFromDocuments, sentences } from './retrieval';
import { buildIndex, fold, knowledgeIndex, queryTerms } from './search';

describe('the knowledge', () => {
  test('every reference document and the help pages are in it, each passage with its PDF page', () => {
    const passages = loadKnowledge();
    const sources = new Set(passages.map((p) => p.source));
    expect([...sources].sort()).toEqual(
      [
        'Acceptable_Solution_Mixed-Use_Rural_2025',
        'Acceptable_Solution_Roof_Water',
        'Acceptable_Solution_Rural_Agricultural',
        'DWQAR_Guidance_for_Small_Supplies',
        'DWSP_Template_Medium_101-500',
        'DWSP_Template_Small_26-100',
        'Quick_Guide_to_Uploading_DWSP',
        'help',
      ].sort(),
    );
    for (const p of passages) {
      if (p.source === 'help') expect(p.url, p.id).toMatch(/^\//);
      else expect(p.page, p.id).toBeGreaterThan(0);
    }
  });

  test('passages follow the page markers and the headings, and drop page furniture', () => {
    const text = [
      '=== PAGE 1 ===',
      'Cover page words for the document.',
      '=== PAGE 2 ===',
      'Not Government Policy  Page 1 of 26 ',
      'What happens if the supply grows?',
      'You must do more monitoring when the population exceeds 100 people.',
      '=== PAGE 3 ===',
      'Contents',
      'Introduction 4',
      '7.4. Maintenance, Inspection and Calibration',
      'Cartridge filters are replaced at least every six months.',
    ].join('\n');
    const passages = chunkDocument('DWQAR_Guidance_for_Small_Supplies', text);
    expect(passages.map((p) => [p.page, p.heading])).toEqual([
      [1, 'Drinking Water Quality Assurance Rules – interpretation guide for small supplies (draft)'],
      [2, 'What happens if the supply grows?'],
      [3, '7.4. Maintenance, Inspection and Calibration'],
    ]);
    expect(passages[1]!.text).not.toMatch(/Not Government Policy/);
    expect(passages[2]!.text).not.toMatch(/Introduction 4/);
  });

  test('"E. coli" stays in one sentence', () => {
    expect(sentences('One sample for E. coli is taken every three months. Then report it.')).toEqual([
      'One sample for E. coli is taken every three months.',
      'Then report it.',
    ]);
  });
});

describe('the search', () => {
  test('macrons are folded: "Hinekorako" finds "Hinekōrako"', () => {
    expect(fold('Hinekōrako Māori')).toBe('hinekorako maori');
    const hits = knowledgeIndex().search('Hinekorako upload');
    expect(hits[0]!.passage.text).toMatch(/Hinekōrako/);
  });

  test('a school’s words are widened to the documents’: tank → storage, bug → E. coli', () => {
    expect(queryTerms('our tank').added).toContain('storag');
    expect(queryTerms('any bugs in the water?').added).toContain('coli');
    const index = buildIndex([
      {
        id: 'a',
        source: 'help',
        document: 'A',
        page: null,
        url: '/a',
        heading: 'A',
        text: 'Test the storage for E. coli every three months.',
      },
      {
        id: 'b',
        source: 'help',
        document: 'B',
        page: null,
        url: '/b',
        heading: 'B',
        text: 'Paint the fence every spring.',
      },
    ]);
    expect(index.search('do we check the tank for bugs')[0]!.passage.id).toBe('a');
  });

  test('te reo words a school uses are widened too: "wai" → water, "ua" → rain, "kura" → school', () => {
    expect(queryTerms('te wai o te kura').added).toEqual(expect.arrayContaining(['water', 'school']));
    expect(queryTerms('ua').added).toContain('rainwater');
  });

  test('a question with no known word finds nothing, and says so', () => {
    const answer = answerFromDocuments(knowledgeIndex(), 'xylophone zzzq');
    expect(answer.citations).toEqual([]);
    expect(answer.answer).toMatch(/Documents-only mode/);
    expect(answer.answer).toMatch(/could not find/);
  });
});

describe('the evaluation (documents-only path)', () => {
  test('the 30 questions cover every reference document', () => {
    expect(EVAL_QUESTIONS).toHaveLength(30);
    expect(new Set(EVAL_QUESTIONS.map((q) => q.source)).size).toBe(7);
  });

  test('at least 27 of the 30 questions get the fact with the right document and page', () => {
    const index = knowledgeIndex();
    const outcomes = EVAL_QUESTIONS.map((q) => judge(q, answerFromDocuments(index, q.question)));
    const failed = outcomes.filter((o) => !o.passed);
    expect(outcomes.length - failed.length, JSON.stringify(failed, null, 1)).toBeGreaterThanOrEqual(27);
  });

  test('the done-when question: E. coli testing from section 5.1, with document and page', () => {
    const answer = answerFromDocuments(knowledgeIndex(), 'how often do we have to test for E. coli?');
    expect(answer.mode).toBe('retrieval');
    expect(answer.answer).toMatch(/^Documents-only mode/);
    expect(answer.answer).toMatch(/The documents say: “.*(three|3) months.*” \(.+, p\. \d+\)\./);
    expect(answer.citations.some((c) => /every (three|3) months/.test(c.quote) && c.page !== null)).toBe(
      true,
    );
  });
});
