import { describe, expect, test } from 'vitest';
import { parseCsv, readResultsCsv } from './csv-import';

const HEADER = 'Sample ID,Supply component,Supply component ID,Date,Laboratory,Parameter,Result,Unit,MAV';

describe('reading a laboratory CSV', () => {
  test('quoted fields with commas, quotes and line breaks', () => {
    expect(parseCsv('a,"b,c","d ""e""",f\r\n1,2\n"x\ny",z\n').map((r) => r.cells)).toEqual([
      ['a', 'b,c', 'd "e"', 'f'],
      ['1', '2'],
      ['x\ny', 'z'],
    ]);
  });

  test('a good file: every row checked, units and names as laboratories write them', () => {
    const out = readResultsCsv(
      `${HEADER}\nKVS-1,Treatment plant,TP01,2026-11-09,Waikato Water,E. coli,<1,CFU/100mL,\nKVS-1,treated,TP01,2026-11-09,Waikato Water,Turbidity,0.3,NTU,\nKVS-2,source,,2026-11-09,Waikato Water,Nitrate,12,g/m3,50\n`,
      '2026-11-25',
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.rows.map((r) => [r.line, r.result.parameter, r.result.unit, r.result.mav])).toEqual([
      [2, 'e_coli', 'per 100 mL', null],
      [3, 'turbidity', 'NTU', null],
      [4, 'nitrate', 'mg/L', 50],
    ]);
    expect(out.rows[0]!.result.result).toEqual({ qualifier: '<', value: 1 });
  });

  test('semicolons as separators', () => {
    const out = readResultsCsv(
      'sample id;component;date;lab;parameter;result\nA;tap;2026-11-01;Lab;pH;7.1\n',
      '2026-11-25',
    );
    expect(out.ok).toBe(true);
  });

  test('every bad row is named with its line and reason, and none of the file is accepted', () => {
    const out = readResultsCsv(
      `${HEADER}\nKVS-1,Treatment plant,,2026-11-09,Lab,E. coli,4,,\nKVS-1,Treatment plant,,2026-13-09,Lab,Turbidity,0.3,NTU,\nKVS-3,Treatment plant,,2026-11-09,Lab,Unobtainium,1,,\nKVS-4,Treatment plant,,2026-11-09,Lab,Turbidity,abc,mg/L,\nKVS-1,Treatment plant,,2026-11-09,Lab,E. coli,0,,\n`,
      '2026-11-25',
    );
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.problems.map((p) => p.line)).toEqual([3, 4, 5, 6]);
    expect(out.problems[0]!.message).toContain('date');
    expect(out.problems[1]!.message).toContain('Choose what was tested');
    expect(out.problems[2]!.fields).toMatchObject({
      value: expect.any(String),
      unit: expect.stringContaining('NTU'),
    });
    expect(out.problems[3]!.message).toBe(
      'Sample KVS-1 has a second E. coli result; the first is on line 2.',
    );
  });

  test('a file without the needed columns, or empty, says so', () => {
    const noCols = readResultsCsv('foo,bar\n1,2\n', '2026-11-25');
    expect(noCols.ok || noCols.problems[0]!.message).toContain('missing: sample id, supply component, date');
    const empty = readResultsCsv('', '2026-11-25');
    expect(empty.ok || empty.problems[0]!.message).toBe('The file is empty.');
  });

  test('a future sample date is refused', () => {
    const out = readResultsCsv(`${HEADER}\nA,tap,,2026-12-01,Lab,pH,7,,\n`, '2026-11-25');
    expect(out.ok || out.problems[0]!.message).toContain('future');
  });
});
