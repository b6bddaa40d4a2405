import { describe, expect, test } from 'vitest';
import { annualReport, type ReportSample, reportCsvRows, reportDueDate, ruleFor } from './annual-report';

const s = (over: Partial<ReportSample>): ReportSample => ({
  sampleId: 'S1',
  sampledOn: '2026-02-10',
  component: 'treatment_plant',
  componentId: 'TP01',
  parameter: 'e_coli',
  result: '<1',
  unit: 'per 100 mL',
  laboratory: 'Lab',
  from: 'log',
  ...over,
});

describe('the compliance report', () => {
  test('each sample reports on its rule', () => {
    expect(ruleFor('source', 'e_coli', true)).toBe('S1.2');
    expect(ruleFor('source', 'e_coli', false)).toBe('S1.1');
    expect(ruleFor('source', 'nitrate', false)).toBe('S1.3');
    expect(ruleFor('treatment_plant', 'turbidity', true)).toBe('T1.1');
    expect(ruleFor('treatment_plant', 'lead', true)).toBe('T1.2');
    expect(ruleFor('distribution_zone', 'e_coli', true)).toBe('D1.1');
  });

  test('due on the 40th working day after the year, without the New Year holidays and Waitangi Day', () => {
    // 2027: 1 January is a Friday (holidays Friday 1 and Monday 4); Waitangi Day on a Saturday is
    // observed on Monday 8 February.
    expect(reportDueDate(2026)).toBe('2027-03-02');
    expect(reportDueDate(2024)).toBe('2025-02-28');
  });

  test('a year with gaps lists what is missing; the CSV has every sample of the year', () => {
    const report = annualReport({
      year: 2026,
      roofSource: true,
      samples: [
        s({}),
        s({ sampleId: 'S2', sampledOn: '2026-05-01', component: 'source', componentId: null }),
        s({ sampleId: 'S0', sampledOn: '2025-12-30' }),
      ],
    });
    expect(report.rows.map((r) => [r.sampleId, r.rule])).toEqual([
      ['S1', 'T1.1'],
      ['S2', 'S1.2'],
    ]);
    expect(report.missing).toContain('No E. coli sample after treatment in quarter 2 of 2026.');
    expect(report.missing).toContain('No E. coli sample of the source water in quarter 1 of 2026.');
    expect(report.missing).not.toContain('No E. coli sample after treatment in quarter 1 of 2026.');
    expect(report.missing.at(-1)).toBe('1 sample has no supply component ID (from Hinekōrako): S2.');
    const csv = reportCsvRows(report);
    expect(csv[0]).toEqual([
      'Rule',
      'Supply component ID',
      'Supply component',
      'Sample ID',
      'Sample date',
      'Parameter',
      'Result',
      'Unit',
      'Laboratory',
    ]);
    expect(csv[1]).toEqual([
      'T1.1',
      'TP01',
      'treatment_plant',
      'S1',
      '2026-02-10',
      'E. coli',
      '<1',
      'per 100 mL',
      'Lab',
    ]);
  });

  test('a medium supply’s quarter covers its three months', () => {
    const report = annualReport({
      year: 2026,
      quarter: 2,
      roofSource: false,
      samples: [s({}), s({ sampledOn: '2026-06-30', sampleId: 'Q2' })],
    });
    expect(report.period).toEqual({
      from: '2026-04-01',
      to: '2026-06-30',
      label: 'Quarter 2 of 2026',
      year: 2026,
      quarter: 2,
    });
    expect(report.rows.map((r) => r.sampleId)).toEqual(['Q2']);
  });
});
